"""Every legal move now: the pending decision's, and Sid Ketchum's heal, which is never pending.

Moves are generated from the rules directly, without trying them on a copy of the state: the
buttons are built from this list at every decision and the bots ask it at every move (on
their turn `turn_actions`: the same moves, each made only if picked). The order is the one
trying every candidate would give, so a seeded bot game plays the same.

In full mode the generation is exact. At a table a card played from a hand or revealed may be
one nobody has seen, which the deck must still be able to hold: the engine's own
`piles.find_in_hand` and `engine.shown_card` say so for each card named (for Sid Ketchum's
heal, once the first card is in the discard pile of a copy). The reference this module is held
to (test_legal_moves.py) is tests/rules/brute_force.py: every candidate judged by the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement

from cards_data import load_bang
from rules.bang import engine, piles
from rules.bang.answers import EXPECTED_ANSWER
from rules.bang.cards import UNKNOWN, Card, full_deck, is_weapon
from rules.bang.damage import beer_heals
from rules.bang.distance import distances_from, reach
from rules.bang.moves import DISCARD, Ability, Choose, Keep, Move, RevealRole
from rules.bang.play import PANIC_REACH, UNLIMITED_BANGS
from rules.bang.state import Dying, KitPutBack, LuckyChoice, Player, Request, Shot, State
from rules.bang.turns import check_succeeds
from rules.core.deck_check import Copies
from rules.core.face_up import FaceUp
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.core.pending import Pending
from rules.core.refusals import IllegalMove

_SWAP = {"bang": "missed", "missed": "bang"}
"""What Calamity Janet may play a card as."""
_NO_TARGET = frozenset(
    {"beer", "saloon", "stagecoach", "wells_fargo", "general_store", "indians", "gatling"}
)
"""Brown cards that need no target and are always playable on one's turn."""


def legal_moves(state: State, waiting: Pending | None = None) -> list[Move]:
    """The legal moves; `waiting` is `engine.pending(state)` when the caller has it already."""
    if state.over:
        return []
    waiting = waiting or engine.pending(state)
    moves: list[Move] = []
    if waiting.player is None:
        if not state.full_information:
            moves += _reveals(state)
    else:
        player = state.player(waiting.player)
        if player.alive or waiting.kind == "reveal_role":
            moves += _BY_KIND[waiting.kind](state, player, waiting.request)
    moves += _sid_ketchum_heals(state)
    return moves if state.full_information else _at_a_table(state, moves)


def hand_options(state: State, player: Player) -> list[Card]:
    """The distinct cards a player might play: known ones, or any kind while some are unknown."""
    if state.full_information:
        return list(dict.fromkeys(player.hand))
    known = [card for card in player.hand if card.known]
    if any(not card.known for card in player.hand):
        known += [Card(kind) for kind in load_bang().cards]
    return list(dict.fromkeys(known))


# ---- table mode: what only the engine can decide -----------------------------------------


def _at_a_table(state: State, moves: list[Move]) -> list[Move]:
    """The moves whose cards the engine can take from the hand (each card asked once)."""
    known = piles.known_copies(state)
    takes: dict[tuple[str, Card], bool] = {}
    kept: list[Move] = []
    for move in moves:
        if isinstance(move, Play | Discard):
            key = (move.player, move.card)
            if key not in takes:
                takes[key] = _in_hand(state, *key, known)
            if takes[key]:
                kept.append(move)
        else:
            kept.append(move)
    return kept


def _in_hand(state: State, name: str, card: Card, known: Copies) -> bool:
    try:
        piles.find_in_hand(state, state.player(name), card, known)
    except IllegalMove:
        return False
    return True


def _reveals(state: State) -> list[Move]:
    """Cards that may be on top of the deck, a deck card naming everything the table must
    say."""
    cards = list(dict.fromkeys(full_deck()))
    judged = zip(cards, reveal_refusals(state, cards), strict=True)
    return [Reveal(card) for card, refusal in judged if refusal is None]


def reveal_refusals(state: State, cards: list[Card]) -> list[IllegalMove | None]:
    """Why the engine would refuse each of `cards` as the table's reveal now (None: it would
    not), judged as it does, once the top card is off the deck (a copy's): a card the table
    already knows to be elsewhere (in the discard pile, in play) cannot be turned over. The
    app greys such cards out before they are tapped."""
    reveal = _weighing(state.copy())
    refusals: list[IllegalMove | None] = []
    for card in cards:
        try:
            reveal(card)
        except IllegalMove as refusal:
            refusals.append(refusal)
        else:
            refusals.append(None)
    return refusals


