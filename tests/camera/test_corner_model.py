"""The corner-index model: loading, its errors, and what it reads."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from camera.corner_model import (
    RANK_CLASSES,
    SUIT_CLASSES,
    CornerModel,
    ModelError,
    corner_model,
)
from camera.fonts import Font, find_ttf
from camera_training.augment import cut
from camera_training.fonts import Faces
from camera_training.render import draw_index
from camera_training.synthetic.scenes import Look, make_background

UNSEEN = ("DejaVuSerif-Bold", "DejaVuSerifCondensed", "DejaVuSerif")  # test faces, never trained


@pytest.fixture(scope="module")
def model() -> CornerModel:
    return corner_model()


@pytest.fixture(scope="module")
def unseen_crops() -> list[tuple[np.ndarray, str, str]]:
    """Crops of indexes in faces the model never saw, and their true rank and suit."""
    paths = [find_ttf(stem) for stem in UNSEEN]
    fonts = (*(Font(str(p)) for p in paths if p is not None), Font("hershey:4"))
    suits = fonts[:1] if paths[0] is not None else ()  # DejaVu Serif Bold draws the suits
    rng = np.random.default_rng(5)
    out = []
    for _ in range(40):
        drawing = draw_index(rng, Faces(fonts, suits))
        out.append((cut(drawing), str(drawing.rank), str(drawing.suit)))
    return out


def test_missing_weights_raise_model_error(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="not found"):
        CornerModel(tmp_path / "nothing.onnx")


def test_corrupt_weights_raise_model_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"\x08\x07garbage, not a protobuf graph" * 20)
    with pytest.raises(ModelError, match="unreadable"):
        CornerModel(bad)


def test_a_reader_without_its_weights_says_which_file_is_missing(tmp_path, monkeypatch) -> None:
    import camera
    import camera.corner_model as corner_model

    monkeypatch.setattr(corner_model, "MODEL", tmp_path / "corner.onnx")
    corner_model.corner_model.cache_clear()
    camera.reload_templates()
    try:
        with pytest.raises(ModelError, match=f"not found: {tmp_path}"):
            camera.watch(1, "index")
    finally:
        monkeypatch.undo()
        corner_model.corner_model.cache_clear()
        camera.reload_templates()


def test_unseen_faces_are_read_right_and_confidently(model: CornerModel, unseen_crops) -> None:
    guesses = model.classify([crop for crop, _, _ in unseen_crops])
    right = [
        g
        for g, (_, rank, suit) in zip(guesses, unseen_crops, strict=True)
        if (g.rank, g.suit) == (rank, suit)
    ]
    assert len(right) >= 36
    assert np.median([min(g.rank_p, g.suit_p) for g in right]) > 0.9


def test_blank_paper_and_table_say_none(model: CornerModel) -> None:
    paper = np.full((40, 30, 3), (215, 228, 236), np.uint8)
    table = make_background(Look("cloth", 3), (48, 48)).clip(0, 255).astype(np.uint8)
    for guess in model.classify([paper, table]):
        assert (guess.rank, guess.suit) == (None, None)
        assert min(guess.rank_p, guess.suit_p) > 0.8


def test_each_head_sums_to_one_and_embedding_is_unit(model: CornerModel, unseen_crops) -> None:
    for guess in model.classify([crop for crop, _, _ in unseen_crops[:8]]):
        assert guess.rank_probs.shape == (len(RANK_CLASSES),)
        assert guess.suit_probs.shape == (len(SUIT_CLASSES),)
        assert guess.rank_probs.sum() == pytest.approx(1, abs=1e-5)
        assert guess.suit_probs.sum() == pytest.approx(1, abs=1e-5)
        assert np.linalg.norm(guess.embedding) == pytest.approx(1, abs=1e-5)


def test_same_crops_give_the_same_output(model: CornerModel, unseen_crops) -> None:
    crops = [crop for crop, _, _ in unseen_crops[:4]]
    first, again = model.classify(crops), model.classify(crops)
    for a, b in zip(first, again, strict=True):
        assert np.array_equal(a.rank_probs, b.rank_probs)
        assert np.array_equal(a.embedding, b.embedding)


def test_a_crop_reads_the_same_alone_as_in_a_batch(model: CornerModel, unseen_crops) -> None:
    crops = [crop for crop, _, _ in unseen_crops[:4]]
    batch = model.classify(crops)
    alone = model.classify(crops[2:3])[0]
    assert np.allclose(alone.rank_probs, batch[2].rank_probs, atol=1e-5)


def test_no_crops_give_no_guesses(model: CornerModel) -> None:
    assert model.classify([]) == []


def test_an_index_turned_half_a_turn_reads_as_itself(model: CornerModel, unseen_crops) -> None:
    # A deck printing its index in all four corners shows two of them turned:
    # a 6 turned (pip above) is still a 6, not a 9.
    turned = [np.ascontiguousarray(crop[::-1, ::-1]) for crop, _, _ in unseen_crops]
    guesses = model.classify(turned)
    right = [
        g
        for g, (_, rank, suit) in zip(guesses, unseen_crops, strict=True)
        if (g.rank, g.suit) == (rank, suit)
    ]
    assert len(right) >= 32
