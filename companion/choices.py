"""The pending decision as a tree of touch choices: card, then target, then the target's card.

The leaves are exactly the engine's legal moves (Game.legal_moves), grouped step by step. For a
card played on someone, every other living player is offered: those the engine refuses carry
its reason, so a tap on an out-of-range player explains instead of silently doing nothing.
Nothing here decides a rule; it only arranges what the engine says. A BANG! Duel uses the same
tree: its own moves (the two starting characters, the token, reloads, abilities) are extra
paths, its targets are characters in play, and its reveals are corner symbols.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cards_data import RANKS, SUITS
from cards_data.model import SUIT_SIGNS
from companion.i18n import t
from companion.names import (
    as_card_name,
    card_label,
    card_name,
    character_name,
    duel_card_name,
    reason_name,
    role_name,
    symbol_name,
    target_name,
)
from rules.bang.cards import Card
from rules.bang.damage import beers_needed
from rules.bang.engine import Pending, reveal_needs
from rules.bang.legal import hand_options, reveal_refusals
from rules.bang.state import (
    Check,
    DrawReveal,
    DuelFight,
    Dying,
    IndiansAttack,
    LuckyChoice,
    Request,
    Shot,
)
from rules.bang.turns import cards_needed, check_succeeds, hand_limit
from rules.core.face_up import FaceUp
from rules.core.game import Game
from rules.core.moves import (
    DISCARD,
    HAND,
    Ability,
    Choose,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    Keep,
    Move,
    Pass,
    Pick,
    Play,
    Reveal,
    RevealRole,
)
from rules.core.refusals import IllegalMove
from rules.duel import state as duel
from rules.duel.cards import Card as DuelCard
from rules.duel.moves import Enter, MoveToken, Reload, StartWith, Use
from rules.duel.notation import REVEAL_CHECKS, SYMBOL_NAMES
from rules.duel.reveals import reveal_needs as duel_reveal_needs
from rules.duel.setup import DuelSetup

Step = tuple[str, str]
"""(key, label): one button on the way to a move."""
Probe = tuple[Play, IllegalMove | None]
"""A move asked of the engine, and its refusal (None: legal)."""


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


def choices(game: Game, lang: str) -> Choice:
    """The root of the choice tree for the decision the game is waiting for."""
    waiting = game.pending
    root = Choice("root", waiting.player or "")
    if waiting.kind == "game_over":
        return root
    if waiting.kind == "reveal":
        if isinstance(game.setup, DuelSetup):
            _duel_reveal_tree(root, game, lang)
        else:
            _reveal_tree(root, game, lang)
        return root
    for move in game.legal_moves():
        first = _insert(root, _path(move, waiting, lang), move)
        first.names_actor = isinstance(move, Ability) and move.player != waiting.player
    if waiting.kind == "play" and waiting.player is not None:
        _offer_refused_targets(root, game, waiting.player, lang)
        if not isinstance(game.setup, DuelSetup):
            _offer_refused_cards(root, game, waiting.player, lang)
    if isinstance(waiting.request, LuckyChoice) and root.children:
        root.children[0].preferred = True  # the engine lists the succeeding card first
    return root


def _insert(root: Choice, path: list[Step], move: Move) -> Choice:
    """Add the buttons leading to `move` (a path has one at least); the first of them."""
    (key, label), *rest = path
    first = node = root.child(_safe(key), label)
    for key, label in rest:
        node = node.child(_safe(key), label)
    node.move = move
    return first


def _safe(key: str) -> str:
    """A key usable in a widget id."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", key)


def _card_key(card: Card | DuelCard) -> str:
    if isinstance(card, DuelCard):
        return "-".join(part or "x" for part in (card.kind, card.deck, card.symbol))
    return "-".join(part or "x" for part in (card.kind, card.suit, card.rank))


