"""What a table-mode session knows of the cards is only what the table announced: it accepts
every true move and never takes a guess for a fact (docs/table-knowledge.md).

Each test is a finding of the lock-step oracle (tests/rules/table_oracle.py), played through
the session as the app plays it: typed lines, saved, and the game resumed from the store.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from companion.names import move_sentence
from companion.session import Session
from companion.store import Store
from rules.bang.cards import UNKNOWN, Card
from rules.bang.moves import MoveCard, Place
from rules.bang.summary import summarise
from rules.core.scenario import setup_from_dict
from rules.duel.cards import OUTLAW, SHERIFF
from rules.duel.cards import Card as DuelCard
from rules.duel.setup import Camp, DuelSetup, InPlay
from rules.duel.state import OUTLAWS
from tests.companion.driver import slim_poet_at_a_table

TABLE = """
mode: table
turn: Anna
phase: play
players:
  - {name: Anna, character: Willy the Kid, role: Sheriff}
  - {name: Ben, character: Pedro Ramirez}
  - {name: Carla, character: Black Jack}
  - {name: Dan, character: Jesse Jones}
"""
DEAD = {"life": 0, "alive": False}


def at_a_table(path: Path, **seats: dict[str, object]) -> Session:
    """A saved table-mode game, Anna (the Sheriff) to play; `seats` adds to a player's seat."""
    document = yaml.safe_load(TABLE)
    for seat in document["players"]:
        seat.update(seats.get(seat["name"], {}))
    return Session.start(Store(path), setup_from_dict(document), "table", "en")


def play(session: Session, *lines: str) -> None:
    """Each line accepted, saved, and the game resumed from the store the same."""
    for line in lines:
        refusal = session.play(session.parse(line))
        assert refusal is None, f"{line}: {refusal}"
    again = Session.open(Store(session.store.path), session.game_id)
    assert again.game.state == session.game.state


def dan_shot_dead(path: Path, hand: list[str]) -> Session:
    """Anna shoots Dan (1 life, no Beer) dead, holding `hand`, which goes to the discard pile
    at once; Ben, Pedro Ramirez, has an empty hand."""
    session = at_a_table(
        path, Anna={"hand": ["BANG!"]}, Ben={"hand": []}, Dan={"life": 1, "hand": hand}
    )
    play(session, "Anna plays BANG! on Dan", "Dan passes", "Dan passes", "Dan is Renegade")
    return session


def test_pedro_takes_from_a_dead_players_hand_a_card_the_table_cannot_name(tmp_path):
    """Dan dies holding an unseen card (a Beer 6♥) and a Missed! K♣: both go to the discard
    pile face up, in an order nobody told the app. Pedro Ramirez (Ben) takes the top one,
    truly the Beer: the table must not believe it was the Missed!."""
    session = dan_shot_dead(tmp_path / "games.sqlite3", ["a card", "Missed! K♣"])
    play(session, "reveal Beer 6♥", "Anna ends turn", "Ben draws from discard")
    play(session, "Ben plays BANG! 8♣ on Carla", "Carla passes", "Ben plays Beer 6♥")


def test_pedro_names_the_card_he_takes_from_cards_laid_down_together(tmp_path):
    """Dan dies holding a Beer 6♥ and a Missed! K♣: the public table shows both as the top of
    the discard pile, in no order; Pedro Ramirez (Ben) says which he takes, the other stays."""
    session = dan_shot_dead(tmp_path / "games.sqlite3", ["Beer 6♥", "Missed! K♣"])
    discard = summarise(session.game.state)["discard"]
    assert discard["cards"][2:] == ["BANG!"] and discard["unordered"] == [[0, 1]]
    play(session, "Anna ends turn")
    refusal = session.play(session.parse("Ben draws from discard: BANG!"))
    assert refusal is not None and refusal.code == "not_discard_top"
    play(session, "Ben draws from discard: Missed! K♣")
    state = session.game.state
    assert Card("missed", "clubs", "K") in state.player("Ben").hand
    assert state.discard[-1] == Card("beer", "hearts", "6")
    assert summarise(state)["discard"]["unordered"] == []


