"""The text notation of moves: what a referee types, and what the game log shows.

Keywords are English ("Anna plays BANG! on Ben"); card, character and role names may be typed in
any of the four languages, in any case, with or without accents and punctuation, and a card may
be followed or replaced by its corner index ("BANG! 5♦", "reveal dame de cœur"). `format_move`
writes the canonical text back, card names in one language; `parse` reads it to the same move.
See docs/notation.md for the grammar.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, partial
from typing import Any, TypeVar

from cards_data import LANGUAGES, Entry, load_bang, normalise
from cards_data.lookup import lookup
from rules.bang.card_index import INDEX_WORDS, parse_index, parse_suit
from rules.bang.cards import UNKNOWN, Card
from rules.core.moves import (
    DISCARD,
    HAND,
    Ability,
    Choose,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    FixHand,
    FixLife,
    FixRole,
    Keep,
    Move,
    MoveCard,
    Pass,
    Pick,
    Play,
    PutBack,
    Reveal,
    RevealRole,
)
from rules.core.notation_errors import NotationError
from rules.core.typed_words import most_words, words_of

T = TypeVar("T")

CARD = ("card",)
ROLE = ("role",)
CHECK_REASON = ("card", "character")
"""What a draw! check is for: a card (Barrel) or a character's ability (Jourdonnais)."""
UNKNOWN_CARD = "a card"
"""How both games write a card nobody has seen (table mode), e.g. the card Kit Carlson puts
back: the app must be able to save every move it accepts without revealing a secret card."""
LISTED_CARDS_MOST = 8
"""The most cards a list (`<card> and <card> ...`) is read as: enough to state any wrong
count for the engine to refuse, and a bound on the cuts tried in a long line (the words
left over read as one more card, an unknown name)."""
MAX_LINE = 1_000
"""The longest line read, in characters: no move is near it, and a longer one is refused
before any reading is tried."""


def is_unknown_card(text: str) -> bool:
    """True when `text` is the notation's word for a card nobody has seen."""
    return " ".join(text.split()).casefold() == UNKNOWN_CARD


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


def _first(preferred: Callable[[], T], *others: Callable[[], T]) -> T:
    """The first reading of a text that parses; if none does, the preferred reading's error.

    Keywords such as "as" and "on" can also occur inside an index ("as de pique" is A♠) or a
    player's name, so a text is cut at each place and every cut is tried, most natural first.
    """
    try:
        return preferred()
    except NotationError as error:
        for other in others:
            try:
                return other()
            except NotationError:
                continue
        raise error from None


def _player_prefixes(text: str, players: Sequence[str]) -> list[tuple[str, str]]:
    """(player, rest of text) for each player whose name starts `text`, longest name first.

    Names are compared in the same Unicode form as the line (`read_line`), ignoring case."""
    found = []
    for player in sorted(players, key=len, reverse=True):
        name = unicodedata.normalize("NFC", " ".join(player.split()))
        match = re.match(re.escape(name) + r"(?!\w)", text, re.IGNORECASE)
        if match:
            found.append((player, text[match.end() :].strip()))
    return found


def _player(text: str, players: Sequence[str]) -> str:
    """The player `text` names, exactly (case aside)."""
    for player, rest in _player_prefixes(text, players):
        if not rest:
            return player
    raise NotationError("unknown_player", text=text, players=players)


def reads_as_player(text: str, player: str) -> bool:
    """Whether a move line would read `text` as the name of `player`."""
    return any(not rest for _, rest in _player_prefixes(text, [player]))


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
        return _first(*with_index, *with_suit, whole)
    except NotationError:
        if with_index or not with_suit:
            raise
        return whole()  # raises: why the whole text names no card


def _named_card(name: str, index: tuple[str, str | None] | None) -> Card:
    suit, rank = index or (None, None)
    return Card(_resolve(name, CARD), suit, rank)


def _cuts(words: Sequence[str], keyword: str, start: int, most: int) -> list[int]:
    """Where `keyword` stands as a word after `start` and at most `most` words after it: the
    places the text might be cut so that the part from `start` to the cut can be a name."""
    end = min(len(words), start + most + 1)
    return [i for i in range(start, end) if words[i].casefold() == keyword]


