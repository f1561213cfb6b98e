"""What a move set off, as events: each automatic consequence the engine settles is told."""

from __future__ import annotations

from rules.bang import engine
from rules.bang.narration import (
    BartDraws,
    CheckChoice,
    CheckHalf,
    CheckResult,
    Eliminated,
    Hopeless,
    LifeGained,
    LifeLost,
    NeedsBeers,
    Reward,
    SecondCard,
    StoreLast,
    SuzyDraws,
    VultureTakes,
    Won,
    narrate,
)
from rules.bang.setup import initial_state
from rules.bang.simulate import play_one
from rules.core.game import Game
from tests.rules.helpers import card, move, play, start, who
from tests.rules.test_characters import table


def told(game: Game, line: str) -> list[object]:
    """The events of `line` from the game's state, then the line played."""
    before = game.state
    events = narrate(before, move(game, line))
    play(game, line)
    return events


def turn_start(ben: str, ben_extra: str, top: str) -> Game:
    return start(table(ben=ben, ben_extra=ben_extra, top=top))


def test_jail_not_hearts_keeps_the_player_in_and_skips_the_turn() -> None:
    game = turn_start("Jesse Jones", ", in_play: [Jail]", "Missed! 4♠")
    events = told(game, "Anna ends turn")
    shown = card("Missed! 4♠")
    assert events[0] == CheckResult("Ben", "jail", (shown,), shown, "jailed")
    assert game.state.current.name == "Carla"


def test_jail_hearts_frees_the_player() -> None:
    game = turn_start("Jesse Jones", ", in_play: [Jail]", "Beer 6♥")
    assert [e.outcome for e in told(game, "Anna ends turn")] == ["free"]


def test_dynamite_passes_to_the_next_player_or_explodes_for_three() -> None:
    passes = turn_start("Jesse Jones", ", in_play: [Dynamite]", "Beer 6♥")
    assert told(passes, "Anna ends turn")[0].to == "Carla"
    explodes = turn_start("Jesse Jones", ", in_play: [Dynamite]", "Missed! 4♠")
    events = told(explodes, "Anna ends turn")
    assert events[0].outcome == "explodes"
    assert LifeLost("Ben", 3, 1) in events


def test_lucky_dukes_two_cards_that_disagree_are_told_with_the_one_he_chooses() -> None:
    game = turn_start("Lucky Duke", ", in_play: [Jail]", "BANG! 2♦, Beer 6♥")
    cards = (card("BANG! 2♦"), card("Beer 6♥"))
    assert told(game, "Anna ends turn") == [CheckChoice("Ben", "jail", cards)]
    events = told(game, "Ben chooses BANG!")
    assert events[0] == CheckResult("Ben", "jail", cards, card("BANG! 2♦"), "jailed")


def test_lucky_dukes_first_card_at_a_table_is_told_before_the_second() -> None:
    game = start(
        table(ben="Lucky Duke", ben_extra=", in_play: [Jail]").replace(
            "players:", "mode: table\n        players:"
        )
    )
    play(game, "Anna ends turn")
    assert told(game, "reveal 2♦") == [CheckHalf("Ben", "jail", card("2♦"))]


def test_barrel_draw_dodges_or_does_not_help() -> None:
    game = start(table(ben_extra=", in_play: [Barrel]", top="Beer 6♥"), "Anna plays BANG! on Ben")
    assert [e.outcome for e in told(game, "Ben uses Barrel")] == ["dodged"]


def test_black_jacks_red_second_card_gives_one_more() -> None:
    game = start(table(ben="Black Jack", top="Beer 6♥, Gatling, Duel Q♦", turn="Ben", phase="draw"))
    assert told(game, "Ben draws") == [SecondCard("Ben", who(game, "Ben").hand[1], True)]


def test_black_jacks_black_second_card_gives_nothing_more() -> None:
    game = start(table(ben="Black Jack", top="Beer 6♥, Missed! 4♠", turn="Ben", phase="draw"))
    assert told(game, "Ben draws") == [SecondCard("Ben", card("Missed! 4♠"), False)]


def test_bart_cassidy_draws_for_his_hit() -> None:
    game = start(table(ben="Bart Cassidy", top="Gatling"), "Anna plays BANG! on Ben")
    assert told(game, "Ben takes the hit") == [LifeLost("Ben", 1, 3), BartDraws("Ben", 1)]


def test_suzy_lafayette_draws_on_an_empty_hand() -> None:
    game = start(table(anna="Suzy Lafayette", anna_hand="BANG! A♠", top="Gatling"))
    assert told(game, "Anna plays BANG! on Ben") == [SuzyDraws("Anna")]


def test_dying_below_zero_needs_a_beer_per_point_below_one_and_hopeless_is_out() -> None:
    game = start(
        table(
            ben="Jesse Jones",
            ben_extra=", life: 1, in_play: [Dynamite]",
            top="Missed! 4♠",
            ben_hand="Beer 6♥",
        )
    )
    events = told(game, "Anna ends turn")
    assert NeedsBeers("Ben", 3) in events
    assert Hopeless("Ben") in events
    assert events.index(Hopeless("Ben")) < events.index(Eliminated("Ben"))
    assert [e for e in events if isinstance(e, LifeGained)] == []  # the dead are not healed


def test_vulture_sam_takes_the_dead_players_cards() -> None:
    scenario = table(
        anna_hand="BANG! A♠", ben_hand="Beer 6♥, Gatling", ben_extra=", life: 1, in_play: [Barrel]"
    ).replace("Dan, character: Pedro Ramirez", "Dan, character: Vulture Sam")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit")
    events = told(game, "Ben dies")
    assert VultureTakes("Dan", "Ben", 3) in events
    assert Reward("Anna", 3) in events


def test_the_last_general_store_card_goes_without_a_choice() -> None:
    game = start(
        table(anna_hand="General Store", top="Beer 6♥, Gatling, Missed! 4♠, Duel Q♦"),
        "Anna plays General Store",
        "Anna picks Duel",
        "Ben picks Missed!",
    )
    assert StoreLast("Dan", card("Beer 6♥")) in told(game, "Carla picks Gatling")


def test_every_move_of_whole_bot_games_can_be_told() -> None:
    for players, seed in ((4, 3), (7, 11)):
        game, _broken = play_one(players, seed, check_every=0)
        state = initial_state(game.setup)
        for played in game.log:
            events = narrate(state, played)
            state = engine.apply(state, played)
            if state.winner is not None:
                assert events[-1] == Won(state.winner)
