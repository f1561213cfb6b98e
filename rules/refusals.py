"""Why a move is refused: a stable code, the rule it breaks, and a message in four languages."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards_data import load_bang
from rules.explained import Explained

# code: (rule, {lang: template}). Templates use the refusal's parameters; parameters named
# card/weapon/... hold card ids and are shown in the message's language.
_MESSAGES: dict[str, tuple[str, Mapping[str, str]]] = {
    "game_over": (
        "The game is over.",
        {
            "en": "The game is over.",
            "fr": "La partie est terminée.",
            "it": "La partita è finita.",
            "nl": "Het spel is afgelopen.",
        },
    ),
    "unknown_player": (
        "Moves name players at this table.",
        {
            "en": "There is no player called {player} at this table.",
            "fr": "Aucun joueur ne s'appelle {player} à cette table.",
            "it": "Nessun giocatore si chiama {player} a questo tavolo.",
            "nl": "Er zit geen speler met de naam {player} aan deze tafel.",
        },
    ),
    "player_dead": (
        "Eliminated players take no part in the game.",
        {
            "en": "{player} has been eliminated.",
            "fr": "{player} n'est plus en jeu.",
            "it": "{player} non è più in gioco.",
            "nl": "{player} is uitgeschakeld.",
        },
    ),
    "not_your_decision": (
        "Only the player whose decision is pending may move.",
        {
            "en": "The game is waiting for {waiting}, not for {player}.",
            "fr": "La partie attend {waiting}, pas {player}.",
            "it": "La partita aspetta {waiting}, non {player}.",
            "nl": "Het spel wacht op {waiting}, niet op {player}.",
        },
    ),
    "wrong_moment": (
        "Each move belongs to a moment of the turn.",
        {
            "en": "{player} cannot do that now: the game is waiting for {waiting_for}.",
            "fr": "{player} ne peut pas faire cela maintenant : la partie attend {waiting_for}.",
            "it": "{player} non può farlo adesso: la partita aspetta {waiting_for}.",
            "nl": "{player} kan dat nu niet: het spel wacht op {waiting_for}.",
        },
    ),
    "not_in_hand": (
        "You can only play cards from your hand.",
        {
            "en": "{player} has no {card} in hand.",
            "fr": "{player} n'a pas de carte {card} en main.",
            "it": "{player} non ha {card} in mano.",
            "nl": "{player} heeft geen {card} in de hand.",
        },
    ),
    "needs_target": (
        "This card is played on another player.",
        {
            "en": "{card} needs a target player.",
            "fr": "{card} doit viser un joueur.",
            "it": "{card} va giocata su un giocatore.",
            "nl": "{card} moet op een speler gespeeld worden.",
        },
    ),
    "no_target_needed": (
        "This card targets nobody.",
        {
            "en": "{card} is not played on a player.",
            "fr": "{card} ne se joue pas sur un joueur.",
            "it": "{card} non si gioca su un giocatore.",
            "nl": "{card} wordt niet op een speler gespeeld.",
        },
    ),
    "target_self": (
        "You cannot target yourself.",
        {
            "en": "{player} cannot play {card} on themselves.",
            "fr": "{player} ne peut pas jouer {card} sur soi-même.",
            "it": "{player} non può giocare {card} su di sé.",
            "nl": "{player} kan {card} niet op zichzelf spelen.",
        },
    ),
    "out_of_range": (
        "A BANG! reaches players within your weapon's range.",
        {
            "en": "{target} is at distance {distance}; your {weapon} reaches {reach}.",
            "fr": "{target} est à distance {distance} ; votre {weapon} porte à {reach}.",
            "it": "{target} è a distanza {distance}; la tua {weapon} arriva a {reach}.",
            "nl": "{target} zit op afstand {distance}; je {weapon} reikt tot {reach}.",
        },
    ),
    "too_far": (
        "Panic! reaches players at distance 1 only; weapons do not count.",
        {
            "en": "{target} is at distance {distance}; {card} only reaches distance 1.",
            "fr": "{target} est à distance {distance} ; {card} n'atteint que la distance 1.",
            "it": "{target} è a distanza {distance}; {card} arriva solo a distanza 1.",
            "nl": "{target} zit op afstand {distance}; {card} reikt alleen tot afstand 1.",
        },
    ),
    "one_bang_per_turn": (
        "Only one BANG! card per turn (unless Volcanic or Willy the Kid).",
        {
            "en": "{player} has already played a BANG! this turn.",
            "fr": "{player} a déjà joué un BANG! ce tour-ci.",
            "it": "{player} ha già giocato un BANG! in questo turno.",
            "nl": "{player} heeft deze beurt al een BANG! gespeeld.",
        },
    ),
    "same_card_in_play": (
        "Nobody may have two cards of the same name in play.",
        {
            "en": "{target} already has {card} in play.",
            "fr": "{target} a déjà {card} en jeu.",
            "it": "{target} ha già {card} in gioco.",
            "nl": "{target} heeft al {card} in het spel.",
        },
    ),
    "jail_on_sheriff": (
        "The Sheriff cannot be put in Jail.",
        {
            "en": "{target} is the Sheriff and cannot go to {card}.",
            "fr": "{target} est le Shérif : jamais en {card}.",
            "it": "{target} è lo Sceriffo e non può finire in {card}.",
            "nl": "{target} is de Sheriff en kan niet in de {card}.",
        },
    ),
    "no_such_card_in_play": (
        "Only cards actually in play can be taken or discarded.",
        {
            "en": "{target} has no {card} in play.",
            "fr": "{target} n'a pas de {card} en jeu.",
            "it": "{target} non ha {card} in gioco.",
            "nl": "{target} heeft geen {card} in het spel.",
        },
    ),
    "empty_hand": (
        "There must be a card to take.",
        {
            "en": "{target} has no cards in hand.",
            "fr": "{target} n'a pas de cartes en main.",
            "it": "{target} non ha carte in mano.",
            "nl": "{target} heeft geen kaarten in de hand.",
        },
    ),
    "needs_target_card": (
        "Say which card: one in play, or 'hand' for a random one.",
        {
            "en": "Which card of {target}'s? Name one in play, or 'hand'.",
            "fr": "Quelle carte de {target} ? Nommez une carte en jeu, ou « hand ».",
            "it": "Quale carta di {target}? Nominane una in gioco, oppure 'hand'.",
            "nl": "Welke kaart van {target}? Noem er een in het spel, of 'hand'.",
        },
    ),
    "response_only": (
        "Missed! is only played against a shot.",
        {
            "en": "{card} is only played to dodge a shot.",
            "fr": "{card} ne se joue que pour esquiver un tir.",
            "it": "{card} si gioca solo per evitare un colpo.",
            "nl": "{card} speel je alleen om een schot te ontwijken.",
        },
    ),
    "wrong_answer": (
        "Each attack has its own answers.",
        {
            "en": "{card} is not an answer to {attack}.",
            "fr": "{card} ne répond pas à {attack}.",
            "it": "{card} non risponde a {attack}.",
            "nl": "{card} is geen antwoord op {attack}.",
        },
    ),
    "beer_out_of_turn": (
        "Out of turn, Beer is only played against a lethal hit.",
        {
            "en": "{player} may drink a Beer out of turn only when it saves their life.",
            "fr": "Hors de son tour, {player} ne boit une Bière que pour sauver sa vie.",
            "it": "Fuori turno, {player} può bere una Birra solo per salvarsi la vita.",
            "nl": "Buiten de beurt drinkt {player} alleen Bier om het leven te redden.",
        },
    ),
    "beer_two_players": (
        "Beer heals nobody when only two players remain.",
        {
            "en": "With two players left, Beer no longer saves anyone.",
            "fr": "À deux joueurs, la Bière ne sauve plus personne.",
            "it": "Con due giocatori rimasti, la Birra non salva più nessuno.",
            "nl": "Met nog twee spelers redt Bier niemand meer.",
        },
    ),
    "no_barrel": (
        "A draw! against a shot needs a Barrel in play (or Jourdonnais).",
        {
            "en": "{player} has no {reason} to draw for.",
            "fr": "{player} n'a pas de {reason} pour dégainer.",
            "it": "{player} non ha {reason} per estrarre.",
            "nl": "{player} heeft geen {reason} om kans op te trekken.",
        },
    ),
    "barrel_only_against_shots": (
        "A Barrel, and Jourdonnais' ability, draw! only against a shot (BANG!, Gatling).",
        {
            "en": "{reason} draws! only against a shot (BANG!, Gatling), not against {attack}.",
            "fr": "{reason} ne dégaine que contre un tir (BANG!, Gatling), pas contre {attack}.",
            "it": "{reason} estrae solo contro un colpo (BANG!, Gatling), non contro {attack}.",
            "nl": (
                "{reason} trekt alleen kans tegen een schot (BANG!, Gatling), niet tegen {attack}."
            ),
        },
    ),
    "check_used": (
        "Each Barrel draws once per shot.",
        {
            "en": "{player} has already drawn for {reason} against this shot.",
            "fr": "{player} a déjà dégainé pour {reason} contre ce tir.",
            "it": "{player} ha già estratto per {reason} contro questo colpo.",
            "nl": "{player} heeft al kans getrokken voor {reason} tegen dit schot.",
        },
    ),
    "ability_not_yours": (
        "Only the character with an ability may use it.",
        {
            "en": "{player} does not have this character's ability.",
            "fr": "{player} n'a pas cette capacité de personnage.",
            "it": "{player} non ha questa abilità del personaggio.",
            "nl": "{player} heeft deze personage-eigenschap niet.",
        },
    ),
    "nothing_to_draw_from": (
        "The draw source must have cards.",
        {
            "en": "{player} cannot draw from there: it holds no card.",
            "fr": "{player} ne peut pas piocher là : il n'y a aucune carte.",
            "it": "{player} non può pescare da lì: non ci sono carte.",
            "nl": "{player} kan daar niet trekken: er ligt geen kaart.",
        },
    ),
    "hand_within_limit": (
        "Discard only down to your hand limit.",
        {
            "en": "{player} holds {hand} cards and may keep {limit}: nothing to discard.",
            "fr": "{player} a {hand} cartes et peut en garder {limit} : rien à défausser.",
            "it": "{player} ha {hand} carte e può tenerne {limit}: niente da scartare.",
            "nl": "{player} heeft {hand} kaarten en mag er {limit} houden: niets af te leggen.",
        },
    ),
    "not_on_display": (
        "Pick a card that is on display.",
        {
            "en": "{card} is not among the cards on display.",
            "fr": "{card} ne fait pas partie des cartes exposées.",
            "it": "{card} non è tra le carte scoperte.",
            "nl": "{card} ligt niet open op tafel.",
        },
    ),
    "reveal_not_needed": (
        "Cards are revealed only when a draw! or a display asks for one.",
        {
            "en": "No card needs to be revealed now.",
            "fr": "Aucune carte n'est à révéler maintenant.",
            "it": "Nessuna carta va rivelata adesso.",
            "nl": "Er hoeft nu geen kaart getoond te worden.",
        },
    ),
    "reveal_incomplete": (
        "A draw! needs the suit and rank; a display needs the card's name.",
        {
            "en": "Give the revealed card's {missing}.",
            "fr": "Indiquez {missing} de la carte révélée.",
            "it": "Indica {missing} della carta rivelata.",
            "nl": "Geef {missing} van de getoonde kaart.",
        },
    ),
    "not_in_deck": (
        "A card played or revealed must be one of the deck's cards.",
        {
            "en": "No {card} in the deck shows {index}.",
            "fr": "Aucune carte {card} du paquet ne porte {index}.",
            "it": "Nessuna carta {card} del mazzo porta {index}.",
            "nl": "Het kaartspel heeft geen {card} met {index}.",
        },
    ),
    "already_seen": (
        "Each card of the deck exists once: one seen elsewhere cannot turn up again.",
        {
            "en": "{card} {index} is already {where}: the deck has no other.",
            "fr": "{card} {index} est déjà {where} : le paquet n'en a pas d'autre.",
            "it": "{card} {index} è già {where}: il mazzo non ne ha un'altra.",
            "nl": "{card} {index} ligt al {where}: het kaartspel heeft er geen tweede.",
        },
    ),
    "already_held": (
        "Each card of the deck exists once: one seen elsewhere cannot turn up again.",
        {
            "en": "{card} {index} is already with {target}: the deck has no other.",
            "fr": "{card} {index} est déjà chez {target} : le paquet n'en a pas d'autre.",
            "it": "{card} {index} è già da {target}: il mazzo non ne ha un'altra.",
            "nl": "{card} {index} ligt al bij {target}: het kaartspel heeft er geen tweede.",
        },
    ),
    "reveal_contradicts": (
        "The revealed card must agree with what is known of the deck.",
        {
            "en": "The top card is known to be {known}.",
            "fr": "La carte du dessus est connue : {known}.",
            "it": "La carta in cima è nota: {known}.",
            "nl": "De bovenste kaart is bekend: {known}.",
        },
    ),
    "role_impossible": (
        "Roles follow the role table for this number of players.",
        {
            "en": "{player} cannot be {role}: the table has no such role left.",
            "fr": "{player} ne peut pas être {role} : ce rôle n'est plus disponible.",
            "it": "{player} non può essere {role}: quel ruolo non è più disponibile.",
            "nl": "{player} kan geen {role} zijn: die rol is niet meer over.",
        },
    ),
    "sid_needs_two": (
        "Sid Ketchum discards two cards to regain one life point.",
        {
            "en": "{player} must discard two cards from hand, and be below maximum life.",
            "fr": "{player} doit défausser deux cartes et ne pas être au maximum de vie.",
            "it": "{player} deve scartare due carte dalla mano e non avere la vita al massimo.",
            "nl": "{player} moet twee handkaarten afleggen en niet op maximaal leven zitten.",
        },
    ),
}

# How each pending decision is named inside "the game is waiting for ..." messages.
WAITING_FOR: Mapping[str, Mapping[str, str]] = {
    "draw": {"en": "the draw", "fr": "la pioche", "it": "la pesca", "nl": "het trekken"},
    "play": {
        "en": "a card or the end of the turn",
        "fr": "une carte ou la fin du tour",
        "it": "una carta o la fine del turno",
        "nl": "een kaart of het einde van de beurt",
    },
    "discard": {
        "en": "discards down to the hand limit",
        "fr": "la défausse jusqu'à la limite",
        "it": "gli scarti fino al limite",
        "nl": "afleggen tot de handlimiet",
    },
    "respond": {
        "en": "an answer to an attack",
        "fr": "une réponse à une attaque",
        "it": "una risposta a un attacco",
        "nl": "een antwoord op een aanval",
    },
    "dying": {
        "en": "a Beer or the elimination",
        "fr": "une Bière ou l'élimination",
        "it": "una Birra o l'eliminazione",
        "nl": "een Bier of de uitschakeling",
    },
    "reveal": {
        "en": "the revealed card",
        "fr": "la carte révélée",
        "it": "la carta rivelata",
        "nl": "de getoonde kaart",
    },
    "pick": {
        "en": "a General Store pick",
        "fr": "un choix au Magasin",
        "it": "una scelta all'Emporio",
        "nl": "een keuze uit de Winkel",
    },
    "put_back": {
        "en": "the card Kit Carlson puts back",
        "fr": "la carte que Kit Carlson repose",
        "it": "la carta che Kit Carlson rimette",
        "nl": "de kaart die Kit Carlson teruglegt",
    },
    "reveal_role": {
        "en": "the eliminated player's role",
        "fr": "le rôle montré à l'élimination",
        "it": "il ruolo mostrato all'eliminazione",
        "nl": "de rol van de uitgeschakelde speler",
    },
}

_CARD_PARAMS = frozenset({"card", "weapon", "attack", "reason"})
_MISSING_WORDS: Mapping[str, Mapping[str, str]] = {
    "index": {
        "en": "suit and rank",
        "fr": "la couleur et la valeur",
        "it": "seme e valore",
        "nl": "kleur en waarde",
    },
    "name": {"en": "name", "fr": "le nom", "it": "il nome", "nl": "de naam"},
}
_PLACE_WORDS: Mapping[str, Mapping[str, str]] = {
    "discard": {
        "en": "in the discard pile",
        "fr": "dans la défausse",
        "it": "negli scarti",
        "nl": "op de aflegstapel",
    },
    "deck": {"en": "on the deck", "fr": "dans la pioche", "it": "nel mazzo", "nl": "in de stapel"},
    "store": {
        "en": "among the General Store's cards",
        "fr": "parmi les cartes du Magasin",
        "it": "tra le carte dell'Emporio",
        "nl": "bij de kaarten van de Winkel",
    },
}


class IllegalMove(Explained):
    """A refused move: the state did not change. `code` is stable; `message(lang)` explains."""

    @classmethod
    def templates(cls, code: str) -> Mapping[str, str]:
        if code not in _MESSAGES:
            raise KeyError(f"no message for refusal code {code!r}")
        return _MESSAGES[code][1]

    @property
    def rule(self) -> str:
        return _MESSAGES[self.code][0]

    def shown(self, key: str, value: Any, lang: str) -> Any:
        """How a parameter reads in `lang`; another ruleset's refusals name their own cards."""
        return _shown(key, value, lang)


