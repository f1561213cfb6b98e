"""BANG! Duel, the two-player spin-off: a second ruleset beside the base game's.

It shares the base engine's shape (a setup plus an append-only log of moves, the state as the
replay of the log, pending decisions as a stack of requests, refusals with stable codes) and its
move classes where they fit. `DUEL` (rules/duel/kind.py) is the game kind the core runs for a
`DuelSetup`. It never imports rules.bang. See docs/duel-rules.md.
"""

from rules.duel.kind import DUEL

__all__ = ["DUEL"]
