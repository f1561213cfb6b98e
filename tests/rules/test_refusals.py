"""Refusals: every code arises in its situation, changes nothing, and reads in four languages."""

from __future__ import annotations

import pytest

from cards_data.sentences import languages
from rules.bang.cards import Card
from rules.core.moves import Draw, Play
from rules.core.refusals import IllegalMove, codes, message_languages
from tests.rules.helpers import move, refused, snapshot, start
from tests.sentences import messages, source, variables

BASE = """
mode: {mode}
players:
  - {{name: Anna, character: {anna}, role: Sheriff, life: 4,
     hand: [BANG! A♠, BANG! 2♦, Missed! 2♠, Panic! J♥, Jail 4♥, Barrel Q♠, Beer 6♥],
     in_play: [Barrel K♠]}}
  - {{name: Ben, character: Jesse Jones, role: {ben_role}, life: 1, hand: [], in_play: [Mustang]}}
  - {{name: Carla, character: Jesse Jones, role: Outlaw, hand: [Beer 7♥, Missed! 3♠]}}
  - {{name: Dan, character: Jesse Jones, role: Renegade, hand: [], alive: false}}
  - {{name: Eve, character: Jesse Jones, role: Deputy, hand: []}}
turn: Anna
phase: {phase}
"""


def base(
    mode: str = "full", phase: str = "play", anna: str = "Jesse Jones", ben_role: str = "Outlaw"
) -> str:
    return BASE.format(mode=mode, phase=phase, anna=anna, ben_role=ben_role)


TABLE_MODE = """
mode: table
players:
  - {name: Anna, character: Jesse Jones, role: Sheriff, hand: 3}
  - {name: Ben, character: Sid Ketchum, life: 1, hand: 2}
  - {name: Carla, character: Jesse Jones, hand: 2}
  - {name: Dan, character: Jourdonnais, hand: 2}
turn: Anna
phase: play
deck_top: [Missed!]
"""

TWO_LEFT = TABLE_MODE.replace("hand: 2}\n  - {name: Dan", "alive: false}\n  - {name: Dan")
TWO_LEFT = TWO_LEFT.replace("Jourdonnais, hand: 2", "Jourdonnais, alive: false")

BENS_TURN = (
    base()
    .replace("turn: Anna", "turn: Ben")
    .replace("life: 1, hand: []", "life: 1, hand: [Jail 10♠]")
)

LAST_OUTLAW = """
players:
  - {name: Anna, character: Jesse Jones, role: Sheriff, hand: [BANG! A♠, Beer 6♥]}
  - {name: Ben, character: Jesse Jones, role: Outlaw, life: 1, hand: []}
  - {name: Carla, character: Jesse Jones, role: Outlaw, alive: false}
  - {name: Dan, character: Jesse Jones, role: Renegade, alive: false}
turn: Anna
phase: play
"""

