"""The table companion: the Textual app and the `bang-companion` command line."""

# Each game's words are registered on the shared ones before any of them is used.
import companion.games.duel_words  # noqa: F401
