"""Seeded webcam-like scenes of a card on a table.

Two splits keep measurement honest: ``tune`` scenes use the fonts the default
templates are built from and the backgrounds the reader was tuned on; ``eval``
scenes (the bench and the tests) use other fonts, other pip proportions and
other table textures. Every scene comes from a numpy Generator, so a seed
reproduces it exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from camera.fonts import available
from camera.shapes import SUITS, SYMBOLS
from camera.templates import RANKS, TEMPLATE_FONTS
from camera_training.synthetic.cards import CARD_W, CardSpec, Mark, Style, draw_card

EVAL_FONTS = (
    "hershey:1",
    "hershey:5",
    "DejaVuSans-Bold",
    "DejaVuSerif-Bold",
    "DejaVuSerifCondensed",
    "DejaVuSansMono-Bold",
    "DejaVuSans-Oblique",
    "DejaVuMathTeXGyre",
)
SPLITS = ("tune", "eval")
PAIR_HEIGHT = (0.15, 0.45)  # of the frame, each of two cards side by side
POKER_ASPECT = 0.716  # a card's width over its height: 63 x 88 mm, as the drawn cards
BANG_ASPECT = 56 / 87  # a BANG! card's


@dataclass(frozen=True)
class Pose:
    """Where the card lies: centre (fraction of frame), height (fraction of frame
    height), in-plane angle and out-of-plane tilt in degrees."""

    cx: float
    cy: float
    height: float
    angle: float
    tilt: float = 0.0
    tilt_dir: float = 0.0
    aspect: float = POKER_ASPECT  # the card's width over its height


@dataclass(frozen=True)
class Look:
    """Camera and light for one shot; fixed over a clip so only noise changes."""

    background: str
    bg_seed: int
    gains: tuple[float, float, float] = (1.0, 1.0, 1.0)
    light: tuple[float, float, float] = (1.0, 0.0, 0.0)  # level, x slope, y slope
    glare: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # x, y, radius, strength
    defocus: float = 0.0
    motion: tuple[float, float] = (0.0, 0.0)  # length px, angle
    noise: float = 2.0
    jpeg: int = 85


@dataclass
class SceneCard:
    spec: CardSpec
    quad: np.ndarray  # 4x2 corners in frame pixels
    marks: list[Mark] = field(default_factory=list)  # where its index glyphs are, on the card
    style: Style | None = None  # the edition it is drawn in, to show the same card again


@dataclass
class Scene:
    image: np.ndarray
    cards: list[SceneCard] = field(default_factory=list)
    look: Look | None = None  # the camera and light it was shot with


def random_spec(
    rng: np.random.Generator, kinds: tuple[str, ...] = ("bang", "poker", "duel")
) -> CardSpec:
    kind = str(rng.choice(kinds))
    if kind == "duel":
        return CardSpec("duel", symbol=str(rng.choice(SYMBOLS)))
    rank = str(rng.choice(RANKS))
    return CardSpec(kind, rank, str(rng.choice(SUITS)), french=bool(rng.random() < 0.25))


def random_style(rng: np.random.Generator, split: str) -> Style:
    """An edition: a font of the split, index size, pip variant, colours."""
    fonts = available(TEMPLATE_FONTS if split == "tune" else EVAL_FONTS)
    font = fonts[int(rng.integers(len(fonts)))]
    brown = (int(rng.integers(20, 60)), int(rng.integers(50, 90)), int(rng.integers(100, 150)))
    blue = (int(rng.integers(120, 170)), int(rng.integers(70, 110)), int(rng.integers(20, 60)))
    beige = (int(rng.integers(160, 205)), int(rng.integers(205, 230)), int(rng.integers(225, 245)))
    return Style(
        font=font,
        index_height=float(rng.uniform(0.065, 0.09)),
        pip_seed=int(
            rng.integers(1_000, 2_000) if split == "tune" else rng.integers(10_000, 20_000)
        ),
        frame_colour=brown if rng.random() < 0.5 else blue,
        paper=beige,
        ink_red=(int(rng.integers(20, 60)), int(rng.integers(20, 60)), int(rng.integers(160, 220))),
        ink_black=(int(rng.integers(10, 40)),) * 3,
    )


def poker_paper(style: Style) -> Style:
    return replace(style, paper=(240, 242, 244))


def random_pose(rng: np.random.Generator, height: tuple[float, float] = (0.15, 0.6)) -> Pose:
    h = float(rng.uniform(*height))
    margin_y = 0.5 * h + 0.05
    margin_x = 0.5 * h * 720 / 1280 + 0.05
    return Pose(
        cx=float(rng.uniform(margin_x, 1 - margin_x)),
        cy=float(rng.uniform(margin_y, 1 - margin_y)),
        height=h,
        angle=float(rng.uniform(0, 360)),
        tilt=float(rng.uniform(0, 40)),
        tilt_dir=float(rng.uniform(0, 360)),
    )


def random_look(rng: np.random.Generator, split: str) -> Look:
    backgrounds = ("wood", "felt", "paper") if split == "tune" else ("cloth", "granite", "beige")
    glare = (0.0, 0.0, 0.0, 0.0)
    if rng.random() < 0.3:
        glare = (
            float(rng.uniform()),
            float(rng.uniform()),
            float(rng.uniform(0.03, 0.12)),
            float(rng.uniform(40, 110)),
        )
    return Look(
        background=str(rng.choice(backgrounds)),
        bg_seed=int(rng.integers(1 << 30)),
        gains=tuple(float(g) for g in rng.uniform(0.8, 1.2, 3)),
        light=(
            float(rng.uniform(0.75, 1.1)),
            float(rng.uniform(-0.3, 0.3)),
            float(rng.uniform(-0.3, 0.3)),
        ),
        glare=glare,
        defocus=float(rng.uniform(0, 1.2)) if rng.random() < 0.5 else 0.0,
        motion=(float(rng.uniform(2, 6)), float(rng.uniform(0, 180)))
        if rng.random() < 0.25
        else (0.0, 0.0),
        noise=float(rng.uniform(1, 5)),
        jpeg=int(rng.integers(55, 92)),
    )


def random_scene(
    rng: np.random.Generator, split: str, size: tuple[int, int] = (1280, 720)
) -> Scene:
    """One card, everything random: the bench's unit of measurement."""
    spec = random_spec(rng)
    style = random_style(rng, split)
    if spec.kind == "poker":
        style = poker_paper(style)
    return random_shot(spec, style, rng, split, size)


