"""Every sentence exists in every language folder, and every key the code uses."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from camera.learn import TROUBLES
from camera.unsure import CODES as UNSURE_CODES
from cards_data import load_bang, load_duel
from companion.app import CompanionApp
from companion.camera_words import CAMERA_HINTS, CAMERA_TROUBLES
from companion.i18n import UI_LANGUAGES, next_language, t
from rules.bang.engine import _REQUEST_KINDS  # every decision a stacked request can wait for
from rules.duel.narration import OUTCOMES as DUEL_OUTCOMES
from tests.sentences import messages, references

SOURCE = Path(__file__).resolve().parents[2] / "companion"
BANG_DECISIONS = (
    "draw",
    "play",
    "discard",
    "dying",
    "check",
    "general_store",
    "black_jack",
    *(kind for kind in dict.fromkeys(_REQUEST_KINDS.values()) if kind != "reveal"),
)
"""What a BANG! game can wait for, as the status line and the banner word it."""
FAMILIES = {
    # keys built at run time: prefix -> the values the code can put after it
    "phase.": ("draw", "play", "discard"),
    "pending.": (*BANG_DECISIONS, "start", "enter", "choose", "duel_discard"),
    "winner.": ("sheriff", "outlaws", "renegade", "lawmen"),
    "banner.": BANG_DECISIONS,
    "why.duel_": ("lawmen", "outlaws"),
    "duel.": ("lawmen", "outlaws"),
    "why.": ("sheriff", "outlaws", "renegade"),
    "games.": ("playing", "over"),
    "suit.": ("hearts", "diamonds", "clubs", "spades"),
    "lookup.deck_": ("sheriff", "outlaw"),
    "language.": ("fr", "it", "nl", "en"),
    "draw.hint_": CAMERA_HINTS,
    "draw.trouble_": CAMERA_TROUBLES,
    "camera_unsure.": UNSURE_CODES,
    "camera_cli.unavailable_": ("not_found", "busy", "unplugged", "unreadable"),
    "camera_cli.failed_": tuple(TROUBLES),
    "effect.duel_": (*{o for pair in DUEL_OUTCOMES.values() for o in pair}, "stays"),
}


MESSAGES = {lang: messages(lang) for lang in UI_LANGUAGES}
KEYS = {name.replace("-", "."): name for name in MESSAGES["en"]}
"""The t() keys, dotted as the code writes them, and their Fluent ids."""


def test_every_language_has_the_same_keys():
    for lang in UI_LANGUAGES:
        assert set(MESSAGES[lang]) == set(MESSAGES["en"]), lang


@pytest.mark.parametrize("key", sorted(KEYS))
def test_every_key_has_the_four_languages_with_the_same_variables(key):
    name = KEYS[key]
    expected = references(MESSAGES["en"][name]).variables
    for lang in UI_LANGUAGES:
        message = MESSAGES[lang][name]
        assert message.value is not None, lang
        used = references(message)
        assert used.variables == expected, lang
        assert used.functions <= {"NUMBER", "ELISION"}, lang
        assert t(key, lang, **dict.fromkeys(expected, "Anna")).strip(), lang


def literal_keys() -> set[str]:
    """Every string literal in the app's code that has the shape of a UI string key."""
    shape = re.compile(r"^[a-z_]+\.[a-z_]+$")
    found = set()
    for path in SOURCE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        built = {
            id(part)
            for node in ast.walk(tree)
            if isinstance(node, ast.JoinedStr)
            for part in node.values
        }
        for node in ast.walk(tree):
            if (
                id(node) not in built
                and isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and shape.match(node.value)
                and node.value.split(".")[0] in _PREFIXES
                and not _is_action(node.value)
            ):
                found.add(node.value)
    return found


def _is_action(text: str) -> bool:
    """ "app.lookup" and the like are Textual actions, not strings to translate."""
    namespace, _, action = text.partition(".")
    return namespace == "app" and hasattr(CompanionApp, f"action_{action}")


_PREFIXES = {key.split(".")[0] for key in KEYS if "." in key}


def test_every_key_the_code_names_exists():
    missing = sorted(literal_keys() - set(KEYS))
    assert not missing


def test_every_key_built_at_run_time_exists():
    missing = [
        f"{prefix}{value}"
        for prefix, values in FAMILIES.items()
        for value in values
        if f"{prefix}{value}" not in KEYS
    ]
    assert not missing


def test_strings_are_filled_in_and_languages_cycle():
    assert t("move.play_on", "fr", player="Anna", card="BANG!", target="Ben") == (
        "Anna joue BANG! sur Ben"
    )
    assert [next_language(lang) for lang in UI_LANGUAGES] == ["it", "nl", "en", "fr"]


def test_french_elides_de_before_a_vowel_or_a_mute_h():
    assert t("centre.turn", "fr", player="Anna", phase="pioche") == "Tour d'Anna · pioche"
    assert t("centre.turn", "fr", player="Hugo", phase="pioche") == "Tour d'Hugo · pioche"
    assert t("centre.turn", "fr", player="Ben", phase="pioche") == "Tour de Ben · pioche"


