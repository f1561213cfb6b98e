"""Adding a language is adding a folder: a fifth language, made here from the English files
with every text wrapped in ⟦ ⟧, is picked up by the loader, and every message of it resolves
(refusals, notation and set-up errors, the app's and the command line's words)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, Transformer
from fluent.syntax import ast as fluent

from cards_data import sentences
from cards_data.sentences import LOCALES, Sentences
from rules.bang.notation import parse_card
from rules.bang.refusals import Refusal as BangRefusal
from rules.core.notation_errors import NotationError
from rules.duel.refusals import Refusal
from tests.sentences import messages, references

PSEUDO = "xx"


class _Wrapped(Transformer):
    """Each run of text of a message wrapped in ⟦ ⟧: a translation that changes every word
    and keeps every placeable, selector and variant."""

    def visit_TextElement(self, node: fluent.TextElement) -> fluent.TextElement:
        if node.value.strip():
            node.value = f"⟦{node.value}⟧"
        return node


def _translate(source: str) -> str:
    resource = _Wrapped().visit(FluentParser().parse(source))
    return FluentSerializer().serialize(resource)


@pytest.fixture(scope="module")
def with_pseudo(tmp_path_factory: pytest.TempPathFactory) -> Sentences:
    """The product's language folders and a fifth, `xx`, translated from English."""
    root = tmp_path_factory.mktemp("locales")
    shutil.copytree(LOCALES, root, dirs_exist_ok=True)
    (root / PSEUDO).mkdir()
    for path in sorted((LOCALES / "en").glob("*.ftl")):
        (root / PSEUDO / path.name).write_text(
            _translate(path.read_text(encoding="utf-8")), encoding="utf-8"
        )
    return Sentences(root)


@pytest.fixture
def installed(with_pseudo: Sentences, monkeypatch: pytest.MonkeyPatch) -> Sentences:
    """The folder with the fifth language in place of the product's own."""
    monkeypatch.setattr(sentences, "SENTENCES", with_pseudo)
    return with_pseudo


def test_a_folder_of_ftl_files_is_a_language(with_pseudo: Sentences) -> None:
    assert with_pseudo.languages == ("fr", "it", "nl", PSEUDO, "en")
    assert Sentences(LOCALES).languages == ("fr", "it", "nl", "en")


def test_every_message_of_a_new_language_resolves_translated(with_pseudo: Sentences) -> None:
    english = messages("en")
    pseudo = messages(PSEUDO, with_pseudo)
    assert set(pseudo) == set(english)
    for message_id, message in english.items():
        params = dict.fromkeys(references(message).variables, "Anna")
        said = with_pseudo.text(message_id, PSEUDO, **params)
        assert "⟦" in said, message_id
        for attribute in message.attributes:
            assert "⟦" in with_pseudo.attribute(message_id, attribute.id.name, PSEUDO)


def test_a_message_is_known_by_the_ids_the_english_files_define(with_pseudo: Sentences) -> None:
    """`has` reads the ids off the English files' lines, without parsing them (a refusal asks
    it): the same ids as Fluent's parser finds, terms and attributes not among them."""
    assert with_pseudo.message_ids == frozenset(messages("en", with_pseudo))
    assert with_pseudo.has("refusal.not_in_hand") and not with_pseudo.has("refusal.nonsense")


def test_a_refusal_reads_in_the_new_language_with_its_card_named(installed: Sentences) -> None:
    refusal = BangRefusal("not_in_hand", player="Anna", card="missed")
    assert refusal.message(PSEUDO) == "Anna⟦ has no ⟧Missed!⟦ in hand.⟧"
    assert refusal.rule_in(PSEUDO).startswith("⟦")
    duel = Refusal("needs_character", card="colt")
    assert duel.message(PSEUDO).startswith("Colt⟦")


def test_a_mistyped_card_is_told_in_the_new_language(installed: Sentences) -> None:
    with pytest.raises(NotationError) as error:
        parse_card("Bere")
    assert error.value.message(PSEUDO).startswith("⟦unknown ⟧⟦card⟧")


def test_a_language_the_folders_lack_reads_english(installed: Sentences) -> None:
    assert installed.text("app-title", "tlh") == installed.text("app-title", "en")


def test_the_product_folder_has_no_pseudo_language() -> None:
    assert not (Path(LOCALES) / PSEUDO).exists()