def test_a_dead_players_hand_is_named_by_the_table_that_sees_it_fall(tmp_path):
    """Dan dies holding two unseen cards and one known by its index, 7♦: all land face up.
    The table is asked each unseen one's name, in any order (the first named may be the 7♦),
    and the discard pile knows them, still in no order: Ben cannot play that Beer 6♥."""
    session = dan_shot_dead(tmp_path / "games.sqlite3", ["a card", "7♦", "a card"])
    assert session.game.pending.kind == "reveal"
    play(session, "reveal BANG! 7♦", "reveal Beer 6♥", "reveal Missed! K♣")
    state = session.game.state
    named = {Card("bang", "diamonds", "7"), Card("beer", "hearts", "6")}
    assert set(state.discard[1:]) == named | {Card("missed", "clubs", "K")}
    assert summarise(state)["discard"]["unordered"] == [[0, 2]]
    play(session, "Anna ends turn", "Ben draws")
    refusal = session.play(session.parse("Ben plays Beer 6♥"))
    assert refusal is not None and refusal.code == "already_seen"


def test_cards_vulture_sam_takes_from_the_dead_are_not_asked(tmp_path):
    """Dan dies holding unseen cards while Vulture Sam (Carla) is alive: she takes them, and
    nothing lands face up, so the game goes on without asking a name."""
    session = at_a_table(
        tmp_path / "games.sqlite3",
        Anna={"hand": ["BANG!"]},
        Carla={"character": "Vulture Sam", "hand": []},
        Dan={"life": 1, "hand": 2},
    )
    play(session, "Anna plays BANG! on Dan", "Dan passes", "Dan passes", "Dan is Renegade")
    assert session.game.pending.kind == "play"
    assert session.game.state.player("Carla").hand == [UNKNOWN, UNKNOWN]


def test_sid_ketchums_two_discards_lie_in_an_order_nobody_said(tmp_path):
    """Sid Ketchum (Anna) heals with a Beer 6♥ and a Missed! K♣: "and" tells no order, so
    the public table shows either as the top of the discard pile."""
    session = at_a_table(
        tmp_path / "games.sqlite3",
        Anna={"character": "Sid Ketchum", "life": 3, "hand": ["Beer 6♥", "Missed! K♣"]},
    )
    play(session, "Anna heals with Beer 6♥ and Missed! K♣")
    assert summarise(session.game.state)["discard"]["unordered"] == [[0, 1]]


def test_a_card_in_play_named_by_name_is_taken_by_name_and_index(tmp_path):
    """Carla's Remington was played by name only; Panic! on it says its index: the table
    accepts it and learns it."""
    session = at_a_table(
        tmp_path / "games.sqlite3",
        Anna={"hand": ["Panic!"]},
        Ben=DEAD,
        Carla={"in_play": ["Remington"]},
    )
    play(session, "Anna plays Panic! on Carla: Remington K♣")
    assert session.game.state.player("Anna").hand == [Card("remington", "clubs", "K")]


def test_a_name_alone_leaves_open_whether_the_known_copy_or_an_unseen_card_was_played(tmp_path):
    """Anna holds a Schofield Q♣ and two unseen cards and plays "Schofield", truly the K♠:
    the table may not put the Q♣ in play, and must accept the Q♣ played after it."""
    session = at_a_table(
        tmp_path / "games.sqlite3", Anna={"hand": ["Schofield Q♣", "a card", "a card"]}
    )
    play(session, "Anna plays Schofield")
    anna = session.game.state.player("Anna")
    assert anna.in_play == [Card("schofield")] and anna.hand == [UNKNOWN, UNKNOWN]
    play(session, "Anna plays Schofield Q♣")
    assert session.game.state.discard == [Card("schofield")]


def test_black_jacks_card_shown_by_its_index_is_the_one_he_plays_by_name_and_index(tmp_path):
    """Black Jack (Carla) shows a 9♦; "Carla plays BANG! 9♦" is that card, not an unseen one."""
    session = at_a_table(tmp_path / "games.sqlite3", Ben=DEAD, Carla={"hand": 2})
    play(session, "Anna ends turn", "Carla draws", "reveal 9♦")
    play(session, "Carla plays BANG! 9♦ on Dan", "Dan passes")
    carla = session.game.state.player("Carla")
    assert carla.hand == [UNKNOWN] * 4, "the 9♦ has left her hand, the unseen cards stay"


