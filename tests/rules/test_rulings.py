"""The decisions of docs/rulings.md, where the rulebooks leave a choice: one test each.

Rulings already shown by a test elsewhere are listed in docs/rulings.md with that test's name.
"""

from __future__ import annotations

import re
from pathlib import Path

from rules.core.game import Game
from tests.rules.helpers import card, kinds, play, refused, start, waiting, who


def table(
    anna: str,
    ben: str,
    carla: str = "role: Outlaw, hand: []",
    dan: str = "role: Renegade, hand: []",
    turn: str = "Anna",
    top: str = "",
    mode: str = "full",
    phase: str = "play",
) -> str:
    """Four seats; each argument is a seat's YAML after its name (character defaults below)."""

    def seat(name: str, extra: str) -> str:
        character = "" if "character:" in extra else "character: Jesse Jones, "
        return f"  - {{name: {name}, {character}{extra}}}"

    seats = "\n".join(
        seat(n, e)
        for n, e in zip(("Anna", "Ben", "Carla", "Dan"), (anna, ben, carla, dan), strict=True)
    )
    return f"mode: {mode}\nplayers:\n{seats}\nturn: {turn}\nphase: {phase}\ndeck_top: [{top}]\n"


# ---- Gatling: one target at a time; the game ends the moment a win condition holds


def test_gatling_settles_each_death_before_the_next_target_is_shot() -> None:
    game = start(
        """
        mode: table
        players:
          - {name: Anna, character: Jesse Jones, role: Sheriff, hand: [Gatling]}
          - {name: Ben, character: Jesse Jones, life: 1, hand: 0}
          - {name: Carla, character: Jesse Jones, life: 1, hand: 0}
          - {name: Dan, character: Jesse Jones, hand: 0}
        turn: Anna
        phase: play
    """,
        "Anna plays Gatling",
        "Ben takes the hit",
    )
    assert waiting(game) == ("Ben", "reveal_role")
    assert who(game, "Carla").life == 1
    play(game, "Ben is Outlaw")
    assert len(who(game, "Anna").hand) == 3
    assert waiting(game) == ("Carla", "respond")


def test_gatling_stops_when_a_win_condition_holds() -> None:
    game = start(
        """
        players:
          - {name: Anna, character: Jesse Jones, role: Sheriff, hand: [Gatling]}
          - {name: Ben, character: Jesse Jones, role: Outlaw, life: 1, hand: []}
          - {name: Carla, character: Jesse Jones, role: Deputy, life: 1, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, alive: false}
          - {name: Eve, character: Jesse Jones, role: Outlaw, alive: false}
        turn: Anna
        phase: play
    """,
        "Anna plays Gatling",
        "Ben takes the hit",
    )
    assert game.winner == "sheriff"
    assert who(game, "Carla").life == 1
    assert game.state.stack == []


# ---- Who killed whom


def test_dying_in_your_own_duel_you_were_killed_by_the_opponent() -> None:
    game = start(
        """
        players:
          - {name: Anna, character: Jesse Jones, role: Sheriff, hand: [BANG! A♠]}
          - {name: Ben, character: Jesse Jones, role: Deputy, life: 1, hand: [Duel Q♦],
             in_play: [Barrel]}
          - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
          - {name: Eve, character: Jesse Jones, role: Outlaw, hand: []}
        turn: Ben
        phase: play
    """,
        "Ben plays Duel on Anna",
        "Anna plays BANG!",
        "Ben passes",
    )
    assert not who(game, "Ben").alive
    assert who(game, "Anna").hand == []
    assert kinds(game.state.discard) == ["duel", "bang", "barrel"]


def test_el_gringo_losing_his_own_duel_draws_nothing() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [BANG! A♠, Beer 6♥]",
            "character: El Gringo, role: Outlaw, hand: [Duel Q♦]",
            turn="Ben",
        ),
        "Ben plays Duel on Anna",
        "Anna plays BANG!",
        "Ben passes",
    )
    assert who(game, "Ben").life == 2
    assert kinds(who(game, "Ben").hand) == []
    assert kinds(who(game, "Anna").hand) == ["beer"]


def test_el_gringo_losing_a_duel_he_was_challenged_to_draws_from_the_challenger() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [Duel Q♦, Beer 6♥]",
            "character: El Gringo, role: Outlaw, hand: []",
        ),
        "Anna plays Duel on Ben",
        "Ben passes",
    )
    assert who(game, "Ben").life == 2
    assert kinds(who(game, "Ben").hand) == ["beer"]


