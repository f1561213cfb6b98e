"""Moving cards between the deck, the discard pile, hands and the cards in play.

In table mode hands and the deck hold `UNKNOWN` cards: a card becomes known when it is played
or revealed, and the engine trusts the table about which card it was, as far as the deck allows:
the card must be one the deck holds, and not one the game has seen elsewhere already. Which card
of a place it was is chosen only when certain (`find_in`); cards laid down together and a
reshuffled deck are known as sets, not in order (`State.discard_mixed`, `State.deck_mixed`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from rules.bang.cards import UNKNOWN, Card
from rules.bang.refusals import Refusal
from rules.bang.state import DrawReveal, KitPutBack, Player, State
from rules.core.deck_check import Copies, Found, copies_of, face_up, narrowed, shared, taken_blind
from rules.core.face_up import ask_name


def reshuffle_if_empty(state: State) -> None:
    """An empty deck is rebuilt from the whole discard pile, shuffled. At a table the new deck
    is exactly the pile's cards, in an order nobody knows (`State.deck_mixed`)."""
    if state.deck or not state.discard:
        return
    cards = list(state.discard)
    if state.full_information:
        state.rng().shuffle(cards)
    else:
        state.deck_mixed = len(cards)
    state.deck = cards
    state.discard = []
    state.discard_mixed = ()


def mixed_top(state: State) -> bool:
    """Whether the deck's top card is one of a reshuffled pile's, whose order is unknown."""
    return 1 < len(state.deck) <= state.deck_mixed


def top_as_known(state: State) -> Card:
    """What the table knows of the deck's top card (the deck not empty): a card of a
    reshuffled pile is known only as far as all that pile's cards agree."""
    return shared(state.deck) if mixed_top(state) else state.deck[-1]


def deck_as_known(state: State) -> list[Card]:
    """The deck as the table knows it, top last: the reshuffled pile's cards each shown as
    what they all share (for the screens and the summary, which show the top cards)."""
    mixed = min(state.deck_mixed, len(state.deck))
    if mixed <= 1:  # one card of a pile is that card
        return list(state.deck)
    return [shared(state.deck[:mixed])] * mixed + state.deck[mixed:]


def take_top(state: State, spec: Card = UNKNOWN, known: Copies | None = None) -> Card | None:
    """The top card of the deck, reshuffling first when needed, as the table names it
    (`spec`: nothing for a card drawn unseen); None if no card is left anywhere.

    From a reshuffled pile the card is the one of its cards `spec` can be (`find_in`): drawn
    unseen, it and the pile's cards left keep what all of them share."""
    reshuffle_if_empty(state)
    if not state.deck:
        return None
    if not mixed_top(state):
        state.deck_mixed = min(state.deck_mixed, len(state.deck) - 1)
        return state.deck.pop()
    if spec == UNKNOWN:
        card = taken_blind(state.deck)
    else:
        card = found_on_top(state, spec, known).take(state.deck)
    state.deck_mixed = len(state.deck)
    return card


def found_on_top(state: State, spec: Card, known: Copies | None = None) -> Found:
    """The card of a reshuffled pile on top of the deck (`mixed_top`) the table reveals as
    `spec` (`find_in`), or why none can be. Changes nothing: legal_moves asks it too."""
    found = find_in(state, state.deck, spec, known)
    if found is None:
        raise Refusal("reveal_contradicts", known=top_as_known(state).index() or "?")
    return found


def pile_drawn_blind(state: State) -> tuple[Card, ...]:
    """The reshuffled pile the next card drawn comes from unseen, its cards as the table
    knows them (reshuffling first if need be); none when the deck's top is known as itself."""
    reshuffle_if_empty(state)
    return tuple(state.deck) if mixed_top(state) else ()


def first_card_back(state: State) -> None:
    """Before Black Jack's second card is named, his first, drawn unseen from a reshuffled
    pile, goes back among its cards (`DrawReveal.pile`): it is one of those the reveal leaves,
    and he draws it again with his third (`turns.resolve_draw_reveal`)."""
    request = state.stack[-1] if state.stack else None
    if isinstance(request, DrawReveal) and request.pile:
        state.player(request.target).hand.remove(shared(request.pile))
        state.deck = list(request.pile)
        state.deck_mixed = len(request.pile)


def draw(state: State, player: Player, count: int) -> list[Card]:
    """Draw `count` cards (fewer if the deck and discard are both exhausted) into the hand.
    A reshuffled pile drawn whole is known card for card: its order no longer matters."""
    drawn: list[Card] = []
    while len(drawn) < count:
        reshuffle_if_empty(state)
        if mixed_top(state) and count - len(drawn) >= len(state.deck):
            drawn += state.deck
            state.deck, state.deck_mixed = [], 0
            continue
        card = take_top(state)
        if card is None:
            break
        drawn.append(card)
    player.hand.extend(drawn)
    return drawn