def _path(move: Move, waiting: Pending, lang: str) -> list[Step]:
    """The buttons leading to `move`, in the order a player taps them."""
    match move:
        case Draw(_, None):
            return [("draw", t("choice.draw", lang))]
        case Draw(_, source, card) if source == DISCARD:
            draw = [("draw-discard", t("choice.draw_discard", lang))]
            return (
                draw
                if card is None
                else [*draw, (f"top-{_card_key(card)}", card_label(card, lang))]
            )
        case Draw(_, source):
            return [("draw-from", t("choice.draw_from", lang)), (f"p-{source}", str(source))]
        case Play():
            return _play_path(move, lang)
        case DrawCheck(_, reason):
            key = "choice.reveal_check" if reason in REVEAL_CHECKS else "choice.check"
            return [(f"check-{reason}", t(key, lang, reason=reason_name(reason, lang)))]
        case Pass():
            return [("pass", _pass_label(waiting, lang))]
        case Pick(_, card):
            return [(f"pick-{_card_key(card)}", card_label(card, lang))]
        case Keep(_, cards):
            return [("keep-" + "-".join(map(_card_key, cards)), _keep_label(cards, lang))]
        case Choose(_, card):
            return [(f"choose-{_card_key(card)}", _lucky_label(waiting, card, lang))]
        case Discard(_, card):
            return [(f"discard-{_card_key(card)}", card_label(card, lang))]
        case Ability(player, (first, second)):
            return [
                _heal_step(player, waiting, lang),
                (f"c1-{_card_key(first)}", card_label(first, lang)),
                (f"c2-{_card_key(second)}", card_label(second, lang)),
            ]
        case EndTurn():
            return [("end-turn", t("choice.end_turn", lang))]
        case RevealRole(_, role):
            return [(f"role-{role}", role_name(role, lang))]
        case StartWith(_, active, backup):
            path = [(f"active-{active}", character_name(active, lang))]
            if backup is not None:
                path.append((f"backup-{backup}", character_name(backup, lang)))
            return path
        case Enter(_, character):
            return [(f"enter-{character}", character_name(character, lang))]
        case MoveToken():
            return [("token", t("choice.token", lang))]
        case Reload(_, card):
            return [
                ("reload", t("choice.reload", lang)),
                (f"card-{_card_key(card)}", card_label(card, lang)),
            ]
        case Use(_, what, card, target, target_card):
            path = [(f"use-{what}", t("choice.use", lang, what=reason_name(what, lang)))]
            if card is not None:
                path.append((f"card-{_card_key(card)}", card_label(card, lang)))
            return path + _aim_path(target, target_card, lang)
    return [("move", str(move))]


def _heal_step(player: str, waiting: Pending, lang: str) -> Step:
    """Sid Ketchum's heal: within his own decision, a step of it; within another player's,
    his own action, named for him."""
    if player == waiting.player:
        return ("heal", t("choice.heal", lang))
    return (f"heal-{player}", t("choice.heal_by", lang, player=player))


def _play_path(move: Play, lang: str) -> list[Step]:
    label = card_label(move.card, lang)
    key = f"card-{_card_key(move.card)}"
    if move.as_kind is not None:
        label = t("move.as", lang, card=label, as_card=as_card_name(move.card, move.as_kind, lang))
        key += f"-as-{move.as_kind}"
    return [(key, label), *_aim_path(move.target, move.target_card, lang)]


def _aim_path(target: str | None, target_card: object, lang: str) -> list[Step]:
    """The target (a player, or a Duel character), then the card of theirs, if any."""
    path: list[Step] = []
    if target is not None:
        path.append((f"p-{target}", target_name(target, lang)))
    if target_card == HAND:
        path.append(("hand", t("choice.hand", lang)))
    elif isinstance(target_card, Card | DuelCard):
        path.append((f"tc-{_card_key(target_card)}", card_label(target_card, lang)))
    return path


