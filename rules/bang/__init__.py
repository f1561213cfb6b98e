"""BANG!, the base game: its cards, state, engine, legal moves, notation and scenarios."""