def test_a_card_known_by_its_index_is_discarded_by_name_and_index(tmp_path):
    """Dan holds a card known as 3♥ between unseen ones: "discards Wells Fargo 3♥" is it."""
    session = at_a_table(
        tmp_path / "games.sqlite3",
        Ben=DEAD,
        Carla={"hand": []},
        Dan={"life": 1, "hand": ["a card", "3♥", "a card"]},
    )
    play(session, "Anna ends turn", "Carla draws", "reveal 2♠")
    play(session, "Carla ends turn", "Dan draws", "Dan ends turn", "Dan discards Wells Fargo 3♥")
    assert session.game.state.discard[-1] == Card("wells_fargo", "hearts", "3")


def test_a_card_known_by_an_index_no_such_card_shows_leaves_the_unseen_cards_to_be_it(tmp_path):
    """Anna holds a card known as 7♦ (a BANG!) and unseen cards: "Anna plays Scope" is an
    unseen card, as no Scope shows 7♦."""
    session = at_a_table(tmp_path / "games.sqlite3", Anna={"hand": ["7♦", "a card"]})
    play(session, "Anna plays Scope")
    assert session.game.state.player("Anna").hand == [Card(None, "diamonds", "7")]


def test_a_hand_card_cat_balou_discards_is_named_by_the_table_that_sees_it(tmp_path):
    """Cat Balou discards one of Dan's unseen cards: it lands face up, the table is asked its
    name, and the discard pile knows it (a second Beer 6♥ is then refused)."""
    session = at_a_table(
        tmp_path / "games.sqlite3", Anna={"hand": ["Cat Balou", "a card"]}, Dan={"hand": 2}
    )
    play(session, "Anna plays Cat Balou on Dan: hand")
    assert session.game.pending.kind == "reveal"
    play(session, "reveal Beer 6♥")
    assert session.game.state.discard[-1] == Card("beer", "hearts", "6")
    refusal = session.play(session.parse("Anna plays Beer 6♥"))
    assert refusal is not None and refusal.code == "already_seen"


def test_a_card_named_as_it_falls_face_up_is_logged_as_named_not_as_turned_over(tmp_path):
    """The log of a card the table names as it lands face up does not read as a draw! flip
    (issue #51): the reveal answers the face-up question, a draw! reveals the deck's top."""
    session = at_a_table(
        tmp_path / "games.sqlite3", Anna={"hand": ["Cat Balou", "a card"]}, Dan={"hand": 2}
    )
    play(session, "Anna plays Cat Balou on Dan: hand", "reveal Beer 6♥")
    named = session.history[-1]
    assert move_sentence(named.move, "en", named.before) == ("Fell face up: Beer 6♥")
    assert move_sentence(named.move, "en") == "Card turned over: Beer 6♥"


def reshuffle_ahead(path: Path, anna: str) -> Session:
    """Anna (`anna`, a character) to draw, the deck empty, a Beer 6♥ and a BANG! 7♣ on the
    discard pile: her draw reshuffles them into the deck."""
    document = yaml.safe_load(
        TABLE.replace("phase: play", "deck: []\ndiscard: [Beer 6♥, BANG! 7♣]")
    )
    document["players"][0].update(character=anna, hand=[])
    return Session.start(Store(path), setup_from_dict(document), "table", "en")


def test_a_player_who_draws_a_whole_reshuffled_pile_holds_exactly_its_cards(tmp_path):
    """The new deck is exactly the discard pile's cards: Anna, drawing both, holds them."""
    session = reshuffle_ahead(tmp_path / "games.sqlite3", "Willy the Kid")
    play(session, "Anna draws")
    hand = session.game.state.player("Anna").hand
    assert sorted(hand, key=repr) == [Card("bang", "clubs", "7"), Card("beer", "hearts", "6")]
    refusal = session.play(session.parse("Anna plays Gatling"))
    assert refusal is not None and refusal.code == "not_in_hand"


def test_kit_carlson_looking_at_a_whole_reshuffled_pile_knows_every_card(tmp_path):
    """Three cards on the discard pile, none in the deck: Kit Carlson's three are those."""
    session = reshuffle_ahead(tmp_path / "games.sqlite3", "Kit Carlson")
    play(session, "correct move Missed! 8♠ from Ben's hand to discard", "Anna draws")
    play(session, "Anna puts back Missed! 8♠")
    hand = session.game.state.player("Anna").hand
    assert sorted(hand, key=repr) == [Card("bang", "clubs", "7"), Card("beer", "hearts", "6")]
    assert session.game.state.deck == [Card("missed", "spades", "8")]


