"""The draw! panel: typed entry at once, the camera when there is one, the demo source."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from textual.widgets import Button, Static

from companion.draw_check import CameraOff
from companion.i18n import t
from companion.widgets.draw_panel import DrawPanel
from rules.bang.cards import Card
from rules.core.moves import Reveal
from rules.duel.cards import Card as DuelCard
from tests.companion.conftest import PanelApp
from tests.companion.driver import BARREL_CHECK, WIDE, open_table, tap, type_into, wait_for


async def settle(pilot, screen, seconds: float = 10.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if screen.session.game.pending.kind != "reveal":
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError("the draw! was never resolved")


async def test_without_a_camera_the_card_is_typed_in_any_language(make_app):
    app = make_app(camera="off")  # --no-camera: nothing of a camera is offered, nor the demo
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        panel = screen.query_one(DrawPanel)
        assert not panel.query("#camera-box, #use-demo")
        assert app.focused is panel.query_one("#typed-card")
        await type_into(pilot, "#typed-card", "dame de cœur")
        assert screen.session.history[-1].move == Reveal(Card(None, "hearts", "Q"))
        assert not screen.query(DrawPanel)


async def test_typed_indexes_in_four_languages(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await type_into(pilot, "#typed-card", "harten 4")  # a heart: the Barrel works
        assert screen.session.history[-1].move == Reveal(Card(None, "hearts", "4"))
        await pilot.press("ctrl+z")
        await pilot.pause()
        await type_into(pilot, "#typed-card", "10 picche")  # a spade: Ben is hit
        assert screen.session.history[-1].move == Reveal(Card(None, "spades", "10"))
        assert screen.session.game.pending.player == "Ben"


async def test_touch_entry_by_suit_then_rank(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await tap(pilot, "#choice-suit-spades")
        await tap(pilot, "#choice-rank-A")
        assert screen.session.history[-1].move == Reveal(Card(None, "spades", "A"))


async def test_a_stable_camera_read_resolves_the_draw(make_app, fake_camera):
    camera = fake_camera(("hearts", "K"))
    app = make_app(camera_factory=lambda: camera)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await settle(pilot, screen)
        assert screen.session.history[-1].move == Reveal(Card(None, "hearts", "K"))
        assert (camera.expected, camera.shows) == (1, "index")
        assert screen.session.game.pending.player == "Carla"
    assert camera.closed


async def test_an_unsure_camera_shows_why_and_waits_for_typing(make_app, fake_camera):
    app = make_app(camera_factory=lambda: fake_camera(None))
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        shown = screen.query_one("#camera-read", Static)
        await wait_for(pilot, lambda: "no sure read" in str(shown.content))
        read = str(shown.content)
        hint = "no whole card in view: lay it flat on a plain surface"
        assert read == f"Camera: no sure read ({hint})"
        assert screen.query_one("#camera-preview", Static).content
        assert screen.session.game.pending.kind == "reveal"
        await type_into(pilot, "#typed-card", "Q♥")
        assert screen.session.game.pending.player == "Carla"


def no_webcam():
    raise CameraOff("camera 0 not found (is a webcam plugged in?)", "not_found")


async def test_a_missing_webcam_falls_back_to_typing_and_offers_the_demo(make_app):

    app = make_app(camera_factory=no_webcam)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await pilot.pause(0.2)
        hint = str(screen.query_one("#draw-hint", Static).content)
        assert hint.startswith("No camera: no webcam found (is one plugged in?).")
        assert not screen.query("#camera-box")
        await tap(pilot, "#use-demo")  # the bundled clip shows the queen of hearts
        assert app.camera_mode == "demo"
        await settle(pilot, screen)
        # The Barrel needs the suit: the drawn queen's rank, in a face the BANG! index
        # model never learnt, may stay unread, never misread.
        card = screen.session.history[-1].move.card
        assert (card.suit, card.rank in (None, "Q")) == ("hearts", True)


async def test_a_missing_webcam_is_explained_in_the_players_language(make_app):
    app = make_app(camera_factory=no_webcam, lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await pilot.pause(0.2)
        hint = str(screen.query_one("#draw-hint", Static).content)
        assert hint.startswith("Pas de caméra : aucune webcam trouvée (est-elle bien branchée ?).")


def test_a_webcam_unplugged_mid_check_reaches_the_app_with_its_reason():
    import camera
    from companion.draw_check import PackageCamera

    class Unplugged(Frames):
        def __iter__(self):
            raise camera.CameraUnavailable("camera 0 stopped sending pictures", "unplugged")
            yield  # a source whose next frame never comes

    adapter = PackageCamera(Unplugged, camera, looping=False)
    with pytest.raises(CameraOff) as off:
        adapter.look()
    assert off.value.trouble == "unplugged"


class RecordingPackage:
    """The camera package's surface, recording what the app asks the reader."""

    CameraUnavailable = OSError
    Need = frozenset

    def __init__(self, learnt: bool = True) -> None:
        self.asked: list[tuple[int, str]] = []
        self.live: list[bool] = []
        self.learnt = learnt

    def symbols_learnt(self) -> bool:
        return self.learnt

    def reload_templates(self) -> None:
        self.reloaded = True

    def watch(self, cards: int, expect: str, live: bool, need=None, examples=None, deck=None):
        asked = self.asked
        self.live.append(live)

        class Recording:
            def __init__(self) -> None:
                self.cards, self.expect = cards, expect

            def feed(self, frame):
                asked.append((cards, expect))
                return [], None

        return Recording()


