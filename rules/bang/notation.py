"""The text notation of moves: what a referee types, and what the game log shows.

Keywords are English ("Anna plays BANG! on Ben"); card, character and role names may be typed in
any of the four languages, in any case, with or without accents and punctuation, and a card may
be followed or replaced by its corner index ("BANG! 5♦", "reveal dame de cœur"). `format_move`
writes the canonical text back, card names in one language; `parse` reads it to the same move.
See docs/notation.md for the grammar.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache, partial
from typing import Any, TypeVar

from cards_data import Entry, load_bang, normalise
from cards_data.lookup import lookup
from rules.bang.card_index import INDEX_WORDS, parse_index, parse_suit
from rules.bang.cards import UNKNOWN, Card
from rules.bang.correction_notation import CardWords, format_correction, read_correction
from rules.bang.moves import (
    DISCARD,
    Ability,
    Choose,
    FixRole,
    Keep,
    Move,
    MoveCard,
    PutBack,
    RevealRole,
)
from rules.core.moves import (
    HAND,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    FixHand,
    FixLife,
    Pass,
    Pick,
    Play,
    Reveal,
)
from rules.core.notation import (
    UNKNOWN_CARD,
    PlayReader,
    Verbs,
    cuts_at,
    first_reading,
    format_line,
    is_unknown_card,
    named_player,
    player_prefixes,
    read_line,
    with_corrections,
)
from rules.core.notation_errors import NotationError
from rules.core.typed_words import most_words, words_of

T = TypeVar("T")

CARD = ("card",)
ROLE = ("role",)
CHECK_REASON = ("card", "character")
"""What a draw! check is for: a card (Barrel) or a character's ability (Jourdonnais)."""
LISTED_CARDS_MOST = 8
"""The most cards a list (`<card> and <card> ...`) is read as: enough to state any wrong
count for the engine to refuse, and a bound on the cuts tried in a long line (the words
left over read as one more card, an unknown name)."""


# ---- names -------------------------------------------------------------------------------


def _entries(kind: str) -> Mapping[str, Entry]:
    """The base game's entries of one kind, by id."""
    data = load_bang()
    return {"card": data.cards, "character": data.characters, "role": data.roles}[kind]


@cache
def _ids_by_name(kind: str) -> dict[str, str]:
    """Every normalised name and alias of one kind, in every language, to its entry's id.

    Exact names only: the loader already refuses a name shared by two entries, so each key
    leads to one id, and a typo is an error with suggestions rather than a silent guess.
    """
    return {
        normalise(name): entry.id
        for entry in _entries(kind).values()
        for _lang, name in entry.all_names()
    }


@cache
def _name_words() -> int:
    """The most words a card, character or role name takes, in any language."""
    kinds = ("card", "character", "role")
    return most_words(
        name for k in kinds for e in _entries(k).values() for _, name in e.all_names()
    )


def _card_words() -> int:
    """The most words a card takes: its name, then its index."""
    return _name_words() + INDEX_WORDS


def _resolve(text: str, kinds: tuple[str, ...]) -> str:
    """The id of the entry `text` names, among the given kinds (tried in order).

    An unknown name's error is plain here: reading a line meets many, and only the one shown
    needs the names it resembles (`_suggested`), a fuzzy lookup costing about a millisecond.
    """
    if len(words_of(text)) > _name_words():
        raise NotationError("unknown_name", what=kinds, text=text)
    key = normalise(text)
    if not key:
        raise NotationError("name_missing", what=kinds)
    for kind in kinds:
        found = _ids_by_name(kind).get(key)
        if found is not None:
            return found
    raise NotationError("unknown_name", what=kinds, text=text)


def resolve_name(text: str, kind: str) -> str:
    """The id of the card, character or role `text` names, in any language."""
    return _suggested(_resolve, text, (kind,))


def _suggested(read: Callable[..., T], *args: Any) -> T:
    """`read(*args)`, an unknown name in its error told with what it may have meant."""
    try:
        return read(*args)
    except NotationError as error:
        raise _with_suggestions(error) from None


