"""BANG! Duel as a ruleset for rules.core.game.Game: the four functions Game needs."""

from rules.duel.engine import apply, pending
from rules.duel.legal import legal_moves
from rules.duel.setup import initial_state

__all__ = ["apply", "initial_state", "legal_moves", "pending"]
