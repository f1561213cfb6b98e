"""A whole table-mode game as a table taps it: for each move, the buttons tapped, by their keys.

The walk is found on the engine alone (`choices`, the tree the table's buttons show), so the
device tests and bench/app_latency.py replay the same taps at any size and in any language.
A seeded player taps like a table in a hurry: mostly attacks, at the Sheriff first, then at
the weakest; a Missed! or a Barrel now and then, a Beer when dying half the time; so a game
is over in some fifty moves, and meets most decisions on the way (see SEED).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from companion.choices import Choice, choices
from rules.bang.setup import Setup, deal
from rules.core.game import Game
from rules.duel.setup import DuelSetup

NAMES = ["Anna", "Ben", "Carla", "Dan", "Eve"]
CHARACTERS = ["willy_the_kid", "lucky_duke", "sid_ketchum", "kit_carlson", "jourdonnais"]
SEED = 1657
"""The walk's seed: 72 moves, 86 taps; Ben (Lucky Duke) falls and shows his role, then the
Sheriff; on the way, a Barrel's draw!, Lucky Duke's choice, Kit Carlson's pick, Sid
Ketchum's heal offered in the others' decisions."""
MOST_MOVES = 200

ATTACKS = {"bang": 6, "gatling": 4, "indians": 4, "duel": 4, "jail": 3, "dynamite": 3}
"""How much more often the hurried player plays these than any other card."""


@dataclass(frozen=True)
class Step:
    """One move: the decision's kind and the keys of the buttons tapped, in order."""

    kind: str
    keys: tuple[str, ...]


def walk_setup() -> Setup:
    """Five players at a table, Anna the Sheriff; no card or other role known."""
    return deal(NAMES, CHARACTERS, ["sheriff"] + [None] * 4, seed=5, full_information=False)


def table_walk(seed: int = SEED, setup: Setup | DuelSetup | None = None) -> list[Step]:
    """The taps of a whole game (the walk's BANG! table unless another `setup` is given),
    found by playing it on the engine."""
    rng = random.Random(seed)
    game = Game(setup or walk_setup())
    steps: list[Step] = []
    plays = 0
    while not game.winner and len(steps) < MOST_MOVES:
        waiting = game.pending
        root = choices(game, "en")
        plays = plays + 1 if waiting.kind == "play" else 0
        keys = _tap_path(root, waiting.kind, plays, rng, _weakest(game))
        steps.append(Step(waiting.kind, keys))
        node = root
        for key in keys:
            node = next(child for child in node.children if child.key == key)
        assert node.move is not None
        game.apply(node.move)
    return steps


def _weakest(game: Game) -> list[str]:
    """The living players, fewest life points first: the hurried table shoots them first (in
    a Duel, any target)."""
    if isinstance(game.setup, DuelSetup):
        return []
    alive = sorted(game.state.alive(), key=lambda player: (player.role != "sheriff", player.life))
    return [f"p-{player.name}" for player in alive]


def _tap_path(
    root: Choice, kind: str, plays: int, rng: random.Random, targets: list[str]
) -> tuple[str, ...]:
    """The keys a hurried player taps down the tree to a move the engine accepts."""
    keys: list[str] = []
    node = root
    while node.move is None:
        open_ = [child for child in node.children if not child.refused]
        assert open_, f"no way on from {keys} in a {kind} decision"
        if node is root:
            node = _pick(open_, kind, plays, rng)
        else:
            aimed = [child for key in targets for child in open_ if child.key == key]
            node = aimed[0] if aimed else rng.choice(open_)
        keys.append(node.key)
    return tuple(keys)


def _pick(children: list[Choice], kind: str, plays: int, rng: random.Random) -> Choice:
    """The first button: by the decision's kind (another player's heal now and then only)."""
    own = [child for child in children if not child.names_actor] or children
    if kind == "play":
        return _play(own, plays, rng)
    if kind == "dying" and rng.random() < 0.5:
        return own[0]  # a Beer, if any: the engine lists the pass last
    if kind == "respond":
        weights = [6 if child.key == "pass" else 1 for child in own]
        return rng.choices(own, weights)[0]
    return rng.choice(own)


def _play(children: list[Choice], plays: int, rng: random.Random) -> Choice:
    """One to four cards a turn, mostly attacks, then the end of the turn."""
    end = next((child for child in children if child.key == "end-turn"), None)
    cards = [child for child in children if child.key != "end-turn"]
    if end is not None and (not cards or plays > rng.randint(1, 4)):
        return end
    weights = [ATTACKS.get(child.key.removeprefix("card-").split("-")[0], 1) for child in cards]
    return rng.choices(cards, weights)[0]