def discard_together(state: State, cards: Sequence[Card]) -> None:
    """Cards laid on the discard pile at once (a dead player's hand and cards in play): at a
    table the app knows which, not in what order, so the stretch is marked as mixed rather
    than given an order nobody saw (`State.discard_mixed`)."""
    start = len(state.discard)
    state.discard.extend(cards)
    laid_together(state, start)


def laid_together(state: State, start: int) -> None:
    """The discard pile's cards from `start` up were laid down at once: at a table, known as
    a set (`State.discard_mixed`) when they differ, or when unnamed ones among them may yet
    be named apart (a dead player's unseen cards, `discard_everything`)."""
    cards = state.discard[start:]
    unnamed = len(cards) > 1 and not all(card.known for card in cards)
    if not state.full_information and (len(set(cards)) > 1 or unnamed):
        state.discard_mixed = (*state.discard_mixed, (start, len(state.discard)))


def laid_with(state: State, at: int) -> range:
    """The places of the discard pile laid down at once with the card at `at` (itself alone
    when it lies in an order the table saw)."""
    stretch = next(((a, b) for a, b in state.discard_mixed if a <= at < b), (at, at + 1))
    return range(*stretch)


def discard_top(state: State) -> list[Card]:
    """The cards that may lie on top of the discard pile, as the table knows them: its top
    card, or each card of a stretch laid down together on top (`State.discard_mixed`), as
    nobody told the app their order; none when the pile is empty."""
    return state.discard[_top_start(state) :]


def discard_tops_to_name(state: State) -> list[Card]:
    """The cards the table may name as the discard pile's top, each once, when they differ
    (a stretch laid down together: the buttons offer which Pedro Ramirez takes)."""
    tops = list(dict.fromkeys(discard_top(state)))
    return tops if len(tops) > 1 else []


def _top_start(state: State) -> int:
    mixed = state.discard_mixed
    if mixed and mixed[-1][1] == len(state.discard):
        return mixed[-1][0]
    return max(len(state.discard) - 1, 0)


def take_discarded(state: State, spec: Card = UNKNOWN) -> Card:
    """The top card of the discard pile leaves it (Pedro Ramirez draws it), as the table names
    it (`spec`; nothing said: unnamed). From a stretch laid down together it is the one of
    its cards the words decide (`find_in`): unnamed, or when they leave it open, it and the
    cards that could have been it keep what all of them share."""
    start = _top_start(state)
    top = state.discard[start:]
    found = find_in(state, top, spec)
    if found is None:
        raise Refusal("not_discard_top", card=spec.kind or spec.index())
    card = found.take(top)
    state.discard[start:] = top
    removed_from_discard(state, start + found.index)
    return card


def removed_from_discard(state: State, at: int) -> None:
    """The mixed stretches once the card at `at` has left the discard pile (a correction)."""
    state.discard_mixed = tuple(
        (start - (at < start), stop - (at < stop))
        for start, stop in state.discard_mixed
        if stop - start - (start <= at < stop) > 1
    )


def take_from_hand(state: State, player: Player, spec: Card, known: Copies | None = None) -> Card:
    """Remove the card a player plays (see `find_in_hand`) and return it as it now is known."""
    return find_in_hand(state, player, spec, known).take(player.hand)


def discard_from_hand(
    state: State, player: Player, spec: Card, known: Copies | None = None
) -> None:
    """A card of the hand to the discard pile (the discard phase, Sid Ketchum's heal)."""
    state.discard.append(take_from_hand(state, player, spec, known))


def find_in_hand(state: State, player: Player, spec: Card, known: Copies | None = None) -> Found:
    """Where in the hand the card a player plays is, and the card as the table names it
    (see `find_in`). Changes nothing: legal_moves asks it too (with `known`, see
    `check_deck_holds`)."""
    found = find_in(state, player.hand, spec, known)
    if found is None:
        raise Refusal("not_in_hand", player=player.name, card=spec.kind or spec.index())
    return found


