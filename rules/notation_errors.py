"""Why a move's text cannot be read, or a move cannot be written, in four languages.

A referee types moves in the notation, whose keywords are English ("plays", "on"), but
names cards in their own language: a French table that mistypes "Planque" is told so in
French. Keywords and the grammar's placeholders (`<card>`, `hand`) stay as they are typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.explained import Explained

_KINDS: Mapping[str, Mapping[str, str]] = {
    "card": {"en": "card", "fr": "carte", "it": "carta", "nl": "kaart"},
    "character": {"en": "character", "fr": "personnage", "it": "personaggio", "nl": "personage"},
    "role": {"en": "role", "fr": "rôle", "it": "ruolo", "nl": "rol"},
}
_OR = {"en": " or ", "fr": " ou ", "it": " o ", "nl": " of "}

_MESSAGES: Mapping[str, Mapping[str, str]] = {
    # ---- reading
    "name_missing": {
        "en": "a {what} name is missing",
        "fr": "il manque un nom ({what})",
        "it": "manca un nome ({what})",
        "nl": "er ontbreekt een naam ({what})",
    },
    "wrong_kind": {
        "en": "'{text}' is a {found}, not a {what}",
        "fr": "« {text} » est de type {found}, pas {what}",
        "it": "«{text}» è di tipo {found}, non {what}",
        "nl": "'{text}' is een {found}, geen {what}",
    },
    "unknown_name": {
        "en": "unknown {what} '{text}'",
        "fr": "nom inconnu ({what}) : « {text} »",
        "it": "nome sconosciuto ({what}): «{text}»",
        "nl": "onbekende naam ({what}): '{text}'",
    },
    "unknown_name_close": {
        "en": "unknown {what} '{text}' (did you mean {close}?)",
        "fr": "nom inconnu ({what}) : « {text} » (vouliez-vous dire {close} ?)",
        "it": "nome sconosciuto ({what}): «{text}» (forse {close}?)",
        "nl": "onbekende naam ({what}): '{text}' (bedoelde je {close}?)",
    },
    "unknown_player": {
        "en": "unknown player '{text}' (players: {players})",
        "fr": "joueur inconnu : « {text} » (joueurs : {players})",
        "it": "giocatore sconosciuto: «{text}» (giocatori: {players})",
        "nl": "onbekende speler: '{text}' (spelers: {players})",
    },
    "no_move_start": {
        "en": "a move starts with a player's name ({players}) or with 'reveal'",
        "fr": "un coup commence par le nom d'un joueur ({players}) ou par « reveal »",
        "it": "una mossa comincia con il nome di un giocatore ({players}) o con «reveal»",
        "nl": "een zet begint met de naam van een speler ({players}) of met 'reveal'",
    },
    "line_too_long": {
        "en": "a move fits in {most} characters; this line has {length}",
        "fr": "un coup tient en {most} caractères ; cette ligne en a {length}",
        "it": "una mossa sta in {most} caratteri; questa riga ne ha {length}",
        "nl": "een zet past in {most} tekens; deze regel heeft er {length}",
    },
    "cannot_read": {
        "en": "cannot read '{line}': {why}",
        "fr": "« {line} » est illisible : {why}",
        "it": "«{line}» è illeggibile: {why}",
        "nl": "'{line}' is onleesbaar: {why}",
    },
    "verb_expected": {
        "en": "after '{player}', expected one of: {verbs}; got '{rest}'",
        "fr": "après « {player} », on attend : {verbs} ; et non « {rest} »",
        "it": "dopo «{player}» si attende: {verbs}; non «{rest}»",
        "nl": "na '{player}' wordt verwacht: {verbs}; niet '{rest}'",
    },
    "verb_missing": {
        "en": "after '{player}', expected one of: {verbs}; got nothing",
        "fr": "après « {player} », on attend : {verbs} ; rien ne suit",
        "it": "dopo «{player}» si attende: {verbs}; non segue niente",
        "nl": "na '{player}' wordt verwacht: {verbs}; er volgt niets",
    },
    "target_card_expected": {
        "en": "expected ': <card>' or ': hand' after '{player}', not '{rest}'",
        "fr": "après « {player} », il faut « : <carte> » ou « : hand », et non « {rest} »",
        "it": "dopo «{player}» ci vuole «: <carta>» o «: hand», non «{rest}»",
        "nl": "na '{player}' hoort ': <kaart>' of ': hand', niet '{rest}'",
    },
    "card_missing": {
        "en": "a card is missing",
        "fr": "il manque une carte",
        "it": "manca una carta",
        "nl": "er ontbreekt een kaart",
    },
    "not_symbol_or_deck": {
        "en": "'{part}' is neither a symbol nor a deck",
        "fr": "« {part} » n'est ni un symbole ni un paquet",
        "it": "«{part}» non è né un simbolo né un mazzo",
        "nl": "'{part}' is geen symbool en geen stapel",
    },
    # ---- writing: a move the program built wrongly, never one a player typed
    "no_such_id": {
        "en": "no {what} has the id '{id}'",
        "fr": "identifiant inconnu ({what}) : « {id} »",
        "it": "identificativo sconosciuto ({what}): «{id}»",
        "nl": "onbekende id ({what}): '{id}'",
    },
    "half_index": {
        "en": "{card} has a rank without its suit, which the notation cannot write",
        "fr": "{card} a une valeur sans sa couleur, ce que la notation ne sait pas écrire",
        "it": "{card} ha un valore senza il suo seme, e la notazione non sa scriverlo",
        "nl": "{card} heeft een waarde zonder kleur: dat kan de notatie niet",
    },
    "reads_otherwise": {
        "en": "the move would be saved as '{text}', which reads as another move",
        "fr": "le coup serait enregistré comme « {text} », qui se lit comme un autre coup",
        "it": "la mossa verrebbe salvata come «{text}», che si legge come un'altra mossa",
        "nl": "de zet zou worden bewaard als '{text}', wat als een andere zet wordt gelezen",
    },
    "target_card_alone": {
        "en": "a target card needs a target player",
        "fr": "une carte visée demande un joueur visé",
        "it": "una carta bersaglio richiede un giocatore bersaglio",
        "nl": "een doelkaart vraagt om een doelspeler",
    },
    "bad_target_card": {
        "en": "a target card is a Card or HAND, not {value!r}",
        "fr": "une carte visée est une Card ou HAND, pas {value!r}",
        "it": "una carta bersaglio è una Card o HAND, non {value!r}",
        "nl": "een doelkaart is een Card of HAND, geen {value!r}",
    },
    "unknown_language": {
        "en": "unknown language '{language}' (expected one of {languages})",
        "fr": "langue inconnue : « {language} » (au choix : {languages})",
        "it": "lingua sconosciuta: «{language}» (a scelta: {languages})",
        "nl": "onbekende taal: '{language}' (kies uit: {languages})",
    },
    "correction_expected": {
        "en": "after 'correct', expected '<player> life +1|-1', '<player> holds <n> cards', "
        "'<player> is <role>' or 'move <card> from <place> to <place>'; got '{text}'",
        "fr": "après « correct », on attend « <joueur> life +1|-1 », « <joueur> holds <n> "
        "cards », « <joueur> is <rôle> » ou « move <carte> from <lieu> to <lieu> » ; "
        "et non « {text} »",
        "it": "dopo «correct» si attende «<giocatore> life +1|-1», «<giocatore> holds <n> "
        "cards», «<giocatore> is <ruolo>» o «move <carta> from <luogo> to <luogo>»; "
        "non «{text}»",
        "nl": "na 'correct' wordt verwacht: '<speler> life +1|-1', '<speler> holds <n> "
        "cards', '<speler> is <rol>' of 'move <kaart> from <plaats> to <plaats>'; "
        "niet '{text}'",
    },
    "duel_correction_expected": {
        "en": "after 'correct', a Duel expects '<character> life +1|-1' or "
        "'<player> holds <n> cards'; got '{text}'",
        "fr": "après « correct », un Duel attend « <personnage> life +1|-1 » ou "
        "« <joueur> holds <n> cards » ; et non « {text} »",
        "it": "dopo «correct» un Duello si aspetta «<personaggio> life +1|-1» o "
        "«<giocatore> holds <n> cards»; non «{text}»",
        "nl": "na 'correct' verwacht een Duel '<personage> life +1|-1' of "
        "'<speler> holds <n> cards'; niet '{text}'",
    },
    "place_expected": {
        "en": "'{text}' is no place for a card: <player>'s hand, <player>'s table, discard or deck",
        "fr": "« {text} » n'est pas un lieu pour une carte : <joueur>'s hand, "
        "<joueur>'s table, discard ou deck",
        "it": "«{text}» non è un luogo per una carta: <giocatore>'s hand, "
        "<giocatore>'s table, discard o deck",
        "nl": "'{text}' is geen plaats voor een kaart: <speler>'s hand, <speler>'s table, "
        "discard of deck",
    },
    "not_a_move": {
        "en": "not a move: {move!r}",
        "fr": "ce n'est pas un coup : {move!r}",
        "it": "non è una mossa: {move!r}",
        "nl": "geen zet: {move!r}",
    },
}

# What a blank card lacks, by game: BANG! cards have a name and an index, Duel cards a name,
# a symbol and a deck.
BLANK = {
    "bang": {
        "en": "name nor index",
        "fr": "nom, couleur ni valeur",
        "it": "nome, seme né valore",
        "nl": "naam, kleur of waarde",
    },
    "duel": {
        "en": "name, symbol nor deck",
        "fr": "nom, symbole ni paquet",
        "it": "nome, simbolo né mazzo",
        "nl": "naam, symbool of stapel",
    },
}


class NotationError(Explained, ValueError):
    """A move's text that cannot be read, or a move that cannot be written; says which part.

    Parameters: `what` is a tuple of the kinds of name looked for ("card", "character"...),
    `found` one kind; `why` another NotationError (the reason a whole line failed); `players`
    and `close` are lists of names. Every other parameter is shown as it is.
    """

    @classmethod
    def templates(cls, code: str) -> Mapping[str, str]:
        return _MESSAGES[code]

    @property
    def reason(self) -> NotationError:
        """What is wrong, without the line it was found in, which the referee has in view."""
        why = self.params.get("why")
        return why if isinstance(why, NotationError) else self

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if key == "what" and isinstance(value, tuple):
            return _OR.get(lang, _OR["en"]).join(_kind(kind, lang) for kind in value)
        if key == "what" and value in BLANK:
            return BLANK[value].get(lang, BLANK[value]["en"])
        if key == "found":
            return _kind(value, lang)
        if isinstance(value, NotationError):
            return value.message(lang)
        if key in ("players", "close", "languages"):
            return ", ".join(value)
        return value


def _kind(kind: str, lang: str) -> str:
    words = _KINDS.get(kind)
    return kind if words is None else words.get(lang, words["en"])


def codes() -> frozenset[str]:
    """Every notation error code, for the tests that check all four languages."""
    return frozenset(_MESSAGES)