class Frames(list):
    live = False

    def close(self) -> None:
        """Nothing to release."""


def test_the_camera_reads_as_many_cards_as_the_check_shows_and_of_the_right_kind():
    from companion.draw_check import PackageCamera

    package = RecordingPackage()
    frames = Frames([np.zeros((48, 64, 3), np.uint8)] * 3)
    camera = PackageCamera(lambda: frames, package, looping=False)
    camera.look()
    camera.expect(2, "index")  # Lucky Duke flips two cards
    camera.look()
    camera.expect(1, "symbol")  # a BANG! Duel check
    camera.look()
    # A BANG! index is read where the BANG! deck prints it: the camera's "bang".
    assert package.asked == [(1, "bang"), (2, "bang"), (1, "symbol")]
    assert package.live == [False] * 3  # a recording waits for the reader (see camera.watch)


def test_a_webcam_knows_the_duel_symbols_once_learnt_and_the_demo_clip_always():
    from companion.draw_check import PackageCamera

    def frames() -> Frames:
        return Frames([np.zeros((48, 64, 3), np.uint8)])

    assert PackageCamera(frames, RecordingPackage(learnt=True), looping=False).knows_symbols
    assert not PackageCamera(frames, RecordingPackage(learnt=False), looping=False).knows_symbols
    assert PackageCamera(frames, RecordingPackage(learnt=False), looping=True).knows_symbols


def test_symbols_learnt_while_the_app_runs_are_read_from_the_next_duel_check():
    from companion.draw_check import PackageCamera

    package = RecordingPackage(learnt=False)
    frames = Frames([np.zeros((48, 64, 3), np.uint8)] * 2)
    camera = PackageCamera(lambda: frames, package, looping=False)
    camera.expect(1, "symbol")
    camera.look()
    assert not camera.knows_symbols and not hasattr(package, "reloaded")
    package.learnt = True  # `bang-companion camera learn`, run in another window
    camera.expect(1, "symbol")
    camera.look()
    assert camera.knows_symbols and package.reloaded
    assert len(package.live) == 3  # a new watch, with the reader made afresh


def test_lucky_dukes_two_cards_are_read_from_the_demo_clip_through_the_app_adapter():
    import camera
    from companion.draw_check import PackageCamera

    adapter = PackageCamera(camera.demo_source, camera, looping=False)
    adapter.expect(2, "index")
    decisions = []
    try:
        while not decisions:
            sighting = adapter.look()
            if sighting.stable:
                decisions.append(sighting.stable)
    except CameraOff:
        pass  # the clip ended
    finally:
        adapter.close()
    assert decisions == [(("spades", "7"), ("diamonds", "K"))]


def test_an_empty_table_through_the_app_adapter_hints_at_laying_a_card_in_view():
    import camera
    from companion.draw_check import PackageCamera

    frames = Frames([np.full((480, 640, 3), 200, np.uint8)])
    sighting = PackageCamera(lambda: frames, camera, looping=False).look()
    assert (sighting.index, sighting.note) == (None, "no_card")


async def test_a_card_typed_wrong_is_refused_in_the_players_language(make_app):
    app = make_app(camera="off", lang="it")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        seq = screen.session.seq
        await type_into(pilot, "#typed-card", "Birra di cuori")
        notes = [str(n.message) for n in app._notifications]
        assert notes[-1].startswith("nome sconosciuto (carta): «Birra di cuori»")
        assert screen.session.seq == seq
        assert screen.query(DrawPanel)


async def test_a_missing_demo_clip_is_named_as_a_fault_of_the_installation(make_app, monkeypatch):
    import camera

    def gone():
        raise camera.CameraUnavailable("image folder not found: camera/demo", "not_found")

    monkeypatch.setattr(camera, "demo_source", gone)
    app = make_app(camera="demo", lang="nl")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await pilot.pause(0.2)
        hint = str(screen.query_one("#draw-hint", Static).content)
        assert hint.startswith("Geen camera: de democlip ontbreekt in deze installatie van de app.")


