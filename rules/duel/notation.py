"""The text notation of Duel moves: what a referee types, and what the game log shows.

The base notation's grammar (docs/notation.md) with Duel's names and a few Duel verbs; keywords
are English, card and character names may be typed in any of the four languages. A card is its
name, then optionally its corner symbol and its deck (`Colt (dynamite, outlaw)`), or a symbol
alone (`reveal barrel`). Targets are characters in play, or a player for Canteen and Hold-Up.
See docs/duel-rules.md, "Notation".
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from functools import cache, partial

from cards_data import load_duel, normalise
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
    HOLDS,
    UNKNOWN_CARD,
    PlayReader,
    Verbs,
    cuts_at,
    first_reading,
    format_hand_fix,
    format_line,
    is_unknown_card,
    player_prefixes,
    read_line,
    with_corrections,
)
from rules.core.notation_errors import NotationError
from rules.core.typed_words import most_words, words_of
from rules.duel.cards import OUTLAW, SHERIFF, Card, name_of
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use

SYMBOL_NAMES: Mapping[str, Mapping[str, str]] = {
    "barrel": {"en": "barrel", "fr": "tonneau", "it": "barile", "nl": "ton"},
    "snake": {"en": "snake", "fr": "serpent", "it": "serpente", "nl": "slang"},
    "dynamite": {"en": "dynamite", "fr": "dynamite", "it": "dinamite", "nl": "dynamiet"},
    "horseshoe": {
        "en": "horseshoe",
        "fr": "fer à cheval",
        "it": "ferro di cavallo",
        "nl": "hoefijzer",
    },
}
DECK_NAMES: Mapping[str, Mapping[str, str]] = {
    SHERIFF: {"en": "sheriff", "fr": "shérif", "it": "sceriffo", "nl": "sheriff"},
    OUTLAW: {"en": "outlaw", "fr": "hors-la-loi", "it": "fuorilegge", "nl": "outlaw"},
}
REVEAL_CHECKS = ("planque", "sid_curry")
"""What `uses` means as a DrawCheck (a reveal to dodge); every other `uses` is a Use."""


# ---- names -------------------------------------------------------------------------------


@cache
def _ids(kind: str) -> dict[str, str]:
    """Every normalised name and alias of Duel cards or characters, to the entry's id."""
    data = load_duel()
    entries = {"card": data.cards, "character": data.characters}[kind]
    return {normalise(name): e.id for e in entries.values() for _lang, name in e.all_names()}


@cache
def _words(table: str) -> dict[str, str]:
    names = SYMBOL_NAMES if table == "symbol" else DECK_NAMES
    return {normalise(name): key for key, by_lang in names.items() for name in by_lang.values()}


@cache
def _name_words() -> int:
    """The most words a Duel card or character name takes, in any language."""
    return most_words(name for kind in ("card", "character") for name in _ids(kind))


@cache
def _extra_words() -> int:
    """The most words a symbol or a deck takes ("fer à cheval", "hors la loi")."""
    return most_words(
        name
        for table in (SYMBOL_NAMES, DECK_NAMES)
        for by_lang in table.values()
        for name in by_lang.values()
    )


def _card_words() -> int:
    """The most words a card takes: its name, then its symbol and its deck."""
    return _name_words() + 2 * _extra_words()


def resolve(text: str, *kinds: str) -> str:
    """The id of the card or character `text` names, in any language."""
    if len(words_of(text)) <= _name_words():
        for kind in kinds:
            found = _ids(kind).get(normalise(text))
            if found is not None:
                return found
    raise NotationError("unknown_name", what=kinds, text=text)


def reserved_meaning(name: str) -> str | None:
    """What `name` reads as where a move expects a player's name, if anything but a player: a
    target may be a character, so a player cannot take a character's name."""
    return "character" if normalise(name) in _ids("character") else None


def entry_name(entry_id: str, lang: str) -> str:
    """A Duel card's or character's name in `lang`."""
    name = name_of(entry_id, lang)
    if name is None:
        raise NotationError("no_such_id", what=("card", "character"), id=entry_id)
    return name


