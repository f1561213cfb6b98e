"""BANG!'s decision as touch choices, and what it waits for, as one line.

A card played on someone offers every other living player: those the engine refuses carry
its reason, so a tap on an out-of-range player explains instead of silently doing nothing;
the cards of the hand the engine refuses now stay offered, with its reason, too. Nothing here
decides a rule; it only arranges what the engine says.
"""

from __future__ import annotations

from cards_data import RANKS, SUITS, load_bang
from cards_data.model import SUIT_SIGNS
from companion.choice_tree import (
    Choice,
    Step,
    card_key,
    legal_tree,
    name_leaves,
    offer_refused_targets,
    offer_reveals,
    safe,
)
from companion.i18n import t
from companion.names import (
    card_label,
    card_name,
    reason_name,
    role_name,
    suit_name,
    target_name,
)
from rules.bang.cards import Card
from rules.bang.damage import beers_needed
from rules.bang.engine import Pending, reveal_needs
from rules.bang.legal import hand_options, reveal_refusals
from rules.bang.moves import Ability, Choose, Keep, Move, RevealRole
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
from rules.core.moves import HAND, Pass, Play
from rules.core.refusals import IllegalMove

Probe = tuple[Play, IllegalMove | None]
"""A move asked of the engine, and its refusal (None: legal)."""


def choices(game: Game, lang: str) -> Choice:
    """The root of the choice tree for the decision the game is waiting for."""
    root = legal_tree(game, lang, _own_path, _reveal_tree)
    waiting = game.pending
    if waiting.kind == "play" and waiting.player is not None:
        others = [(p.name, p.name) for p in game.state.alive() if p.name != waiting.player]
        offer_refused_targets(root, game, waiting.player, others, lang)
        _offer_refused_cards(root, game, waiting.player, lang)
    if isinstance(waiting.request, LuckyChoice) and root.children:
        root.children[0].preferred = True  # the engine lists the succeeding card first
    return root


def _own_path(move: Move, waiting: Pending, lang: str) -> list[Step] | None:
    """The buttons of the moves BANG! has and a Duel has not, and its pass."""
    match move:
        case Pass():
            return [("pass", _pass_label(waiting, lang))]
        case Keep(_, cards):
            return [("keep-" + "-".join(map(card_key, cards)), _keep_label(cards, lang))]
        case Choose(_, card):
            return [(f"choose-{card_key(card)}", _lucky_label(waiting, card, lang))]
        case Ability(player, (first, second)):
            return [
                _heal_step(player, waiting, lang),
                (f"c1-{card_key(first)}", card_label(first, lang)),
                (f"c2-{card_key(second)}", card_label(second, lang)),
            ]
        case RevealRole(_, role):
            return [(f"role-{role}", role_name(role, lang))]
    return None


def _heal_step(player: str, waiting: Pending, lang: str) -> Step:
    """Sid Ketchum's heal: within his own decision, a step of it; within another player's,
    his own action, named for him."""
    if player == waiting.player:
        return ("heal", t("choice.heal", lang))
    return (f"heal-{player}", t("choice.heal_by", lang, player=player))


def _pass_label(waiting: Pending, lang: str) -> str:
    match waiting.request:
        case Dying():
            return t("choice.die", lang)
        case DuelFight():
            return t("choice.lose_duel", lang)
        case Shot() | IndiansAttack():
            return t("choice.take_hit", lang)
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


def _offer_refused_cards(root: Choice, game: Game, actor: str, lang: str) -> None:
    """Cards of the hand the engine refuses to play now (a second BANG!, a Missed! on one's
    own turn) stay offered, with its reason, in the hand's order: a button that vanished
    would say nothing. A card refused for different reasons on different players (all out of
    range) leads to those players, each with its own."""
    cards = hand_options(game.state, game.state.player(actor))
    others = [p.name for p in game.state.alive() if p.name != actor]
    keys = [safe(f"card-{card_key(card)}") for card in cards]
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
            leaf = node.child(safe(f"p-{target}"), target_name(target, lang))
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


def _reveal_tree(root: Choice, game: Game, lang: str) -> None:
    """The card the table shows: its name for the General Store, else suit then rank. A card
    the engine refuses (the table knows it is elsewhere: in the discard pile, in play) is
    offered refused, with its reason, before it is tapped."""
    request = game.pending.request
    if request is not None and reveal_needs(request) == "name":
        leaves = name_leaves(root, load_bang().cards, card_name, Card, lang)
    else:
        leaves = [
            (_rank_node(root, suit, rank, lang), Card(None, suit, rank))
            for suit in SUITS
            for rank in RANKS
        ]
    cards = [card for _leaf, card in leaves]
    offer_reveals(leaves, reveal_refusals(game.state, cards), lang)


def _rank_node(root: Choice, suit: str, rank: str, lang: str) -> Choice:
    """The suit's button, then the rank's under it: a card's index as the table taps it."""
    suit_node = root.child(f"suit-{suit}", f"{SUIT_SIGNS[suit]} {suit_name(suit, lang)}")
    return suit_node.child(f"rank-{rank}", f"{rank}{SUIT_SIGNS[suit]}")


def pending_text(game: Game, lang: str) -> str:
    """What the game waits for, as one line for the status bar."""
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


def banner_text(game: Game, lang: str) -> str:
    """Who must do what now; a finished game's and a question to the whole table (a card
    that landed face up) is the status line's."""
    waiting = game.pending
    if waiting.kind == "game_over" or isinstance(waiting.request, FaceUp):
        return pending_text(game, lang)
    request = waiting.request
    player = waiting.player or getattr(request, "target", "")
    return t("banner", lang, player=player, what=_what(game, waiting, lang))


def _what(game: Game, waiting: Pending, lang: str) -> str:
    request, player = waiting.request, waiting.player or ""
    if isinstance(request, Check):
        return t("banner.check", lang, reason=reason_name(request.reason, lang))
    if isinstance(request, DrawReveal):
        return t(f"banner.{request.reason}", lang, n=request.remaining)
    if waiting.kind == "respond" and request is not None:
        return t("banner.respond", lang, attack=card_name(attack_card(request), lang))
    if waiting.kind == "dying":
        return t("banner.dying", lang, n=beers_needed(game.state.player(player)))
    if waiting.kind == "discard":
        return t("banner.discard", lang, limit=hand_limit(game.state.player(player)))
    return t(f"banner.{waiting.kind}", lang)
