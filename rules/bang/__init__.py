"""BANG!, the base game: its cards, state, engine, legal moves, notation and scenarios.

`BANG` (rules/bang/kind.py) is the game kind the core runs for a `Setup`. It never imports
rules.duel.
"""

from rules.bang.kind import BANG

__all__ = ["BANG"]