def _pass_label(waiting: Pending, lang: str) -> str:
    request = waiting.request
    if isinstance(request, Dying):
        return t("choice.die", lang)
    if isinstance(request, DuelFight):
        return t("choice.lose_duel", lang)
    if isinstance(request, Shot | IndiansAttack | duel.Shot | duel.IndiansAttack):
        return t("choice.take_hit", lang)
    if isinstance(request, duel.DuelFight):
        return t("choice.lose_duel", lang)
    return t("choice.pass", lang)


def _keep_label(cards: tuple[Card, ...], lang: str) -> str:
    """Kit Carlson's pair: the cards the app saw named, the others said to be unseen."""
    if not any(card.known for card in cards):
        return t("choice.keep_unseen", lang)
    first, second = (
        card_label(card, lang) if card.known else t("choice.unseen_card", lang) for card in cards
    )
    return t("choice.keep", lang, first=first, second=second)


_LUCKY_OUTCOMES = {
    "barrel": ("outcome.dodged", "outcome.not_dodged"),
    "jourdonnais": ("outcome.dodged", "outcome.not_dodged"),
    "jail": ("outcome.leaves_jail", "outcome.stays_in_jail"),
    "dynamite": ("outcome.dynamite_passes", "outcome.dynamite_explodes"),
}
"""What Lucky Duke's draw! does if the card he chooses succeeds, and if it fails."""


def _lucky_label(waiting: Pending, card: Card, lang: str) -> str:
    """The card Lucky Duke may let count, and what it would do (the engine says which)."""
    request = waiting.request
    assert isinstance(request, LuckyChoice)
    reason = request.check.reason
    success, failure = _LUCKY_OUTCOMES[reason]
    outcome = t(success if check_succeeds(reason, card) else failure, lang)
    return t("choice.lucky_card", lang, card=card_label(card, lang), outcome=outcome)


def _offer_refused_targets(root: Choice, game: Game, actor: str, lang: str) -> None:
    """Under each targeted card, add the targets the engine refuses, with its reason: the other
    living players (BANG!), the characters in play (Duel)."""
    duel_game = isinstance(game.setup, DuelSetup)
    if duel_game:
        targets = [(f.id, character_name(f.id, lang)) for _side, f in game.state.fighters()]
    else:
        targets = [(p.name, p.name) for p in game.state.alive() if p.name != actor]
    for card_node in root.children:
        targeted = [c for c in card_node.children if c.key.startswith("p-")]
        if not targeted:
            continue
        sample = _first_move(targeted[0])
        if not isinstance(sample, Play) or (duel_game and sample.target_card is not None):
            continue
        for target, label in targets:
            if any(c.key == _safe(f"p-{target}") for c in targeted):
                continue
            probe = Play(
                actor,
                sample.card,
                target,
                HAND if sample.target_card is not None else None,
                sample.as_kind,
            )
            refusal = game.check(probe)
            node = card_node.child(_safe(f"p-{target}"), label)
            node.move = probe
            node.refusal = refusal.message(lang) if refusal else None
        order = {_safe(f"p-{target}"): i for i, (target, _label) in enumerate(targets)}
        card_node.children.sort(key=lambda c: order.get(c.key, len(order)))


def _offer_refused_cards(root: Choice, game: Game, actor: str, lang: str) -> None:
    """Cards of the hand the engine refuses to play now (a second BANG!, a Missed! on one's
    own turn) stay offered, with its reason, in the hand's order: a button that vanished
    would say nothing. A card refused for different reasons on different players (all out of
    range) leads to those players, each with its own."""
    cards = hand_options(game.state, game.state.player(actor))
    others = [p.name for p in game.state.alive() if p.name != actor]
    keys = [_safe(f"card-{_card_key(card)}") for card in cards]
    for card, key in zip(cards, keys, strict=True):
        if any(child.key == key for child in root.children):
            continue
        tried = [(probe, refusal.message(lang) if refusal else None)
                 for probe, refusal in _probes(game, actor, card, others)]  # fmt: skip
        node = root.child(key, card_label(card, lang))
        if len({why for _probe, why in tried}) == 1:
            node.move, node.refusal = tried[0]
            continue
        for probe, why in tried:
            target = probe.target or ""
            leaf = node.child(_safe(f"p-{target}"), target_name(target, lang))
            leaf.move, leaf.refusal = probe, why
    order = {key: i for i, key in enumerate(keys)}
    root.children.sort(key=lambda c: order.get(c.key.split("-as-")[0], len(order)))