def random_shot(
    spec: CardSpec,
    style: Style,
    rng: np.random.Generator,
    split: str,
    size: tuple[int, int] = (1280, 720),
    height: tuple[float, float] = (0.15, 0.6),
) -> Scene:
    """This card of this edition, on a random table, pose, light and camera;
    ``height`` is the range of the card's height, as a fraction of the frame's."""
    marks: list[Mark] = []
    card = draw_card(spec, style, rng, marks)
    return _laid(spec, style, (card, marks), random_look(rng, split), rng, size, height)


def _laid(
    spec: CardSpec,
    style: Style,
    drawn: tuple[np.ndarray, list[Mark]],
    look: Look,
    rng: np.random.Generator,
    size: tuple[int, int],
    height: tuple[float, float],
) -> Scene:
    """A card ``drawn`` (its picture and index marks) on the look's table,
    in a random pose ``height`` tall (fraction of the frame)."""
    card, marks = drawn
    pose = in_view(random_pose(rng, height), size)
    scene = shoot(make_background(look, size), [(spec, card, pose)], look, rng)
    scene.cards[0].marks = marks
    scene.cards[0].style = style
    return scene


def random_pair(rng: np.random.Generator, split: str, size: tuple[int, int] = (1280, 720)) -> Scene:
    """Two cards of one deck (BANG! or poker) side by side on one table, as
    Lucky Duke flips them: the left one in the frame's left half, the right
    one in its right half, each 15-45% of the frame height, so they never
    overlap."""
    style = random_style(rng, split)
    kind = str(rng.choice(("bang", "poker")))
    if kind == "poker":
        style = poker_paper(style)
    look = random_look(rng, split)
    laid = []
    for centre in (0.25, 0.75):
        spec = random_spec(rng, (kind,))
        pose = replace(
            random_pose(rng, PAIR_HEIGHT),
            cx=centre + float(rng.uniform(-0.05, 0.05)),
            cy=float(rng.uniform(0.35, 0.65)),
        )
        laid.append((spec, draw_card(spec, style, rng), in_view(pose, size)))
    scene = shoot(make_background(look, size), laid, look, rng)
    for card in scene.cards:
        card.style = style
    return scene


