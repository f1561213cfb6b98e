"""A deck's own examples: a card seen again reads as the players named it, a read
they do not clearly settle stands, and a broken examples file says so."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from camera.corner_model import BANG_MODEL, model_tag
from camera.prototypes import CONFIRM, LIKELY, NEAR, PrototypeError, Prototypes, deck_path
from camera.reader import CardRead
from camera.unsure import Unsure

DIM = 16


def _corner(seed: int) -> np.ndarray:
    """The embedding of one physical card's corner."""
    return np.random.default_rng(seed).normal(size=DIM).astype(np.float32)


def _again(seed: int) -> np.ndarray:
    """The same card in another photo: nearly the same embedding."""
    return _corner(seed) + 0.01 * np.random.default_rng(seed + 1000).normal(size=DIM)


def _deck() -> Prototypes:
    examples = Prototypes.none()
    for seed, (rank, suit) in enumerate((("A", "hearts"), ("7", "clubs"), ("K", "spades"))):
        examples = examples.add(_corner(seed), rank, suit)
    return examples


def _read(rank: str | None, suit: str | None, embedding: np.ndarray) -> CardRead:
    sure = rank is not None and suit is not None
    return CardRead(
        rank,
        suit,
        confidence=0.9 * sure,
        unsure=None if sure else Unsure("index_unclear"),
        embedding=embedding,
    )


def test_a_card_misread_by_one_part_reads_as_the_players_named_it():
    adapted = _deck().adapt(_read("A", "spades", _again(0)))  # every ace read A♠
    assert (adapted.rank, adapted.suit, adapted.unsure) == ("A", "hearts", None)


def test_an_unread_rank_is_filled_when_the_suit_agrees_with_the_examples():
    adapted = _deck().adapt(_read(None, "clubs", _again(1)))
    assert (adapted.rank, adapted.suit, adapted.unsure) == ("7", "clubs", None)


def test_a_read_disagreeing_with_the_examples_on_both_parts_is_no_longer_sure():
    adapted = _deck().adapt(_read("Q", "diamonds", _again(2)))
    assert (adapted.rank, adapted.suit) == (None, None)
    assert adapted.unsure


def test_a_card_unlike_every_example_reads_as_the_model_read_it():
    read = _read("5", "diamonds", _corner(99))
    assert _deck().adapt(read) is read


def test_a_read_without_embedding_or_a_symbol_is_left_alone():
    read = CardRead(symbol="barrel", confidence=0.9, embedding=_corner(0))
    assert _deck().adapt(read) is read
    plain = _read("A", "spades", None)  # type: ignore[arg-type]
    assert _deck().adapt(plain) is plain


def test_a_suit_only_example_teaches_the_suit_only():
    examples = Prototypes.none().add(_corner(5), None, "hearts")
    adapted = examples.adapt(_read("4", "diamonds", _again(5)))
    assert (adapted.rank, adapted.suit) == ("4", None)  # vetoed, not guessed


def _like(seed: int, similarity: float) -> np.ndarray:
    """Another photo of card ``seed`` that the model sees only so alike."""
    card = _corner(seed) / np.linalg.norm(_corner(seed))
    other = np.random.default_rng(seed + 2000).normal(size=DIM)
    other -= (other @ card) * card
    other /= np.linalg.norm(other)
    return (similarity * card + np.sqrt(1 - similarity**2) * other).astype(np.float32)


def _unsure(likeliest: tuple[str, str] | None, confidence: float, embedding) -> CardRead:
    return CardRead(
        confidence=confidence,
        unsure=Unsure("index_unclear"),
        embedding=embedding,
        likeliest=likeliest,
    )


def test_an_unsure_read_of_a_card_the_deck_holds_is_made_sure_by_its_examples():
    # The model and the deck's example, two witnesses, name the same card.
    seen = _like(1, (CONFIRM + NEAR) / 2)
    read = _deck().adapt(_unsure(("7", "clubs"), LIKELY, seen))
    assert read.unsure is None and read.label == "7 clubs"