def _with_suggestions(error: NotationError) -> NotationError:
    reason = error.reason
    if reason.code != "unknown_name" or len(words_of(reason.params["text"])) > _name_words():
        return error
    told = _unknown_name(reason.params["text"], reason.params["what"])
    return told if reason is error else NotationError(error.code, **{**error.params, "why": told})


def _unknown_name(text: str, kinds: tuple[str, ...]) -> NotationError:
    """Why `text` names nothing usable here: another kind's name, or a typo to correct."""
    result = lookup(text, within="bang")
    elsewhere = next((m.entry for m in result.matches if m.score == 100), None)
    if elsewhere is not None:
        return NotationError("wrong_kind", text=text, found=elsewhere.kind, what=kinds)
    known = {key for kind in kinds for key in _ids_by_name(kind)}
    close = [m.matched_name for m in result.matches if m.entry.kind in kinds]
    close += [m.matched_name for m in result.suggested() if normalise(m.matched_name) in known]
    if close:
        return NotationError("unknown_name_close", what=kinds, text=text, close=close)
    return NotationError("unknown_name", what=kinds, text=text)


def _name(entry_id: str, kinds: tuple[str, ...], lang: str) -> str:
    """The entry's name in `lang`, for writing a move."""
    for kind in kinds:
        entry = _entries(kind).get(entry_id)
        if entry is not None:
            return entry.name(lang)
    raise NotationError("no_such_id", what=kinds, id=entry_id)


# ---- reading -----------------------------------------------------------------------------


def parse_card(text: str) -> Card:
    """A card written as a name, a name then its index ("BANG! 5♦"), an index alone, or
    `a card` for one nobody has seen."""
    return _suggested(_card, text)


def _card(text: str) -> Card:
    """`parse_card` for the readings of a line: only the last few words may be an index."""
    if is_unknown_card(text):
        return UNKNOWN
    index = parse_index(text)
    if index is not None:
        return Card(None, *index)
    suit = parse_suit(text)
    if suit is not None:  # a card whose rank nobody could read
        return Card(None, suit)
    words = words_of(text)
    with_index = [
        partial(_named_card, " ".join(words[:cut]), suffix)
        for cut in range(len(words) - 1, max(len(words) - INDEX_WORDS, 1) - 1, -1)
        if (suffix := parse_index(" ".join(words[cut:]))) is not None
    ]
    # A named card whose rank nobody could read ("Volcanic ♣"): a suit-only draw! reveal,
    # named when it is played later. Tried before the whole text as a name, which would read
    # past a suit sign; but if nothing reads, the whole text is what is no card name.
    suit = parse_suit(words[-1]) if len(words) > 1 else None
    with_suit = [partial(_named_card, " ".join(words[:-1]), (suit, None))] if suit else []
    whole = partial(_named_card, text, None)
    try:
        return first_reading(*with_index, *with_suit, whole)
    except NotationError:
        if with_index or not with_suit:
            raise
        return whole()  # raises: why the whole text names no card


def _named_card(name: str, index: tuple[str, str | None] | None) -> Card:
    suit, rank = index or (None, None)
    return Card(_resolve(name, CARD), suit, rank)


def _play(player: str, match: re.Match[str], players: Sequence[str]) -> Play:
    return _BANG_PLAYS.read(player, match["rest"], players)


def _target(text: str, players: Sequence[str]) -> tuple[str, Card | str | None]:
    """`<player>` or `<player>: <card>|hand` (a card in play in front of them, or a random one)."""
    prefixes = player_prefixes(text, players)
    if not prefixes:
        raise NotationError("unknown_player", text=text, players=players)
    return first_reading(*(partial(_target_reading, player, rest) for player, rest in prefixes))


_BANG_PLAYS = PlayReader(
    _card, lambda name: _resolve(name, CARD), _target, _card_words, _name_words
)


def _target_reading(player: str, rest: str) -> tuple[str, Card | str | None]:
    if not rest:
        return player, None
    if not rest.startswith(":"):
        raise NotationError("target_card_expected", player=player, rest=rest)
    card = rest[1:].strip()
    return player, HAND if card.casefold() == HAND else _card(card)


