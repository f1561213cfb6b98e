"""The end of the game: the moment a side's goal holds, and not before."""

from __future__ import annotations

from tests.rules.helpers import refused, start, waiting, who


def table(*seats: tuple[str, str, str], turn: str = "Anna") -> str:
    """Seats as (name, role, YAML extras), all Jesse Jones; `turn` plays first."""
    lines = "\n".join(
        f"  - {{name: {name}, character: Jesse Jones, role: {role}, {extra or 'hand: []'}}}"
        for name, role, extra in seats
    )
    return f"players:\n{lines}\nturn: {turn}\nphase: play\ndeck_top: []\n"


SHOOTER = "hand: [BANG! A♠, BANG! 2♦, Gatling, Indians!], in_play: [Volcanic]"
LAST = "life: 1, hand: []"
DEAD = "hand: [], alive: false"


def test_sheriff_wins_when_outlaws_and_renegade_are_dead() -> None:
    game = start(
        table(
            ("Anna", "Sheriff", SHOOTER),
            ("Ben", "Renegade", LAST),
            ("Carla", "Outlaw", DEAD),
            ("Dan", "Outlaw", DEAD),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner == "sheriff"
    assert waiting(game) == (None, "game_over")


def test_the_game_goes_on_while_the_renegade_lives() -> None:
    game = start(
        table(
            ("Anna", "Sheriff", SHOOTER),
            ("Ben", "Outlaw", LAST),
            ("Carla", "Renegade", ""),
            ("Dan", "Outlaw", DEAD),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner is None
    assert waiting(game) == ("Anna", "play")


def test_deputies_win_with_the_sheriff_even_when_dead() -> None:
    game = start(
        table(
            ("Anna", "Sheriff", SHOOTER),
            ("Ben", "Outlaw", LAST),
            ("Carla", "Deputy", DEAD),
            ("Dan", "Renegade", DEAD),
            ("Eve", "Outlaw", DEAD),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner == "sheriff"


def test_outlaws_win_when_the_sheriff_dies() -> None:
    game = start(
        table(
            ("Anna", "Outlaw", SHOOTER),
            ("Ben", "Sheriff", LAST),
            ("Carla", "Renegade", ""),
            ("Dan", "Outlaw", ""),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner == "outlaws"


def test_outlaws_win_even_when_all_of_them_are_dead() -> None:
    game = start(
        table(
            ("Anna", "Deputy", SHOOTER),
            ("Ben", "Sheriff", LAST),
            ("Carla", "Renegade", ""),
            ("Dan", "Outlaw", DEAD),
            ("Eve", "Outlaw", DEAD),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner == "outlaws"


def test_renegade_alone_with_sheriff_dead_wins() -> None:
    game = start(
        table(
            ("Anna", "Renegade", SHOOTER),
            ("Ben", "Sheriff", LAST),
            ("Carla", "Outlaw", DEAD),
            ("Dan", "Outlaw", DEAD),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner == "renegade"


def test_renegade_killing_the_sheriff_too_early_makes_the_outlaws_win() -> None:
    game = start(
        table(
            ("Anna", "Renegade", SHOOTER),
            ("Ben", "Sheriff", LAST),
            ("Carla", "Outlaw", DEAD),
            ("Dan", "Outlaw", ""),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert game.winner == "outlaws"


def test_the_sheriff_killed_by_dynamite_ends_the_game() -> None:
    scenario = table(
        ("Anna", "Outlaw", ""),
        ("Ben", "Sheriff", "life: 3, in_play: [Dynamite]"),
        ("Carla", "Renegade", ""),
        ("Dan", "Outlaw", ""),
    )
    game = start(scenario.replace("deck_top: []", "deck_top: [Missed! 4♠]"), "Anna ends turn")
    assert game.winner == "outlaws"


def test_the_game_ends_in_the_middle_of_indians() -> None:
    game = start(
        table(
            ("Anna", "Outlaw", SHOOTER),
            ("Ben", "Sheriff", LAST),
            ("Carla", "Renegade", ""),
            ("Dan", "Outlaw", ""),
        ),
        "Anna plays Indians!",
        "Ben passes",
    )
    assert game.winner == "outlaws"
    assert game.state.stack == []
    assert (who(game, "Carla").life, who(game, "Dan").life) == (4, 4)


def test_no_move_is_accepted_once_the_game_is_over() -> None:
    game = start(
        table(
            ("Anna", "Outlaw", SHOOTER),
            ("Ben", "Sheriff", LAST),
            ("Carla", "Renegade", ""),
            ("Dan", "Outlaw", ""),
        ),
        "Anna plays BANG! on Ben",
        "Ben passes",
    )
    assert refused(game, "Anna plays BANG! 2♦ on Carla") == "game_over"
    assert refused(game, "Carla draws") == "game_over"
    assert game.legal_moves() == []


def test_the_sheriff_losing_his_own_duel_ends_the_game() -> None:
    game = start(
        table(
            ("Anna", "Sheriff", "life: 1, hand: [Duel Q♦]"),
            ("Ben", "Outlaw", "hand: []"),
            ("Carla", "Renegade", "hand: [BANG! 2♦]"),
            ("Dan", "Outlaw", ""),
        ),
        "Anna plays Duel on Carla",
        "Carla plays BANG!",
        "Anna passes",
    )
    assert game.winner == "outlaws"