def test_dynamite_kills_have_no_killer() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [Beer 7♥]",
            "role: Deputy, life: 2, hand: [], in_play: [Dynamite]",
            top="Missed! 4♠",
        ),
        "Anna ends turn",
    )
    assert not who(game, "Ben").alive
    assert kinds(who(game, "Anna").hand) == ["beer"]
    game = start(
        table(
            "role: Sheriff, hand: []",
            "role: Outlaw, life: 2, hand: [], in_play: [Dynamite]",
            top="Missed! 4♠, Beer 6♥, Beer 7♥, Beer 8♥",
        ),
        "Anna ends turn",
    )
    assert [len(p.hand) for p in game.state.players] == [0, 0, 0, 0]


# ---- Characters that react to a lost life point


def test_a_dying_bart_cassidy_draws_first_and_may_drink_the_beer_he_drew() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [BANG! A♠]",
            "character: Bart Cassidy, role: Outlaw, life: 1, hand: []",
            top="Beer 6♥",
        ),
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
    )
    assert waiting(game) == ("Ben", "dying")
    play(game, "Ben plays Beer")
    assert who(game, "Ben").life == 1


def test_a_dying_el_gringo_still_draws_from_the_shooter() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [BANG! A♠, Beer 6♥]",
            "character: El Gringo, role: Outlaw, life: 1, hand: []",
        ),
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
        "Ben plays Beer",
    )
    assert who(game, "Ben").life == 1
    assert who(game, "Anna").hand == []


def lucky_duke_in_jail(top: str) -> Game:
    """Ben (Lucky Duke) starts his turn in Jail, the deck's top two cards `top`."""
    return start(
        table(
            "role: Sheriff, hand: []",
            "character: Lucky Duke, role: Outlaw, hand: [], in_play: [Jail]",
            top=top,
        ),
        "Anna ends turn",
    )


def test_lucky_duke_choice_is_automatic_when_both_cards_agree() -> None:
    game = lucky_duke_in_jail("Missed! 4♠, BANG! 2♦")
    assert waiting(game) == ("Carla", "draw")
    assert kinds(game.state.discard) == ["missed", "bang", "jail"]


def test_lucky_duke_chooses_when_the_two_cards_differ() -> None:
    game = lucky_duke_in_jail("Missed! 4♠, Beer 6♥")
    assert waiting(game) == ("Ben", "choose")
    play(game, "Ben chooses Missed! 4♠")
    assert waiting(game) == ("Carla", "draw")
    assert kinds(game.state.discard) == ["missed", "beer", "jail"]


def test_sid_ketchum_as_sheriff_heals_up_to_five() -> None:
    game = start(
        table(
            "character: Sid Ketchum, role: Sheriff, life: 4, "
            "hand: [Beer 6♥, Gatling, Duel Q♦, Saloon]",
            "role: Outlaw, hand: []",
        ),
        "Anna heals with Gatling and Duel",
    )
    assert who(game, "Anna").life == 5
    assert refused(game, "Anna heals with Beer and Saloon") == "sid_full_life"


def test_suzy_lafayette_draws_the_moment_her_hand_is_empty_even_mid_duel() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [Duel Q♦, BANG! A♠]",
            "character: Suzy Lafayette, role: Outlaw, hand: [BANG! 2♦]",
            top="BANG! 3♦, Beer 6♥",
        ),
        "Anna plays Duel on Ben",
        "Ben plays BANG! 2♦",
    )
    assert kinds(who(game, "Ben").hand) == ["bang"]
    play(game, "Anna plays BANG!", "Ben plays BANG! 3♦", "Anna passes")
    assert who(game, "Anna").life == 4
    assert kinds(who(game, "Ben").hand) == ["beer"]


def test_vulture_sam_sheriff_killing_a_deputy_takes_then_discards_everything() -> None:
    game = start(
        """
        players:
          - {name: Anna, character: Vulture Sam, role: Sheriff, hand: [BANG! A♠, Gatling]}
          - {name: Ben, character: Jesse Jones, role: Deputy, life: 1, hand: [Beer 6♥],
             in_play: [Barrel]}
          - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
          - {name: Eve, character: Jesse Jones, role: Outlaw, hand: []}
        turn: Anna
        phase: play
    """,
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
        "Ben dies",
    )
    assert (who(game, "Anna").hand, who(game, "Anna").in_play) == ([], [])
    assert kinds(game.state.discard) == ["bang", "gatling", "beer", "barrel"]


# ---- Table mode: what the app cannot know


def test_kit_carlsons_card_put_back_is_unknown_in_table_mode() -> None:
    game = start(
        table(
            "character: Kit Carlson, role: Sheriff, hand: 0",
            "hand: 0",
            carla="hand: 0",
            dan="hand: 0",
            mode="table",
            phase="draw",
        ),
        "Anna draws",
    )
    assert waiting(game) == ("Anna", "put_back")
    play(game, "Anna puts back Beer")
    assert kinds(who(game, "Anna").hand) == [None, None]
    assert not game.state.deck[-1].known


