"""How the table's centre names the discard pile's top (companion.names.top_label)."""

from __future__ import annotations

from companion.names import top_label
from rules.bang.cards import UNKNOWN, Card


def test_cards_laid_down_together_are_named_as_one_of_them_on_top():
    top = top_label([Card("missed", "clubs", "10"), Card("beer", "hearts", "6")], "en")
    assert top.startswith("one of") and "10♣" in top and "6♥" in top


def test_unseen_cards_laid_down_together_show_an_unknown_top_once():
    assert top_label([UNKNOWN, UNKNOWN, UNKNOWN], "en") == top_label([UNKNOWN], "en")
