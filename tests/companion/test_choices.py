"""The touch choices are the engine's legal moves, step by step, plus explained refusals."""

from __future__ import annotations

from companion.choices import choices, pending_text
from companion.widgets.command_line import complete
from companion.widgets.ring import narrow_order, wide_order
from rules.bang.notation import parse
from rules.bang.setup import deal
from rules.core.game import Game
from rules.core.moves import EndTurn, Pass, Play, Reveal
from rules.duel import notation as duel_notation
from rules.duel.setup import deal as deal_duel
from tests.companion.driver import BARREL_CHECK, BEN_SHOT_ANNA, slim_poet_at_a_table

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eve"]


def game_after(*lines: str) -> Game:
    setup = deal(
        NAMES,
        ["willy_the_kid", "jesse_jones", "pedro_ramirez", "slab_the_killer", "sid_ketchum"],
        ["sheriff", None, None, None, None],
        seed=1,
        full_information=False,
    )
    game = Game(setup)
    for line in lines:
        game.apply(parse(line, NAMES))
    return game


def keys(node) -> list[str]:
    return [child.key for child in node.children]


def test_a_shot_offers_exactly_the_legal_answers():
    game = game_after("Anna draws", "Anna plays BANG! on Ben")
    root = choices(game, "fr")
    assert root.label == "Ben"
    leaves = {child.label: child.move for child in root.children}
    assert leaves["Raté !"] == Play("Ben", parse("Ben plays Raté !", NAMES).card)
    assert leaves["Encaisser"] == Pass("Ben")
    assert set(leaves.values()) == set(game.legal_moves())


def test_targets_the_engine_refuses_are_offered_with_its_reason():
    game = game_after("Anna draws")
    bang = next(child for child in choices(game, "en").children if child.key == "card-bang-x-x")
    by_name = {child.label: child for child in bang.children}
    assert list(by_name) == ["Ben", "Carla", "Dan", "Eve"]
    assert by_name["Ben"].refusal is None and by_name["Eve"].refusal is None
    assert by_name["Carla"].refusal == "Carla is at distance 2; Anna's Colt .45 reaches 1."
    assert EndTurn("Anna") in [child.move for child in choices(game, "en").children]


def test_panic_goes_on_to_the_targets_cards():
    game = game_after(
        "Anna draws", "Anna plays Barrel", "Anna ends turn", "Anna discards BANG!", "Ben draws"
    )
    panic = next(c for c in choices(game, "en").children if c.key == "card-panic-x-x")
    anna = next(c for c in panic.children if c.label == "Anna")
    assert [c.label for c in anna.children] == ["A card from the hand", "Barrel"]


def test_a_draw_check_is_entered_by_suit_then_rank():
    game = game_after(*BARREL_CHECK)
    root = choices(game, "it")
    assert keys(root) == ["suit-hearts", "suit-diamonds", "suit-clubs", "suit-spades"]
    queen = next(c for c in root.children[0].children if c.label == "Q♥")
    assert queen.move == Reveal(parse("reveal Q♥", NAMES).card)
    assert pending_text(game, "it") == ("Estrai per Ben (Barile): scopri la prima carta del mazzo.")


def test_the_seats_go_round_the_table():
    assert wide_order(4) == [0, 1, 3, 2]
    assert wide_order(5) == [0, 1, 2, 4, 3, None]
    assert wide_order(7) == [0, 1, 2, 3, 6, 5, 4, None]
    assert narrow_order(5) == [4, 0, 3, 1, None, 2]


def test_completion_follows_what_is_typed_in_any_case():
    lines = ["Anna plays BANG! on Ben", "Anna plays Barrel", "Anna ends turn"]
    assert complete("anna plays ba", lines) == "Anna plays BANG! on Ben"
    assert complete("anna plays bar", lines) == "Anna plays Barrel"
    assert complete("Anna plays Bang on", lines) == "Anna plays BANG! on Ben"
    assert complete("Anna e", lines) == "Anna ends turn"
    assert complete("", lines) is None and complete("zorro", lines) is None


def test_a_second_bang_stays_offered_red_with_the_engines_reason():
    game = game_after(*BEN_SHOT_ANNA)
    root = choices(game, "it")
    bang = next(child for child in root.children if child.key == "card-bang-x-x")
    assert bang.refused and not bang.children
    assert bang.refusal == "Ben ha già giocato un BANG! in questo turno."
    assert [child.key for child in root.children][:2] == ["card-bang-x-x", "card-missed-x-x"]
    assert root.children[-1].move == EndTurn("Ben")


def test_a_bang_no_one_is_in_range_of_leads_to_every_player_with_their_distance():
    game = game_after(*EVERYONE_OUT_OF_BENS_REACH)
    bang = next(child for child in choices(game, "en").children if child.key == "card-bang-x-x")
    assert bang.refused and bang.refusal is None
    assert {child.label: child.refusal for child in bang.children} == {
        name: f"{name} is at distance 2; Ben's Colt .45 reaches 1."
        for name in ("Anna", "Carla", "Dan", "Eve")
    }


EVERYONE_OUT_OF_BENS_REACH = (
    *("Anna draws", "Anna plays Mustang", "Anna ends turn", "Anna discards BANG!"),
    *("Ben draws", "Ben ends turn", "Ben discards Missed!", "Ben discards Missed!"),
    *("Carla draws", "Carla plays Mustang", "Carla ends turn", "Carla discards Missed!"),
    *("Dan draws", "Dan ends turn", "Dan discards Missed!", "Dan discards Missed!"),
    *("Eve draws", "Eve ends turn", "Eve discards Missed!", "Eve discards Missed!"),
    *("Anna draws", "Anna ends turn", "Anna discards Missed!", "Anna discards Missed!"),
    "Ben draws",
)
"""Ben's neighbours Anna and Carla have a Mustang: every player sits at distance 2 from him."""


def test_a_duel_reveal_for_a_characters_own_ability_names_the_character_once():
    game = Game(deal_duel("Anna", "Ben", seed=7, full_information=False))
    for line in (
        "Anna starts with Jango and Bill Tightman",
        "Ben starts with Sid Curry and Babe Leroy",
        "Anna draws",
        "Anna plays Colt on Sid Curry",
        "Ben uses Sid Curry",
    ):
        game.apply(duel_notation.parse(line, ("Anna", "Ben")))
    assert pending_text(game, "fr").startswith("Révéler pour la compétence de Sid Curry : ")


def test_a_duel_card_the_table_knows_is_elsewhere_is_offered_refused_when_named_face_up():
    """Slim Poet makes a card of Anna's hand fall face up. The Colt she just played was her
    deck's only one, and her deck holds no Remington: both buttons are refused before they are
    tapped, each with the engine's reason; a Missed! is offered."""
    game = Game(slim_poet_at_a_table())
    for line in ("Anna plays Colt (sheriff) on Slim Poet", "Ben passes"):
        game.apply(duel_notation.parse(line, ("Anna", "Ben")))
    offered = {child.key: child for child in choices(game, "en").children}
    for key in ("reveal-colt", "reveal-remington"):
        assert offered[key].refused
        assert offered[key].refusal == game.check(offered[key].move).message("en")
    assert not offered["reveal-manque"].refused
