"""The table companion: the Textual app and the `bang-companion` command line."""