def _weighing(after: State) -> Callable[[Card], object]:
    """How the engine weighs a card the table reveals on `after` (a copy, changed here): a
    card that landed face up, named in its place; a reshuffled pile's top, as any of its
    cards; else the top card, once off the deck."""
    request = after.stack[-1] if after.stack else None
    if isinstance(request, FaceUp):
        known = piles.known_copies(after)
        return lambda card: engine.face_up_found(after, request, card, known)
    piles.reshuffle_if_empty(after)
    piles.first_card_back(after)
    if piles.mixed_top(after):
        known = piles.known_copies(after)
        return lambda card: piles.found_on_top(after, card, known)
    top = after.deck.pop() if after.deck else UNKNOWN
    known = piles.known_copies(after)
    return lambda card: engine.shown_card(after, top, card, known)


# ---- Sid Ketchum, at any moment ----------------------------------------------------------


def _sid_ketchum_heals(state: State) -> list[Move]:
    """Two cards of the hand for a life point, below the maximum. Pairs are drawn with
    replacement: the two cards may be alike (two Stagecoach 9♠, or two unknown cards)."""
    moves: list[Move] = []
    for player in state.players:
        if player.character != "sid_ketchum" or not player.alive:
            continue
        if player.life >= player.max_life:
            continue
        if not state.full_information:
            moves += _sid_ketchum_heals_at_a_table(state, player)
            continue
        for first, second in combinations_with_replacement(hand_options(state, player), 2):
            if first != second or player.hand.count(first) > 1:
                moves.append(Ability(player.name, (first, second)))
    return moves


def _sid_ketchum_heals_at_a_table(state: State, sid: Player) -> list[Move]:
    """Each first card discarded on a copy as the engine discards it, then each second card
    asked of what is left (the first may have used up the last copy the deck could hold).

    A hand of cards nobody has seen names a card after the first went only if it could
    before (a first named only adds to what is known), so only the cards it can name now are
    paired. A hand known in part is asked every pair."""
    options = hand_options(state, sid)
    before = piles.known_copies(state)
    if all(card == UNKNOWN for card in sid.hand):
        options = [card for card in options if _in_hand(state, sid.name, card, before)]
    moves: list[Move] = []
    for i, first in enumerate(options):
        after = state.copy()
        try:
            piles.discard_from_hand(after, after.player(sid.name), first, before)
        except IllegalMove:
            continue
        known = _after_discard(before, sid.hand, after.player(sid.name).hand, after)
        moves += [
            Ability(sid.name, (first, second))
            for second in options[i:]
            if _in_hand(after, sid.name, second, known)
        ]
    return moves


def _after_discard(before: Copies, hand: list[Card], left: list[Card], after: State) -> Copies:
    """The known cards once a card of `hand` (leaving `left`) is discarded as named (the top
    of `after`'s discard pile): those known before plus the named one, less the card that left
    if it was known at all. Only the matching is asked of it (not where each card lies), so
    the table is not walked again, unless the cards that might have been it forgot what told
    them apart (`piles.Found`)."""
    at = next((i for i, card in enumerate(left) if card is not hand[i]), len(left))
    if left != hand[:at] + hand[at + 1 :]:
        return piles.known_copies(after)
    gone, discarded = hand[at], after.discard[-1]
    if not (gone.kind or gone.suit):
        return before.plus(discarded)
    known = list(before.known)
    known.remove(gone)
    return Copies([*known, discarded])


# ---- the pending decision ----------------------------------------------------------------


def _draws(state: State, player: Player, request: Request | None) -> list[Move]:
    """The plain draw; Pedro Ramirez from a discard pile; Jesse Jones from a hand."""
    moves: list[Move] = [Draw(player.name)]
    if player.character == "pedro_ramirez" and state.discard:
        moves.append(Draw(player.name, DISCARD))
        moves += [Draw(player.name, DISCARD, card) for card in piles.discard_tops_to_name(state)]
    if player.character == "jesse_jones":
        moves += [
            Draw(player.name, other.name)
            for other in state.alive()
            if other is not player and other.hand
        ]
    return moves


def _plays(state: State, player: Player, request: Request | None) -> list[Move]:
    """Each card of the hand on each target it may take, then ending the turn."""
    name = player.name
    moves: list[Move] = [Play(name, *fields) for fields in _aimed(state, player)]
    moves.append(EndTurn(name))
    return moves


