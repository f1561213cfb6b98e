"""What a Duel move set off: each reveal decided, with its cards and what it did."""

from __future__ import annotations

from typing import Any

from rules.bang.narration import Eliminated, LifeLost, Won
from rules.duel.narration import BartShows, Revealed, narrate
from tests.rules.duel.helpers import move, start

JANGO_AND_WILD_BILL = ["Jango", {"character": "Wild Bill", "equipment": ["Dynamite"]}]
BEN = {"in_play": ["Babe Leroy", "Slim Poet"], "hand": []}


def revealed(game: Any, line: str) -> list[tuple[str, str, str, str | None]]:
    """(fighter, reason, outcome, to) of each reveal `line` set off."""
    return [
        (event.fighter, event.reason, event.outcome, event.to)
        for event in narrate(game.state, move(line))
        if isinstance(event, Revealed)
    ]


def anna_starts(deck_top: list[str], in_play: list[Any]) -> Any:
    """Ben's turn, about to end: Anna's turn starts with her start-of-turn reveals."""
    lawmen = {"in_play": in_play, "hand": [], "deck_top": deck_top}
    return start(lawmen, {**BEN, "hand": []}, turn="outlaws")


def test_a_dynamite_that_explodes_is_told():
    game = anna_starts(["Colt (dynamite)"], JANGO_AND_WILD_BILL)
    assert revealed(game, "Ben ends turn") == [("wild_bill", "dynamite", "explodes", None)]


def test_a_dynamite_that_does_not_explode_says_where_it_goes():
    game = anna_starts(["Gourde (barrel)"], JANGO_AND_WILD_BILL)
    assert revealed(game, "Ben ends turn") == [("wild_bill", "dynamite", "passes", "slim_poet")]


def test_the_rattlesnake_bites_or_not():
    snake = [{"character": "Jango", "equipment": ["Serpent à sonnette"]}, "Wild Bill"]
    bitten = anna_starts(["Poignard (snake)"], snake)
    spared = anna_starts(["Gourde (barrel)"], snake)
    assert revealed(bitten, "Ben ends turn") == [("jango", "serpent_a_sonnette", "bites", None)]
    assert revealed(spared, "Ben ends turn") == [("jango", "serpent_a_sonnette", "no_bite", None)]


def test_two_reveals_at_one_turn_start_are_told_in_order():
    both = [
        {"character": "Jango", "equipment": ["Serpent à sonnette"]},
        {"character": "Wild Bill", "equipment": ["Dynamite"]},
    ]
    game = anna_starts(["Colt (dynamite)", "Poignard (snake)"], both)
    assert [reason for _, reason, _, _ in revealed(game, "Ben ends turn")] == [
        "dynamite",
        "serpent_a_sonnette",
    ]


def test_a_planque_reveal_says_whether_the_shot_is_dodged():
    lawmen = {
        "in_play": [{"character": "Jango", "equipment": ["Planque"]}, "Wild Bill"],
        "hand": [],
        "deck_top": ["Gourde (barrel)"],
    }
    game = start(lawmen, {**BEN, "hand": ["Colt"]}, "Ben plays Colt on Jango", turn="outlaws")
    assert revealed(game, "Anna uses Planque") == [("jango", "planque", "dodged", None)]


BART = {
    "in_play": [{"character": "Jango", "equipment": ["Planque"]}, "Bart Masterson"],
    "hand": [],
    "deck_top": ["Colt (dynamite)", "Gourde (barrel)"],
}


def test_bart_mastersons_two_cards_are_told_as_they_are_turned_over():
    game = start(BART, {**BEN, "hand": ["Colt"]}, "Ben plays Colt on Jango", turn="outlaws")
    shown = [
        (event.card.kind, event.first)
        for event in narrate(game.state, move("Anna uses Planque"))
        if isinstance(event, BartShows)
    ]
    assert shown == [("colt", True), ("gourde", False)]


def test_bart_mastersons_pick_decides_the_reveal_with_both_cards_told():
    game = start(
        BART,
        {**BEN, "hand": ["Colt"]},
        "Ben plays Colt on Jango",
        "Anna uses Planque",
        turn="outlaws",
    )
    [event] = narrate(game.state, move("Anna picks Gourde"))
    assert isinstance(event, Revealed)
    assert [card.kind for card in event.cards] == ["colt", "gourde"]
    assert (event.kept.kind, event.outcome) == ("gourde", "dodged")


def test_an_exploding_dynamite_is_told_before_the_life_it_takes():
    game = anna_starts(["Colt (dynamite)"], JANGO_AND_WILD_BILL)
    events = narrate(game.state, move("Ben ends turn"))
    assert isinstance(events[0], Revealed)
    assert events[1:] == [LifeLost("wild_bill", 3, 2)]


def test_the_last_character_blown_up_is_told_out_once_and_the_winner_after():
    last = [{"character": "Wild Bill", "equipment": ["Dynamite"], "life": 1}]
    game = anna_starts(["Colt (dynamite)"], last)
    events = narrate(game.state, move("Ben ends turn"))
    assert events[1:] == [Eliminated("wild_bill"), Won("outlaws")]
