"""The command line's parser: help texts that are messages, said in the command line's
language only when the help is shown, and a usage mistake said in one line."""

from __future__ import annotations

import argparse
import copy
from typing import Any, NoReturn

from companion.i18n import t
from companion.settings import cli_language


def _said(text: Any) -> Any:
    """A help text in the CLI's language: a message (`i18n.words`) is said now; argparse's
    own values (None, SUPPRESS) pass as they are."""
    return text(cli_language()) if callable(text) else text


class _Formatter(argparse.HelpFormatter):
    """Help whose texts are messages, said only when the help is shown: reading a language's
    Fluent files as the parser is built would cost every command a tenth of a second of
    start-up, for a help seldom asked for."""

    def start_section(self, heading: Any) -> None:
        super().start_section(_said(heading))

    def add_text(self, text: Any) -> None:
        super().add_text(_said(text))

    def _format_action(self, action: argparse.Action) -> str:
        if callable(action.help):
            action = copy.copy(action)
            action.help = _said(action.help)
        return super()._format_action(action)


class CommandParser(argparse.ArgumentParser):
    """argparse saying a usage mistake in one line, as any other bad input is said (the usage
    is one --help away), and its help texts said as it is shown (`_Formatter`). Its
    subcommands' parsers are of this class too, and so is `bang-companion camera`'s."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(2, t("cli.usage_mistake", cli_language(), prog=self.prog, message=message) + "\n")
