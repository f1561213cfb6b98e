"""Why a Duel move is refused: BANG! Duel's own codes, in the base engine's IllegalMove.

The codes both games share (game_over, not_your_decision, not_in_hand...) keep the base
messages; `Refusal` only changes how parameters read, so that card and character ids are named
with the Duel data (several Duel cards share an id with a different base-game card).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules import refusals
from rules.duel.cards import name_of
from rules.refusals import IllegalMove

_DUEL_MESSAGES: Mapping[str, tuple[str, Mapping[str, str]]] = {
    "duel_corrections": (
        "In a Duel the referee corrects life points and hand counts.",
        {
            "en": "In a Duel, only a character's life points and the number of cards in a "
            "hand can be corrected.",
            "fr": "En Duel, seuls les points de vie d'un personnage et le nombre de cartes "
            "en main se corrigent.",
            "it": "In un Duello si correggono solo i punti vita di un personaggio e il "
            "numero di carte in mano.",
            "nl": "In een Duel kunnen alleen de levenspunten van een personage en het aantal "
            "kaarten in een hand worden gecorrigeerd.",
        },
    ),
    "duel_unseen_only": (
        "A hand count drops only unseen cards; a card the table has seen leaves when played.",
        {
            "en": "{player} holds only {unseen} unseen card(s): a card the table has seen "
            "leaves the hand when it is played.",
            "fr": "{player} n'a que {unseen} carte(s) inconnue(s) : une carte déjà vue quitte "
            "la main quand elle est jouée.",
            "it": "{player} ha solo {unseen} carte sconosciute: una carta già vista lascia la "
            "mano quando viene giocata.",
            "nl": "{player} heeft maar {unseen} onbekende kaart(en): een kaart die de tafel "
            "al zag, verlaat de hand als ze gespeeld wordt.",
        },
    ),
    "correction_duel_life": (
        "A correction keeps a character in play: it goes down through the hit that downs it.",
        {
            "en": "{target} would have {life} life: a correction keeps it between 1 and {most} "
            "(enter the hit that takes the last point).",
            "fr": "{target} aurait {life} points de vie : une correction reste entre 1 et "
            "{most} (entrez le coup qui ôte le dernier point).",
            "it": "{target} avrebbe {life} punti vita: una correzione resta tra 1 e {most} "
            "(inserisci il colpo che toglie l'ultimo punto).",
            "nl": "{target} zou {life} levenspunten hebben: een correctie blijft tussen 1 en "
            "{most} (voer de treffer in die het laatste punt kost).",
        },
    ),
    "no_such_character": (
        "Cards are played on characters in play.",
        {
            "en": "{target} is not a character in play.",
            "fr": "{target} n'est pas un personnage en jeu.",
            "it": "{target} non è un personaggio in gioco.",
            "nl": "{target} is geen personage in het spel.",
        },
    ),
    "needs_character": (
        "This card is played on a character.",
        {
            "en": "{card} needs a target character.",
            "fr": "{card} doit viser un personnage.",
            "it": "{card} va giocata su un personaggio.",
            "nl": "{card} moet op een personage gespeeld worden.",
        },
    ),
    "not_a_target": (
        "BANG! cards reach the opponent's active character only; action cards anyone but the "
        "opponent's backup; equipment your own backup or the opponent's active character.",
        {
            "en": "{card} cannot be played on {target}.",
            "fr": "{card} ne peut pas être jouée sur {target}.",
            "it": "{card} non si può giocare su {target}.",
            "nl": "{card} kan niet op {target} gespeeld worden.",
        },
    ),
    "bang_limit": (
        "One BANG! card per turn (more with a Gun Belt, West Harding or The Man with No Name).",
        {
            "en": "{player} has already played their BANG! card this turn.",
            "fr": "{player} a déjà joué sa carte BANG! ce tour-ci.",
            "it": "{player} ha già giocato la sua carta BANG! in questo turno.",
            "nl": "{player} heeft deze beurt al een BANG!-kaart gespeeld.",
        },
    ),
    "token_already_moved": (
        "The active token moves at most once per play phase.",
        {
            "en": "{player} has already moved the active token this turn.",
            "fr": "{player} a déjà déplacé son jeton PA ce tour-ci.",
            "it": "{player} ha già spostato il segnalino attivo in questo turno.",
            "nl": "{player} heeft de actief-fiche deze beurt al verplaatst.",
        },
    ),
    "single_character": (
        "A lone survivor is both the active and the backup character: there is nothing to swap.",
        {
            "en": "{player} has a single character left.",
            "fr": "Il ne reste qu'un seul personnage à {player}.",
            "it": "A {player} resta un solo personaggio.",
            "nl": "{player} heeft nog maar één personage.",
        },
    ),
    "reload_locked": (
        "Cards are reloaded only once either side is down to a single character.",
        {
            "en": "Both sides still have two characters: {card} cannot be reloaded yet.",
            "fr": "Les deux camps ont encore deux personnages : {card} ne peut pas encore être "
            "rechargée.",
            "it": "Entrambi i lati hanno ancora due personaggi: {card} non si può ancora "
            "ricaricare.",
            "nl": "Beide kampen hebben nog twee personages: {card} kan nog niet herladen worden.",
        },
    ),
    "not_reloadable": (
        "Only cards with the reload icon, from the hand or the active character, are reloaded.",
        {
            "en": "{player} cannot reload {card}.",
            "fr": "{player} ne peut pas recharger {card}.",
            "it": "{player} non può ricaricare {card}.",
            "nl": "{player} kan {card} niet herladen.",
        },
    ),
    "once_per_turn": (
        "This ability works once per turn.",
        {
            "en": "{player} has already used {card} this turn.",
            "fr": "{player} a déjà utilisé {card} ce tour-ci.",
            "it": "{player} ha già usato {card} in questo turno.",
            "nl": "{player} heeft {card} deze beurt al gebruikt.",
        },
    ),
    "ability_asleep": (
        "Only the active character's ability and cards work, unless always active or targeted.",
        {
            "en": "{card} is not working for {player} now.",
            "fr": "{card} n'est pas actif pour {player} en ce moment.",
            "it": "{card} ora non è attivo per {player}.",
            "nl": "{card} werkt nu niet voor {player}.",
        },
    ),
    "not_in_reserve": (
        "Characters enter play from their own side's reserve.",
        {
            "en": "{card} is not in {player}'s reserve.",
            "fr": "{card} n'est pas dans la réserve de {player}.",
            "it": "{card} non è nella riserva di {player}.",
            "nl": "{card} zit niet in de reserve van {player}.",
        },
    ),
    "no_such_card": (
        "A revealed card is one of the 80 cards of the game.",
        {
            "en": "No card of the game fits {card}.",
            "fr": "Aucune carte du jeu ne correspond à {card}.",
            "it": "Nessuna carta del gioco corrisponde a {card}.",
            "nl": "Geen kaart van het spel past bij {card}.",
        },
    ),
    "no_copy_left": (
        "A card may be named only while an unseen copy of it can exist.",
        {
            "en": "Every copy of {card} is already seen elsewhere.",
            "fr": "Chaque exemplaire de {card} est déjà visible ailleurs.",
            "it": "Ogni copia di {card} è già visibile altrove.",
            "nl": "Elk exemplaar van {card} is al elders gezien.",
        },
    ),
    "not_a_dodge": (
        "A shot is dodged with a dodge card (Missed!, Return Fire) or as an ability allows.",
        {
            "en": "{card} does not dodge this shot.",
            "fr": "{card} n'esquive pas ce tir.",
            "it": "{card} non schiva questo colpo.",
            "nl": "{card} ontwijkt dit schot niet.",
        },
    ),
    "not_a_shot_card": (
        "Duel and Indians! are answered with cards bearing the shot icon only.",
        {
            "en": "{card} does not bear the shot icon.",
            "fr": "{card} ne porte pas le symbole de tir.",
            "it": "{card} non ha il simbolo del colpo.",
            "nl": "{card} draagt het schotsymbool niet.",
        },
    ),
    "extra_card_owed": (
        "Against Tex Killer's BANG! cards, one more card of any kind must be discarded.",
        {
            "en": "{player} must discard one more card, or take the hit.",
            "fr": "{player} doit défausser une carte de plus, ou encaisser le tir.",
            "it": "{player} deve scartare un'altra carta, o subire il colpo.",
            "nl": "{player} moet nog een kaart afleggen, of het schot incasseren.",
        },
    ),
    "nothing_to_use": (
        "Only a card or character with an ability to use may be used.",
        {
            "en": "{card} gives {player} nothing to use during a turn.",
            "fr": "{card} ne donne rien à utiliser à {player} pendant un tour.",
            "it": "{card} non dà a {player} niente da usare durante un turno.",
            "nl": "{card} geeft {player} niets om tijdens een beurt te gebruiken.",
        },
    ),
    "katie_equipment": (
        "Cattle Katie discards one of her equipment cards in play that is not always active.",
        {
            "en": "Cattle Katie can only discard an equipment card of hers in play that is"
            " not always active.",
            "fr": "Cattle Katie ne peut défausser qu'un de ses Équipements en jeu qui n'est pas"
            " toujours actif.",
            "it": "Cattle Katie può scartare solo un suo equipaggiamento in gioco che non sia"
            " sempre attivo.",
            "nl": "Cattle Katie kan alleen een eigen uitrustingskaart in het spel afleggen die"
            " niet altijd actief is.",
        },
    ),
    "other_choice": (
        "A choice a card leaves is made before anything else.",
        {
            "en": "{player} has the choice of {card} to make first, not {used} to use.",
            "fr": "{player} doit d'abord faire le choix de {card}, pas utiliser {used}.",
            "it": "{player} deve prima fare la scelta di {card}, non usare {used}.",
            "nl": "{player} moet eerst de keuze van {card} maken, niet {used} gebruiken.",
        },
    ),
    "stetson_only": (
        "Against a shot, the one card used from play is a Stetson; dodges come from the hand.",
        {
            "en": "Against a shot {player} can use a Stetson in play, not {card}.",
            "fr": "Contre un tir, {player} peut utiliser un Stetson en jeu, pas {card}.",
            "it": "Contro un colpo {player} può usare uno Stetson in gioco, non {card}.",
            "nl": "Tegen een schot kan {player} een Stetson in het spel gebruiken, niet {card}.",
        },
    ),
    "not_carried": (
        "A Stetson dodges from play, carried by the character shot; not from the hand.",
        {
            "en": "{fighter} carries no {card} in play.",
            "fr": "{fighter} ne porte pas de {card} en jeu.",
            "it": "{fighter} non porta uno {card} in gioco.",
            "nl": "{fighter} draagt geen {card} in het spel.",
        },
    ),
    "beer_on_own_turn": (
        "In BANG! Duel a Beer is never played out of turn.",
        {
            "en": "{player} may drink a Beer only during their own turn.",
            "fr": "{player} ne peut boire une Bière que pendant son propre tour.",
            "it": "{player} può bere una Birra solo durante il proprio turno.",
            "nl": "{player} mag alleen tijdens de eigen beurt een Bier drinken.",
        },
    ),
    "nothing_to_copy": (
        "Pearl Hat copies the action card on top of the discard pile, but not Missed! or "
        "Return Fire.",
        {
            "en": "The top of the discard pile is no action card Pearl Hat can copy.",
            "fr": "Le haut de la défausse n'est pas une carte Action que Pearl Hat peut copier.",
            "it": "In cima agli scarti non c'è una carta azione che Pearl Hat possa copiare.",
            "nl": "Bovenop de aflegstapel ligt geen actiekaart die Pearl Hat kan kopiëren.",
        },
    ),
    "hand_not_empty": (
        "Babe Leroy draws only with an empty hand.",
        {
            "en": "{player} still has cards in hand.",
            "fr": "{player} a encore des cartes en main.",
            "it": "{player} ha ancora carte in mano.",
            "nl": "{player} heeft nog kaarten in de hand.",
        },
    ),
}

_WAITING_FOR: Mapping[str, Mapping[str, str]] = {
    "start": {
        "en": "the choice of the active character",
        "fr": "le choix du personnage actif",
        "it": "la scelta del personaggio attivo",
        "nl": "de keuze van het actieve personage",
    },
    "enter": {
        "en": "the next character from the reserve",
        "fr": "le personnage suivant de la réserve",
        "it": "il prossimo personaggio della riserva",
        "nl": "het volgende personage uit de reserve",
    },
    "choose": {"en": "a choice", "fr": "un choix", "it": "una scelta", "nl": "een keuze"},
    "pick": {
        "en": "a card to pick",
        "fr": "le choix d'une carte",
        "it": "la scelta di una carta",
        "nl": "de keuze van een kaart",
    },
}

_MISSING: Mapping[str, Mapping[str, str]] = {
    "symbol": {"en": "symbol", "fr": "le symbole", "it": "il simbolo", "nl": "het symbool"},
    "name": {"en": "name", "fr": "le nom", "it": "il nome", "nl": "de naam"},
}

_NAMED = frozenset({"card", "target", "attack", "used", "fighter"})

refusals.register(_DUEL_MESSAGES)


class Refusal(IllegalMove):
    """A refused Duel move; card and character ids read as their Duel names."""

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if key in _NAMED and isinstance(value, str) and (name := name_of(value, lang)):
            return name
        if key == "waiting_for" and value in _WAITING_FOR:
            return _WAITING_FOR[value][lang]
        if key == "missing" and value in _MISSING:
            return _MISSING[value][lang]
        return super().shown(key, value, lang)


def duel_codes() -> frozenset[str]:
    """The codes this module adds, for the tests that check all four languages."""
    return frozenset(_DUEL_MESSAGES)
