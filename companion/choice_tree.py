"""The pieces both games build their choice trees from: a button, the path of buttons to a move.

Each game's presenter (companion/games) lays out its own decision with these: the leaves are
exactly the engine's legal moves, grouped step by step, plus the moves the engine refuses,
offered with its reason. Nothing here decides a rule, nor knows which game it serves.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import singledispatch
from typing import Any

from companion.i18n import t
from companion.names import as_card_name, card_label, reason_name, target_name
from rules.bang.cards import Card
from rules.bang.moves import DISCARD, Ability, Move
from rules.core.game import Game
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pick, Play, Reveal
from rules.core.pending import Pending
from rules.core.refusals import IllegalMove

Step = tuple[str, str]
"""(key, label): one button on the way to a move."""
OwnPath = Callable[[Move, Pending, str], list[Step] | None]
"""A game's buttons for the moves only it has (None: a move both games share)."""
RevealTree = Callable[["Choice", Game, str], None]
"""A game's buttons for the card the table reveals, added under the root."""


@dataclass
class Choice:
    """A button: a step towards moves (children), a move, or a move the engine refuses.

    `preferred` marks the button the panel focuses: the choice the player will almost
    always want (Lucky Duke's succeeding card). `names_actor` marks a first button whose
    label names who acts, another player than the one the decision waits for (Sid Ketchum
    heals at any moment): the trail then names them, not the waiting player."""

    key: str
    label: str
    move: Move | None = None
    refusal: str | None = None
    children: list[Choice] = field(default_factory=list)
    preferred: bool = False
    names_actor: bool = False

    @property
    def refused(self) -> bool:
        """Nothing legal lies behind this button: the engine refuses it, or all it leads to."""
        if self.refusal is not None:
            return True
        return bool(self.children) and all(child.refused for child in self.children)

    def child(self, key: str, label: str) -> Choice:
        """The child with this key, added at the end if it is not there yet."""
        for existing in self.children:
            if existing.key == key:
                return existing
        created = Choice(key, label)
        self.children.append(created)
        return created


def legal_tree(game: Game, lang: str, own: OwnPath, reveal: RevealTree) -> Choice:
    """The root of the buttons of every legal move of the decision the game waits for
    (a reveal: the game's buttons of the cards the table may show)."""
    waiting = game.pending
    root = Choice("root", waiting.player or "")
    if waiting.kind == "game_over":
        return root
    if waiting.kind == "reveal":
        reveal(root, game, lang)
        return root
    for move in game.legal_moves():
        first = insert(root, path(move, waiting, lang, own), move)
        first.names_actor = isinstance(move, Ability) and move.player != waiting.player
    return root


def insert(root: Choice, path: list[Step], move: Move) -> Choice:
    """Add the buttons leading to `move` (a path has one at least); the first of them."""
    (key, label), *rest = path
    first = node = root.child(safe(key), label)
    for key, label in rest:
        node = node.child(safe(key), label)
    node.move = move
    return first


def safe(key: str) -> str:
    """A key usable in a widget id."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", key)


@singledispatch
def card_key(card: Card) -> str:
    """A card's part of a button key; a game whose cards differ registers its own."""
    return "-".join(part or "x" for part in (card.kind, card.suit, card.rank))


def path(move: Move, waiting: Pending, lang: str, own: OwnPath) -> list[Step]:
    """The buttons leading to `move`, in the order a player taps them: the game's `own`
    for its moves, else those of the moves both games have."""
    found = own(move, waiting, lang)
    if found is not None:
        return found
    match move:
        case Draw(_, None):
            return [("draw", t("choice.draw", lang))]
        case Draw(_, source, card) if source == DISCARD:
            draw = [("draw-discard", t("choice.draw_discard", lang))]
            return (
                draw if card is None else [*draw, (f"top-{card_key(card)}", card_label(card, lang))]
            )
        case Draw(_, source):
            return [("draw-from", t("choice.draw_from", lang)), (f"p-{source}", str(source))]
        case Play():
            return _play_path(move, lang)
        case DrawCheck(_, reason):
            return [(f"check-{reason}", t("choice.check", lang, reason=reason_name(reason, lang)))]
        case Pick(_, card):
            return [(f"pick-{card_key(card)}", card_label(card, lang))]
        case Discard(_, card):
            return [(f"discard-{card_key(card)}", card_label(card, lang))]
        case EndTurn():
            return [("end-turn", t("choice.end_turn", lang))]
    return [("move", str(move))]


def _play_path(move: Play, lang: str) -> list[Step]:
    label = card_label(move.card, lang)
    key = f"card-{card_key(move.card)}"
    if move.as_kind is not None:
        label = t("move.as", lang, card=label, as_card=as_card_name(move.card, move.as_kind, lang))
        key += f"-as-{move.as_kind}"
    return [(key, label), *aim_path(move.target, move.target_card, lang)]


def aim_path(target: str | None, target_card: object, lang: str) -> list[Step]:
    """The target (a player, or a Duel character), then the card of theirs, if any."""
    steps: list[Step] = []
    if target is not None:
        steps.append((f"p-{target}", target_name(target, lang)))
    if target_card == HAND:
        steps.append(("hand", t("choice.hand", lang)))
    elif target_card is not None:
        steps.append((f"tc-{card_key(target_card)}", card_label(target_card, lang)))
    return steps


def offer_reveals(
    leaves: Sequence[tuple[Choice, object]], refusals: list[IllegalMove | None], lang: str
) -> None:
    """Each leaf reveals its card; one the engine refuses carries the reason, said before
    it is tapped."""
    for (leaf, card), refusal in zip(leaves, refusals, strict=True):
        leaf.move = Reveal(card)
        leaf.refusal = refusal.message(lang) if refusal else None


def name_leaves(
    root: Choice,
    kinds: Iterable[str],
    label: Callable[[str, str], str],
    card: Callable[[str], Any],
    lang: str,
) -> list[tuple[Choice, Any]]:
    """A button per card name under `root`, for a reveal the table answers by name (the
    General Store), each with the card it reveals."""
    return [(root.child(f"reveal-{kind}", label(kind, lang)), card(kind)) for kind in kinds]


def offer_refused_targets(
    root: Choice,
    game: Game,
    actor: str,
    targets: Sequence[tuple[str, str]],
    lang: str,
    aimed: Callable[[Play], bool] = lambda _sample: True,
) -> None:
    """Under each card played on someone (`aimed` says which plays count), add the other
    `targets` (id, label) the engine refuses, with its reason, in the order of `targets`: a
    tap on one explains instead of silently doing nothing."""
    for card_node in root.children:
        targeted = [c for c in card_node.children if c.key.startswith("p-")]
        if not targeted:
            continue
        sample = first_move(targeted[0])
        if not isinstance(sample, Play) or not aimed(sample):
            continue
        for target, label in targets:
            if any(c.key == safe(f"p-{target}") for c in targeted):
                continue
            probe = Play(
                actor,
                sample.card,
                target,
                HAND if sample.target_card is not None else None,
                sample.as_kind,
            )
            refusal = game.check(probe)
            node = card_node.child(safe(f"p-{target}"), label)
            node.move = probe
            node.refusal = refusal.message(lang) if refusal else None
        order = {safe(f"p-{target}"): i for i, (target, _label) in enumerate(targets)}
        card_node.children.sort(key=lambda c: order.get(c.key, len(order)))


def first_move(node: Choice) -> Move | None:
    if node.move is not None:
        return node.move
    return next((m for c in node.children if (m := first_move(c)) is not None), None)
