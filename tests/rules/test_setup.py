"""Setting up a table: roles, life points, the deal, who starts, and setups that cannot be."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.bang.cards import full_deck
from rules.bang.invariants import broken_invariants
from rules.bang.notation import NotationError
from rules.bang.setup import Seat, Setup, SetupError, deal, initial_state
from rules.core.game import Game
from rules.core.scenario import setup_from_dict, setup_to_dict
from tests.rules.helpers import kinds, start, waiting, who

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eve", "Finn", "Gus"]


@pytest.mark.parametrize(
    ("players", "roles"),
    [
        (4, {"sheriff": 1, "renegade": 1, "outlaw": 2}),
        (5, {"sheriff": 1, "renegade": 1, "outlaw": 2, "deputy": 1}),
        (6, {"sheriff": 1, "renegade": 1, "outlaw": 3, "deputy": 1}),
        (7, {"sheriff": 1, "renegade": 1, "outlaw": 3, "deputy": 2}),
    ],
)
def test_roles_follow_the_role_table(players: int, roles: dict[str, int]) -> None:
    setup = deal(NAMES[:players], seed=players)
    assert Counter(seat.role for seat in setup.seats) == roles


def test_sheriff_has_one_extra_life_point() -> None:
    game = start("""
        players:
          - {name: Anna, character: Paul Regret, role: Sheriff, hand: []}
          - {name: Ben, character: Paul Regret, role: Outlaw, hand: []}
          - {name: Carla, character: Bart Cassidy, role: Outlaw, hand: []}
          - {name: Dan, character: Bart Cassidy, role: Renegade, hand: []}
    """)
    assert (who(game, "Anna").life, who(game, "Anna").max_life) == (4, 4)
    assert (who(game, "Ben").life, who(game, "Ben").max_life) == (3, 3)
    assert who(game, "Dan").max_life == 4


def test_each_player_is_dealt_as_many_cards_as_life_points() -> None:
    state = initial_state(deal(NAMES[:5], seed=11))
    for player in state.players:
        assert len(player.hand) == player.life == player.max_life
    assert len(state.deck) == 80 - sum(len(player.hand) for player in state.players)


def test_the_sheriff_starts_with_the_draw_phase() -> None:
    setup = deal(NAMES[:6], seed=3)
    sheriff = next(seat.name for seat in setup.seats if seat.role == "sheriff")
    assert waiting(Game(setup)) == (sheriff, "draw")


def test_a_full_game_starts_with_the_eighty_cards_each_in_one_place() -> None:
    state = initial_state(deal(NAMES[:7], seed=5))
    assert broken_invariants(state) == []
    places = [*state.deck, *(card for p in state.players for card in p.hand)]
    assert Counter(places) == Counter(full_deck())


def test_the_same_seed_deals_the_same_game() -> None:
    assert initial_state(deal(NAMES[:4], seed=9)) == initial_state(deal(NAMES[:4], seed=9))
    assert initial_state(deal(NAMES[:4], seed=9)) != initial_state(deal(NAMES[:4], seed=10))


@pytest.mark.parametrize("players", [3, 8])
def test_bang_is_for_four_to_seven_players(players: int) -> None:
    with pytest.raises(SetupError, match="4 to 7"):
        deal([f"P{i}" for i in range(players)])


def test_a_table_needs_exactly_one_sheriff() -> None:
    seats = tuple(Seat(name, "willy_the_kid", "outlaw") for name in NAMES[:4])
    with pytest.raises(SetupError, match="Sheriff"):
        initial_state(Setup(seats))


def test_two_players_cannot_share_a_name() -> None:
    ben = Seat("Ben", "willy_the_kid")
    seats = (Seat("Anna", "willy_the_kid", "sheriff"), ben, ben, ben)
    with pytest.raises(SetupError, match="same name"):
        initial_state(Setup(seats))


def test_an_unknown_character_is_refused_with_a_suggestion() -> None:
    with pytest.raises(NotationError, match="Lucky Duke"):
        setup_from_dict({"players": [{"name": "Anna", "character": "Lucky Luke"}]})


def test_life_above_the_characters_maximum_is_refused() -> None:
    sheriff = Seat("Anna", "el_gringo", "sheriff", life=4)
    outlaws = (Seat("Ben", "el_gringo", "outlaw"), Seat("Carla", "el_gringo", "outlaw"))
    assert initial_state(Setup((sheriff, *outlaws, Seat("Dan", "el_gringo", "renegade"))))
    with pytest.raises(SetupError, match="above 3"):
        initial_state(Setup((sheriff, *outlaws, Seat("Dan", "el_gringo", "renegade", life=4))))


def test_a_card_named_beyond_its_copies_is_refused_in_full_mode() -> None:
    with pytest.raises(SetupError, match="no card"):
        start("""
            players:
              - {name: Anna, character: Willy the Kid, role: Sheriff, hand: [Gatling, Gatling]}
              - {name: Ben, character: Jesse Jones, role: Outlaw, hand: []}
              - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
              - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
        """)


def test_named_cards_are_taken_out_of_the_deck_in_full_mode() -> None:
    game = start("""
        players:
          - {name: Anna, character: Willy the Kid, role: Sheriff, hand: [Gatling, Beer 6♥]}
          - {name: Ben, character: Jesse Jones, role: Outlaw, in_play: [Barrel Q♠]}
          - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
        deck_top: [Dynamite]
    """)
    assert kinds(who(game, "Anna").hand) == ["gatling", "beer"]
    assert len(who(game, "Ben").hand) == 4
    assert game.state.deck[-1].kind == "dynamite"
    assert broken_invariants(game.state) == []


def test_names_may_be_written_in_any_language() -> None:
    game = start("""
        players:
          - {name: Anna, character: Willy le Kid, role: Sceriffo, hand: [Mancato!, Bière]}
          - {name: Ben, character: Sam le vautour, role: Hors-la-loi, in_play: [Ton]}
          - {name: Carla, character: Jesse Jones, role: Fuorilegge, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
    """)
    assert kinds(who(game, "Anna").hand) == ["missed", "beer"]
    assert who(game, "Ben").character == "vulture_sam"
    assert kinds(who(game, "Ben").in_play) == ["barrel"]
    assert who(game, "Carla").role == "outlaw"


def test_table_mode_hands_and_deck_are_unknown_cards() -> None:
    game = start("""
        mode: table
        players:
          - {name: Anna, character: Willy the Kid, role: Sheriff, hand: [BANG!]}
          - {name: Ben, character: Jesse Jones}
          - {name: Carla, character: Jesse Jones, hand: 2}
          - {name: Dan, character: Jesse Jones}
    """)
    assert kinds(who(game, "Anna").hand) == ["bang"]
    assert kinds(who(game, "Ben").hand) == [None] * 4
    assert len(who(game, "Carla").hand) == 2
    assert who(game, "Ben").role is None
    assert len(game.state.deck) == 80 - (1 + 4 + 2 + 4)


def test_a_dead_seat_holds_nothing() -> None:
    game = start("""
        players:
          - {name: Anna, character: Willy the Kid, role: Sheriff}
          - {name: Ben, character: Jesse Jones, role: Outlaw, alive: false}
          - {name: Carla, character: Jesse Jones, role: Outlaw}
          - {name: Dan, character: Jesse Jones, role: Renegade}
    """)
    assert not who(game, "Ben").alive
    assert who(game, "Ben").hand == []


def test_a_setup_survives_the_save_format() -> None:
    document = {
        "mode": "full",
        "seed": 4,
        "players": [
            {
                "name": "Anna",
                "character": "willy_the_kid",
                "role": "sheriff",
                "life": 3,
                "hand": ["BANG! A♠"],
                "in_play": ["Volcanic 10♠"],
            },
            {"name": "Ben", "character": "jesse_jones", "role": "outlaw", "hand": 2},
            {"name": "Carla", "character": "jesse_jones", "role": "outlaw", "alive": False},
            {"name": "Dan", "character": "jesse_jones", "role": "renegade"},
        ],
        "turn": "Ben",
        "phase": "play",
        "deck_top": ["Beer 7♥"],
        "discard": ["Missed! 2♠"],
        "bangs_played": 1,
    }
    setup = setup_from_dict(document)
    assert setup_from_dict(setup_to_dict(setup)) == setup
    assert initial_state(setup_from_dict(setup_to_dict(setup))) == initial_state(setup)


# ---- player names: each must read back, in a move line, as that player only


def _table(*names: str) -> Setup:
    sheriff, *others = names
    seats = [Seat(sheriff, "willy_the_kid", "sheriff")]
    return Setup((*seats, *(Seat(name, "willy_the_kid", "outlaw") for name in others)))


@pytest.mark.parametrize(
    "pair",
    [("Iris", "ırıs"), ("Iris", "İris"), ("Zo\u00eb", "Zoe\u0308"), ("Strauß", "Strauss"),
     ("Jo Ann", "jo  ann")],
)  # fmt: skip
def test_names_a_typed_move_could_not_tell_apart_are_refused(pair: tuple[str, str]) -> None:
    with pytest.raises(SetupError) as error:
        initial_state(_table(*pair, "Carla", "Dan"))
    assert error.value.code == "names_alike"


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("", "name_blank"),
        ("   ", "name_blank"),
        ("Maximilian Alexander von Trapp", None),
        ("Maximilian Alexander von Trapps", "name_too_long"),
        ("Ben: Barrel", "name_bad_character"),
        ("Ben\nCarla", "name_bad_character"),
        ("Ben\u200b", "name_bad_character"),
        ("Discard", "name_reserved"),
        ("the discard  pile", "name_reserved"),
        ("Discard Dan", None),
        ("Reveal", None),
        ("Hand", None),
        ("Beer", None),
        ("Don On", None),
    ],
)
def test_a_name_the_notation_could_not_read_back_is_refused(name: str, code: str | None) -> None:
    table = _table("Anna", name, "Carla", "Dan")
    if code is None:
        assert [player.name for player in initial_state(table).players][1] == name
        return
    with pytest.raises(SetupError) as error:
        initial_state(table)
    assert error.value.code == code


def test_a_player_called_discard_is_refused_as_pedro_ramirez_draws_from_it() -> None:
    with pytest.raises(SetupError) as error:
        initial_state(_table("Anna", "Discard", "Carla", "Dan"))
    assert str(error.value) == (
        "'Discard' cannot be a player's name: the game would read it as the discard pile"
    )
    assert error.value.message("fr") == (
        "« Discard » ne peut pas être un nom de joueur : le jeu le lirait comme la défausse"
    )


def test_names_alike_are_named_in_dutch() -> None:
    with pytest.raises(SetupError) as error:
        initial_state(_table("Iris", "Ben", "ırıs", "Dan"))
    assert error.value.message("nl") == (
        "'Iris' en 'ırıs' zijn niet uit elkaar te houden bij het typen van een zet"
    )
