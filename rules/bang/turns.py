"""The turn: Dynamite then Jail at the start, the draw phase, and passing to the next player."""

from __future__ import annotations

from rules.bang import piles
from rules.bang.cards import UNKNOWN, Card, rank_value
from rules.bang.damage import hit
from rules.bang.moves import DISCARD
from rules.bang.refusals import Refusal
from rules.bang.state import Check, DrawReveal, KitPutBack, LuckyChoice, Player, Shot, State
from rules.core.moves import Draw

DRAW_COUNT = 2
DYNAMITE_DAMAGE = 3
KIT_CARLSON_LOOKS_AT = 3


def hand_limit(player: Player) -> int:
    """At the end of the turn a player keeps as many cards as life points."""
    return max(player.life, 0)


def start_turn(state: State, seat: int) -> None:
    """Give the turn to `seat`: Dynamite is checked first, then Jail, then the draw."""
    state.turn = seat
    state.phase = "draw"
    state.bangs_played = 0
    player = state.players[seat]
    if player.has_in_play("jail"):
        state.stack.append(Check(player.name, "jail"))
    if player.has_in_play("dynamite"):
        state.stack.append(Check(player.name, "dynamite"))


def next_turn(state: State) -> None:
    """Pass the turn clockwise to the next living player."""
    count = len(state.players)
    for step in range(1, count + 1):
        seat = (state.turn + step) % count
        if state.players[seat].alive:
            start_turn(state, seat)
            return


# ---- draw! checks ------------------------------------------------------------------------


def check_succeeds(reason: str, card: Card) -> bool:
    """Whether a revealed card is the good outcome for the player who draws! (for Black
    Jack's shown card: whether it is red, which draws him one more card)."""
    if reason == "dynamite":
        return not (card.suit == "spades" and 2 <= rank_value(card.rank or "A") <= 9)
    if reason == "black_jack":
        return card.suit in ("hearts", "diamonds")
    return card.suit == "hearts"


def kept_card(reason: str, cards: tuple[Card, ...]) -> Card:
    """The card that counts among those a draw! turned over, when the drawer keeps the one he
    likes (Lucky Duke): the first good one, else the last."""
    return next((card for card in cards if check_succeeds(reason, card)), cards[-1])


def suits_ranked(reason: str) -> frozenset[str]:
    """The suits whose rank changes a draw!'s outcome: spades for the Dynamite (2 to 9
    explode); none for the others, nor for Black Jack's shown card, which go by suit alone."""
    return frozenset({"spades"}) if reason == "dynamite" else frozenset()


def cards_needed(state: State, check: Check) -> int:
    """Lucky Duke flips two cards for every draw! and keeps the one he likes."""
    return 2 if state.player(check.target).character == "lucky_duke" else 1


def resolve_check(state: State, check: Check, card: Card) -> None:
    """A card has been flipped for the draw! on top of the stack. Lucky Duke's two cards
    settle it when they agree; when they do not, he chooses the one that counts."""
    state.discard.append(card)
    seen = (*check.seen, card)
    flipped = Check(check.target, check.reason, check.attacker, seen)
    if len(seen) < cards_needed(state, check):
        state.stack[-1] = flipped
        return
    outcomes = {check_succeeds(check.reason, each) for each in seen}
    if len(outcomes) > 1:
        state.stack[-1] = LuckyChoice(check.target, flipped)
        return
    state.stack.pop()
    _CHECK_OUTCOMES[check.reason](state, check, outcomes.pop())


def choose(state: State, request: LuckyChoice, spec: Card) -> None:
    """Lucky Duke names the flipped card that counts (both stay in the discard pile)."""
    check = request.check
    kept = chosen(request, spec)
    state.stack.pop()
    _CHECK_OUTCOMES[check.reason](state, check, check_succeeds(check.reason, kept))


def chosen(request: LuckyChoice, spec: Card) -> Card:
    """The flipped card Lucky Duke names as the one that counts: as much of it as tells the
    two apart will do (its index at a table, where the cards are known by it); refused when
    the words fit neither, or both and they differ in outcome."""
    check = request.check
    named = [card for card in check.seen if card.agrees(spec)]
    if len({check_succeeds(check.reason, card) for card in named}) != 1:
        cards = ", ".join(card.index() for card in check.seen)
        raise Refusal("choose_a_flipped_card", player=request.target, cards=cards)
    return named[0]


def _barrel_outcome(state: State, check: Check, success: bool) -> None:
    shot = state.stack[-1]
    assert isinstance(shot, Shot)
    if success:
        dodge(state, shot)


def dodge(state: State, shot: Shot) -> None:
    """One Missed! (or a good Barrel) against the shot; Slab the Killer needs two."""
    if shot.missed_needed > 1:
        state.stack[-1] = Shot(
            shot.target,
            shot.attacker,
            shot.source,
            shot.missed_needed - 1,
            shot.barrel_used,
            shot.jourdonnais_used,
        )
    else:
        state.stack.pop()


def _jail_outcome(state: State, check: Check, success: bool) -> None:
    player = state.player(check.target)
    state.discard.append(piles.take_from_play(state, player, Card("jail")))
    if not success:
        state.stack = [r for r in state.stack if getattr(r, "target", None) != player.name]
        next_turn(state)


