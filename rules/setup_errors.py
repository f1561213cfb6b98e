"""Why a BANG! setup cannot be played, in four languages.

The setup form checks what a player can get wrong (names, seats, a Sheriff) before dealing, so
these come from scenario files and saved games: a damaged save is reported in the table's own
language too. Characters and roles read as their names in the message's language. Player
names the notation could not read back (rules/player_names.py, whose messages these share) are
refused at the table too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards_data import load_bang
from rules.cards import Card
from rules.explained import Explained
from rules.player_names import MESSAGES as NAME_MESSAGES
from rules.player_names import meaning

_MESSAGES: Mapping[str, Mapping[str, str]] = {
    "same_names": {
        "en": "two players have the same name",
        "fr": "deux joueurs portent le même nom",
        "it": "due giocatori hanno lo stesso nome",
        "nl": "twee spelers hebben dezelfde naam",
    },
    "player_count": {
        "en": "BANG! is for 4 to 7 players, not {count}",
        "fr": "BANG! se joue de 4 à 7 joueurs, pas {count}",
        "it": "BANG! si gioca da 4 a 7 giocatori, non {count}",
        "nl": "BANG! is voor 4 tot 7 spelers, niet {count}",
    },
    "unknown_character": {
        "en": "{player}: unknown character '{character}'",
        "fr": "{player} : personnage inconnu « {character} »",
        "it": "{player}: personaggio sconosciuto «{character}»",
        "nl": "{player}: onbekend personage '{character}'",
    },
    "unknown_role": {
        "en": "{player}: unknown role '{role}'",
        "fr": "{player} : rôle inconnu « {role} »",
        "it": "{player}: ruolo sconosciuto «{role}»",
        "nl": "{player}: onbekende rol '{role}'",
    },
    "life_above_most": {
        "en": "{player}: {life} life points, above {most}",
        "fr": "{player} : {life} points de vie, plus que {most}",
        "it": "{player}: {life} punti vita, più di {most}",
        "nl": "{player}: {life} levenspunten, meer dan {most}",
    },
    "one_sheriff": {
        "en": "exactly one player must be the {sheriff}",
        "fr": "il faut exactement un joueur {sheriff}",
        "it": "serve esattamente un giocatore {sheriff}",
        "nl": "er moet precies één speler {sheriff} zijn",
    },
    "turn_not_seated": {
        "en": "the turn belongs to '{player}', who is not at the table",
        "fr": "le tour revient à « {player} », qui n'est pas à la table",
        "it": "il turno spetta a «{player}», che non è al tavolo",
        "nl": "de beurt is aan '{player}', die niet aan tafel zit",
    },
    "first_phase": {
        "en": "a game starts in the draw or play phase, not '{phase}'",
        "fr": "une partie commence par la pioche ou le jeu des cartes, pas « {phase} »",
        "it": "una partita comincia dalla pesca o dal gioco delle carte, non «{phase}»",
        "nl": "een spel begint bij het trekken of het spelen van kaarten, niet '{phase}'",
    },
    "character_twice": {
        "en": "two players are {character}",
        "fr": "deux joueurs sont {character}",
        "it": "due giocatori sono {character}",
        "nl": "twee spelers zijn {character}",
    },
    "too_many_cards": {
        "en": "{count} cards are dealt or placed, but the deck has {most}",
        "fr": "{count} cartes sont distribuées ou posées, mais la pioche n'en a que {most}",
        "it": "{count} carte sono distribuite o in gioco, ma il mazzo ne ha {most}",
        "nl": "{count} kaarten zijn gedeeld of neergelegd, maar de stapel heeft er {most}",
    },
    "deck_and_top": {
        "en": "give the whole draw pile (deck) or its known top (deck_top), not both",
        "fr": "donnez toute la pioche (deck) ou le dessus connu (deck_top), pas les deux",
        "it": "indicate tutto il mazzo (deck) o la sua cima nota (deck_top), non entrambi",
        "nl": "geef de hele trekstapel (deck) of de bekende bovenkant (deck_top), niet beide",
    },
    "too_few_alive": {
        "en": "{count} players alive: a game needs at least two",
        "fr": "{count} joueurs en vie : une partie en demande au moins deux",
        "it": "{count} giocatori in vita: una partita ne richiede almeno due",
        "nl": "{count} spelers in leven: een spel heeft er minstens twee nodig",
    },
    "card_not_left": {
        "en": "no card {card} is left in the deck",
        "fr": "il ne reste aucune carte {card} dans la pioche",
        "it": "nel mazzo non resta nessuna carta {card}",
        "nl": "er is geen kaart {card} meer over in de stapel",
    },
    **NAME_MESSAGES,
}


class SetupError(Explained, ValueError):
    """The setup cannot be played: `message(lang)` says what is wrong."""

    @classmethod
    def templates(cls, code: str) -> Mapping[str, str]:
        return _MESSAGES[code]

    def shown(self, key: str, value: Any, lang: str) -> Any:
        """Cards, known characters and roles by their names in `lang`; the rest as it is."""
        data = load_bang()
        if isinstance(value, Card):
            name = (
                data.cards[value.kind].names[lang]
                if value.kind is not None and value.kind in data.cards
                else None
            )
            return " ".join(filter(None, (name, value.index())))
        if key == "character" and value in data.characters:
            return data.characters[value].names[lang]
        if key in ("role", "sheriff") and value in data.roles:
            return data.roles[value].names[lang]
        if key == "what":
            return meaning(value, lang)
        return value


def codes() -> frozenset[str]:
    """Every setup error code, for the tests that check all four languages."""
    return frozenset(_MESSAGES)