def test_black_jack_showing_one_card_of_a_reshuffled_pair_holds_the_other(tmp_path):
    """The deck is a reshuffled Beer 6♥ and BANG! 7♣: Black Jack's first card is unseen, his
    second shows 7♣, so the first was the Beer, and the second is the BANG! the pile knew."""
    session = reshuffle_ahead(tmp_path / "games.sqlite3", "Black Jack")
    play(session, "Anna draws", "reveal 7♣")
    hand = session.game.state.player("Anna").hand
    assert sorted(hand, key=repr) == [Card("bang", "clubs", "7"), Card("beer", "hearts", "6")]


def test_black_jacks_third_card_completes_a_reshuffled_pile_of_three(tmp_path):
    """The deck is a reshuffled BANG! 7♣, Beer 6♥ and Missed! 8♠: Black Jack shows the 6♥,
    red, and draws a third card: whatever the order, he holds the three."""
    session = reshuffle_ahead(tmp_path / "games.sqlite3", "Black Jack")
    play(session, "correct move Missed! 8♠ from Ben's hand to discard", "Anna draws")
    play(session, "reveal 6♥")
    hand = session.game.state.player("Anna").hand
    three = [Card("bang", "clubs", "7"), Card("beer", "hearts", "6"), Card("missed", "spades", "8")]
    assert sorted(hand, key=repr) == three


def test_black_jacks_first_card_moved_by_a_correction_before_his_reveal_stays_unseen(tmp_path):
    """Black Jack draws his first card unseen from a reshuffled pair; before the second is
    shown, the referee moves it to Ben's hand: it no longer lies beside the pile, so the 7♣
    shown says nothing of it."""
    session = reshuffle_ahead(tmp_path / "games.sqlite3", "Black Jack")
    play(session, "Anna draws", "correct move a card from Anna's hand to Ben's hand")
    play(session, "reveal 7♣")
    assert session.game.state.player("Anna").hand == [Card(None, "clubs", "7")]


def test_a_card_taken_at_random_from_a_duel_hand_keeps_its_back(tmp_path):
    """Ben's Panic! (Braquage) takes a card from Anna's hand, all of the Sheriff deck: the card
    Ben now holds, and those Anna keeps, still show the Sheriff back (it is always seen)."""
    lawmen = Camp("Anna", reserve_size=1, in_play=(InPlay("jango"),), hand_size=3)
    outlaws = Camp(
        "Ben", reserve_size=1, in_play=(InPlay("sid_curry"),), hand=(DuelCard("braquage", OUTLAW),)
    )
    setup = DuelSetup(lawmen, outlaws, full_information=False, turn=OUTLAWS, phase="play")
    session = Session.start(Store(tmp_path / "games.sqlite3"), setup, "Duel", "en")
    play(session, "Ben plays Panic! (outlaw) on Anna: hand")
    state = session.game.state
    assert state.side("Ben").hand == [DuelCard(deck=SHERIFF)]
    assert state.side("Anna").hand == [DuelCard(deck=SHERIFF)] * 2


def test_pearl_hat_copies_the_card_slim_poet_made_fall_face_up(tmp_path):
    """Anna shoots Slim Poet: a card of her hand, unseen till then, falls face up on the
    discard pile (Indians!). The table names it when asked, and Pearl Hat copies it."""
    setup = slim_poet_at_a_table()
    session = Session.start(Store(tmp_path / "games.sqlite3"), setup, "Duel", "en")
    play(session, "Anna plays Colt (sheriff) on Slim Poet", "Ben passes")
    assert session.game.pending.kind == "reveal"
    play(session, "reveal Indians! (sheriff)", "Anna ends turn", "Ben draws", "Ben moves the token")
    play(session, "Ben uses Pearl Hat with Colt")
    assert session.game.pending.request.fighter == "jango"  # Indians! at Anna's character