def _dynamite_outcome(state: State, check: Check, success: bool) -> None:
    player = state.player(check.target)
    dynamite = piles.take_from_play(state, player, Card("dynamite"))
    if not success:
        state.discard.append(dynamite)
        hit(state, player, DYNAMITE_DAMAGE, None)
        return
    for neighbour in state.alive_from(player.name)[1:]:
        if not neighbour.has_in_play("dynamite"):
            neighbour.in_play.append(dynamite)
            return
    player.in_play.append(dynamite)


_CHECK_OUTCOMES = {
    "barrel": _barrel_outcome,
    "jourdonnais": _barrel_outcome,
    "jail": _jail_outcome,
    "dynamite": _dynamite_outcome,
}


# ---- the draw phase ----------------------------------------------------------------------


def draw_phase(state: State, move: Draw) -> None:
    """Draw two cards, the character's way."""
    player = state.player(move.player)
    if move.source is not None:
        _draw_first_from_elsewhere(state, player, move)
        piles.draw(state, player, 1)
    elif player.character == "kit_carlson":
        _kit_carlson_looks(state, player)
    elif player.character == "black_jack":
        pile = piles.pile_drawn_blind(state)
        piles.draw(state, player, 1)
        state.stack.append(DrawReveal(player.name, "black_jack", pile=pile))
    else:
        piles.draw(state, player, DRAW_COUNT)
    state.phase = "play"


def _kit_carlson_looks(state: State, player: Player) -> None:
    """Kit Carlson looks at three cards and will put one back.

    With two cards or fewer left in the deck and the discard pile together, he keeps them.
    """
    drawn = piles.draw(state, player, KIT_CARLSON_LOOKS_AT)
    if len(drawn) <= DRAW_COUNT:
        return
    del player.hand[-len(drawn) :]
    state.stack.append(KitPutBack(player.name, tuple(drawn)))


def _draw_first_from_elsewhere(state: State, player: Player, move: Draw) -> None:
    """Jesse Jones takes his first card, unseen, from a hand; Pedro Ramirez the top card of
    the discard pile, as the table names it."""
    source = move.source
    if source == DISCARD:
        if player.character != "pedro_ramirez":
            raise Refusal("ability_not_yours", player=player.name)
        if not state.discard:
            raise Refusal("nothing_to_draw_from", player=player.name)
        player.hand.append(piles.take_discarded(state, move.card or UNKNOWN))
        return
    if player.character != "jesse_jones":
        raise Refusal("ability_not_yours", player=player.name)
    if not state.has_player(source) or source == player.name:
        raise Refusal("unknown_player", player=source)
    victim = state.player(source)
    if not victim.alive:
        raise Refusal("player_dead", player=source)
    if not victim.hand:
        raise Refusal("empty_hand", target=source)
    player.hand.append(piles.take_random_from_hand(state, victim))


def resolve_draw_reveal(state: State, request: DrawReveal, card: Card) -> None:
    """Black Jack's shown second card, or one more card laid out for the General Store."""
    player = state.player(request.target)
    if request.reason == "black_jack":
        state.stack.pop()
        player.hand.append(card)
        first = 1 if request.pile else 0  # put back among the pile for the reveal
        piles.draw(state, player, first + check_succeeds(request.reason, card))
        return
    state.store.append(card)
    if request.remaining > 1:
        state.stack[-1] = DrawReveal(request.target, request.reason, request.remaining - 1)
    else:
        state.stack.pop()


def put_back(state: State, request: KitPutBack, spec: Card) -> None:
    """Kit Carlson names the card he puts back; he keeps the other two."""
    _return_drawn(state, request, _drawn_index(state, request, list(request.drawn), spec, -1))


def keep(state: State, request: KitPutBack, specs: tuple[Card, ...]) -> None:
    """Kit Carlson names the two cards he keeps; the third goes back on the deck."""
    if len(specs) != DRAW_COUNT:
        raise Refusal("kit_keeps_two", player=request.target, count=len(specs))
    left = list(range(len(request.drawn)))
    for spec in specs:
        del left[_drawn_index(state, request, [request.drawn[i] for i in left], spec, 0)]
    _return_drawn(state, request, left[0])


def _return_drawn(state: State, request: KitPutBack, returned: int) -> None:
    """The drawn card at `returned` goes back on the deck, the others to Kit's hand."""
    state.stack.pop()
    drawn = list(request.drawn)
    state.deck.append(drawn.pop(returned))
    state.player(request.target).hand.extend(drawn)


def _drawn_index(
    state: State, request: KitPutBack, drawn: list[Card], spec: Card, unseen_at: int
) -> int:
    """Which of the `drawn` cards `spec` names: a known one it matches, if any.

    At a table the app sees Kit's cards only when the deck's top was known: otherwise one of
    the unknown cards is meant and stays unknown, whatever is said (docs/rulings.md): the last
    for the card put back (`unseen_at` -1), the first for a card kept (0), so that a keep and
    the put-back it leaves are the same move.
    """
    for i, card in enumerate(drawn):
        if card.known and spec != UNKNOWN and card.matches(spec):
            return i
    if not state.full_information:
        unknown = [i for i, card in enumerate(drawn) if not card.known]
        if unknown:
            return unknown[unseen_at]
    named = spec.kind or spec.index() or "?"
    raise Refusal("not_drawn", card=named, player=request.target)