def test_a_card_taken_at_random_makes_the_hand_unknown_in_table_mode() -> None:
    game = start(
        table("role: Sheriff, hand: [Panic!]", "hand: [Beer, Missed!, BANG!]", mode="table"),
        "Anna plays Panic! on Ben: hand",
    )
    assert kinds(who(game, "Ben").hand) == [None, None]
    assert kinds(who(game, "Anna").hand) == [None]
    play(game, "Anna ends turn", "Ben draws", "Ben plays Gatling")
    assert len(who(game, "Ben").hand) == 3


def test_a_card_taken_at_random_stays_known_when_it_is_certain() -> None:
    game = start(
        table("role: Sheriff, hand: [Panic!, Cat Balou]", "hand: [Beer]", mode="table"),
        "Anna plays Panic! on Ben: hand",
    )
    assert kinds(who(game, "Anna").hand) == ["cat_balou", "beer"]
    game = start(
        table("role: Sheriff, hand: [Cat Balou]", "hand: [Missed!, Missed!]", mode="table"),
        "Anna plays Cat Balou on Ben: hand",
    )
    assert kinds(who(game, "Ben").hand) == ["missed"]
    assert kinds(game.state.discard[-1:]) == ["missed"]


# ---- Other choices


def test_general_store_last_card_goes_to_the_last_player_automatically() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [General Store 9♣]",
            "hand: []",
            top="Beer 6♥, Gatling, Duel Q♦, Saloon",
        ),
        "Anna plays General Store",
        "Anna picks Beer",
        "Ben picks Gatling",
        "Carla picks Saloon",
    )
    assert kinds(who(game, "Dan").hand) == ["duel"]
    assert waiting(game) == ("Anna", "play")


def test_a_dead_players_pending_requests_are_dropped() -> None:
    game = start(
        table(
            "role: Sheriff, hand: []",
            "role: Outlaw, life: 3, hand: [], in_play: [Jail, Dynamite]",
            top="Missed! 4♠, Beer 6♥",
        ),
        "Anna ends turn",
    )
    assert not who(game, "Ben").alive
    assert game.state.stack == []
    assert waiting(game) == ("Carla", "draw")
    assert game.state.deck[-1] == card("Beer 6♥")


def test_a_barrel_may_be_drawn_after_a_first_missed_against_slab() -> None:
    game = start(
        table(
            "character: Slab the Killer, role: Sheriff, hand: [BANG! A♠]",
            "role: Outlaw, hand: [Missed! 2♠], in_play: [Barrel]",
            top="Beer 6♥",
        ),
        "Anna plays BANG! on Ben",
        "Ben plays Missed!",
        "Ben uses Barrel",
    )
    assert who(game, "Ben").life == 4


def test_kit_carlson_keeps_everything_when_fewer_than_three_cards_are_left() -> None:
    game = start(table("character: Kit Carlson, role: Sheriff, hand: []", "hand: []", phase="draw"))
    state = game.state
    state.players[1].hand.extend(state.deck[2:])
    del state.deck[2:]
    play(game, "Anna draws")
    assert len(who(game, "Anna").hand) == 2
    assert waiting(game) == ("Anna", "play")


def test_calamity_janet_answers_with_either_card_without_saying_as() -> None:
    game = start(
        table(
            "role: Sheriff, hand: [BANG! A♠]",
            "character: Calamity Janet, role: Outlaw, hand: [BANG! 2♦]",
        ),
        "Anna plays BANG! on Ben",
        "Ben plays BANG!",
    )
    assert who(game, "Ben").life == 4


def test_a_draw_with_no_card_left_anywhere_is_skipped() -> None:
    game = start(table("role: Sheriff, hand: []", "role: Outlaw, hand: [], in_play: [Jail]"))
    state = game.state
    state.players[2].hand.extend(state.deck)
    state.deck.clear()
    play(game, "Anna ends turn")
    assert waiting(game) == ("Ben", "draw")
    assert kinds(who(game, "Ben").in_play) == ["jail"]
    play(game, "Ben draws")
    assert who(game, "Ben").hand == []


def test_every_test_named_in_docs_rulings_exists() -> None:
    here = Path(__file__).resolve().parent
    text = (here.parents[1] / "docs" / "rulings.md").read_text(encoding="utf-8")
    named = re.findall(r"`((?:companion/)?test_\w+\.py)::(test_\w+)`", text)
    assert len(named) >= 20
    missing = [  # a module of this folder, or one of tests/companion named so
        f"{module}::{test}"
        for module, test in named
        if f"def {test}("
        not in (here.parent / module if "/" in module else here / module).read_text(
            encoding="utf-8"
        )
    ]
    assert missing == []
