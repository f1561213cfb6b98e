"""BANG! Duel, the two-player spin-off: a second ruleset beside the base game's.

It shares the base engine's shape (a setup plus an append-only log of moves, the state as the
replay of the log, pending decisions as a stack of requests, refusals with stable codes) and its
move classes where they fit; `rules.duel.ruleset` is what `rules.core.game.Game` runs for a
`DuelSetup`. See docs/duel-rules.md.
"""
