"""Why a Duel setup cannot be played, in four languages.

Most of these come from scenario files and saved games; those a player meets at the table
are the life printed on a character card, typed in the setup form, and a player's name the
notation could not read back (rules/player_names.py, whose messages these share). Characters
and cards read as their Duel names in the message's language, a card with what is known of
its symbol and deck, as the notation writes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.duel.cards import Card, name_of
from rules.duel.notation import format_listed_card
from rules.duel.state import LAWMEN, OUTLAWS
from rules.explained import Explained
from rules.player_names import MESSAGES as NAME_MESSAGES
from rules.player_names import meaning

_SIDES: Mapping[str, Mapping[str, str]] = {
    LAWMEN: {"en": "lawmen", "fr": "Représentants de la loi", "it": "Tutori della legge",
             "nl": "Wetsdienaars"},
    OUTLAWS: {"en": "outlaws", "fr": "Hors-la-loi", "it": "Fuorilegge", "nl": "Outlaws"},
}  # fmt: skip

_MESSAGES: Mapping[str, Mapping[str, str]] = {
    "characters_drawn": {
        "en": "each side draws 2 to {most} characters, not {asked}",
        "fr": "chaque camp tire de 2 à {most} personnages, pas {asked}",
        "it": "ogni fazione pesca da 2 a {most} personaggi, non {asked}",
        "nl": "elke kant trekt 2 tot {most} personages, niet {asked}",
    },
    "no_card_left": {
        "en": "no card {card} is left",
        "fr": "il ne reste aucune carte {card}",
        "it": "non resta nessuna carta {card}",
        "nl": "er is geen kaart {card} meer over",
    },
    "same_names": {
        "en": "the two players have the same name",
        "fr": "les deux joueurs ont le même nom",
        "it": "i due giocatori hanno lo stesso nome",
        "nl": "de twee spelers hebben dezelfde naam",
    },
    "lives_unknown": {
        "en": "lives: unknown character '{character}'",
        "fr": "points de vie : personnage inconnu « {character} »",
        "it": "punti vita: personaggio sconosciuto «{character}»",
        "nl": "levenspunten: onbekend personage '{character}'",
    },
    "lives_range": {
        "en": "lives: {character} cannot have {life} life points (1 to {most})",
        "fr": "points de vie : {character} ne peut pas en avoir {life} (de 1 à {most})",
        "it": "punti vita: {character} non può averne {life} (da 1 a {most})",
        "nl": "levenspunten: {character} kan er geen {life} hebben (1 tot {most})",
    },
    "wrong_side": {
        "en": "{player}: {character} is not one of the {side}",
        "fr": "{player} : {character} n'est pas des {side}",
        "it": "{player}: {character} non è dei {side}",
        "nl": "{player}: {character} hoort niet bij de {side}",
    },
    "twice": {
        "en": "{character} appears twice",
        "fr": "{character} apparaît deux fois",
        "it": "{character} compare due volte",
        "nl": "{character} komt twee keer voor",
    },
    "in_play_at_most_two": {
        "en": "{player}: at most two characters are in play",
        "fr": "{player} : deux personnages en jeu au plus",
        "it": "{player}: al massimo due personaggi in gioco",
        "nl": "{player}: hoogstens twee personages in het spel",
    },
    "two_to_start": {
        "en": "{player}: two characters are needed to start",
        "fr": "{player} : il faut deux personnages pour commencer",
        "it": "{player}: servono due personaggi per cominciare",
        "nl": "{player}: er zijn twee personages nodig om te beginnen",
    },
    "not_equipment": {
        "en": "{character}: {card} is not equipment",
        "fr": "{character} : {card} n'est pas un Équipement",
        "it": "{character}: {card} non è un equipaggiamento",
        "nl": "{character}: {card} is geen uitrusting",
    },
    "turn_not_at_table": {
        "en": "the turn belongs to '{turn}', who is not at the table",
        "fr": "le tour revient à « {turn} », qui n'est pas à la table",
        "it": "il turno spetta a «{turn}», che non è al tavolo",
        "nl": "de beurt is aan '{turn}', die niet aan tafel zit",
    },
    "bad_phase": {
        "en": "a game starts in the draw or play phase, not '{phase}'",
        "fr": "une partie commence en phase de pioche ou de jeu, pas « {phase} »",
        "it": "una partita comincia nella fase di pesca o di gioco, non «{phase}»",
        "nl": "een spel begint in de trek- of speelfase, niet '{phase}'",
    },
    "bad_mode": {
        "en": "mode must be 'table' or 'full', not '{mode}'",
        "fr": "le mode est « table » ou « full », pas « {mode} »",
        "it": "la modalità è «table» o «full», non «{mode}»",
        "nl": "de modus is 'table' of 'full', niet '{mode}'",
    },
    "bad_lives": {
        "en": "'lives' maps character names to their printed life points",
        "fr": "« lives » associe des noms de personnages à leurs points de vie imprimés",
        "it": "«lives» associa nomi di personaggi ai loro punti vita stampati",
        "nl": "'lives' koppelt namen van personages aan hun gedrukte levenspunten",
    },
    "camp_needs_player": {
        "en": "'{key}' needs at least a player",
        "fr": "« {key} » demande au moins un joueur",
        "it": "«{key}» richiede almeno un giocatore",
        "nl": "'{key}' heeft minstens een speler nodig",
    },
    "bad_in_play": {
        "en": "a character in play is a name or has 'character': {raw!r}",
        "fr": "un personnage en jeu est un nom ou a « character » : {raw!r}",
        "it": "un personaggio in gioco è un nome o ha «character»: {raw!r}",
        "nl": "een personage in het spel is een naam of heeft 'character': {raw!r}",
    },
    "bad_card_list": {
        "en": "expected a list of cards, not {raw!r}",
        "fr": "une liste de cartes est attendue, pas {raw!r}",
        "it": "si attende una lista di carte, non {raw!r}",
        "nl": "verwacht een lijst van kaarten, niet {raw!r}",
    },
    **NAME_MESSAGES,
}

_NAMED = frozenset({"character", "card"})


class DuelSetupError(Explained, ValueError):
    """The setup cannot be played: `message(lang)` says what is wrong."""

    @classmethod
    def templates(cls, code: str) -> Mapping[str, str]:
        return _MESSAGES[code]

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if isinstance(value, Card):
            return format_listed_card(value, lang)
        if key in _NAMED and isinstance(value, str) and (name := name_of(value, lang)):
            return name
        if key == "side" and value in _SIDES:
            return _SIDES[value][lang]
        if key == "what":
            return meaning(value, lang)
        return value


def codes() -> frozenset[str]:
    """Every Duel setup error code, for the tests that check all four languages."""
    return frozenset(_MESSAGES)