_PlayFields = tuple[Card, str | None, Card | str | None, str | None]
"""A play but for its player: the card, its target player and target card, what it is
played as (Calamity Janet)."""


def _aimed(state: State, player: Player) -> list[_PlayFields]:
    """Each card of the hand on each target it may take (Calamity Janet's swaps too)."""
    aims = _Aims(state, player)
    calamity = player.character == "calamity_janet"
    found: list[_PlayFields] = []
    for card in hand_options(state, player):
        for target, carried in aims.of(card.kind):  # a loop: a comprehension is a call
            found.append((card, target, carried, None))
        if calamity and card.kind in _SWAP:
            as_kind = _SWAP[card.kind]
            found += [(card, target, None, as_kind) for target, _ in aims.of(as_kind)]
    return found


def turn_actions(state: State, waiting: Pending) -> Sequence[Move]:
    """`legal_moves` on one's turn (`waiting`) less ending it, in its order: the plays, then
    Sid Ketchum's heals. In full mode a play is made only when asked for (`_TurnActions`)."""
    if not state.full_information or waiting.player is None:
        return [move for move in legal_moves(state, waiting) if not isinstance(move, EndTurn)]
    player = state.player(waiting.player)
    aimed = _aimed(state, player) if player.alive else []
    return _TurnActions(player.name, aimed, _sid_ketchum_heals(state))


class _TurnActions(Sequence[Move]):
    """Plays made into moves only when asked for: a bot picks one of dozens, and making
    every one (a frozen dataclass each) was a tenth of a bot game."""

    def __init__(self, player: str, aimed: list[_PlayFields], heals: list[Move]) -> None:
        self.player, self.aimed, self.heals = player, aimed, heals

    def __len__(self) -> int:
        return len(self.aimed) + len(self.heals)

    def __getitem__(self, at: int) -> Move:  # type: ignore[override]  # no slices asked
        if at < 0:
            at += len(self)
        if 0 <= at < len(self.aimed):
            return Play(self.player, *self.aimed[at])
        return self.heals[at - len(self.aimed)]


_Aim = tuple[str | None, Card | str | None]
"""A card's target player and target card (None when it takes none)."""
_UNAIMED: list[_Aim] = [(None, None)]


class _Aims:
    """Where the player may play a card of each kind on their turn, worked out once per kind
    per decision (a hand often holds several BANG!s), distances once per decision."""

    def __init__(self, state: State, player: Player) -> None:
        self.state = state
        self.player = player
        self.others = [p for p in state.players if p.alive and p is not player]
        self._by_kind: dict[str | None, list[_Aim]] = {}
        self._distances: dict[str, int] | None = None

    def of(self, kind: str | None) -> list[_Aim]:
        found = self._by_kind.get(kind)
        if found is None:
            found = self._by_kind[kind] = self._aims(kind)
        return found

    def _aims(self, kind: str | None) -> list[_Aim]:
        if kind in _NO_TARGET or (kind in _EQUIPMENT and self._may_equip(kind)):
            return _UNAIMED
        aims = _TARGETED.get(kind or "")
        return [] if aims is None else aims(self)

    def _within(self, reach: int) -> list[Player]:
        """The other players seen at `reach` or closer (distances once per decision)."""
        if self._distances is None:
            self._distances = distances_from(self.state, self.player.name)
        return [p for p in self.others if self._distances[p.name] <= reach]

    def _may_equip(self, kind: str) -> bool:
        """A new weapon replaces the old one; any other card only if none by its name is in
        play."""
        return is_weapon(kind) or not self.player.has_in_play(kind)

    def bang(self) -> list[_Aim]:
        player = self.player
        allowed = (
            self.state.bangs_played < 1
            or player.has_in_play("volcanic")
            or player.character in UNLIMITED_BANGS
        )
        return [(target.name, None) for target in self._within(reach(player))] if allowed else []

    def duel(self) -> list[_Aim]:
        return [(target.name, None) for target in self.others]

    def jail(self) -> list[_Aim]:
        return [
            (target.name, None)
            for target in self.others
            if target.role != "sheriff" and not target.has_in_play("jail")
        ]

    def panic(self) -> list[_Aim]:
        return _carried(self._within(PANIC_REACH))

    def cat_balou(self) -> list[_Aim]:
        return _carried(self.others)