def register(messages: Mapping[str, tuple[str, Mapping[str, str]]]) -> None:
    """Add another ruleset's refusal codes (BANG! Duel's), which must not reuse a code."""
    clash = set(messages) & set(_MESSAGES)
    if clash:
        raise ValueError(f"refusal codes defined twice: {sorted(clash)}")
    _MESSAGES.update(messages)


def _shown(key: str, value: Any, lang: str) -> Any:
    """Card ids become names in `lang`; other values are shown as they are."""
    if key in _CARD_PARAMS and isinstance(value, str):
        data = load_bang()
        if value in data.cards:
            return data.cards[value].names[lang]
        if value in data.characters:
            return data.characters[value].names[lang]
        if value == "colt45":
            return "Colt .45"
    if key == "role" and isinstance(value, str) and value in load_bang().roles:
        return load_bang().roles[value].names[lang]
    if key == "waiting_for" and value in WAITING_FOR:
        return WAITING_FOR[value][lang]
    if key == "missing" and value in _MISSING_WORDS:
        return _MISSING_WORDS[value][lang]
    if key == "where" and value in _PLACE_WORDS:
        return _PLACE_WORDS[value][lang]
    return value


def codes() -> frozenset[str]:
    """Every refusal code, for the tests that check all four languages."""
    return frozenset(_MESSAGES)


def message_languages(code: str) -> frozenset[str]:
    return frozenset(_MESSAGES[code][1])
