"""The pending decision as a tree of touch choices: card, then target, then the target's card.

The leaves are exactly the engine's legal moves (Game.legal_moves), grouped step by step. For a
card played on someone, every other living player is offered: those the engine refuses carry
its reason, so a tap on an out-of-range player explains instead of silently doing nothing.
Nothing here decides a rule; it only arranges what the engine says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cards_data import RANKS, SUITS
from cards_data.model import SUIT_SIGNS
from companion.i18n import t
from companion.names import card_label, card_name, reason_name, role_name
from rules.cards import Card
from rules.engine import Pending, reveal_needs
from rules.game import Game
from rules.moves import (
    DISCARD,
    HAND,
    Ability,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    Move,
    Pass,
    Pick,
    Play,
    PutBack,
    Reveal,
    RevealRole,
)
from rules.state import Check, DrawReveal, DuelFight, Dying, IndiansAttack, Shot
from rules.turns import hand_limit

Step = tuple[str, str]
"""(key, label): one button on the way to a move."""


@dataclass
class Choice:
    """A button: a step towards moves (children), a move, or a move the engine refuses."""

    key: str
    label: str
    move: Move | None = None
    refusal: str | None = None
    children: list[Choice] = field(default_factory=list)

    def child(self, key: str, label: str) -> Choice:
        """The child with this key, added at the end if it is not there yet."""
        for existing in self.children:
            if existing.key == key:
                return existing
        created = Choice(key, label)
        self.children.append(created)
        return created


def choices(game: Game, lang: str) -> Choice:
    """The root of the choice tree for the decision the game is waiting for."""
    waiting = game.pending
    root = Choice("root", waiting.player or "")
    if waiting.kind == "game_over":
        return root
    if waiting.kind == "reveal":
        _reveal_tree(root, waiting, lang)
        return root
    for move in game.legal_moves():
        _insert(root, _path(move, waiting, lang), move)
    if waiting.kind == "play" and waiting.player is not None:
        _offer_refused_targets(root, game, waiting.player, lang)
    return root


def _insert(root: Choice, path: list[Step], move: Move) -> None:
    node = root
    for key, label in path:
        node = node.child(_safe(key), label)
    node.move = move


def _safe(key: str) -> str:
    """A key usable in a widget id."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", key)


def _card_key(card: Card) -> str:
    return "-".join(part or "x" for part in (card.kind, card.suit, card.rank))


def _path(move: Move, waiting: Pending, lang: str) -> list[Step]:
    """The buttons leading to `move`, in the order a player taps them."""
    match move:
        case Draw(_, None):
            return [("draw", t("choice.draw", lang))]
        case Draw(_, source) if source == DISCARD:
            return [("draw-discard", t("choice.draw_discard", lang))]
        case Draw(_, source):
            return [("draw-from", t("choice.draw_from", lang)), (f"p-{source}", str(source))]
        case Play():
            return _play_path(move, lang)
        case DrawCheck(_, reason):
            return [(f"check-{reason}", t("choice.check", lang, reason=reason_name(reason, lang)))]
        case Pass():
            return [("pass", _pass_label(waiting, lang))]
        case Pick(_, card):
            return [(f"pick-{_card_key(card)}", card_label(card, lang))]
        case PutBack(_, card):
            return [(f"put-back-{_card_key(card)}", _put_back_label(card, lang))]
        case Discard(_, card):
            return [(f"discard-{_card_key(card)}", card_label(card, lang))]
        case Ability(_, (first, second)):
            return [
                ("heal", t("choice.heal", lang)),
                (f"c1-{_card_key(first)}", card_label(first, lang)),
                (f"c2-{_card_key(second)}", card_label(second, lang)),
            ]
        case EndTurn():
            return [("end-turn", t("choice.end_turn", lang))]
        case RevealRole(_, role):
            return [(f"role-{role}", role_name(role, lang))]
    return [("move", str(move))]


