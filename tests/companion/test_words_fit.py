"""Words on buttons fit them: a label cut to its first word says something else."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.widgets import Button

from companion.i18n import t
from tests.companion.driver import open_table


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "en"])
async def test_end_turn_fits_its_button_on_a_narrow_laptop_terminal(make_app, lang):
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_table(pilot, "Anna draws")
        label = t("choice.end_turn", lang)
        button = next(b for b in screen.query(".choice").results(Button) if str(b.label) == label)
        assert Text(label).cell_len <= button.content_region.width
