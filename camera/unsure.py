"""Why a read is unsure, as a code and its parameters, never a sentence: the camera knows
no language. The command line (``bang-companion camera``) and the app word it in the
player's (``camera-unsure-<code>`` in cards_data/locales/<lang>/camera.ftl)."""

from __future__ import annotations

from dataclasses import dataclass

CODES = (
    *("not_an_image", "no_card", "other_card_around", "no_index", "no_symbol"),
    *("no_index_or_symbol", "symbol_unreadable", "indexes_disagree", "index_unclear"),
    *("symbol_unclear", "examples_disagree", "no_such_copy"),
    # a file that gives no picture (camera.images.ImageError)
    *("not_a_file", "file_not_found", "cannot_read", "file_too_large", "too_small", "too_large"),
)
"""Every reason code the camera gives; a test holds the code of camera/ to it."""


@dataclass(frozen=True)
class Unsure:
    """A reason code (``index_unclear``), its parameters (``rank``, ``suit``) and, when
    the card's kind was read surely and still left the read unsure, that ``kind``."""

    code: str
    args: tuple[tuple[str, str], ...] = ()
    kind: str | None = None

    @classmethod
    def of(cls, code: str, **args: object) -> Unsure:
        """``Unsure.of("index_unclear", rank="6", suit="hearts")``; parameters as text."""
        return cls(code, tuple((name, str(value)) for name, value in args.items()))

    def as_json(self) -> dict[str, object]:
        """The reason for ``camera read --json``: its code, then its parameters if any."""
        extra = dict(self.args) | ({"kind": self.kind} if self.kind else {})
        return {"unsure": self.code, **({"unsure_args": extra} if extra else {})}