SITUATIONS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "game_over": (LAST_OUTLAW, ("Anna plays BANG! on Ben", "Ben passes"), "Anna plays Beer"),
    "player_dead": (base(), (), "Anna plays BANG! on Dan"),
    "not_your_decision": (base(), (), "Carla plays Beer"),
    "wrong_moment": (base(phase="draw"), (), "Anna plays Beer"),
    "not_in_hand": (base(), (), "Anna plays Gatling"),
    "needs_target": (base(), (), "Anna plays BANG!"),
    "no_target_needed": (base(), (), "Anna plays Beer on Ben"),
    "target_self": (base(), (), "Anna plays BANG! on Anna"),
    "out_of_range": (base(), (), "Anna plays BANG! on Carla"),
    "too_far": (base(), (), "Anna plays Panic! on Ben: Mustang"),
    "one_bang_per_turn": (
        base(),
        ("Anna plays BANG! A♠ on Eve", "Eve passes"),
        "Anna plays BANG! 2♦ on Eve",
    ),
    "same_card_in_play": (base(), (), "Anna plays Barrel"),
    "jail_on_sheriff": (BENS_TURN, (), "Ben plays Jail on Anna"),
    "no_such_card_in_play": (base(), (), "Anna plays Panic! on Eve: Mustang"),
    "empty_hand": (base(), (), "Anna plays Panic! on Eve: hand"),
    "needs_target_card": (base(), (), "Anna plays Panic! on Eve"),
    "response_only": (base(), (), "Anna plays Missed!"),
    "wrong_answer": (
        base().replace("role: Deputy, hand: []", "role: Deputy, hand: [Gatling]"),
        ("Anna plays BANG! on Eve",),
        "Eve plays Gatling",
    ),
    "beer_out_of_turn": (base(), ("Anna plays BANG! on Eve",), "Eve plays Beer"),
    "beer_two_players": (TWO_LEFT, ("Anna plays BANG! on Ben", "Ben passes"), "Ben plays Beer"),
    "no_barrel": (base(), ("Anna plays BANG! on Eve",), "Eve uses Barrel"),
    "check_used": (
        TABLE_MODE,
        ("Anna plays BANG! on Dan", "Dan uses Jourdonnais", "reveal 4♠"),
        "Dan uses Jourdonnais",
    ),
    "ability_not_yours": (base(), (), "Anna heals with Beer and Jail"),
    "nothing_to_draw_from": (
        base(phase="draw", anna="Pedro Ramirez"),
        (),
        "Anna draws from discard",
    ),
    "not_on_display": (
        TABLE_MODE,
        (
            "Anna plays General Store",
            *("reveal Beer", "reveal Gatling", "reveal Duel"),
        ),
        "Anna picks Volcanic",
    ),
    "not_drawn": (
        base(anna="Kit Carlson", phase="draw"),
        ("Anna draws",),
        "Anna puts back Volcanic",
    ),
    "kit_keeps_two": (base(anna="Kit Carlson", phase="draw"), ("Anna draws",), "Anna keeps Beer"),
    "choose_a_flipped_card": (
        TABLE_MODE.replace("Jourdonnais, hand: 2", "Lucky Duke, hand: 2, in_play: [Barrel]"),
        ("Anna plays BANG! on Dan", "Dan uses Barrel", "reveal 4♠", "reveal Q♥"),
        "Dan chooses K♥",
    ),
    "reveal_not_needed": (base(), (), "reveal Q♥"),
    "reveal_incomplete": (
        TABLE_MODE,
        ("Anna plays BANG! on Dan", "Dan uses Jourdonnais"),
        "reveal Missed!",
    ),
    "reveal_contradicts": (
        TABLE_MODE,
        ("Anna plays BANG! on Dan", "Dan uses Jourdonnais"),
        "reveal Beer 6♥",
    ),
    "not_in_deck": (TABLE_MODE, (), "Anna plays Beer 2♣"),
    "already_seen": (TABLE_MODE + "discard: [BANG! 5♦]\n", (), "Anna plays BANG! 5♦ on Ben"),
    "already_held": (
        TABLE_MODE.replace(
            "Sid Ketchum, life: 1, hand: 2", "Sid Ketchum, life: 1, hand: 2, in_play: [Mustang 8♥]"
        ),
        (),
        "Anna plays Mustang 8♥",
    ),
    "role_impossible": (
        TABLE_MODE.replace("Sid Ketchum, life: 1, hand: 2", "Jesse Jones, life: 1, hand: 0"),
        ("Anna plays BANG! on Ben", "Ben passes"),
        "Ben is Deputy",
    ),
    "sid_full_life": (
        base(anna="Sid Ketchum").replace("life: 4", "life: 5"),
        (),
        "Anna heals with Beer and Jail",
    ),
    "sid_two_cards": (base(anna="Sid Ketchum"), (), "Anna heals with Beer and Jail and Panic!"),
}
"""code: (scenario, lines played first, the refused line)."""


@pytest.mark.parametrize("code", sorted(SITUATIONS))
def test_each_refusal_arises_in_its_situation(code: str) -> None:
    scenario, lines, line = SITUATIONS[code]
    game = start(scenario, *lines)
    assert refused(game, line) == code
    refusal = game.check(move(game, line))
    assert refusal is not None
    for lang in ("en", "fr", "it", "nl"):
        assert refusal.message(lang)


def test_an_unknown_player_is_refused() -> None:
    game = start(base())
    before = snapshot(game.state)
    with pytest.raises(IllegalMove) as refusal:
        game.apply(Play("Zed", Card("bang"), "Ben"))
    assert refusal.value.code == "unknown_player"
    with pytest.raises(IllegalMove):
        game.apply(Play("Anna", Card("bang"), "Zed"))
    assert snapshot(game.state) == before


