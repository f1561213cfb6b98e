"""The camera's codes (why a read is unsure, why there is no camera) in the player's words."""

from __future__ import annotations

from camera.unsure import CODES, Unsure
from cards_data.model import SUIT_SIGNS
from companion.draw_check import CameraOff
from companion.i18n import t
from companion.names import SYMBOL_NAMES, card_name, suit_name, symbol_name

CAMERA_HINTS = ("no_picture", "no_card", "closer", "closer_small_camera", "steady")
"""The camera's hint codes for an unsure read (camera.CardRead.hint, and the app's own
"closer_small_camera": see draw_check.PackageCamera)."""


def hint_text(code: str, lang: str) -> str:
    """What would help the camera read the card, in the player's words."""
    return t(f"draw.hint_{code}", lang) if code in CAMERA_HINTS else "?"


CAMERA_TROUBLES = ("not_found", "busy", "unplugged", "unreadable", "broken", "no_demo")
"""Why there is no camera, as codes (camera.Trouble; "broken": no camera module; "no_demo":
the bundled demo clip is missing or unreadable)."""


def camera_trouble(off: CameraOff, lang: str) -> str:
    """Why there is no camera, in the player's words when the reason is a known one."""
    return t(f"draw.trouble_{off.trouble}", lang) if off.trouble in CAMERA_TROUBLES else str(off)


def unsure_text(unsure: Unsure, lang: str) -> str:
    """Why a read is unsure (camera.unsure.Unsure), in the player's words: its reason, its
    card's suit named in `lang`, and the card's kind when one was read."""
    if unsure.code not in CODES:
        return unsure.code
    args = dict(unsure.args)
    if args.get("suit") in SUIT_SIGNS:
        args["suit"] = suit_name(args["suit"], lang)
    if "kind" in args:
        args["kind"] = _kind_name(args["kind"], lang)
    for part in ("symbol", "other"):  # a Duel symbol the read hesitates between
        if args.get(part) in SYMBOL_NAMES:
            args[part] = symbol_name(args[part], lang)
    # the index as read, for a read that may name only its rank or only its suit
    args["index"] = " ".join(args[part] for part in ("rank", "suit") if args.get(part))
    said = t(f"camera_unsure.{unsure.code}", lang, **args)
    if unsure.kind is None:
        return said
    return t("camera_unsure.of_kind", lang, why=said, kind=_kind_name(unsure.kind, lang))


def _kind_name(kind: str, lang: str) -> str:
    """A card kind the camera read (cards_data's id of a BANG! card) by its name in `lang`."""
    try:
        return card_name(kind, lang)
    except KeyError:
        return kind
