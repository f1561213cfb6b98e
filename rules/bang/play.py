"""Cards played during one's own turn: what each card needs, checks, and does.

Each card is one small function; `PLAYS` maps a card id to it. A card that is only an answer
(Missed!) is refused here and accepted by answers.py.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.bang import piles
from rules.bang.cards import Card, is_weapon
from rules.bang.damage import beer_heals, heal
from rules.bang.distance import distance, reach, weapon_name
from rules.bang.refusals import Refusal
from rules.bang.state import DrawReveal, DuelFight, IndiansAttack, Player, Shot, State, StorePick
from rules.core.face_up import discard_face_up
from rules.core.moves import HAND, Play

PANIC_REACH = 1
STAGECOACH_DRAWS = 2
WELLS_FARGO_DRAWS = 3
UNLIMITED_BANGS = ("willy_the_kid",)
_SWAP = frozenset({("missed", "bang"), ("bang", "missed")})


def play_on_turn(state: State, move: Play) -> None:
    """Play a card from the hand during the play phase."""
    player = state.player(move.player)
    kind = move.as_kind or move.card.kind
    if kind is None:
        raise Refusal("not_in_hand", player=player.name, card=move.card.index())
    if move.as_kind is not None:
        check_calamity(player, move)
    card = piles.take_from_hand(state, player, move.card)
    target = _target(state, player, move, kind)
    PLAYS[kind](state, player, card, target, move)


def check_calamity(player: Player, move: Play) -> None:
    """Only Calamity Janet plays a card "as" another, and only BANG! as Missed! or the reverse.

    On her turn and when answering alike: "Beer as Missed!" is refused even for her.
    """
    if player.character != "calamity_janet" or (move.card.kind, move.as_kind) not in _SWAP:
        raise Refusal("ability_not_yours", player=player.name)


_NEEDS_TARGET = frozenset({"bang", "panic", "cat_balou", "duel", "jail"})


def _target(state: State, player: Player, move: Play, kind: str) -> Player | None:
    """The target player a card names, checked to exist, be alive, and not be the player."""
    if kind not in _NEEDS_TARGET:
        if move.target is not None:
            raise Refusal("no_target_needed", card=kind)
        return None
    if move.target is None:
        raise Refusal("needs_target", card=kind)
    if not state.has_player(move.target):
        raise Refusal("unknown_player", player=move.target)
    target = state.player(move.target)
    if not target.alive:
        raise Refusal("player_dead", player=target.name)
    if target is player:
        raise Refusal("target_self", player=player.name, card=kind)
    return target


# ---- brown cards -------------------------------------------------------------------------


def _bang(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    assert target is not None
    unlimited = player.has_in_play("volcanic") or player.character in UNLIMITED_BANGS
    if state.bangs_played >= 1 and not unlimited:
        raise Refusal("one_bang_per_turn", player=player.name)
    seen_at = distance(state, player.name, target.name)
    if seen_at > reach(player):
        raise Refusal(
            "out_of_range",
            player=player.name,
            target=target.name,
            distance=seen_at,
            weapon=weapon_name(player),
            reach=reach(player),
        )
    state.bangs_played += 1
    state.discard.append(card)
    needed = 2 if player.character == "slab_the_killer" else 1
    state.stack.append(Shot(target.name, player.name, "bang", needed))


def _missed(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    raise Refusal("response_only", card="missed")


def _beer(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    state.discard.append(card)
    if beer_heals(state):
        heal(player)


def _saloon(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    state.discard.append(card)
    for someone in state.alive():
        heal(someone)


def _drawing(count: int) -> Callable[[State, Player, Card, Player | None, Play], None]:
    def play(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
        state.discard.append(card)
        piles.draw(state, player, count)

    return play


def _general_store(
    state: State, player: Player, card: Card, target: Player | None, move: Play
) -> None:
    """Lay out one card per living player; they pick in turn, starting with the player."""
    state.discard.append(card)
    order = tuple(p.name for p in state.alive_from(player.name))
    state.stack.append(StorePick(order[0], order[1:]))
    state.stack.append(DrawReveal(player.name, "general_store", len(order)))


def _take_target_card(state: State, target: Player, move: Play) -> Card:
    """The card Panic! takes or Cat Balou discards: one in play, or a random one from the hand."""
    if move.target_card is None:
        raise Refusal("needs_target_card", target=target.name)
    if move.target_card == HAND:
        if not target.hand:
            raise Refusal("empty_hand", target=target.name)
        return piles.take_random_from_hand(state, target)
    assert isinstance(move.target_card, Card)
    return piles.take_from_play(state, target, move.target_card)


def _panic(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    assert target is not None
    seen_at = distance(state, player.name, target.name)
    if seen_at > PANIC_REACH:
        raise Refusal("too_far", target=target.name, distance=seen_at, card="panic")
    state.discard.append(card)
    player.hand.append(_take_target_card(state, target, move))


def _cat_balou(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    """The card discarded lands face up: at a table, one of a hand is asked its name."""
    assert target is not None
    state.discard.append(card)
    discard_face_up(state, _take_target_card(state, target, move))


def _duel(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    assert target is not None
    state.discard.append(card)
    state.stack.append(DuelFight(target.name, player.name, player.name))


def _everyone_else(state: State, player: Player) -> list[Player]:
    """The other living players, clockwise from the player's left."""
    return state.alive_from(player.name)[1:]


def _indians(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    state.discard.append(card)
    for other in reversed(_everyone_else(state, player)):
        state.stack.append(IndiansAttack(other.name, player.name))


def _gatling(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    state.discard.append(card)
    for other in reversed(_everyone_else(state, player)):
        state.stack.append(Shot(other.name, player.name, "gatling"))


# ---- blue cards --------------------------------------------------------------------------


def _equip(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    """Put a blue card in play; a new weapon replaces the old one.

    The old weapon is discarded first, so a second copy of the same weapon may replace the
    first (see docs/rulings.md); any other card already in play by that name is refused.
    """
    assert card.kind is not None
    if is_weapon(card.kind):
        old = player.weapon()
        if old is not None:
            player.in_play.remove(old)
            state.discard.append(old)
    if player.has_in_play(card.kind):
        raise Refusal("same_card_in_play", target=player.name, card=card.kind)
    player.in_play.append(card)


def _jail(state: State, player: Player, card: Card, target: Player | None, move: Play) -> None:
    assert target is not None
    if target.role == "sheriff":
        raise Refusal("jail_on_sheriff", target=target.name, card="jail")
    if target.has_in_play("jail"):
        raise Refusal("same_card_in_play", target=target.name, card="jail")
    target.in_play.append(card)


PLAYS: dict[str, Callable[[State, Player, Card, Player | None, Play], None]] = {
    "bang": _bang,
    "missed": _missed,
    "beer": _beer,
    "saloon": _saloon,
    "stagecoach": _drawing(STAGECOACH_DRAWS),
    "wells_fargo": _drawing(WELLS_FARGO_DRAWS),
    "general_store": _general_store,
    "panic": _panic,
    "cat_balou": _cat_balou,
    "duel": _duel,
    "indians": _indians,
    "gatling": _gatling,
    "jail": _jail,
    "barrel": _equip,
    "mustang": _equip,
    "scope": _equip,
    "dynamite": _equip,
    "volcanic": _equip,
    "schofield": _equip,
    "remington": _equip,
    "rev_carabine": _equip,
    "winchester": _equip,
}