def _probes(game: Game, actor: str, card: Card, others: list[str]) -> list[Probe]:
    """The card played as the engine first asks it to be: alone, else on each other player,
    on their hand when it takes a card of theirs; each with the engine's refusal."""
    alone = Play(actor, card)
    refusal = game.check(alone)
    if refusal is None or refusal.code != "needs_target":
        return [(alone, refusal)]
    tried: list[Probe] = []
    for target in others:
        probe = Play(actor, card, target)
        refusal = game.check(probe)
        if refusal is not None and refusal.code == "needs_target_card":
            probe = Play(actor, card, target, HAND)
            refusal = game.check(probe)
        tried.append((probe, refusal))
    return tried


def _first_move(node: Choice) -> Move | None:
    if node.move is not None:
        return node.move
    return next((m for c in node.children if (m := _first_move(c)) is not None), None)


def _reveal_tree(root: Choice, game: Game, lang: str) -> None:
    """The card the table shows: its name for the General Store, else suit then rank. A card
    the engine refuses (the table knows it is elsewhere: in the discard pile, in play) is
    offered refused, with its reason, before it is tapped."""
    request = game.pending.request
    if request is not None and reveal_needs(request) == "name":
        from cards_data import load_bang

        leaves = [
            (root.child(f"reveal-{kind}", card_name(kind, lang)), Card(kind))
            for kind in load_bang().cards
        ]
    else:
        leaves = [
            (_rank_node(root, suit, rank, lang), Card(None, suit, rank))
            for suit in SUITS
            for rank in RANKS
        ]
    _offer_reveals(leaves, reveal_refusals(game.state, [card for _leaf, card in leaves]), lang)


def _offer_reveals(
    leaves: list[tuple[Choice, Card | DuelCard]], refusals: list[IllegalMove | None], lang: str
) -> None:
    """Each leaf reveals its card; one the engine refuses carries the reason, said before
    it is tapped."""
    for (leaf, card), refusal in zip(leaves, refusals, strict=True):
        leaf.move = Reveal(card)
        leaf.refusal = refusal.message(lang) if refusal else None


def _rank_node(root: Choice, suit: str, rank: str, lang: str) -> Choice:
    """The suit's button, then the rank's under it: a card's index as the table taps it."""
    suit_node = root.child(f"suit-{suit}", f"{SUIT_SIGNS[suit]} {t(f'suit.{suit}', lang)}")
    return suit_node.child(f"rank-{rank}", f"{rank}{SUIT_SIGNS[suit]}")


def _duel_reveal_tree(root: Choice, game: Game, lang: str) -> None:
    """Duel: the corner symbol the table reads; the card's name for the General Store and a
    card that landed face up. As in BANG!, what the engine refuses (every copy of the card
    already seen elsewhere) is offered refused, with its reason, before it is tapped."""
    request = game.pending.request
    if request is not None and duel_reveal_needs(request) == "name":
        from cards_data import load_duel

        leaves = [
            (root.child(f"reveal-{kind}", duel_card_name(kind, lang)), DuelCard(kind))
            for kind in load_duel().cards
        ]
    else:
        leaves = [
            (root.child(f"symbol-{symbol}", symbol_name(symbol, lang)), DuelCard(symbol=symbol))
            for symbol in SYMBOL_NAMES
        ]
    _offer_reveals(leaves, [game.check(Reveal(card)) for _leaf, card in leaves], lang)


