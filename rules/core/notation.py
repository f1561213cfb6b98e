"""What both games' notations share: how a line is cut into a player's name and the rest,
how every cut is tried, how a play is read, the `correct ...` line and the `reveal` line.

Each game reads its own cards, names and verbs (rules/bang/notation.py,
rules/duel/notation.py) and hands them to these readers.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from cards_data import LANGUAGES
from rules.core.moves import Discard, EndTurn, FixHand, Pass, Pick, Play, Reveal
from rules.core.notation_errors import NotationError
from rules.core.typed_words import words_of

T = TypeVar("T")
M = TypeVar("M")

HOLDS = re.compile(r"holds (?P<count>\d{1,3}) cards?", re.IGNORECASE)
"""What follows a player's name in a hand-count correction (both games)."""


UNKNOWN_CARD = "a card"
"""How both games write a card nobody has seen (table mode), e.g. the card Kit Carlson puts
back: the app must be able to save every move it accepts without revealing a secret card."""


MAX_LINE = 1_000
"""The longest line read, in characters: no move is near it, and a longer one is refused
before any reading is tried."""


def is_unknown_card(text: str) -> bool:
    """True when `text` is the notation's word for a card nobody has seen."""
    return " ".join(text.split()).casefold() == UNKNOWN_CARD


def first_reading(preferred: Callable[[], T], *others: Callable[[], T]) -> T:
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


def player_prefixes(text: str, players: Sequence[str]) -> list[tuple[str, str]]:
    """(player, rest of text) for each player whose name starts `text`, longest name first.

    Names are compared in the same Unicode form as the line (`read_line`), ignoring case."""
    found = []
    for player in sorted(players, key=len, reverse=True):
        name = unicodedata.normalize("NFC", " ".join(player.split()))
        match = re.match(re.escape(name) + r"(?!\w)", text, re.IGNORECASE)
        if match:
            found.append((player, text[match.end() :].strip()))
    return found


def named_player(text: str, players: Sequence[str]) -> str:
    """The player `text` names, exactly (case aside)."""
    for player, rest in player_prefixes(text, players):
        if not rest:
            return player
    raise NotationError("unknown_player", text=text, players=players)


def reads_as_player(text: str, player: str) -> bool:
    """Whether a move line would read `text` as the name of `player`."""
    return any(not rest for _, rest in player_prefixes(text, [player]))


def cuts_at(words: Sequence[str], keyword: str, start: int, most: int) -> list[int]:
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
        return first_reading(*readings)

    def _places(self, words: list[str]) -> Iterator[tuple[int | None, int | None]]:
        """(as, on) places to cut: the card before the first, the card name between them."""
        for as_at in cuts_at(words, "as", 0, self.card_words()):
            yield from (
                (as_at, on_at) for on_at in cuts_at(words, "on", as_at + 1, self.name_words())
            )
            if len(words) - as_at - 1 <= self.name_words():
                yield as_at, None
        yield from ((None, on_at) for on_at in cuts_at(words, "on", 0, self.card_words()))
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

    return first_reading(read, move)


Verbs = tuple[tuple[str, Callable[[str, re.Match[str], Sequence[str]], T]], ...]
"""A game's verbs: (pattern of what may follow the player's name, its reader)."""


def _read_verb(player: str, rest: str, players: Sequence[str], verbs: Verbs[T], help_: str) -> T:
    """What follows `player`'s name, read by the first of a game's `verbs` whose pattern fits
    the whole rest; none fits: the verbs the game has (`help_`) are told."""
    for pattern, handler in verbs:
        match = re.fullmatch(pattern, rest, re.IGNORECASE)
        if match:
            return handler(player, match, players)
    raise verb_expected(player, rest, help_)


def read_line(
    text: str,
    players: Sequence[str],
    reveal: Callable[[str], T],
    verbs: Verbs[T],
    verb_help: str,
) -> T:
    """A move line of either game: 'reveal <card>', read by the game's `reveal`, or a
    player's name and what follows it, read by the game's `verbs` (`_read_verb`); the first
    reading that works wins (a name may also start a longer name). A line over MAX_LINE
    characters is refused at once."""
    if len(text) > MAX_LINE:
        raise NotationError("line_too_long", length=len(text), most=MAX_LINE)
    line = unicodedata.normalize("NFC", " ".join(text.split()))
    readings: list[Callable[[], T]] = []
    revealed = re.fullmatch(r"reveal (?P<card>.+)", line, re.IGNORECASE)
    if revealed:
        readings.append(partial(reveal, revealed["card"]))
    readings += [
        partial(_read_verb, player, rest, players, verbs, verb_help)
        for player, rest in player_prefixes(line, players)
    ]
    if not readings:
        why = NotationError("no_move_start", players=players)
        raise NotationError("cannot_read", line=line, why=why)
    try:
        return first_reading(*readings)
    except NotationError as error:
        raise NotationError("cannot_read", line=line, why=error) from None


def verb_expected(player: str, rest: str, verbs: str) -> NotationError:
    """Why what follows a player's name is no move of the game, whose `verbs` are listed."""
    if rest:
        return NotationError("verb_expected", player=player, verbs=verbs, rest=rest)
    return NotationError("verb_missing", player=player, verbs=verbs)


def format_line(
    move: M,
    lang: str,
    card_text: Callable[[Any, str], str],
    game_text: Callable[[M, str], str],
) -> str:
    """The canonical text of a move of either game, names in `lang`: the moves both games
    write alike here, cards written with `card_text`; any other by the game (`game_text`)."""
    if lang not in LANGUAGES:
        raise NotationError("unknown_language", language=lang, languages=LANGUAGES)
    match move:
        case Pass(player):
            return f"{player} passes"
        case Reveal(card):
            return f"reveal {card_text(card, lang)}"
        case Pick(player, card):
            return f"{player} picks {card_text(card, lang)}"
        case Discard(player, card):
            return f"{player} discards {card_text(card, lang)}"
        case EndTurn(player):
            return f"{player} ends turn"
    return game_text(move, lang)


def format_hand_fix(move: FixHand) -> str:
    """A hand-count correction as both games write it (`HOLDS` reads it back)."""
    return f"correct {move.player} holds {move.count} card{'' if move.count == 1 else 's'}"
