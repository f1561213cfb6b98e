"""Cards played on one's own turn: what each needs, checks and does (one function per card).

`effect` gives a card id's effect (its own in `PLAYS`, or putting equipment in play); the
effect is also what Pearl Hat copies, so it receives the card to discard, or None for a copy.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.moves import HAND, Play
from rules.duel import piles
from rules.duel.cards import DODGE_KINDS, Card, card_type, is_bang
from rules.duel.life import heal, lose_life, taken_from
from rules.duel.positions import ability, card_works, in_order, reachable
from rules.duel.refusals import Refusal
from rules.duel.shots import shoot
from rules.duel.state import (
    Aftermath,
    DuelFight,
    DuelState,
    Fighter,
    IndiansAttack,
    KeepTwo,
    Side,
    StorePick,
    StoreReveal,
)
from rules.duel.swaps import swap

STAGECOACH_LOOKS_AT = 3
HARD_LIQUOR_LIFE = 3
STORE_CARDS_PER_DECK = 2

Effect = Callable[[DuelState, Side, Card | None, Play], None]


def play_on_turn(state: DuelState, move: Play) -> None:
    """Play a card from the hand during the play phase."""
    side = state.side(move.player)
    kind = played_as(state, side, move)
    if kind in DODGE_KINDS:
        raise Refusal("response_only", card=kind)
    card = piles.take_from_hand(state, side, move.card)
    state.stack.append(Aftermath())
    effect(kind)(state, side, card, move)


def played_as(state: DuelState, side: Side, move: Play) -> str:
    """The card's kind, or a Colt: Toco Ramirez plays any card as one, Annie Oakley Missed!."""
    if move.card.kind is None:
        raise Refusal("not_in_hand", player=side.player, card="?")
    if move.as_kind is None:
        return move.card.kind
    if move.as_kind != "colt" or not plays_as_colt(state, side, move.card):
        raise Refusal("ability_not_yours", player=side.player)
    return "colt"


def plays_as_colt(state: DuelState, side: Side, card: Card) -> bool:
    """Whether an ability lets the side play this card as a Colt now."""
    toco = ability(state, side, "toco_ramirez") is not None
    return toco or (card.kind == "manque" and ability(state, side, "annie_oakley") is not None)


def target_of(state: DuelState, side: Side, move: Play, kind: str) -> Fighter:
    """The character a card is played on, checked against where that card may go."""
    if move.target is None:
        raise Refusal("needs_character", card=kind)
    found = state.find(move.target)
    if found is None or found[1].down:
        raise Refusal("no_such_character", target=move.target)
    fighter = found[1]
    if all(fighter is not f for f in reachable(state, side, kind)):
        raise Refusal("not_a_target", card=kind, target=fighter.id)
    return fighter


def _no_target(move: Play, kind: str) -> None:
    if move.target is not None:
        raise Refusal("no_target_needed", card=kind)


def _discard(state: DuelState, card: Card | None) -> None:
    if card is not None:
        state.discard.append(card)


def count_bang(state: DuelState, side: Side) -> None:
    """One BANG! card per turn; not counted with a Gun Belt on the active character or West
    Harding; The Man with No Name (always active) allows a second."""
    pa = side.pa
    belt = pa is not None and card_works(state, side, pa, "ceinturon")
    if belt or ability(state, side, "west_harding"):
        return
    allowed = 2 if ability(state, side, "l_homme_sans_nom") else 1
    if side.bangs_counted >= allowed:
        raise Refusal("bang_limit", player=side.player)
    side.bangs_counted += 1


# ---- shots -------------------------------------------------------------------------------