# ---- cards -------------------------------------------------------------------------------


def parse_card(text: str, prefer_symbol: bool = False) -> Card:
    """`<name> [<symbol>] [<deck>]`, `<name> (<symbol>, <deck>)`, or a symbol alone."""
    text = text.strip()
    if is_unknown_card(text):
        return Card()
    group = re.fullmatch(r"(?P<name>.*?)\s*\((?P<attrs>[^()]*)\)", text)
    if group:
        name = group["name"]
        attrs = [a for a in re.split(r"[,\s]*,[,\s]*", group["attrs"].strip()) if a]
        card = _card(name, *_attributes(attrs)) if name else Card(None, *_attributes(attrs))
        return card
    words = words_of(text)
    n, most = len(words), _extra_words()
    cuts = [
        (i, j)
        for i in range(n, max(n - 2 * most, 0) - 1, -1)
        for j in range(min(n, i + most), max(n - most, i) - 1, -1)
    ]
    if prefer_symbol:
        cuts.sort(key=lambda cut: cut[0])
    likely = [
        (i, j) for i, j in cuts[1:] if _symbol_or_deck(words[i:j]) and _symbol_or_deck(words[j:])
    ]
    readings = [partial(_reading, words[:i], words[i:j], words[j:]) for i, j in cuts[:1] + likely]
    return first_reading(*readings)


def _symbol_or_deck(words: list[str]) -> bool:
    """Whether `words` are nothing, a symbol or a deck: the cuts worth reading further (the
    first cut is read whatever it holds, its error being the one told)."""
    key = normalise(" ".join(words))
    return not words or key in _words("symbol") or key in _words("deck")


def _reading(name: list[str], symbol: list[str], deck: list[str]) -> Card:
    if not (name or symbol or deck):
        raise NotationError("card_missing")
    return _card(" ".join(name), *_attributes([" ".join(symbol), " ".join(deck)]))


def _attributes(parts: list[str]) -> tuple[str | None, str | None]:
    """The symbol and the deck among a card's extra words."""
    symbol = deck = None
    for part in parts:
        if not part:
            continue
        key = normalise(part)
        if key in _words("symbol") and symbol is None:
            symbol = _words("symbol")[key]
        elif key in _words("deck") and deck is None:
            deck = _words("deck")[key]
        else:
            raise NotationError("not_symbol_or_deck", part=part)
    return deck, symbol


def _card(name: str, deck: str | None, symbol: str | None) -> Card:
    return Card(resolve(name, "card") if name else None, deck, symbol)


def format_card(card: Card, lang: str = "en") -> str:
    """The card's name in `lang`, then what is known of its symbol and deck; a card known
    only by those is `(barrel, sheriff)`, one nothing is known of `a card`."""
    extras = _extras(card, lang)
    if card.kind is None:  # in parentheses: `barrel` alone would be the Barrel card
        return f"({', '.join(extras)})" if extras else UNKNOWN_CARD
    name = entry_name(card.kind, lang)
    if not extras and normalise(name) in _words("symbol"):
        return f"{name} ()"  # "reveal Dynamite" would read as the symbol
    return f"{name} ({', '.join(extras)})" if extras else name


def format_listed_card(card: Card, lang: str = "en") -> str:
    """A card in a scenario's list, where `parse_card` reads a name first: a card known only by
    its symbol or deck goes in parentheses (`(dynamite, outlaw)`, not the Dynamite card), and a
    card nothing is known of is `()`."""
    return "()" if card == Card() else format_card(card, lang)


def _extras(card: Card, lang: str) -> list[str]:
    """What is known of the card's symbol and deck, in `lang`."""
    extras = []
    if card.symbol is not None:
        extras.append(SYMBOL_NAMES[card.symbol][lang])
    if card.deck is not None:
        extras.append(DECK_NAMES[card.deck][lang])
    return extras