def shown_again(
    scene: Scene, rng: np.random.Generator, height: tuple[float, float] | None = None
) -> Scene:
    """The scene's card laid down again in a new pose, on the same table
    under the same light, as a player does when the reader asks: ``height``
    (fraction of the frame) when brought closer, else as tall as before and
    held still (no motion blur)."""
    first = scene.cards[0]
    assert first.style is not None and scene.look is not None, "not a random_shot scene"
    look = scene.look
    h, w = scene.image.shape[:2]
    if height is None:
        tall = float(np.sqrt(cv2.contourArea(first.quad) / POKER_ASPECT)) / h
        height, look = (tall, tall), replace(look, motion=(0.0, 0.0))
    marks: list[Mark] = []
    card = draw_card(first.spec, first.style, rng, marks)
    return _laid(first.spec, first.style, (card, marks), look, rng, (w, h), height)


def in_view(pose: Pose, size: tuple[int, int], margin: float = 8.0) -> Pose:
    """The pose moved just enough for the whole card to be in the frame.

    Turned and tilted, a card reaches further from its centre than the pose's
    margins allow for; a card cut by the frame edge is a card half out of
    view, which the reader rightly refuses, not one it should read."""
    w, h = size
    quad = pose_quad(pose, size)
    dx = max(0.0, margin - quad[:, 0].min()) - max(0.0, quad[:, 0].max() - (w - margin))
    dy = max(0.0, margin - quad[:, 1].min()) - max(0.0, quad[:, 1].max() - (h - margin))
    return replace(pose, cx=pose.cx + dx / w, cy=pose.cy + dy / h)


def shoot(
    background: np.ndarray,
    cards: list[tuple[CardSpec, np.ndarray, Pose]],
    look: Look,
    rng: np.random.Generator,
    occluder: np.ndarray | None = None,
) -> Scene:
    """Lay cards on the table, then apply light, optics and the JPEG encoder."""
    frame = background.copy()
    h, w = frame.shape[:2]
    placed = []
    for spec, card, pose in cards:
        quad = pose_quad(pose, (w, h))
        _paste(frame, card, quad)
        placed.append(SceneCard(spec, quad))
    if occluder is not None:
        alpha = occluder[..., 3:].astype(np.float32) / 255
        frame = frame * (1 - alpha) + occluder[..., :3] * alpha
    frame = _light(frame, look)
    frame = _optics(frame, look)
    frame = frame + rng.normal(0, look.noise, frame.shape).astype(np.float32)
    img = np.clip(frame, 0, 255).astype(np.uint8)
    _, buf = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, look.jpeg])
    return Scene(cv2.imdecode(buf, cv2.IMREAD_COLOR), placed, look)


def pose_quad(pose: Pose, size: tuple[int, int]) -> np.ndarray:
    """Frame corners (TL, TR, BR, BL of the card face) for a pose, by a pinhole projection."""
    w, h = size
    x = pose.aspect / 2
    half = np.array([[-x, -0.5, 0], [x, -0.5, 0], [x, 0.5, 0], [-x, 0.5, 0]])
    a = np.radians(pose.angle)
    rz = np.array([[np.cos(a), -np.sin(a), 0], [np.sin(a), np.cos(a), 0], [0, 0, 1]])
    d = np.radians(pose.tilt_dir)
    axis = np.array([np.cos(d), np.sin(d), 0.0])
    t = np.radians(pose.tilt)
    k = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
    tilt = np.eye(3) + np.sin(t) * k + (1 - np.cos(t)) * k @ k
    pts = half @ rz.T @ tilt.T
    z = pts[:, 2] + 3.0
    proj = pts[:, :2] / z[:, None] * 3.0
    d1, d2 = proj[2] - proj[0], proj[3] - proj[1]
    area = 0.5 * abs(d1[0] * d2[1] - d1[1] * d2[0])
    scale = pose.height * h / np.sqrt(area / pose.aspect)
    return (proj * scale + np.array([pose.cx * w, pose.cy * h])).astype(np.float32)