def _carried(targets: list[Player]) -> list[_Aim]:
    """A random card of each target's hand, or one in play (only Calamity Janet plays a card
    as another, and only as a BANG! or a Missed!: Panic! and Cat Balou are played as
    themselves)."""
    aims: list[_Aim] = []
    for target in targets:
        if target.hand:
            aims.append((target.name, HAND))
        aims += [(target.name, carried) for carried in target.in_play]
    return aims


_EQUIPMENT = frozenset(
    {"barrel", "mustang", "scope", "dynamite", "volcanic"}
    | {"schofield", "remington", "rev_carabine", "winchester"}
)
_TARGETED: dict[str, Callable[[_Aims], list[_Aim]]] = {
    "bang": _Aims.bang,
    "duel": _Aims.duel,
    "jail": _Aims.jail,
    "panic": _Aims.panic,
    "cat_balou": _Aims.cat_balou,
}


def _answers(state: State, player: Player, request: Request | None) -> list[Move]:
    """The card the request asks for (Calamity Janet's BANG! and Missed! count as either), a
    Barrel's or Jourdonnais' draw! against a shot, or giving up.

    Calamity Janet's answer is offered once per card: played "as" the other card it is the
    same move (answers._answer_kind), which the engine still accepts when typed."""
    assert request is not None
    expected = EXPECTED_ANSWER[type(request)]
    swaps = player.character == "calamity_janet" and expected in _SWAP
    beer_refused = isinstance(request, Dying) and not beer_heals(state)
    moves: list[Move] = []
    for card in hand_options(state, player):
        if (card.kind == expected or (swaps and card.kind in _SWAP)) and not beer_refused:
            moves.append(Play(player.name, card))
    if isinstance(request, Shot):
        if player.has_in_play("barrel") and not request.barrel_used:
            moves.append(DrawCheck(player.name, "barrel"))
        if player.character == "jourdonnais" and not request.jourdonnais_used:
            moves.append(DrawCheck(player.name, "jourdonnais"))
    moves.append(Pass(player.name))
    return moves


def _discards(state: State, player: Player, request: Request | None) -> list[Move]:
    return [Discard(player.name, card) for card in hand_options(state, player)]


def _picks(state: State, player: Player, request: Request | None) -> list[Move]:
    """Each card on display (two alike are one choice)."""
    return [Pick(player.name, card) for card in dict.fromkeys(state.store)]


def _keeps(state: State, player: Player, request: Request | None) -> list[Move]:
    """The two cards Kit Carlson keeps, for each card he may put back (typed, `puts back`
    is the same move): seen cards named, the others `a card`, seen ones first, so that
    two unseen cards are one choice."""
    assert isinstance(request, KitPutBack)
    return list(dict.fromkeys(Keep(player.name, kept) for kept in kept_pairs(request.drawn)))


def kept_pairs(drawn: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """What Kit Carlson keeps when each drawn card in turn goes back, as a keep names it: in
    one order for cards alike (seen ones first, then as first drawn), so a pair is one move."""
    named = [card if card.known else UNKNOWN for card in drawn]
    order = {card: (not card.known, named.index(card)) for card in named}
    pairs = [named[:i] + named[i + 1 :] for i in range(len(named))]
    return [tuple(sorted(pair, key=order.__getitem__)) for pair in pairs]


def _chooses(state: State, player: Player, request: Request | None) -> list[Move]:
    """Lucky Duke's two flipped cards, the one that makes his draw! succeed first: the app
    offers it first, as the one he will almost always want."""
    assert isinstance(request, LuckyChoice)
    check = request.check
    seen = sorted(check.seen, key=lambda card: not check_succeeds(check.reason, card))
    return [Choose(player.name, card) for card in seen]


def _roles(state: State, player: Player, request: Request | None) -> list[Move]:
    """The roles the table still has room for."""
    table = load_bang().role_table[len(state.players)]
    return [
        RevealRole(player.name, role)
        for role in load_bang().roles
        if sum(1 for p in state.players if p.role == role) < table.get(role, 0)
    ]


_BY_KIND: dict[str, Callable[[State, Player, Request | None], list[Move]]] = {
    "draw": _draws,
    "play": _plays,
    "respond": _answers,
    "dying": _answers,
    "discard": _discards,
    "pick": _picks,
    "put_back": _keeps,
    "choose": _chooses,
    "reveal_role": _roles,
}
