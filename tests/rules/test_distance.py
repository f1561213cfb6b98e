"""Distance: seats either way round, the dead left out, Mustang/Scope and the characters that
act like them; weapons only say how far a BANG! reaches."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.bang.distance import distance, reach
from rules.core.scenario import load, replay
from tests.rules.helpers import move, play, refused, start, waiting, who

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


JESSE = "character: Jesse Jones, hand: []"


def six(**extra: str) -> str:
    """The rulebook's table of six, A to F clockwise, A to play; `extra` adds YAML per seat."""
    roles = dict(A="Sheriff", B="Outlaw", C="Outlaw", D="Outlaw", E="Deputy", F="Renegade")
    seats = "\n".join(
        f"  - {{name: {name}, role: {role}, "
        + (extra.get(name) or "character: Jesse Jones, hand: []")
        + "}"
        for name, role in roles.items()
    )
    return f"players:\n{seats}\nturn: A\nphase: play\n"


def seen_from_a(scenario: str) -> list[int]:
    state = start(scenario).state
    return [distance(state, "A", p.name) for p in state.players[1:] if p.alive]


def test_distance_is_the_fewest_seats_either_way_round() -> None:
    assert seen_from_a(six()) == [1, 2, 3, 2, 1]


def test_eliminated_players_no_longer_count() -> None:
    dead = f"{JESSE}, alive: false"
    assert seen_from_a(six(B=dead, C=dead)) == [1, 2, 1]


def test_a_mustang_makes_its_owner_one_further_for_the_others() -> None:
    state = start(six(A=f"{JESSE}, in_play: [Mustang]")).state
    assert [distance(state, p.name, "A") for p in state.players[1:]] == [2, 3, 4, 3, 2]


def test_a_mustang_does_not_change_how_its_owner_sees_the_others() -> None:
    assert seen_from_a(six(A=f"{JESSE}, in_play: [Mustang]")) == [1, 2, 3, 2, 1]


def test_a_scope_sees_everyone_one_closer_but_never_below_one() -> None:
    assert seen_from_a(six(A=f"{JESSE}, in_play: [Scope]")) == [1, 1, 2, 1, 1]


def test_scope_and_mustang_cancel_out() -> None:
    state = start(six(A=f"{JESSE}, in_play: [Scope]", C=f"{JESSE}, in_play: [Mustang]")).state
    assert distance(state, "A", "C") == 2


def test_paul_regret_is_always_seen_one_further() -> None:
    assert seen_from_a(six(B="character: Paul Regret, hand: []")) == [2, 2, 3, 2, 1]


def test_paul_regret_with_a_mustang_is_seen_two_further() -> None:
    paul = "character: Paul Regret, hand: [], in_play: [Mustang]"
    assert seen_from_a(six(B=paul)) == [3, 2, 3, 2, 1]


def test_rose_doolan_sees_everyone_one_closer() -> None:
    assert seen_from_a(six(A="character: Rose Doolan, hand: []")) == [1, 1, 2, 1, 1]


def test_rose_doolan_with_a_scope_sees_everyone_two_closer() -> None:
    rose = "character: Rose Doolan, hand: [], in_play: [Scope]"
    assert seen_from_a(six(A=rose)) == [1, 1, 1, 1, 1]


def test_weapons_do_not_change_the_distance() -> None:
    state = start(six(A=f"{JESSE}, in_play: [Winchester]")).state
    assert distance(state, "A", "D") == 3
    assert reach(state.player("A")) == 5


TARGET_AT = {
    1: ("B", JESSE),
    2: ("C", JESSE),
    3: ("D", JESSE),
    4: ("D", f"{JESSE}, in_play: [Mustang]"),
    5: ("D", "character: Paul Regret, hand: [], in_play: [Mustang]"),
}
"""A target at each distance from A, and what sits in D's seat to put it there."""


@pytest.mark.parametrize(
    ("weapon", "reaches"),
    [
        ("", 1),
        ("Volcanic", 1),
        ("Schofield", 2),
        ("Remington", 3),
        ("Rev. Carabine", 4),
        ("Winchester", 5),
    ],
)
def test_a_bang_reaches_as_far_as_the_weapons_sight(weapon: str, reaches: int) -> None:
    shooter = "character: Jesse Jones, hand: [BANG! A♠]"
    if weapon:
        shooter += f", in_play: [{weapon}]"
    target, at_d = TARGET_AT[reaches]
    game = play(start(six(A=shooter, D=at_d)), f"A plays BANG! on {target}")
    assert waiting(game) == (target, "respond")
    if reaches + 1 in TARGET_AT:
        target, at_d = TARGET_AT[reaches + 1]
        game = start(six(A=shooter, D=at_d))
        assert refused(game, f"A plays BANG! on {target}") == "out_of_range"


def test_out_of_range_refusal_says_distance_and_reach() -> None:
    game = start(six(A="character: Jesse Jones, hand: [BANG! A♠], in_play: [Schofield]"))
    refusal = game.check(move(game, "A plays BANG! on D"))
    assert refusal is not None
    assert refusal.params == {
        "player": "A",
        "target": "D",
        "distance": 3,
        "weapon": "schofield",
        "reach": 2,
    }
    assert refusal.message("en") == "D is at distance 3; A's Schofield reaches 2."
    assert (
        refusal.message("fr")
        == "D est à distance 3 ; A tire à 2 au plus avec son arme (Schofield)."
    )
    assert (
        refusal.message("it") == "D è a distanza 3; A spara fino a 2 con la sua arma (Schofield)."
    )
    assert refusal.message("nl") == "D zit op afstand 3; het wapen van A (Schofield) reikt tot 2."


def test_out_of_range_example_scenario() -> None:
    setup, lines = load(EXAMPLES / "out-of-range.yaml")
    game, outcomes = replay(setup, lines)
    verdicts = [outcome.refusal.code if outcome.refusal else "ok" for outcome in outcomes]
    assert verdicts == [
        "out_of_range",
        "out_of_range",
        "ok",
        "ok",
        "ok",
        "no_barrel",
        "ok",
        "ok",
    ]
    assert who(game, "Ben").life == 3
    assert who(game, "Carla").life == 3
    assert waiting(game) == ("Ben", "draw")
