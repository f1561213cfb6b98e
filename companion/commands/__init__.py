"""One module per `bang-companion` subcommand; each has `add_parser` and `run`."""