def _duel_pending_text(game: Game, lang: str) -> str:
    waiting = game.pending
    request = waiting.request
    player = waiting.player or ""
    if isinstance(request, duel.Shot):
        return t(
            "pending.duel_shot",
            lang,
            player=player,
            fighter=character_name(request.fighter, lang),
            attack=reason_name(request.source, lang),
        )
    if isinstance(request, duel.IndiansAttack | duel.DuelFight):
        attack = "indiens" if isinstance(request, duel.IndiansAttack) else "duel"
        return t(
            "pending.duel_shot",
            lang,
            player=player,
            fighter=character_name(request.fighter, lang),
            attack=duel_card_name(attack, lang),
        )
    if isinstance(request, duel.Check):
        fighter = character_name(request.fighter, lang)
        if request.reason == request.fighter:  # Sid Curry's own ability: no "(Sid Curry)"
            return t("pending.duel_check_own", lang, fighter=fighter)
        reason = reason_name(request.reason, lang)
        return t("pending.duel_check", lang, fighter=fighter, reason=reason)
    if isinstance(request, duel.StoreReveal):
        return t("pending.duel_store", lang)
    if isinstance(request, duel.PatShow):
        return t("pending.duel_pat", lang, player=request.player)
    if isinstance(request, FaceUp):
        return t("pending.face_up", lang)
    if waiting.kind == "game_over":
        return t(f"winner.{game.winner}", lang)
    kind = "duel_discard" if waiting.kind == "discard" else waiting.kind
    return t(f"pending.{kind}", lang, player=player)


def pending_text(game: Game, lang: str) -> str:
    """What the game waits for, as one line for the status bar."""
    if isinstance(game.setup, DuelSetup):
        return _duel_pending_text(game, lang)
    waiting = game.pending
    request = waiting.request
    player = waiting.player or ""
    if waiting.kind == "respond" and request is not None:
        attacker = getattr(request, "attacker", None) or getattr(request, "opponent", "")
        return t(
            "pending.respond",
            lang,
            player=player,
            attacker=attacker,
            attack=card_name(attack_card(request), lang),
        )
    if waiting.kind == "reveal" and isinstance(request, Check):
        return _check_text(game, request, lang)
    if isinstance(request, FaceUp):
        return t("pending.face_up", lang)
    if isinstance(request, LuckyChoice):
        reason = reason_name(request.check.reason, lang)
        return t("pending.lucky_choice", lang, player=player, reason=reason)
    if waiting.kind == "reveal" and isinstance(request, DrawReveal):
        return t(f"pending.{request.reason}", lang, player=request.target, n=request.remaining)
    if waiting.kind == "discard":
        limit = hand_limit(game.state.player(player))
        return t("pending.discard", lang, player=player, limit=limit)
    if waiting.kind == "game_over":
        return t(f"winner.{game.winner}", lang)
    if waiting.kind == "dying":
        return t("pending.dying", lang, player=player, n=beers_needed(game.state.player(player)))
    return t(f"pending.{waiting.kind}", lang, player=player)


def _check_text(game: Game, check: Check, lang: str) -> str:
    """The draw! awaited; when it turns over two cards (Lucky Duke's), which one is asked
    now, so the table knows a second card follows before anything is decided."""
    reason = reason_name(check.reason, lang)
    if cards_needed(game.state, check) == 1:
        return t("pending.check", lang, player=check.target, reason=reason)
    n = len(check.seen) + 1
    return t("pending.check_two", lang, player=check.target, reason=reason, n=n)


def attack_card(request: Request) -> str:
    """The card a player must answer: the shot's source (BANG!, Gatling...), Indians!, Duel."""
    if isinstance(request, Shot):
        return request.source
    return "indians" if isinstance(request, IndiansAttack) else "duel"