def find_in(
    state: State, cards: list[Card], spec: Card, known: Copies | None = None
) -> Found | None:
    """The card of `cards` the table names (a hand, the cards in play, the General Store);
    None when none can be it.

    In full mode every card is known: the first that matches. At a table a card known in
    part (a name without index, an index without name) or not at all can be the card named,
    if nothing known of it disagrees and the deck can hold it named so: it learns what is
    named. The table's choice is taken only when it is certain (one card can be it, or all
    that can are alike); otherwise the card is known as far as every possibility agrees and
    the others that could have been it forget what told them apart (`Found`): a guess would
    be a fact the table never saw.
    """
    if state.full_information:
        for i, card in enumerate(cards):  # a loop, not next() over a generator: twice a move
            if card.matches(spec):
                return Found(i, card)
        return None
    known = known_copies(state) if known is None else known
    found = narrowed(cards, spec, lambda card: _holds(card.merged(spec), known, card))
    if found is None and (agreeing := [card for card in cards if card.agrees(spec)]):
        best = next((card for card in agreeing if card.known), agreeing[0])
        check_deck_holds(state, best.merged(spec), known, replacing=best)  # says why not
    return found


def _holds(card: Card, known: Copies, replacing: Card) -> bool:
    """`check_deck_holds` as a yes or no, without wording a refusal (asked of many cards)."""
    return bool(copies_of(card)) and known.admits(card, replacing)


def check_deck_holds(
    state: State, card: Card, known: Copies | None = None, replacing: Card | None = None
) -> None:
    """Refuse a card the table names, once it has left its place, if the deck cannot hold it: no
    card of the deck agrees with it (a BANG! 10♥ is a typo), or it cannot be a copy other than
    those the game already knows, even in part, to be elsewhere (a third Gatling when the deck
    has one, the 5♦ lying on the discard pile turned over again).

    `known` is `known_copies(state)`, for a caller asking about many cards of one state;
    `replacing` the card of the hand the named card is (asked before it leaves the hand)."""
    if not copies_of(card):
        raise Refusal("not_in_deck", card=card.kind, index=card.index())
    known = known_copies(state) if known is None else known
    if known.admits(card, replacing):
        return
    seen, place = known.rival(card)
    place = place or {"where": "deck"}
    code = "already_held" if "target" in place else "already_seen"
    raise Refusal(code, card=card.merged(seen), **place)


def known_copies(state: State) -> Copies:
    """Every card the game knows, whole or in part, matched to the deck's copies."""
    known = list(_known_cards(state))
    return Copies([card for card, _ in known], [place for _, place in known])


def _known_cards(state: State) -> Iterator[tuple[Card, dict[str, str]]]:
    """Every card the game knows, whole or in part (a name, an index), and where: a pile
    (`where`), or who has it (`target`), as the refusals name the place."""
    places: list[tuple[dict[str, str], Sequence[Card]]] = [
        ({"where": name}, pile)
        for name, pile in (("discard", state.discard), ("deck", state.deck), ("store", state.store))
    ]
    places += [({"target": p.name}, [*p.hand, *p.in_play]) for p in state.players]
    places += [({"target": r.target}, r.drawn) for r in state.stack if isinstance(r, KitPutBack)]
    for place, cards in places:
        yield from ((card, place) for card in cards if card.kind or card.suit)


def take_random_from_hand(state: State, player: Player) -> Card:
    """A card taken blindly from a hand (Panic!, Cat Balou, Jesse Jones, El Gringo).

    In table mode nobody tells the app which card it was: it, and the cards left in the hand,
    keep what all of the hand's cards share (`deck_check.taken_blind`): a hand of one card,
    or of copies all known alike, gives that card.
    """
    if state.full_information:
        return player.hand.pop(state.rng().randrange(len(player.hand)))
    return taken_blind(player.hand)


def take_from_play(state: State, player: Player, spec: Card) -> Card:
    """A card in play in front of `player` leaves it, as the table names it (`find_in`): a
    card the table knows by name learns the index said with it."""
    found = face_up(find_in(state, player.in_play, spec))
    if found is None:
        raise Refusal("no_such_card_in_play", target=player.name, card=spec.kind)
    return found.take(player.in_play)


def discard_everything(state: State, player: Player) -> None:
    """Hand and cards in play go to the discard pile (elimination, Sheriff's penalty). They
    land face up: at a table the game asks the name of each unnamed one (`face_up.ask_name`),
    in any order, as they lie there as a set."""
    start = len(state.discard)
    discard_together(state, [*player.hand, *player.in_play])
    for at in range(start, len(state.discard)):
        ask_name(state, at)
    player.hand = []
    player.in_play = []


def shown_card(state: State, top: Card, card: Card, known: Copies | None = None) -> Card:
    """The top card as the table reveals it, once taken off the deck: refused if it
    contradicts what is known of it or the deck cannot hold it (`known`: see
    check_deck_holds)."""
    if not top.agrees(card):
        raise Refusal("reveal_contradicts", known=top.index() or top.kind)
    shown = top.merged(card)
    check_deck_holds(state, shown, known)
    return shown