def _play_path(move: Play, lang: str) -> list[Step]:
    label = card_label(move.card, lang)
    key = f"card-{_card_key(move.card)}"
    if move.as_kind is not None:
        label = t("move.as", lang, card=label, as_card=card_name(move.as_kind, lang))
        key += f"-as-{move.as_kind}"
    path = [(key, label)]
    if move.target is not None:
        path.append((f"p-{move.target}", move.target))
    if move.target_card == HAND:
        path.append(("hand", t("choice.hand", lang)))
    elif isinstance(move.target_card, Card):
        path.append((f"tc-{_card_key(move.target_card)}", card_label(move.target_card, lang)))
    return path


def _pass_label(waiting: Pending, lang: str) -> str:
    request = waiting.request
    if isinstance(request, Dying):
        return t("choice.die", lang)
    if isinstance(request, DuelFight):
        return t("choice.lose_duel", lang)
    if isinstance(request, Shot | IndiansAttack):
        return t("choice.take_hit", lang)
    return t("choice.pass", lang)


def _put_back_label(card: Card, lang: str) -> str:
    if card.known:
        return t("choice.put_back_card", lang, card=card_label(card, lang))
    return t("choice.put_back", lang)


def _offer_refused_targets(root: Choice, game: Game, actor: str, lang: str) -> None:
    """Under each targeted card, add the living players the engine refuses, with its reason."""
    others = [p.name for p in game.state.alive() if p.name != actor]
    for card_node in root.children:
        targeted = [c for c in card_node.children if c.key.startswith("p-")]
        if not targeted:
            continue
        sample = _first_move(targeted[0])
        if not isinstance(sample, Play):
            continue
        for name in others:
            if any(c.key == _safe(f"p-{name}") for c in targeted):
                continue
            probe = Play(
                actor,
                sample.card,
                name,
                HAND if sample.target_card is not None else None,
                sample.as_kind,
            )
            refusal = game.check(probe)
            node = card_node.child(_safe(f"p-{name}"), name)
            node.move = probe
            node.refusal = refusal.message(lang) if refusal else None
        order = {name: i for i, name in enumerate(others)}
        card_node.children.sort(key=lambda c: order.get(c.label, len(order)))


def _first_move(node: Choice) -> Move | None:
    if node.move is not None:
        return node.move
    return next((m for c in node.children if (m := _first_move(c)) is not None), None)


def _reveal_tree(root: Choice, waiting: Pending, lang: str) -> None:
    """The card the table shows: its name for the General Store, else suit then rank."""
    if waiting.request is not None and reveal_needs(waiting.request) == "name":
        from cards_data import load_bang

        for kind in load_bang().cards:
            root.child(f"reveal-{kind}", card_name(kind, lang)).move = Reveal(Card(kind))
        return
    for suit in SUITS:
        suit_node = root.child(f"suit-{suit}", f"{SUIT_SIGNS[suit]} {t(f'suit.{suit}', lang)}")
        for rank in RANKS:
            leaf = suit_node.child(f"rank-{rank}", f"{rank}{SUIT_SIGNS[suit]}")
            leaf.move = Reveal(Card(None, suit, rank))


def pending_text(game: Game, lang: str) -> str:
    """What the game waits for, as one line for the status bar."""
    waiting = game.pending
    request = waiting.request
    player = waiting.player or ""
    if waiting.kind == "respond" and request is not None:
        attack = {Shot: "bang", IndiansAttack: "indians", DuelFight: "duel"}[type(request)]
        if isinstance(request, Shot):
            attack = request.source
        attacker = getattr(request, "attacker", None) or getattr(request, "opponent", "")
        return t("pending.respond", lang, player=player, attacker=attacker,
                 attack=card_name(attack, lang))
    if waiting.kind == "reveal" and isinstance(request, Check):
        return t("pending.check", lang, player=request.target,
                 reason=reason_name(request.reason, lang))
    if waiting.kind == "reveal" and isinstance(request, DrawReveal):
        return t(f"pending.{request.reason}", lang, player=request.target,
                 n=request.remaining)
    if waiting.kind == "discard":
        limit = hand_limit(game.state.player(player))
        return t("pending.discard", lang, player=player, limit=limit)
    if waiting.kind == "game_over":
        return t(f"winner.{game.winner}", lang)
    return t(f"pending.{waiting.kind}", lang, player=player)