@dataclass(frozen=True)
class PlayReader:
    """How a game's notation reads a play: `<card> [as <card name>] [on <player>[: <card>]]`.

    BANG! and BANG! Duel cut the line the same way and differ only in how a card, a card
    name and a target are read, and in how many words a card and a name may take, so both
    games share this one reader.
    """

    card: Callable[[str], Any]
    kind: Callable[[str], str]
    target: Callable[[str, Sequence[str]], tuple[str, Any]]
    card_words: Callable[[], int]
    name_words: Callable[[], int]

    def read(self, player: str, rest: str, players: Sequence[str]) -> Play:
        """Every cut at "as" and "on" whose card and card name are short enough to be one is
        tried, most natural first; the first reading that parses wins."""
        words = words_of(rest)
        readings = [
            partial(self._reading, player, words, as_at, on_at, players)
            for as_at, on_at in self._places(words)
        ]
        return _first(*readings)

    def _places(self, words: list[str]) -> Iterator[tuple[int | None, int | None]]:
        """(as, on) places to cut: the card before the first, the card name between them."""
        for as_at in _cuts(words, "as", 0, self.card_words()):
            yield from (
                (as_at, on_at) for on_at in _cuts(words, "on", as_at + 1, self.name_words())
            )
            if len(words) - as_at - 1 <= self.name_words():
                yield as_at, None
        yield from ((None, on_at) for on_at in _cuts(words, "on", 0, self.card_words()))
        yield None, None

    def _reading(
        self,
        player: str,
        words: list[str],
        as_at: int | None,
        on_at: int | None,
        players: Sequence[str],
    ) -> Play:
        """One way of cutting a play: card up to the first cut, "as" kind, then "on" target."""
        card_end = next(cut for cut in (as_at, on_at, len(words)) if cut is not None)
        card = self.card(" ".join(words[:card_end]))
        as_kind = None if as_at is None else self.kind(" ".join(words[as_at + 1 : on_at]))
        if on_at is None:
            return Play(player, card, as_kind=as_kind)
        target, target_card = self.target(" ".join(words[on_at + 1 :]), players)
        return Play(player, card, target, target_card, as_kind)


def _play(player: str, match: re.Match[str], players: Sequence[str]) -> Play:
    return _BANG_PLAYS.read(player, match["rest"], players)


def _target(text: str, players: Sequence[str]) -> tuple[str, Card | str | None]:
    """`<player>` or `<player>: <card>|hand` (a card in play in front of them, or a random one)."""
    prefixes = _player_prefixes(text, players)
    if not prefixes:
        raise NotationError("unknown_player", text=text, players=players)
    return _first(*(partial(_target_reading, player, rest) for player, rest in prefixes))


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
    return Draw(player, _player(source, players))


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
            cuts = _cuts(words, "and", start + 1, _card_words() - 1) if left > 1 else []
            readings: list[Callable[[], tuple[Card, ...]]]
            readings = [partial(cut_at, start, cut, left) for cut in cuts]
            if not readings or len(words) - start <= _card_words():  # else too long for a card
                readings.append(lambda: (_card(" ".join(words[start:])),))
            try:
                read[start, left] = _first(*readings)
            except NotationError as error:
                read[start, left] = error
        found = read[start, left]
        if isinstance(found, NotationError):
            raise found
        return found

    def cut_at(start: int, cut: int, left: int) -> tuple[Card, ...]:
        return (_card(" ".join(words[start:cut])), *from_place(cut + 1, left - 1))

    return from_place(0, LISTED_CARDS_MOST)


_Handler = Callable[[str, re.Match[str], Sequence[str]], Move]

