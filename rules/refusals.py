"""Why a move is refused: a stable code, the rule it breaks, and a message in four languages."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards_data import load_bang
from rules.cards import Card
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
            "en": "{target} is at distance {distance}; {player}'s {weapon} reaches {reach}.",
            "fr": "{target} est à distance {distance} ; {player} tire à {reach} au plus avec"
            " son arme ({weapon}).",
            "it": "{target} è a distanza {distance}; {player} spara fino a {reach} con la sua"
            " arma ({weapon}).",
            "nl": "{target} zit op afstand {distance}; het wapen van {player} ({weapon}) reikt"
            " tot {reach}.",
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
    "not_discard_top": (
        "Pedro Ramirez takes the top card of the discard pile.",
        {
            "en": "{card} cannot be the top card of the discard pile.",
            "fr": "{card} ne peut pas être la carte du dessus de la défausse.",
            "it": "{card} non può essere la carta in cima agli scarti.",
            "nl": "{card} kan niet de bovenste kaart van de aflegstapel zijn.",
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
            "en": "{card} is already {where}: the deck has no other.",
            "fr": "{card} est déjà {where} : le paquet n'en a pas d'autre.",
            "it": "{card} è già {where}: il mazzo non ne ha un'altra.",
            "nl": "{card} ligt al {where}: het kaartspel heeft er geen tweede.",
        },
    ),
    "already_held": (
        "Each card of the deck exists once: one seen elsewhere cannot turn up again.",
        {
            "en": "{card} is already with {target}: the deck has no other.",
            "fr": "{card} est déjà chez {target} : le paquet n'en a pas d'autre.",
            "it": "{card} è già da {target}: il mazzo non ne ha un'altra.",
            "nl": "{card} ligt al bij {target}: het kaartspel heeft er geen tweede.",
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
    "sid_two_cards": (
        "Sid Ketchum discards two cards to regain one life point.",
        {
            "en": "{player} discards exactly two cards for a life point, not {count}.",
            "fr": "{player} défausse exactement deux cartes pour un point de vie, pas {count}.",
            "it": "{player} scarta esattamente due carte per un punto vita, non {count}.",
            "nl": "{player} legt precies twee kaarten af voor een levenspunt, niet {count}.",
        },
    ),
    "sid_full_life": (
        "Sid Ketchum heals only below his maximum life.",
        {
            "en": "{player} is at maximum life already.",
            "fr": "{player} a déjà le maximum de points de vie.",
            "it": "{player} ha già la vita al massimo.",
            "nl": "{player} zit al op maximaal leven.",
        },
    ),
    "kit_keeps_two": (
        "Kit Carlson keeps two of the three cards he draws and puts the third back.",
        {
            "en": "{player} keeps two of the three cards drawn, not {count}.",
            "fr": "{player} garde deux des trois cartes piochées, pas {count}.",
            "it": "{player} tiene due delle tre carte pescate, non {count}.",
            "nl": "{player} houdt twee van de drie getrokken kaarten, niet {count}.",
        },
    ),
    "not_drawn": (
        "Kit Carlson keeps, or puts back, only cards he drew.",
        {
            "en": "{card} is not among the cards {player} drew.",
            "fr": "{card} ne fait pas partie des cartes piochées par {player}.",
            "it": "{card} non è tra le carte pescate da {player}.",
            "nl": "{card} zit niet bij de kaarten die {player} trok.",
        },
    ),
    "choose_a_flipped_card": (
        "Lucky Duke chooses one of the two cards he flipped.",
        {
            "en": "{player} chooses one of the cards flipped: {cards}.",
            "fr": "{player} choisit une des cartes retournées : {cards}.",
            "it": "{player} sceglie una delle carte scoperte: {cards}.",
            "nl": "{player} kiest een van de omgedraaide kaarten: {cards}.",
        },
    ),
    "correction_changes_nothing": (
        "A correction changes the table.",
        {
            "en": "This correction changes nothing.",
            "fr": "Cette correction ne change rien.",
            "it": "Questa correzione non cambia nulla.",
            "nl": "Deze correctie verandert niets.",
        },
    ),
    "correction_life_range": (
        "Life points stay between 0 and the player's maximum.",
        {
            "en": "{player} would have {life} life: it stays between 0 and {most}.",
            "fr": "{player} aurait {life} points de vie : ils restent entre 0 et {most}.",
            "it": "{player} avrebbe {life} punti vita: restano tra 0 e {most}.",
            "nl": "{player} zou {life} levenspunten hebben: dat blijft tussen 0 en {most}.",
        },
    ),
    "correction_hand_count": (
        "A hand holds cards from the deck and the discard pile, no more.",
        {
            "en": "{player} cannot hold {count} cards: {most} at most.",
            "fr": "{player} ne peut pas avoir {count} cartes en main : {most} au plus.",
            "it": "{player} non può avere {count} carte in mano: {most} al massimo.",
            "nl": "{player} kan geen {count} kaarten in de hand hebben: hoogstens {most}.",
        },
    ),
    "correction_unseen_only": (
        "A hand count drops only unseen cards; a card the game knows is moved by name.",
        {
            "en": "{player} holds only {unseen} unseen card(s): move the others by name.",
            "fr": "{player} n'a que {unseen} carte(s) inconnue(s) : déplacez les autres "
            "par leur nom.",
            "it": "{player} ha solo {unseen} carte sconosciute: sposta le altre per nome.",
            "nl": "{player} heeft maar {unseen} onbekende kaart(en): verplaats de andere bij naam.",
        },
    ),
    "correction_place_empty": (
        "A card is moved from where it lies.",
        {
            "en": "There is no card {place}.",
            "fr": "Il n'y a pas de carte {place}.",
            "it": "Non c'è nessuna carta {place}.",
            "nl": "Er ligt geen kaart {place}.",
        },
    ),
    "correction_not_there": (
        "A card is moved from where it lies.",
        {
            "en": "There is no {card} {place}.",
            "fr": "Il n'y a pas de {card} {place}.",
            "it": "Non c'è {card} {place}.",
            "nl": "Er ligt geen {card} {place}.",
        },
    ),
    "correction_bad_place": (
        "Cards lie in a hand, in play, on the discard pile or on the deck.",
        {
            "en": "No card can lie at '{pile}'.",
            "fr": "Aucune carte ne peut être à « {pile} ».",
            "it": "Nessuna carta può stare in «{pile}».",
            "nl": "Er kan geen kaart liggen op '{pile}'.",
        },
    ),
    "correction_needs_name": (
        "A card in play lies face up: its name is known.",
        {
            "en": "Name the card that goes into play.",
            "fr": "Nommez la carte qui entre en jeu.",
            "it": "Indica il nome della carta che entra in gioco.",
            "nl": "Noem de kaart die in het spel komt.",
        },
    ),
    "correction_not_blue": (
        "Only blue-bordered cards stay in play.",
        {
            "en": "{card} does not stay in play.",
            "fr": "{card} ne reste pas en jeu.",
            "it": "{card} non resta in gioco.",
            "nl": "{card} blijft niet in het spel.",
        },
    ),
    "correction_second_weapon": (
        "A player has one weapon in play at most.",
        {
            "en": "{target} already has {weapon} in play: move it away first.",
            "fr": "{target} a déjà {weapon} en jeu : retirez-la d'abord.",
            "it": "{target} ha già {weapon} in gioco: toglila prima.",
            "nl": "{target} heeft al {weapon} in het spel: haal die eerst weg.",
        },
    ),
    "correction_sheriff_role": (
        "The Sheriff's role is shown from the start.",
        {
            "en": "{player} is the Sheriff, shown from the start.",
            "fr": "{player} est le Shérif, connu dès le début.",
            "it": "{player} è lo Sceriffo, noto fin dall'inizio.",
            "nl": "{player} is de Sheriff, bekend vanaf het begin.",
        },
    ),
    "correction_role_awaited": (
        "A role the game waits for is answered first.",
        {
            "en": "Say {player}'s role first.",
            "fr": "Donnez d'abord le rôle de {player}.",
            "it": "Indica prima il ruolo di {player}.",
            "nl": "Geef eerst de rol van {player}.",
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
        "en": "the two cards Kit Carlson keeps",
        "fr": "les deux cartes que Kit Carlson garde",
        "it": "le due carte che Kit Carlson tiene",
        "nl": "de twee kaarten die Kit Carlson houdt",
    },
    "choose": {
        "en": "the card Lucky Duke chooses",
        "fr": "la carte que choisit Lucky Duke",
        "it": "la carta che sceglie Lucky Duke",
        "nl": "de kaart die Lucky Duke kiest",
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

_CORRECTION_PLACES: Mapping[str, Mapping[str, str]] = {
    "hand": {
        "en": "in {player}'s hand",
        "fr": "dans la main de {player}",
        "it": "in mano a {player}",
        "nl": "in de hand van {player}",
    },
    "table": {
        "en": "in play in front of {player}",
        "fr": "en jeu devant {player}",
        "it": "in gioco davanti a {player}",
        "nl": "in het spel bij {player}",
    },
    "discard": _PLACE_WORDS["discard"],
    "deck": {
        "en": "on top of the deck",
        "fr": "sur la pioche",
        "it": "in cima al mazzo",
        "nl": "boven op de stapel",
    },
}
"""Where a correction takes a card from, as its refusals say it."""


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
    """Card ids become names in `lang`, a card its name and index as far as known ("6♥"
    for a card whose kind nobody saw); other values are shown as they are."""
    if isinstance(value, Card):
        name = _shown(key, value.kind, lang) if value.kind else ""
        return " ".join(part for part in (name, value.index()) if part)
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
    if key == "place" and isinstance(value, tuple):
        pile, player = value
        return _CORRECTION_PLACES.get(pile, {}).get(lang, pile).format(player=player)
    if key == "where" and value in _PLACE_WORDS:
        return _PLACE_WORDS[value][lang]
    return value


def codes() -> frozenset[str]:
    """Every refusal code, for the tests that check all four languages."""
    return frozenset(_MESSAGES)


def message_languages(code: str) -> frozenset[str]:
    return frozenset(_MESSAGES[code][1])