def _shot_card(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """A red card with a shot (and its "if dodged" effect), or Derringer and Dagger."""
    kind = (move.as_kind or move.card.kind) or "?"
    target = target_of(state, side, move, kind)
    if is_bang(kind) and card is not None:
        count_bang(state, side)
    _discard(state, card)
    shoot(state, side, target, kind, bang=is_bang(kind), any_card=kind == "derringer")


def _rafale(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """One shot per equipment card the target has in play, each dodged on its own."""
    target = target_of(state, side, move, "rafale")
    if card is not None:
        count_bang(state, side)
    _discard(state, card)
    for _ in target.equipment:
        shoot(state, side, target, "rafale", bang=True)


def _everyone_but_your_active(state: DuelState, side: Side) -> list[tuple[Side, Fighter]]:
    """Gatling and Indians!: every character but your PA, in the order of simultaneous effects."""
    return [(s, f) for s, f in in_order(state) if f is not side.pa and not f.down]


def _gatling(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    _no_target(move, "gatling")
    _discard(state, card)
    for _owner, fighter in reversed(_everyone_but_your_active(state, side)):
        shoot(state, side, fighter, "gatling")


def _indiens(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    _no_target(move, "indiens")
    _discard(state, card)
    for owner, fighter in reversed(_everyone_but_your_active(state, side)):
        state.stack.append(IndiansAttack(owner.player, fighter.id, side.player))


def _duel(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """The opponent discards a shot card first, then you, and so on (DuelFight)."""
    target = target_of(state, side, move, "duel")
    them = state.opponent(side)
    if all(target is not f for f in them.fighters()):
        raise Refusal("not_a_target", card="duel", target=target.id)
    _discard(state, card)
    state.stack.append(DuelFight(them.player, target.id, side.player, them.player))


# ---- other action cards ------------------------------------------------------------------


def _alcool_fort(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """The character ends up with 3 life points, gaining or losing what it takes."""
    target = target_of(state, side, move, "alcool_fort")
    _discard(state, card)
    owner = _owner(state, target)
    if target.life > HARD_LIQUOR_LIFE:
        lose_life(state, owner, target, target.life - HARD_LIQUOR_LIFE, side, "alcool_fort")
    else:
        heal(target, HARD_LIQUOR_LIFE - target.life)


def _owner(state: DuelState, fighter: Fighter) -> Side:
    found = state.find(fighter.id)
    assert found is not None
    return found[0]


def side_named(state: DuelState, text: str | None, card: str) -> Side:
    """The side a card names: a player's name, or one of that player's characters."""
    if text is None:
        raise Refusal("needs_target", card=card)
    if state.has_player(text):
        return state.side(text)
    found = state.find(text)
    if found is None:
        raise Refusal("unknown_player", player=text)
    return found[0]


def _gourde(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Swap the active and backup characters of either player."""
    whose = side_named(state, move.target, "gourde")
    if move.target_card is not None:
        raise Refusal("no_target_needed", card="gourde")
    _discard(state, card)
    swap(state, whose, by=side)


def _braquage(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Take a random card from the opponent's hand, or discard a card in play."""
    them = state.opponent(side)
    if move.target_card == HAND:
        if side_named(state, move.target, "braquage") is not them:
            raise Refusal("not_a_target", card="braquage", target=move.target)
        if not them.hand:
            raise Refusal("empty_hand", target=them.player)
        _discard(state, card)
        side.hand.append(piles.take_random(state, them))
        taken_from(state, side, them, None)
        return
    target, taken = _card_in_play(state, side, move, "braquage")
    _discard(state, card)
    state.discard.append(taken)
    taken_from(state, side, _owner(state, target), target)


def _coup_de_foudre(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Take a card in play into the hand (never one from your own backup)."""
    target, taken = _card_in_play(state, side, move, "coup_de_foudre")
    _discard(state, card)
    side.hand.append(taken)
    taken_from(state, side, _owner(state, target), target)


def _card_in_play(state: DuelState, side: Side, move: Play, kind: str) -> tuple[Fighter, Card]:
    """The equipment a card takes or discards, off a character it may reach."""
    target = target_of(state, side, move, kind)
    if not isinstance(move.target_card, Card):
        raise Refusal("needs_target_card", target=target.id)
    taken = piles.take_named(state, target.equipment, move.target_card)
    if taken is None:
        raise Refusal("no_such_card_in_play", target=target.id, card=move.target_card.kind or "?")
    return target, taken


def _diligence(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Draw 3, keep 2: the drawn cards wait in the request until one is discarded."""
    _no_target(move, "diligence")
    _discard(state, card)
    drawn = piles.draw(state, side, STAGECOACH_LOOKS_AT)
    del side.hand[len(side.hand) - len(drawn) :]
    if len(drawn) < STAGECOACH_LOOKS_AT:
        side.hand.extend(drawn)
    else:
        state.stack.append(KeepTwo(side.player, tuple(drawn), "diligence"))


def _biere(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Your PA and your PR regain 1 life point each (a lone survivor only once)."""
    _no_target(move, "biere")
    _discard(state, card)
    for fighter in side.standing():
        heal(fighter)


def _magasin(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Two cards from each player's deck (4 from the common deck once both draw from it),
    then the players pick in turn, starting with you."""
    _no_target(move, "magasin")
    _discard(state, card)
    them = state.opponent(side)
    sources = (side.name,) * STORE_CARDS_PER_DECK + (them.name,) * STORE_CARDS_PER_DECK
    state.stack.append(StorePick(side.player, (them.player, side.player, them.player)))
    state.stack.append(StoreReveal(side.player, sources))


def _response_only(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    raise Refusal("response_only", card=move.card.kind or "?")


# ---- equipment ---------------------------------------------------------------------------


def _equip(state: DuelState, side: Side, card: Card | None, move: Play) -> None:
    """Put a blue card on a character; one of the same name there is discarded."""
    kind = move.card.kind or "?"
    target = target_of(state, side, move, kind)
    assert card is not None
    for old in [c for c in target.equipment if c.kind == kind]:
        target.equipment.remove(old)
        state.discard.append(old)
        taken_from(state, side, _owner(state, target), target)
    target.equipment.append(card)


PLAYS: dict[str, Effect] = {
    "colt": _shot_card,
    "carabine": _shot_card,
    "peacemaker": _shot_card,
    "remington": _shot_card,
    "schofield": _shot_card,
    "fusil_a_bison": _shot_card,
    "winchester": _shot_card,
    "derringer": _shot_card,
    "poignard": _shot_card,
    "rafale": _rafale,
    "gatling": _gatling,
    "indiens": _indiens,
    "duel": _duel,
    "alcool_fort": _alcool_fort,
    "gourde": _gourde,
    "braquage": _braquage,
    "coup_de_foudre": _coup_de_foudre,
    "diligence": _diligence,
    "biere": _biere,
    "magasin": _magasin,
    "manque": _response_only,
    "riposte": _response_only,
}
"""Each card's own effect; an equipment's is putting it in play (`effect`)."""


def effect(kind: str) -> Effect:
    """What a card of `kind` does when played (or copied by Pearl Hat). The equipment are
    not listed in `PLAYS`: listing them would read the card data as this module is imported,
    a hundredth of a second of every command's start-up, BANG!'s too."""
    if kind not in PLAYS and card_type(kind) == "equipment":
        return _equip
    return PLAYS[kind]
