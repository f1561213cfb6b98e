"""Life points: healing, hits, dying with a Beer in hand, elimination, rewards and victory."""

from __future__ import annotations

from cards_data import load_bang
from rules.bang import piles
from rules.bang.state import Dying, KitPutBack, Player, Request, RoleToReveal, State

REWARD_FOR_AN_OUTLAW = 3
TWO_PLAYERS = 2


def heal(player: Player, amount: int = 1) -> None:
    """Regain life points, never above the player's maximum."""
    player.life = min(player.max_life, player.life + amount)


def beer_heals(state: State) -> bool:
    """Beer has no effect once only two players remain."""
    return len(state.alive()) > TWO_PLAYERS


def hit(
    state: State, target: Player, amount: int, source: str | None, played_by: str | None = None
) -> None:
    """`target` loses `amount` life points because of `source` (None for Dynamite), who is
    credited with a death; `played_by` is whose card caused it, when not `source`'s (a Duel's
    loser loses to the Duel card, played by the challenger).

    Bart Cassidy and El Gringo react at once, one card per life point, before any Beer:
    see docs/rulings.md ("A dying Bart Cassidy", "El Gringo loses a Duel he started").
    """
    target.life -= amount
    if target.character == "bart_cassidy":
        piles.draw(state, target, amount)
    card_player = played_by or source
    if target.character == "el_gringo" and card_player not in (None, target.name):
        shooter = state.player(card_player)
        for _ in range(amount):
            if not shooter.hand:
                break
            target.hand.append(piles.take_random_from_hand(state, shooter))
    if target.life <= 0:
        state.stack.append(Dying(target.name, source))


def beers_needed(player: Player) -> int:
    """How many life points a player at 0 or below must regain to stay in: one more than the
    points below 1 (each Beer gives one)."""
    return 1 - player.life


def can_survive(state: State, player: Player) -> bool:
    """Whether the cards the player may hold could bring them back above 0.

    In table mode any unknown card might be a Beer; in full mode only real Beers count.
    Sid Ketchum can also turn any two cards into one life point.
    """
    needed = beers_needed(player)
    if state.full_information:
        beers = sum(1 for card in player.hand if card.kind == "beer")
    else:
        beers = sum(1 for card in player.hand if card.kind == "beer" or not card.known)
    if not beer_heals(state):
        beers = 0
    sid_points = (len(player.hand) - beers) // 2 if player.character == "sid_ketchum" else 0
    return beers + sid_points >= needed


def eliminate(state: State, dead: Player, killer: str | None) -> None:
    """The player is out: their cards go (to Vulture Sam, or the discard), then the role shows."""
    dead.alive = False
    dead.life = 0
    _kit_keeps_what_he_drew(state, [r for r in state.stack if not _outlives(r, dead.name)])
    state.stack = [request for request in state.stack if _outlives(request, dead.name)]
    vulture = next((p for p in state.alive() if p.character == "vulture_sam"), None)
    if vulture is not None:
        vulture.hand.extend(dead.hand + dead.in_play)
        dead.hand, dead.in_play = [], []
    else:
        piles.discard_everything(state, dead)
    if dead.role is None:
        state.stack.append(RoleToReveal(dead.name, killer))
    else:
        settle_death(state, dead, killer)


def _outlives(request: object, dead: str) -> bool:
    """Requests that still make sense once `dead` is out of the game."""
    names = {getattr(request, field, None) for field in ("target", "opponent", "challenger")}
    return dead not in names


def settle_death(state: State, dead: Player, killer: str | None) -> None:
    """Once the role is known: the reward or penalty, then whether somebody has won."""
    if killer is not None and killer != dead.name:
        shooter = state.player(killer)
        if shooter.alive and dead.role == "outlaw":
            piles.draw(state, shooter, REWARD_FOR_AN_OUTLAW)
        if shooter.alive and dead.role == "deputy" and shooter.role == "sheriff":
            piles.discard_everything(state, shooter)
    decide_winner(state)


def decide_winner(state: State) -> None:
    """The game ends the moment a side's goal holds (rulebook: end of the game)."""
    sheriff = next(p for p in state.players if p.role == "sheriff")
    alive = state.alive()
    if not sheriff.alive:
        survivor = alive[0] if len(alive) == 1 else None
        if survivor is not None and survivor.role is None:
            state.stack.append(RoleToReveal(survivor.name, None))
            return
        lone_renegade = survivor is not None and survivor.role == "renegade"
        _end(state, "renegade" if lone_renegade else "outlaws")
        return
    table = load_bang().role_table[len(state.players)]
    dead_roles = [p.role for p in state.players if not p.alive]
    outlaws_dead = dead_roles.count("outlaw") == table["outlaw"]
    renegades_dead = dead_roles.count("renegade") == table["renegade"]
    if outlaws_dead and renegades_dead:
        _end(state, "sheriff")


def _end(state: State, winner: str) -> None:
    """The game is won: nothing more is asked."""
    state.winner = winner
    _kit_keeps_what_he_drew(state, state.stack)
    state.stack = []


def _kit_keeps_what_he_drew(state: State, dropped: list[Request]) -> None:
    """Kit Carlson's three cards, while he still chooses which goes back, are in his hand at
    the table: a choice dropped unmade (he is out, or the game is won) leaves them there, so
    that each of the 80 cards stays in one place."""
    for request in dropped:
        if isinstance(request, KitPutBack):
            state.player(request.target).hand.extend(request.drawn)