def test_a_duel_card_in_play_known_by_name_is_taken_by_its_symbol_and_back(tmp_path):
    """Sid Curry's Scope was played by name; Cat Balou (Coup de foudre: the card goes to the
    hand) on it says its symbol and back: the table accepts it and learns them."""
    scope = DuelCard("lunette", OUTLAW)
    lawmen = Camp(
        "Anna",
        reserve_size=1,
        in_play=(InPlay("jango"),),
        hand=(DuelCard("coup_de_foudre", SHERIFF),),
        hand_size=1,
    )
    outlaws = Camp("Ben", reserve_size=1, in_play=(InPlay("sid_curry", equipment=(scope,)),))
    setup = DuelSetup(lawmen, outlaws, full_information=False, phase="play")
    session = Session.start(Store(tmp_path / "games.sqlite3"), setup, "Duel", "en")
    play(session, "Anna plays Cat Balou (sheriff) on Sid Curry: Scope (horseshoe, outlaw)")
    assert session.game.state.side("Anna").hand == [DuelCard("lunette", OUTLAW, "horseshoe")]


def test_pearl_hat_copies_a_card_the_camera_read_by_its_symbol_alone(tmp_path):
    """Pearl Hat's Barrel shows a horseshoe, read by the camera (symbol alone): with her in
    the game, the table is asked the card's name, and she copies it on her turn."""
    lawmen = Camp(
        "Anna", reserve_size=1, in_play=(InPlay("jango"),), hand=(DuelCard("colt", SHERIFF),)
    )
    barrel = DuelCard("planque", OUTLAW)
    outlaws = Camp("Ben", in_play=(InPlay("pearl_hat", equipment=(barrel,)),), hand_size=2)
    setup = DuelSetup(lawmen, outlaws, full_information=False, phase="play")
    session = Session.start(Store(tmp_path / "games.sqlite3"), setup, "Duel", "en")
    play(session, "Anna plays Colt (sheriff) on Pearl Hat", "Ben uses Barrel")
    play(session, "reveal (horseshoe)", "Ben passes", "reveal Indians! (outlaw)")
    play(session, "Anna ends turn", "Ben draws", "Ben uses Pearl Hat with Colt")
    assert session.game.pending.request.fighter == "jango"  # Indians! at Anna's character


def test_pearl_hat_coming_in_copies_a_card_read_before_by_its_symbol_alone(tmp_path):
    """Sid Curry's draw! shows a horseshoe of Anna's deck, read by its symbol alone while
    Pearl Hat is not in the game; he goes down and Pearl Hat comes in from the reserve: the
    card lies face up on top, so the table is asked its name now, and she copies it."""
    lawmen = Camp(
        "Anna", reserve_size=1, in_play=(InPlay("jango"),), hand=(DuelCard("colt", SHERIFF),)
    )
    outlaws = Camp("Ben", reserve_size=1, in_play=(InPlay("sid_curry", life=1),), hand_size=2)
    setup = DuelSetup(lawmen, outlaws, full_information=False, phase="play")
    session = Session.start(Store(tmp_path / "games.sqlite3"), setup, "Duel", "en")
    play(session, "Anna plays Colt (sheriff) on Sid Curry", "Ben uses Sid Curry")
    play(session, "reveal (horseshoe)", "Ben passes", "Ben brings in Pearl Hat")
    play(session, "reveal Indians! (sheriff)", "Anna ends turn", "Ben draws")
    play(session, "Ben uses Pearl Hat with Colt")
    assert session.game.pending.request.fighter == "jango"  # Indians! at Anna's character


def test_a_card_in_play_is_taken_only_when_the_words_say_which_of_its_names(tmp_path):
    """Carla has a Barrel Q♠ and a Volcanic 10♠ in play: the referee's "♠" could be either,
    and both lie face up, so it names none (taking one would be a guess, and keeping what both
    share would leave a card in play without a name); "Barrel ♠" is the Barrel."""
    session = at_a_table(
        tmp_path / "games.sqlite3", Carla={"in_play": ["Barrel Q♠", "Volcanic 10♠"]}
    )
    spades = MoveCard(Card(None, "spades"), Place("table", "Carla"), Place("discard"))
    refusal = session.play(spades)
    assert refusal is not None and refusal.code == "correction_not_there"
    play(session, "correct move Barrel ♠ from Carla's table to discard")
    assert session.game.state.player("Carla").in_play == [Card("volcanic", "spades", "10")]