# ---- reading moves -----------------------------------------------------------------------


def _target(text: str, players: Sequence[str]) -> str:
    """A player's name, or a character's name (read as the character's id)."""
    for player, rest in player_prefixes(text, players):
        if not rest:
            return player
    return resolve(text, "character")


def _aimed(text: str, players: Sequence[str]) -> tuple[str, Card | str | None]:
    """`<target>` or `<target>: <card>|hand`."""
    target, colon, card = text.partition(":")
    if not colon:
        return _target(target, players), None
    card = card.strip()
    return _target(target, players), HAND if card.casefold() == HAND else parse_card(card)


def _play(player: str, match: re.Match[str], players: Sequence[str]) -> Play:
    return _DUEL_PLAYS.read(player, match["rest"], players)


_DUEL_PLAYS = PlayReader(
    parse_card, lambda name: resolve(name, "card"), _aimed, _card_words, _name_words
)


def _use(player: str, match: re.Match[str], players: Sequence[str]) -> DuelMove:
    """`uses <name> [with <card>] [on <target>[: <card>|hand]]`, every cut tried that leaves a
    name and a card short enough to be one."""
    words = words_of(match["rest"])
    readings = [
        partial(_use_reading, player, words, with_at, on_at, players)
        for with_at, on_at in _use_cuts(words)
    ]
    return first_reading(*readings)


def _use_cuts(words: list[str]) -> Iterator[tuple[int | None, int | None]]:
    """(with, on) places to cut: the name before the first, the card between them."""
    for with_at in cuts_at(words, "with", 0, _name_words()):
        yield from ((with_at, on_at) for on_at in cuts_at(words, "on", with_at + 1, _card_words()))
        if len(words) - with_at - 1 <= _card_words():
            yield with_at, None
    yield from ((None, on_at) for on_at in cuts_at(words, "on", 0, _name_words()))
    yield None, None


def _use_reading(
    player: str,
    words: list[str],
    with_at: int | None,
    on_at: int | None,
    players: Sequence[str],
) -> DuelMove:
    name_end = next(cut for cut in (with_at, on_at, len(words)) if cut is not None)
    what = resolve(" ".join(words[:name_end]), "card", "character")
    card = None if with_at is None else parse_card(" ".join(words[with_at + 1 : on_at]))
    target, target_card = (None, None)
    if on_at is not None:
        target, target_card = _aimed(" ".join(words[on_at + 1 :]), players)
    if what in REVEAL_CHECKS and card is None and target is None:
        return DrawCheck(player, what)
    return Use(player, what, card, target, target_card)


def _start(player: str, match: re.Match[str], _players: Sequence[str]) -> StartWith:
    words = words_of(match["rest"])
    readings = [
        partial(_two_characters, player, " ".join(words[:cut]), " ".join(words[cut + 1 :]))
        for cut in cuts_at(words, "and", 0, _name_words())
    ]
    return first_reading(
        *readings, lambda: StartWith(player, resolve(" ".join(words), "character"))
    )


def _two_characters(player: str, active: str, backup: str) -> StartWith:
    return StartWith(player, resolve(active, "character"), resolve(backup, "character"))


_VERBS: Verbs[DuelMove] = (
    (r"draws", lambda p, _m, _: Draw(p)),
    (r"plays (?P<rest>.+)", _play),
    (r"uses (?P<rest>.+)", _use),
    (r"passes|takes the hit|loses the duel", lambda p, _m, _: Pass(p)),
    (r"picks (?P<card>.+)", lambda p, m, _: Pick(p, parse_card(m["card"], prefer_symbol=True))),
    (r"discards (?P<card>.+)", lambda p, m, _: Discard(p, parse_card(m["card"]))),
    (r"ends (?:the |his |her |their )?turn", lambda p, _m, _: EndTurn(p)),
    (r"moves (?:the |his |her |their )?(?:active )?token|swaps", lambda p, _m, _: MoveToken(p)),
    (r"reloads (?P<card>.+)", lambda p, m, _: Reload(p, parse_card(m["card"]))),
    (r"starts with (?P<rest>.+)", _start),
    (r"brings in (?P<name>.+)", lambda p, m, _: Enter(p, resolve(m["name"], "character"))),
)

