"""What is worth proposing at a decision: conditions the engine would check anyway, read without
copying the state, so that legal.py tries a few dozen moves rather than hundreds.

In table mode an unknown card in hand could be any card its back allows; trying every card kind
on every target costs hundreds of engine calls per decision. Each test here is a necessary
condition for the engine to accept a move (most call the engine's own check); the engine still
judges every move proposed, and tests/rules/duel/test_legal_moves.py holds the result to the
brute-force candidates.
"""

from __future__ import annotations

from collections.abc import Sequence

from cards_data import load_duel
from rules.core.moves import HAND, Play
from rules.duel import piles
from rules.duel.answers import at_stake
from rules.duel.cards import DODGE_KINDS, Card, reloadable
from rules.duel.play import plays_as_colt
from rules.duel.positions import ability, card_works, reachable
from rules.duel.shots import dodge_refused, is_shot_card
from rules.duel.state import DuelFight, DuelState, IndiansAttack, Shot, Side

UNAIMED = frozenset({"gatling", "indiens", "diligence", "biere", "magasin"})
"""The cards whose effect refuses a target (play.py's `_no_target`)."""

TAKES_A_CARD = frozenset({"braquage", "coup_de_foudre"})
"""The cards aimed at one equipment card in play (play.py's `_card_in_play`)."""

Aim = tuple[str | None, Card | str | None]
"""A target and a target card, as a Play or a Use carries them."""


def hand_cards(state: DuelState, side: Side) -> list[Card]:
    """The distinct cards the side could take from its hand: the known ones, and in table mode
    each card kind an unknown card's back allows."""
    return nameable(state, side.hand)


def nameable(state: DuelState, cards: Sequence[Card]) -> list[Card]:
    """The distinct cards a player could name among `cards` (a hand, the cards a Stagecoach
    drew): the known ones, and in table mode each kind an unseen card may be (piles.index_among)."""
    named = [card for card in cards if card.known]
    if not state.full_information and any(not card.known for card in cards):
        known = piles.known_copies(state)
        for kind in (Card(kind) for kind in load_duel().cards):
            if piles.index_among(state, cards, kind, known) is not None:
                named.append(kind)
    return list(dict.fromkeys(named))


def unknown_in_hand(state: DuelState, side: Side) -> bool:
    """Whether the hand holds cards the app has not seen (then any kind their backs allow)."""
    return not state.full_information and any(not card.known for card in side.hand)


def ways_to_play(state: DuelState, side: Side, card: Card) -> list[tuple[str, str | None]]:
    """How a card from the hand may be played on one's turn, as (the kind it counts as, the
    move's `as_kind`): as itself, and as a Colt with Toco Ramirez or Annie Oakley (play.py)."""
    ways: list[tuple[str, str | None]] = [(card.kind, None)] if card.kind else []
    if plays_as_colt(state, side, card):
        ways.append(("colt", "colt"))
    return ways


def usable(state: DuelState, side: Side, ability_id: str) -> bool:
    """Whether an ability used on one's turn is awake and not used yet (abilities.py)."""
    return ability(state, side, ability_id) is not None and ability_id not in side.used


def reloads(state: DuelState, side: Side, spec: Card) -> bool:
    """Whether `turns.reload` could take this card: a reload card, once a side is alone, on
    the active character or in the hand."""
    if spec.kind is None or not reloadable(spec.kind):
        return False
    if not any(s.alone for s in state.sides):
        return False
    carried = side.pa.equipment if side.pa is not None else []
    on_pa = piles.index_among(state, carried, spec) is not None
    return on_pa or piles.in_hand(state, side, spec)


def answers(state: DuelState, request: object, move: Play) -> bool:
    """Whether the card played can answer the request: a dodge for a shot, a shot card for a
    Duel or Indians! (shots.py, answers.py)."""
    if isinstance(request, Shot):
        return dodge_refused(request, move) is None
    if isinstance(request, IndiansAttack):
        fighter = request.fighter
    elif isinstance(request, DuelFight):
        fighter = at_stake(state, request)
    else:
        return False
    return move.target is None and is_shot_card(move.card, move.as_kind, fighter)


def dodges_of_the_target(state: DuelState, request: object) -> list[str]:
    """What the target of a shot not yet dodged may use besides a card of the hand: the draw!
    of a working Hideout or of Sid Curry, each once, and a Stetson it carries
    (shots.reveal_to_dodge, shots.stetson)."""
    if not isinstance(request, Shot) or request.dodged:
        return []
    fighter = state.fighter(request.fighter)
    found = []
    side = state.side(request.player)
    if not request.planque_used and card_works(state, side, fighter, "planque"):
        found.append("planque")
    if not request.sid_used and fighter.id == "sid_curry":
        found.append("sid_curry")
    if fighter.carries("stetson"):
        found.append("stetson")
    return found


class Aims:
    """Where each card kind may be aimed now, for a side playing or copying it (play.py's
    effects; positions.reachable), worked out once per kind."""

    def __init__(self, state: DuelState, side: Side) -> None:
        self.state = state
        self.side = side
        self.them = state.opponent(side)
        self._reach: dict[str, set[str]] = {}

    def among(self, kind: str, aims: list[Aim]) -> list[Aim]:
        """The aims a card of `kind` could take (its effect checks the rest), all at once: a
        hand holds a few kinds, each asked about every target."""
        if kind in DODGE_KINDS:
            return []
        if kind in UNAIMED:
            return [aim for aim in aims if aim == (None, None)]
        if kind == "gourde":
            return [aim for aim in aims if aim[0] is not None and aim[1] is None]
        reach = self._reachable(kind)
        if kind not in TAKES_A_CARD:
            return [aim for aim in aims if aim[0] in reach]
        hands = {self.them.player, *(f.id for f in self.them.fighters())}
        return [
            (target, carried)
            for target, carried in aims
            if (isinstance(carried, Card) and target in reach)
            or (kind == "braquage" and carried == HAND and target in hands)
        ]

    def _reachable(self, kind: str) -> set[str]:
        if kind not in self._reach:
            self._reach[kind] = {f.id for f in reachable(self.state, self.side, kind)}
        return self._reach[kind]