_DISCARD_PILE = re.compile(r"(?:the )?discard(?: pile)?", re.IGNORECASE)
"""Where Pedro Ramirez draws from, written where Jesse Jones writes a player's name."""


def reserved_meaning(name: str) -> str | None:
    """What `name` reads as where a move expects a player's name, if anything but a player:
    such a name cannot be a player's, or some moves could not be written."""
    return "discard" if _DISCARD_PILE.fullmatch(" ".join(name.split())) else None


def _draw(player: str, match: re.Match[str], players: Sequence[str]) -> Draw:
    """`draws`, `draws from <player>`, `draws from discard[: <card>]` (the card Pedro
    Ramirez takes)."""
    source = match["source"]
    if source is None:
        return Draw(player)
    pile, colon, card = source.partition(":")
    if _DISCARD_PILE.fullmatch(pile.strip()):
        return Draw(player, DISCARD, _card(card.strip()) if colon else None)
    return Draw(player, named_player(source, players))


def _card_list(text: str) -> tuple[Card, ...]:
    """Cards written `<card> and <card> [and ...]` (Sid Ketchum's heal, Kit Carlson's keep),
    however many: the engine, not the notation, says how many the move takes.

    Each "and" that leaves a card short enough before it is a place to cut, the nearest
    first; the cards from each place on are read once, so a long line costs one reading per
    place (at most LISTED_CARDS_MOST cards deep)."""
    words = words_of(text)
    read: dict[tuple[int, int], tuple[Card, ...] | NotationError] = {}

    def from_place(start: int, left: int) -> tuple[Card, ...]:
        if (start, left) not in read:
            cuts = cuts_at(words, "and", start + 1, _card_words() - 1) if left > 1 else []
            readings: list[Callable[[], tuple[Card, ...]]]
            readings = [partial(cut_at, start, cut, left) for cut in cuts]
            if not readings or len(words) - start <= _card_words():  # else too long for a card
                readings.append(lambda: (_card(" ".join(words[start:])),))
            try:
                read[start, left] = first_reading(*readings)
            except NotationError as error:
                read[start, left] = error
        found = read[start, left]
        if isinstance(found, NotationError):
            raise found
        return found

    def cut_at(start: int, cut: int, left: int) -> tuple[Card, ...]:
        return (_card(" ".join(words[start:cut])), *from_place(cut + 1, left - 1))

    return from_place(0, LISTED_CARDS_MOST)


_VERBS: Verbs[Move] = (
    (r"draws(?: from (?P<source>.+))?", _draw),
    (r"plays (?P<rest>.+)", _play),
    (r"uses (?P<name>.+)", lambda p, m, _: DrawCheck(p, _resolve(m["name"], CHECK_REASON))),
    (r"passes|takes the hit|dies|loses the duel", lambda p, _m, _: Pass(p)),
    (r"picks (?P<card>.+)", lambda p, m, _: Pick(p, _card(m["card"]))),
    (r"puts back (?P<card>.+)", lambda p, m, _: PutBack(p, _card(m["card"]))),
    (r"keeps (?P<cards>.+)", lambda p, m, _: Keep(p, _card_list(m["cards"]))),
    (r"chooses (?P<card>.+)", lambda p, m, _: Choose(p, _card(m["card"]))),
    (r"discards (?P<card>.+)", lambda p, m, _: Discard(p, _card(m["card"]))),
    (r"heals with (?P<cards>.+)", lambda p, m, _: Ability(p, _card_list(m["cards"]))),
    (r"ends (?:the |his |her |their )?turn", lambda p, _m, _: EndTurn(p)),
    (
        r"(?:is|was) (?:(?:the|an?) )?(?P<role>.+)",
        lambda p, m, _: RevealRole(p, _resolve(m["role"], ROLE)),
    ),
)
"""What may follow the player's name; the first pattern that fits the whole rest is used."""