@pytest.mark.parametrize(
    ("lang", "one", "three"),
    [
        ("en", "Anna draws a card for", "Anna draws 3 cards for"),
        ("fr", "Anna pioche une carte pour", "Anna pioche 3 cartes pour"),
        ("it", "Anna pesca una carta per", "Anna pesca 3 carte per"),
        ("nl", "Anna trekt een kaart voor", "Anna trekt 3 kaarten voor"),
    ],
)
def test_card_counts_are_real_plurals(lang, one, three):
    assert t("effect.draws", lang, player="Anna", n=1).startswith(one)
    assert t("effect.draws", lang, player="Anna", n=3).startswith(three)
    assert "(" not in t("lookup.copies", lang, n=2, copies="")


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_player_out_of_the_game_is_said_without_a_gender(lang):
    for key in ("effect.eliminated", "pending.reveal_role"):
        said = t(key, lang, player="Emma")
        assert not re.search(r"élimin[ée]|eliminat[oa]", said), said


SHARED_WORDS = {
    "fr": {
        *("table", "place", "distance", "distances", "menu", "minute", "webcam", "source"),
        *("module", "clip", "installation", "session", "code", "export", "points", "face"),
        *("explosion", "journal", "correction", "notation", "app", "point", "action", "maximum"),
        *("information", "invariants", "local", "machine", "messages", "page", "port", "secret"),
        *("site", "web", "version", "stable", "image", "images", "pixels"),
    },
    "it": {
        *("in", "tablet", "menu", "webcam", "video", "computer", "app", "browser", "link"),
        *("loopback", "per", "port", "scenario", "web", "file", "database", "schema", "mb", "kb"),
        "byte",
    },
    "nl": {
        *("in", "is", "was", "of", "hand", "camera", "tablet", "tablets", "menu", "webcam"),
        *("computer", "app", "browser", "code", "open", "scan", "start", "reserve", "export"),
        *("hint", "bots", "link", "loopback", "machine", "per", "port", "scenario", "site"),
        *("database", "schema", "bytes", "status", "object", "video", "clip", "index"),
        *("pixels", "megapixels", "mb", "kb", "byte"),
    },
}
"""Words of French, Italian or Dutch that are English words too ("table", "in", "camera")."""
EVERY_LANGUAGE = {
    *("anna", "ben", "plays", "on"),  # a line of the notation, whose keywords are English
    *("bang", "companion", "serve", "lan", "ctrl", "tab"),  # a command, keys
    *("harten", "picche"),  # cards typed in another language, as a player may
    # the notation's keywords and a scenario file's keys, which stay as they are typed
    *("reveal", "hand", "card", "cards", "correct", "holds", "life", "move", "from", "to"),
    *("is", "deck", "discard", "table", "id", "phase", "mode", "full", "lives", "character"),
    "top",
    # the command line's commands and options, and technical names, typed or shown as they are
    *("check", "simulate", "read", "watch", "learn", "help", "command", "data", "dir", "en"),
    *("devices", "max", "games", "players", "host", "png", "qr", "tcp", "websocket", "wi", "fi"),
    *("ok", "refused"),  # the check report's verdicts, the same for the scripts that read it
    # `camera`'s command and --expect values, JSON, and the cards --cards parses (in English)
    *("camera", "index", "symbol", "json", "hearts", "spades"),
    # a scenario file's format, its keys and YAML's values, as they are typed
    *("yaml", "utf", "moves", "true", "false"),
}
"""Words every language's messages show as they are."""
_WORD = re.compile(r"[^\W\d_]{2,}")
_NUMBERS = {"n", "count", "limit", "range", "moves", "reserve", "hand", "deck", "common"}
_NUMBERS |= {"discard", "number", "total", "at", "most", "life", "low", "high", "confidence"}


def _words(key: str, lang: str) -> set[str]:
    """The words of a message in `lang`, its variables filled with no words at all."""
    variables = references(MESSAGES["en"][KEYS[key]]).variables
    params = {name: 2 if name in _NUMBERS else "§" for name in variables}
    return {word.casefold() for word in _WORD.findall(t(key, lang, **params))}


def _printed_words(lang: str) -> set[str]:
    """The words of the card data's names in `lang`: printed names, and the English ones the
    data says stand in where nothing is printed (`unsourced_names`)."""
    entries = [*load_bang().entries(), *load_duel().entries()]
    return {
        word.casefold()
        for entry in entries
        for name_lang, name in entry.all_names()
        if name_lang == lang
        for word in _WORD.findall(name)
    }


def test_no_message_leaves_english_in_french_italian_or_dutch():
    english_left = {}
    for lang in ("fr", "it", "nl"):
        allowed = SHARED_WORDS[lang] | EVERY_LANGUAGE | _printed_words(lang)
        for key in KEYS:
            if left := (_words(key, "en") & _words(key, lang)) - allowed:
                english_left[f"{lang} {key}"] = sorted(left)
    assert not english_left