def test_an_unsure_read_is_not_confirmed_by_an_example_of_another_card():
    seen = _like(1, (CONFIRM + NEAR) / 2)  # alike the 7 of clubs, read as the ace of clubs
    read = _deck().adapt(_unsure(("A", "clubs"), 0.95, seen))
    assert read.unsure is not None and (read.rank, read.suit) == (None, None)


def test_a_card_the_model_barely_names_is_not_confirmed():
    seen = _like(1, (CONFIRM + NEAR) / 2)
    read = _deck().adapt(_unsure(("7", "clubs"), LIKELY - 0.1, seen))
    assert read.unsure is not None


def test_an_example_less_alike_than_confirm_confirms_nothing():
    read = _deck().adapt(_unsure(("7", "clubs"), 0.95, _like(1, CONFIRM - 0.02)))
    assert read.unsure is not None


def test_a_card_whose_two_indexes_disagree_is_not_confirmed():
    read = _deck().adapt(_unsure(None, 0.95, _like(1, (CONFIRM + NEAR) / 2)))
    assert read.unsure is not None


def test_examples_are_stored_and_read_back(tmp_path: Path):
    path = deck_path(tmp_path)
    _deck().add(_corner(7), None, "spades").save(path)
    again = Prototypes.load(path)
    assert again.ranks == ("A", "7", "K", "")
    assert again.suits == ("hearts", "clubs", "spades", "spades")
    assert again.adapt(_read("A", "spades", _again(0))).suit == "hearts"


def test_examples_embedded_by_another_model_are_kept_apart(tmp_path: Path):
    # An embedding means something only to the network that made it: a retrained
    # BANG! index model keeps its examples in a file of its own.
    retrained = tmp_path / "bang.onnx"
    retrained.write_bytes(BANG_MODEL.read_bytes() + b"\0")
    assert deck_path(tmp_path).name == f"bang-{model_tag(BANG_MODEL)}.npz"
    assert model_tag(retrained) != model_tag(BANG_MODEL)


def test_no_file_yet_is_no_examples(tmp_path: Path):
    assert len(Prototypes.load(deck_path(tmp_path))) == 0


@pytest.mark.parametrize("content", [b"not a zip", b"PK\x03\x04broken", b""])
def test_a_corrupt_examples_file_is_named_in_a_clear_error(tmp_path: Path, content: bytes):
    path = tmp_path / "bang.npz"
    path.write_bytes(content)
    with pytest.raises(PrototypeError, match=r"deck examples unreadable.*bang\.npz"):
        Prototypes.load(path)


def test_an_examples_file_with_any_byte_damaged_is_read_whole_or_named_in_a_clear_error(
    tmp_path: Path,
):
    path = deck_path(tmp_path)
    _deck().save(path)
    whole = path.read_bytes()
    for at in range(len(whole)):
        path.write_bytes(whole[:at] + bytes([whole[at] ^ 0xFF]) + whole[at + 1 :])
        try:
            assert Prototypes.load(path).ranks == ("A", "7", "K"), at
        except PrototypeError as error:
            assert "deck examples unreadable" in str(error)


def test_examples_of_mismatched_sizes_are_refused(tmp_path: Path):
    path = tmp_path / "bang.npz"
    np.savez(path, embeddings=np.zeros((2, DIM)), ranks=np.array(["A"]), suits=np.array(["hearts"]))
    with pytest.raises(PrototypeError, match="do not match"):
        Prototypes.load(path)


def test_a_save_cut_short_by_a_full_disk_leaves_the_examples_kept_so_far(tmp_path, monkeypatch):
    path = deck_path(tmp_path)
    _deck().save(path)

    def disk_full(file, **arrays):
        file.write(b"PK\x03\x04 half an archive")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(np, "savez_compressed", disk_full)
    with pytest.raises(OSError, match="No space left"):
        _deck().add(_corner(7), "7", "spades").save(path)
    assert Prototypes.load(path).ranks == ("A", "7", "K")
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no half file left beside it