def test_missing_model_weights_turn_the_camera_off_with_the_reason(monkeypatch, tmp_path):
    # A camera that is off leaves the draw! to typing (see the missing webcam above).
    import camera
    import camera.corner_model as corner_model
    from companion.draw_check import open_camera

    monkeypatch.setattr(corner_model, "MODEL", tmp_path / "corner.onnx")
    corner_model.corner_model.cache_clear()
    camera.reload_templates()  # the reader is built anew, without its weights
    try:
        with pytest.raises(CameraOff, match="corner model not found"):
            open_camera(demo=True)
    finally:
        monkeypatch.undo()
        corner_model.corner_model.cache_clear()
        camera.reload_templates()


class UnsurePackage(RecordingPackage):
    """A camera package whose every read is unsure: the card is too far away."""

    def watch(self, cards: int, expect: str, live: bool, need=None, examples=None, deck=None):
        class TooFar:
            def feed(self, frame):
                return [SimpleNamespace(unsure="far", hint="closer", confidence=0.0)], None

        return TooFar()


class Webcam(Frames):
    live = True

    def __init__(self, smaller_than_asked: bool) -> None:
        super().__init__([np.zeros((48, 64, 3), np.uint8)] * 2)
        self.smaller_than_asked = smaller_than_asked


@pytest.mark.parametrize(("small", "note"), [(True, "closer_small_camera"), (False, "closer")])
def test_a_card_asked_closer_by_a_webcam_of_small_pictures_says_why(small, note):
    from companion.draw_check import PackageCamera

    camera = PackageCamera(lambda: Webcam(small), UnsurePackage(), looping=False)
    assert camera.look().note == note
    assert t(f"draw.hint_{note}", "en").startswith("card too far away")


KING = Card(None, "hearts", "K")


@pytest.mark.parametrize(
    ("duel", "knows_symbols", "told"),
    [(True, False, True), (True, True, False), (False, False, False)],
)
async def test_a_duel_check_before_the_symbols_were_learnt_is_only_shown_the_read(
    fake_camera, duel, knows_symbols, told
):
    read, card = ("barrel", DuelCard(symbol="barrel")) if duel else (("hearts", "K"), KING)
    camera = fake_camera(read, settle_after=2, knows_symbols=knows_symbols)
    panel = DrawPanel("fr", lambda: camera, needs_index=True, duel=duel)
    async with PanelApp(panel).run_test() as pilot:
        await wait_for(pilot, lambda: panel.query("#camera-learn") or pilot.app.revealed)
        notes = [str(n.content) for n in panel.query("#camera-learn").results(Static)]
        assert notes == ([t("draw.symbols_unknown", "fr")] if told else [])
        # Told, the players see the read and tap or type the card themselves.
        assert pilot.app.revealed == ([] if told else [(card,)])
        if told:
            learn = panel.query_one("#learn-symbols", Button)
            assert str(learn.label) == t("draw.learn_symbols", "fr")
            assert "tonneau" in str(panel.query_one("#camera-read", Static).content)
            panel.relabel("nl")
            note = str(panel.query_one("#camera-learn", Static).content)
            assert note == t("draw.symbols_unknown", "nl")
            assert str(learn.label) == t("draw.learn_symbols", "nl")


async def test_a_webcam_unplugged_during_a_duel_check_takes_the_offer_of_a_lesson_with_it(
    fake_camera,
):
    camera = fake_camera("barrel", knows_symbols=False)
    looks = camera.look

    def unplugged_after_a_while():
        if camera.seen >= 5:
            raise CameraOff("camera 0 stopped sending pictures", "unplugged")
        return looks()

    camera.look = unplugged_after_a_while
    panel = DrawPanel("en", lambda: camera, needs_index=True, duel=True)
    async with PanelApp(panel).run_test() as pilot:
        hint = panel.query_one("#draw-hint", Static)
        await wait_for(pilot, lambda: str(hint.content).startswith("No camera: "))
        assert not panel.query("#camera-box, #camera-learn, #learn-symbols")
        hint = str(panel.query_one("#draw-hint", Static).content)
        assert hint.startswith("No camera: ")


@pytest.mark.parametrize(
    ("duel", "typed", "card"), [(False, "Birra", Card("beer")), (True, "Colt", DuelCard("colt"))]
)
async def test_a_general_store_card_is_asked_for_by_name_in_either_game(duel, typed, card):
    panel = DrawPanel("it", None, needs_index=False, duel=duel)
    async with PanelApp(panel).run_test() as pilot:
        examples = "Colt, Gatling" if duel else "Birra, Barile"
        hint = f"Scrivi il nome della carta scoperta ({examples}…)"
        assert str(panel.query_one("#draw-hint", Static).content).startswith(hint)
        await type_into(pilot, "#typed-card", typed)
        assert pilot.app.revealed == [(card,)]