def test_jesse_jones_cannot_draw_from_a_stranger() -> None:
    refusal = start(base(phase="draw")).check(Draw("Anna", "Zed"))
    assert refusal is not None and refusal.code == "unknown_player"


BANG_CODES = sorted({*SITUATIONS, "unknown_player", "hand_within_limit"})
"""The base game's codes (BANG! Duel registers its own in the same table)."""


def test_every_base_game_code_is_known() -> None:
    assert set(BANG_CODES) <= codes()


@pytest.mark.parametrize("code", BANG_CODES)
def test_every_refusal_reads_in_every_language_with_the_same_parameters(code: str) -> None:
    message_id = IllegalMove.message_id(code)
    assert message_languages(code) == set(languages())
    fields = {lang: variables(message_id, lang) for lang in languages()}
    assert len({frozenset(names) for names in fields.values()}) == 1, fields
    assert len({source(message_id, lang) for lang in languages()}) == len(languages())
    refusal = IllegalMove(code, **dict.fromkeys(fields["en"], "X"))
    assert refusal.rule
    assert all(refusal.message(lang) for lang in languages())


@pytest.mark.parametrize("lang", [lang for lang in languages() if lang != "en"])
def test_every_rule_broken_is_written_in_every_language(lang: str) -> None:
    """Each refusal of either game gives its `.rule` in the language's own file, in its own
    words: none falls back to English."""
    english, own = messages("en"), messages(lang)
    ruled = [name for name, message in english.items() if message.attributes]
    assert len(ruled) >= 80
    for name in ruled:
        (rule,) = own[name].attributes
        assert rule.id.name == "rule"
        code = name.removeprefix("refusal-")
        assert IllegalMove(code).rule_in(lang) != IllegalMove(code).rule, name


def test_an_unknown_code_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        IllegalMove("no_such_code")


def test_messages_name_cards_and_moments_in_the_readers_language() -> None:
    game = start(base())
    refusal = game.check(move(game, "Anna plays Missed!"))
    assert refusal is not None
    assert refusal.message("fr") == "Raté ! ne se joue que pour esquiver un tir."
    assert refusal.message("it").startswith("Mancato!")
    game = start(base(phase="draw"))
    refusal = game.check(move(game, "Anna plays Beer"))
    assert refusal is not None
    assert refusal.message("fr").endswith("la partie attend la pioche.")


def test_refused_move_leaves_state_unchanged() -> None:
    game = start(base(), "Anna plays BANG! A♠ on Eve")
    before = snapshot(game.state)
    for line in (
        "Eve plays Missed!",
        "Anna plays BANG! 2♦ on Eve",
        "Eve uses Barrel",
        "Eve plays Beer",
        "reveal Q♥",
        "Carla passes",
    ):
        with pytest.raises(IllegalMove):
            game.apply(move(game, line))
    assert snapshot(game.state) == before
    assert len(game.log) == 1


@pytest.mark.parametrize(
    ("attack", "line", "said"),
    [
        (
            "Indians!",
            "Ben uses Barrel",
            "Barrel draws! only against a shot (BANG!, Gatling), not against Indians!.",
        ),
        ("Indians!", "Ben uses Jourdonnais", "Jourdonnais draws! only against a shot"),
        ("Duel on Ben", "Ben uses Barrel", "not against Duel."),
    ],
)
def test_a_barrel_against_indians_or_a_duel_says_it_answers_only_a_shot(attack, line, said):
    game = start(
        """
        mode: table
        players:
          - {name: Anna, character: Willy the Kid, role: Sheriff, hand: 5}
          - {name: Ben, character: Jourdonnais, hand: 3, in_play: [Barrel]}
          - {name: Carla, character: Suzy Lafayette, hand: 3}
          - {name: Dan, character: Vulture Sam, hand: 3}
        turn: Anna
        phase: play
        """,
        f"Anna plays {attack}",
    )
    assert refused(game, line) == "barrel_only_against_shots"
    refusal = game.check(move(game, line))
    assert said in refusal.message("en")
    assert "ne dégaine que contre un tir" in refusal.message("fr")