def _paste(frame: np.ndarray, card: np.ndarray, quad: np.ndarray) -> None:
    """The card's picture (any size) laid on the frame at ``quad``, corners rounded."""
    h, w = frame.shape[:2]
    card_h, card_w = card.shape[:2]
    src = np.float32([[0, 0], [card_w, 0], [card_w, card_h], [0, card_h]])
    m = cv2.getPerspectiveTransform(src, quad)
    mask = np.zeros((card_h, card_w), np.uint8)
    cv2.rectangle(mask, (0, 0), (card_w, card_h), 255, -1)
    r = round(22 * card_w / CARD_W)
    for cx, cy in ((r, r), (card_w - r, r), (r, card_h - r), (card_w - r, card_h - r)):
        sx, sy = (0 if cx == r else card_w - r), (0 if cy == r else card_h - r)
        mask[sy : sy + r, sx : sx + r] = 0
        cv2.circle(mask, (cx, cy), r, 255, -1, cv2.LINE_AA)
    warped = cv2.warpPerspective(card, m, (w, h), flags=cv2.INTER_AREA)
    alpha = cv2.warpPerspective(mask, m, (w, h)).astype(np.float32)[..., None] / 255
    shadow = cv2.GaussianBlur(np.roll(alpha, (4, 4), (0, 1)), (0, 0), 4)[..., None]
    frame *= 1 - 0.35 * shadow
    frame[:] = frame * (1 - alpha) + warped * alpha


def _light(frame: np.ndarray, look: Look) -> np.ndarray:
    h, w = frame.shape[:2]
    level, sx, sy = look.light
    yy, xx = (axis.astype(np.float32) for axis in np.ogrid[0:h, 0:w])
    field = level + sx * (xx / w - 0.5) + sy * (yy / h - 0.5)
    frame = frame * field[..., None] * np.array(look.gains, np.float32)
    gx, gy, gr, gs = look.glare
    if gs:
        d2 = ((xx - gx * w) ** 2 + (yy - gy * h) ** 2) / (gr * w) ** 2
        frame = frame + (gs * np.exp(-d2))[..., None]
    return frame


def _optics(frame: np.ndarray, look: Look) -> np.ndarray:
    if look.defocus > 0.3:
        frame = cv2.GaussianBlur(frame, (0, 0), look.defocus)
    length, angle = look.motion
    if length >= 1.5:
        n = int(np.ceil(length)) | 1
        kernel = np.zeros((n, n), np.float32)
        kernel[n // 2, :] = 1
        rot = cv2.getRotationMatrix2D((n / 2 - 0.5, n / 2 - 0.5), angle, 1)
        kernel = cv2.warpAffine(kernel, rot, (n, n))
        frame = cv2.filter2D(frame, -1, kernel / kernel.sum())
    return frame


def make_background(look: Look, size: tuple[int, int]) -> np.ndarray:
    """Table texture (float32 BGR) of the look's kind."""
    w, h = size
    rng = np.random.default_rng(look.bg_seed)
    kind = look.background
    yy, xx = (axis.astype(np.float32) for axis in np.ogrid[0:h, 0:w])
    if kind == "wood":
        warp = cv2.resize(rng.normal(0, 25, (8, 14)).astype(np.float32), (w, h))
        rings = np.sin((yy + warp) / rng.uniform(4, 12)) * 0.5 + 0.5
        base = rng.uniform([30, 60, 100], [70, 110, 170])
        img = base * (0.75 + 0.35 * rings[..., None])
    elif kind == "felt":
        img = np.ones((h, w, 3), np.float32) * rng.uniform(20, 120, 3)
    elif kind == "paper":
        img = np.ones((h, w, 3), np.float32) * rng.uniform(200, 245)
    elif kind == "cloth":
        period = rng.uniform(20, 70)
        check = ((xx // period + yy // period) % 2)[..., None]
        a, b = rng.uniform(60, 240, 3), rng.uniform(60, 240, 3)
        img = a * check + b * (1 - check)
    elif kind == "granite":
        blobs = cv2.resize(rng.normal(0, 1, (h // 8, w // 8)).astype(np.float32), (w, h))
        img = rng.uniform(90, 200, 3) * (1 + 0.15 * blobs[..., None])
    else:  # beige: a table as light as the card
        img = np.ones((h, w, 3), np.float32) * rng.uniform([170, 200, 215], [200, 225, 240])
        img *= (
            1 + 0.03 * cv2.resize(rng.normal(0, 1, (9, 16)).astype(np.float32), (w, h))[..., None]
        )
    img = img + rng.normal(0, 3, (h, w, 1))
    return img.astype(np.float32)
