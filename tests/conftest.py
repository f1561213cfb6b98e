"""Shared fixtures: where the rulebooks and reference facts live beside the checkout."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """`../shared` beside the checkout (seeds, references); tests that need it skip without."""
    for candidate in (ROOT.parent / "shared", ROOT.parent.parent / "shared"):
        if (candidate / "reference").is_dir():
            return candidate
    pytest.skip("the shared reference folder is not beside this checkout")


@pytest.fixture(autouse=True, scope="session")
def _camera_cache_in_a_temporary_folder(tmp_path_factory, worker_id):
    """The camera's drawn-template cache goes to a folder of this run, not the user's: one
    folder for all the run's test processes (pytest-xdist workers), which then draw the
    templates once (the cache is written whole, see `camera.npz`)."""
    root = tmp_path_factory.getbasetemp()
    folder = (root if worker_id == "master" else root.parent) / "camera-cache"
    folder.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("BANG_CAMERA_CACHE", str(folder))
        yield