_VERB_HELP = (
    "draws [from <player>|discard[: <card>]], "
    "plays <card> [as <card>] [on <player>[: <card>|hand]], uses <Barrel|Jourdonnais>, "
    "passes, picks <card>, puts back <card>, "
    "keeps <card> and <card>, chooses <card>, discards <card>, heals with <card> and <card>, "
    "ends turn, is <role>"
)


def _reveal(card: str) -> Reveal:
    return Reveal(_card(card))


def parse(text: str, players: Sequence[str]) -> Move:
    """The move `text` describes; `players` are the names at the table, matched ignoring case."""
    return _suggested(_read_bang, text, players)


def _read_bang(text: str, players: Sequence[str]) -> Move:
    correction = partial(read_correction, words=_CARD_WORDS)
    move = partial(read_line, text, players, _reveal, _VERBS, _VERB_HELP)
    return with_corrections(text, players, correction, move)


# ---- writing -----------------------------------------------------------------------------


def format_card(card: Card, lang: str = "en") -> str:
    """The card's name in `lang`, then its index when known: "BANG! 5♦", "Bière", "Q♥", the
    suit's sign alone when only the suit was read ("♥", "Volcanic ♣"), and `a card` when
    nothing is known of it."""
    if card.suit is None and card.rank is not None:
        raise NotationError("half_index", card=card)
    parts = []
    if card.kind is not None:
        parts.append(_name(card.kind, CARD, lang))
    if card.suit is not None:
        parts.append(card.index())
    return " ".join(parts) or UNKNOWN_CARD


def _play_text(move: Play, lang: str) -> str:
    text = f"{move.player} plays {format_card(move.card, lang)}"
    if move.as_kind is not None:
        text += f" as {_name(move.as_kind, CARD, lang)}"
    if move.target is not None:
        text += f" on {move.target}"
    if move.target_card is not None:
        if move.target is None:
            raise NotationError("target_card_alone")
        text += f": {_target_card_text(move.target_card, lang)}"
    return text


def _cards_text(cards: Sequence[Card], lang: str) -> str:
    return " and ".join(format_card(card, lang) for card in cards)


def _target_card_text(target_card: Card | str, lang: str) -> str:
    if isinstance(target_card, Card):
        return format_card(target_card, lang)
    if target_card != HAND:
        raise NotationError("bad_target_card", value=target_card)
    return HAND


def format_move(move: Move, lang: str = "en") -> str:
    """The canonical text of `move`, names in `lang`; `parse` reads it back to the same move."""
    return format_line(move, lang, format_card, _move_text)


def _move_text(move: Move, lang: str) -> str:
    """The text of a move BANG! writes its own way (`format_line` writes the others)."""
    match move:
        case Draw(player, None):
            return f"{player} draws"
        case Draw(player, source, None):
            return f"{player} draws from {source}"
        case Draw(player, source, card):
            return f"{player} draws from {source}: {format_card(card, lang)}"
        case Play():
            return _play_text(move, lang)
        case DrawCheck(player, reason):
            return f"{player} uses {_name(reason, CHECK_REASON, lang)}"
        case PutBack(player, card):
            return f"{player} puts back {format_card(card, lang)}"
        case Keep(player, cards) if cards:
            return f"{player} keeps {_cards_text(cards, lang)}"
        case Choose(player, card):
            return f"{player} chooses {format_card(card, lang)}"
        case Ability(player, cards) if cards:
            return f"{player} heals with {_cards_text(cards, lang)}"
        case RevealRole(player, role):
            return f"{player} is {_name(role, ROLE, lang)}"
        case FixLife() | FixHand() | MoveCard() | FixRole():
            return format_correction(move, lang, _CARD_WORDS)
    raise NotationError("not_a_move", move=move)


_CARD_WORDS = CardWords(
    card=_card,
    card_words=_card_words,
    role=lambda name: _resolve(name, ROLE),
    card_text=format_card,
    role_text=lambda role, lang: _name(role, ROLE, lang),
    discard_pile=_DISCARD_PILE,
)
"""This notation's cards and roles, as the corrections' notation reads and writes them."""