_VERBS: tuple[tuple[str, _Handler], ...] = (
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


def _after_player(player: str, rest: str, players: Sequence[str]) -> Move:
    for pattern, handler in _VERBS:
        match = re.fullmatch(pattern, rest, re.IGNORECASE)
        if match:
            return handler(player, match, players)
    raise verb_expected(player, rest, _VERB_HELP)


def _reveal(card: str) -> Reveal:
    return Reveal(_card(card))


def parse(text: str, players: Sequence[str]) -> Move:
    """The move `text` describes; `players` are the names at the table, matched ignoring case."""
    return _suggested(_read_bang, text, players)


def _read_bang(text: str, players: Sequence[str]) -> Move:
    from rules.bang.correction_notation import read_correction  # it builds on this module

    return with_corrections(
        text, players, read_correction, partial(read_line, text, players, _reveal, _after_player)
    )


CORRECT = re.compile(r"correct (?P<rest>.+)", re.IGNORECASE)
"""A referee's correction line: the word `correct`, then what is corrected."""


def with_corrections(
    text: str,
    players: Sequence[str],
    correction: Callable[[str, Sequence[str]], T],
    move: Callable[[], T],
) -> T:
    """A line of either game: a referee's `correct ...` line read by `correction`, else a move
    (`move()`). A player may be called Correct: such a line is read both ways, the correction
    first."""
    line = unicodedata.normalize("NFC", " ".join(text.split()))
    corrected = CORRECT.fullmatch(line) if len(text) <= MAX_LINE else None
    if corrected is None:
        return move()

    def read() -> T:
        try:
            return correction(corrected["rest"], players)
        except NotationError as error:
            raise NotationError("cannot_read", line=line, why=error) from None

    return _first(read, move)


def read_line(
    text: str,
    players: Sequence[str],
    reveal: Callable[[str], T],
    after_player: Callable[[str, str, Sequence[str]], T],
) -> T:
    """A move line of either game: 'reveal <card>', or a player's name and what
    follows it, each read by the game's own reader; the first reading that
    works wins (a name may also start a longer name). A line over MAX_LINE characters is
    refused at once."""
    if len(text) > MAX_LINE:
        raise NotationError("line_too_long", length=len(text), most=MAX_LINE)
    line = unicodedata.normalize("NFC", " ".join(text.split()))
    readings: list[Callable[[], T]] = []
    revealed = re.fullmatch(r"reveal (?P<card>.+)", line, re.IGNORECASE)
    if revealed:
        readings.append(partial(reveal, revealed["card"]))
    readings += [
        partial(after_player, player, rest, players)
        for player, rest in _player_prefixes(line, players)
    ]
    if not readings:
        why = NotationError("no_move_start", players=players)
        raise NotationError("cannot_read", line=line, why=why)
    try:
        return _first(*readings)
    except NotationError as error:
        raise NotationError("cannot_read", line=line, why=error) from None


def verb_expected(player: str, rest: str, verbs: str) -> NotationError:
    """Why what follows a player's name is no move of the game, whose `verbs` are listed."""
    if rest:
        return NotationError("verb_expected", player=player, verbs=verbs, rest=rest)
    return NotationError("verb_missing", player=player, verbs=verbs)


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
    if lang not in LANGUAGES:
        raise NotationError("unknown_language", language=lang, languages=LANGUAGES)
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
        case Pass(player):
            return f"{player} passes"
        case Reveal(card):
            return f"reveal {format_card(card, lang)}"
        case Pick(player, card):
            return f"{player} picks {format_card(card, lang)}"
        case PutBack(player, card):
            return f"{player} puts back {format_card(card, lang)}"
        case Keep(player, cards) if cards:
            return f"{player} keeps {_cards_text(cards, lang)}"
        case Choose(player, card):
            return f"{player} chooses {format_card(card, lang)}"
        case Discard(player, card):
            return f"{player} discards {format_card(card, lang)}"
        case Ability(player, cards) if cards:
            return f"{player} heals with {_cards_text(cards, lang)}"
        case EndTurn(player):
            return f"{player} ends turn"
        case RevealRole(player, role):
            return f"{player} is {_name(role, ROLE, lang)}"
        case FixLife() | FixHand() | MoveCard() | FixRole():
            from rules.bang.correction_notation import format_correction

            return format_correction(move, lang)
    raise NotationError("not_a_move", move=move)