_VERB_HELP = (
    "draws, plays <card> [as <card>] [on <target>[: <card>|hand]], "
    "uses <name> [with <card>] [on <target>[: <card>|hand]], passes, picks <card>, "
    "discards <card>, ends turn, moves the token, reloads <card>, "
    "starts with <character> [and <character>], brings in <character>"
)


def parse(text: str, players: Sequence[str]) -> DuelMove:
    """The Duel move `text` describes; `players` are the two names at the table."""
    move = partial(read_line, text, players, _reveal, _VERBS, _VERB_HELP)
    return with_corrections(text, players, _correction, move)


def _correction(rest: str, players: Sequence[str]) -> FixLife | FixHand:
    """`<character> life +<n>|-<n>` or `<player> holds <n> cards`: a Duel's corrections
    (rules/duel/corrections)."""
    match = _LIFE.fullmatch(rest)
    if match is not None:
        return FixLife(resolve(match["character"], "character"), int(match["change"]))
    for player, after in player_prefixes(rest, players):
        held = HOLDS.fullmatch(after)
        if held is not None:
            return FixHand(player, int(held["count"]))
    raise NotationError("duel_correction_expected", text=rest)


_LIFE = re.compile(r"(?P<character>.+) life (?P<change>[+-]\d{1,2})", re.IGNORECASE)


def _reveal(card: str) -> Reveal:
    return Reveal(parse_card(card, prefer_symbol=True))


# ---- writing -----------------------------------------------------------------------------


def _target_text(target: str, lang: str) -> str:
    if target in load_duel().characters:
        return entry_name(target, lang)
    return target


def _aimed_text(target: str | None, target_card: Card | str | None, lang: str) -> str:
    if target is None:
        if target_card is not None:
            raise NotationError("target_card_alone")
        return ""
    text = f" on {_target_text(target, lang)}"
    if target_card == HAND:
        return text + ": hand"
    if isinstance(target_card, Card):
        return text + f": {format_card(target_card, lang)}"
    return text


def format_move(move: DuelMove, lang: str = "en") -> str:
    """The canonical text of `move`, names in `lang`; `parse` reads it back to the same move."""
    return format_line(move, lang, format_card, _move_text)


def _move_text(move: DuelMove, lang: str) -> str:
    """The text of a move the Duel writes its own way (`format_line` writes the others)."""
    match move:
        case Draw(player):
            return f"{player} draws"
        case Play(player, card, target, target_card, as_kind):
            as_text = f" as {entry_name(as_kind, lang)}" if as_kind else ""
            aimed = _aimed_text(target, target_card, lang)
            return f"{player} plays {format_card(card, lang)}{as_text}{aimed}"
        case DrawCheck(player, reason):
            return f"{player} uses {entry_name(reason, lang)}"
        case Use(player, what, card, target, target_card):
            with_text = f" with {format_card(card, lang)}" if card is not None else ""
            aimed = _aimed_text(target, target_card, lang)
            return f"{player} uses {entry_name(what, lang)}{with_text}{aimed}"
        case MoveToken(player):
            return f"{player} moves the token"
        case Reload(player, card):
            return f"{player} reloads {format_card(card, lang)}"
        case StartWith(player, active, None):
            return f"{player} starts with {entry_name(active, lang)}"
        case StartWith(player, active, backup):
            both = f"{entry_name(active, lang)} and {entry_name(backup, lang)}"
            return f"{player} starts with {both}"
        case Enter(player, character):
            return f"{player} brings in {entry_name(character, lang)}"
        case FixLife(character, change):
            return f"correct {entry_name(character, lang)} life {change:+d}"
        case FixHand():
            return format_hand_fix(move)
    raise NotationError("not_a_move", move=move)
