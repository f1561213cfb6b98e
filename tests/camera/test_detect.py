"""Card outlines: found at the finer width when far, by hue when as light as the table."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from camera.detect import FACE_LEVEL, SEARCH, CardFinder, _View
from camera.edges import EDGE_SUPPORT, gradients, side_support
from camera_training.synthetic.cards import CardSpec, draw_card
from camera_training.synthetic.scenes import (
    Look,
    Pose,
    make_background,
    poker_paper,
    random_style,
    shoot,
)
from tests.camera.conftest import bench_label, bench_scene, calm_scene, far_card

LAST_PASSES = ("tightened", "under hand")  # the passes after SEARCH's, in order


def every_outline(finder: CardFinder) -> list[np.ndarray]:
    """Every outline the finder's passes give (full-res), pass after pass."""
    return [q for p in range(CardFinder.PASSES) for q in finder.quads(p)]


def passes_finding(img: np.ndarray, truth: np.ndarray) -> set[tuple[int, int] | str]:
    """The passes that find the card's true outline, to a few pixels: the
    (width, level) of an edge pass, "tightened" or "under hand"."""
    finder = CardFinder(img)
    hits: set[tuple[int, int] | str] = set()
    for p in range(CardFinder.PASSES):
        for quad in finder.quads(p):
            if np.linalg.norm(quad[:, None, :] - truth[None], axis=2).min(axis=0).max() < 6:
                hits.add(SEARCH[p] if p < len(SEARCH) else LAST_PASSES[p - len(SEARCH)])
    return hits


def test_a_far_card_whose_outline_blurs_into_its_printed_frame_at_640_px_is_found_at_960():
    img, truth = far_card(seed=0)
    found = passes_finding(img, truth)
    assert (960, 0) in found
    edge_passes = [p for p in found if isinstance(p, tuple) and p[1] != FACE_LEVEL]
    assert not any(p[0] == 640 for p in edge_passes)


def test_a_640x480_frame_is_searched_once_where_a_1280x720_one_is_searched_at_two_scales():
    # Both the 640 and the 960 px pass look at a 640x480 frame as it is: the
    # second would search the very same picture again.
    spec = CardSpec("bang", "7", "clubs")
    small = CardFinder(calm_scene(spec, 1, (640, 480)).image)
    big = CardFinder(calm_scene(spec, 1, (1280, 720)).image)
    second = SEARCH.index((960, 0))
    assert small.quads(0) and not small.quads(second)
    assert big.quads(0) and big.quads(second)


def test_a_white_card_on_a_pale_green_table_just_as_bright_is_found_by_its_hue():
    rng = np.random.default_rng(3)
    spec = CardSpec("poker", "4", "hearts")
    card = draw_card(spec, poker_paper(random_style(rng, "eval")), rng)
    look = Look(background="beige", bg_seed=0, noise=1.5, jpeg=85)
    table = np.full((720, 1280, 3), (205, 255, 232), np.float32)  # luma 242, as the paper
    pose = Pose(cx=0.5, cy=0.5, height=0.3, angle=20.0, tilt=10.0)
    scene = shoot(table, [(spec, card, pose)], look, rng)
    truth = scene.cards[0].quad
    view = _View(scene.image, 0.5, 40)
    brightness = view.ycc[..., :1]
    alone = side_support(gradients(brightness), truth * 0.5)
    assert alone.min() < EDGE_SUPPORT  # not enough alone
    assert passes_finding(scene.image, truth)


def corner_error(quad: np.ndarray, truth: np.ndarray) -> float:
    """How far the worst corner of ``quad`` is from the nearest true corner, px."""
    return float(np.linalg.norm(quad[:, None, :] - truth[None], axis=2).min(axis=1).max())


def test_a_face_card_on_a_checked_cloth_is_found_around_its_artwork_panel():
    # An eval scene (seed 7, #39): a poker jack whose outline runs into the
    # cloth's squares, so no edge pass traces it (only the straight runs of
    # its contour, as for a card under a hand); its artwork panel is traced.
    scene = bench_scene(7, 39)
    truth = scene.cards[0].quad
    finder = CardFinder(scene.image)
    found = every_outline(finder)
    assert found and passes_finding(scene.image, truth) <= {"under hand"}
    around = [q for panel in found for q in finder.enclosing(panel) if q is not None]
    assert any(corner_error(q, truth) < 12 for q in around)


def test_an_outline_half_on_the_card_and_half_on_its_panel_is_grown_to_the_card(reader):
    # An eval scene (seed 7, #449): a BANG! 9 of clubs on a checked cloth.
    # The only outlines traced run along the frame printed just inside the
    # card on three sides and along the artwork panel on the fourth. Those
    # three have no line outside them to move onto; they stay, and the
    # fourth moves out onto the card's far end, where the index is.
    scene = bench_scene(7, 449)
    truth = scene.cards[0].quad
    finder = CardFinder(scene.image)
    found = every_outline(finder)
    assert found and not passes_finding(scene.image, truth)
    around = [q for p in found for q in finder.enclosing(p, partly=True) if q is not None]
    assert any(corner_error(q, truth) < 8 for q in around)
    assert reader.read_image(scene.image, "index").label in ("9 clubs", None)  # never misread


def test_a_far_card_found_by_its_printed_frame_is_grown_to_its_edge_at_960_px():
    # An eval scene (seed 2024, #446): a far dynamite on granite under glare,
    # of which only the frame printed just inside its edge is traced. At
    # 640 px the card's edge lies within the few px the growth skips to clear
    # the frame's own edge; at 960 px it lies further out.
    scene = bench_scene(2024, 446)
    truth = scene.cards[0].quad
    finder = CardFinder(scene.image)
    found = every_outline(finder)
    assert not passes_finding(scene.image, truth)
    at_640 = [finder._view(640).enclosing(q) for q in found]
    assert all(q is None or corner_error(q, truth) > 6 for q in at_640)
    around = [q for panel in found for q in finder.enclosing(panel) if q is not None]
    assert any(corner_error(q, truth) < 6 for q in around)


def test_a_pink_card_as_bright_as_teal_granite_is_found_by_its_strong_colour_edges():
    # An eval scene (seed 7, #562): the card's outline shows in hue only; the
    # faint pass's colour edges run it into the granite's grain.
    scene = bench_scene(7, 562)
    assert passes_finding(scene.image, scene.cards[0].quad) - {"under hand"} == {(640, 3)}


def test_a_white_card_out_of_focus_before_a_beige_wall_is_found_by_its_face_alone(reader):
    # Held up to a webcam focused on the room: its edge is too soft for any
    # edge pass, but it is whiter than the wall.
    rng = np.random.default_rng([7, 0])
    spec = CardSpec("poker", "2", "clubs")
    card = draw_card(spec, poker_paper(random_style(rng, "eval")), rng)
    look = Look(background="beige", bg_seed=0, defocus=4.0, noise=2.0, jpeg=85)
    pose = Pose(cx=0.5, cy=0.5, height=0.6, angle=10.0, tilt=5.0)
    scene = shoot(make_background(look, (640, 480)), [(spec, card, pose)], look, rng)
    assert passes_finding(scene.image, scene.cards[0].quad) == {(640, FACE_LEVEL)}
    assert reader.read_image(scene.image, "index").label == "2 clubs"


def test_a_card_alone_on_a_plain_table_has_no_outline_around_it():
    rng = np.random.default_rng(4)
    spec = CardSpec("bang", "Q", "hearts")
    card = draw_card(spec, random_style(rng, "eval"), rng)
    look = Look(background="beige", bg_seed=1, noise=1.5, jpeg=85)
    pose = Pose(cx=0.5, cy=0.5, height=0.4, angle=30.0, tilt=5.0)
    scene = shoot(make_background(look, (1280, 720)), [(spec, card, pose)], look, rng)
    finder = CardFinder(scene.image)
    outlines = every_outline(finder)
    card_outline = [q for q in outlines if corner_error(q, scene.cards[0].quad) < 6]
    assert card_outline
    assert all(q is None for q in finder.enclosing(card_outline[0]))
    # Moving only some sides, the card's shadow may be taken; nothing further out.
    partly = finder.enclosing(card_outline[0], partly=True)
    assert all(q is None or corner_error(q, scene.cards[0].quad) < 12 for q in partly)


def test_a_card_whose_contour_leaked_into_light_cloth_squares_is_found_on_its_edge(reader):
    # An eval scene (seed 2024, #161): a white poker card whose top edge meets
    # two pale squares of a checked cloth. The strong edges break there, so
    # the card's contour takes the squares in and its hull bulges above the
    # card; no side of that hull but the top lacks the image's backing.
    scene = bench_scene(2024, 161)
    truth = scene.cards[0].quad
    assert passes_finding(scene.image, truth) == {"tightened"}
    assert reader.read_image(scene.image, "index").label == "8 hearts"


def test_a_card_whose_contour_followed_its_printed_frame_is_found_on_its_edge(reader):
    # An eval scene (seed 31, #859): a BANG! 10 of spades on granite, whose
    # own edge is faint where the granite is light. Along both long sides
    # the contour follows the frame printed just inside the card, a few
    # pixels in, where the image backs the outline only in part; both sides
    # are put back outwards onto the card's edge (to 9 px at the corners of
    # a card 144 px tall: the short sides are as the contour's fit left them).
    scene = bench_scene(31, 859)
    finder = CardFinder(scene.image)
    assert not any(finder.quads(p) for p in range(CardFinder.TIGHTENED))
    (outline,) = finder.quads(CardFinder.TIGHTENED)
    truth = scene.cards[0].quad
    assert np.linalg.norm(outline[:, None, :] - truth[None], axis=2).min(axis=0).max() < 10
    assert reader.read_image(scene.image, "index").label in ("10 spades", None)


def test_a_card_whose_outline_fit_came_out_askew_is_snapped_onto_its_edges(reader):
    # An eval scene (seed 2024, #185): a far BANG! card on granite. The only
    # outline near it is a few pixels off, and one side falls short of the
    # support test; snapped onto the edge next to it, the outline reads
    # (or, to the model, stays unsure: never another card).
    assert bench_label(reader, 2024, 185) in ("5 clubs", None)


def test_a_card_whose_contour_leaked_at_a_corner_is_found_on_both_its_edges(reader):
    # An eval scene (seed 2024, #737): a tilted white card on a lilac checked
    # cloth. Its contour leaked at a corner, so of the two sides meeting
    # there one must be snapped back and the other walked inwards.
    assert bench_label(reader, 2024, 737) in ("3 spades", None)


def poker_seven_at(pose: Pose) -> tuple[np.ndarray, np.ndarray]:
    """A poker 7 of hearts on green felt where ``pose`` puts it (maybe partly
    beyond the frame): the frame and the card's true outline."""
    rng = np.random.default_rng(8)
    spec = CardSpec("poker", "7", "hearts")
    card = draw_card(spec, poker_paper(random_style(rng, "eval")), rng)
    look = Look(background="felt", bg_seed=3, noise=2.0, jpeg=85)
    scene = shoot(make_background(look, (1280, 720)), [(spec, card, pose)], look, rng)
    return scene.image, scene.cards[0].quad


@pytest.mark.parametrize(
    "pose",
    [Pose(0.92, 0.5, 0.5, 20), Pose(0.5, 0.16, 0.5, 8), Pose(0.5, 0.08, 0.5, 8)],
    ids=["a corner beyond the right edge", "its top end cut off", "a third of it cut off"],
)
def test_a_card_the_frame_cuts_is_found_with_its_corners_beyond_the_picture(reader, pose):
    # The hand slides the card half out of view; the index at the end still
    # in view is read (its rank surely; its suit hearts, or left unsaid where
    # the model is a shade below its bar). With one side wholly out of view,
    # the card's aspect puts it back.
    img, truth = poker_seven_at(pose)
    assert truth[:, 1].min() < 0 or truth[:, 0].max() > 1279  # really cut
    assert any(corner_error(q, truth) < 6 for q in every_outline(CardFinder(img)))
    read = reader.read_image(img, "index")
    assert read.rank == "7" and read.suit in ("hearts", None)


def test_a_card_mostly_out_of_view_is_not_taken_for_one():
    img, truth = poker_seven_at(Pose(1.05, 0.5, 0.5, 20))
    assert truth[:, 0].mean() > 1280  # more than half of it beyond the right edge
    assert not every_outline(CardFinder(img))


def test_a_card_a_hand_covers_in_part_is_found_by_its_contours_straight_runs():
    # A hand as light as the card over its right-hand side and out of the
    # frame: no edge parts them, so the card's contour takes the hand in and
    # its hull is no card; the card's sides are still straight runs of it.
    img = np.full((720, 1280, 3), (60, 90, 40), np.uint8)
    card = np.float32([[516, 147], [759, 235], [636, 573], [393, 485]])
    cv2.fillConvexPoly(img, card.astype(np.int32), (235, 235, 235))
    hand = np.int32([[700, 300], [760, 380], [1280, 520], [1280, 720], [900, 720], [640, 470]])
    cv2.fillPoly(img, [hand], (235, 235, 235))
    img = cv2.GaussianBlur(img, (5, 5), 0)
    assert passes_finding(img, card) == {"under hand"}


def _held_by_a_corner(seed: int, angle: float) -> tuple[np.ndarray, np.ndarray]:
    """A card on a plain table, and its outline, held by one corner: a hand
    (a skin-coloured disc, its arm running off the frame) over the corner
    and half of each side that meets there."""
    rng = np.random.default_rng(seed)
    spec = CardSpec("poker", "7", "spades")
    card = draw_card(spec, random_style(rng, "eval"), rng)
    look = Look(background="felt", bg_seed=seed, noise=1.5, jpeg=90)
    pose = Pose(cx=0.45, cy=0.5, height=0.45, angle=angle, tilt=5.0)
    scene = shoot(make_background(look, (1280, 720)), [(spec, card, pose)], look, rng)
    truth = scene.cards[0].quad
    img = scene.image.copy()
    corner, centre = truth[2], truth.mean(axis=0)
    short = min(np.linalg.norm(truth[1] - truth[0]), np.linalg.norm(truth[2] - truth[1]))
    radius = int(0.5 * short)
    away = corner + 1000 * (corner - centre) / np.linalg.norm(corner - centre)
    skin = (110, 140, 200)
    cv2.line(img, tuple(map(int, corner)), tuple(map(int, away)), skin, 2 * radius)
    cv2.circle(img, tuple(map(int, corner)), radius, skin, -1)
    return img, truth


@pytest.mark.parametrize(("seed", "angle"), [(1, 20.0), (2, -35.0), (3, 70.0)])
def test_a_card_held_by_a_corner_is_found_from_three_sides(seed, angle):
    img, truth = _held_by_a_corner(seed, angle)
    found = every_outline(CardFinder(img))
    assert any(corner_error(q, truth) < 12 for q in found)


def test_a_card_held_by_a_corner_takes_the_aspect_its_edge_in_view_backs_not_one_out_of_view():
    # A white card beside a grey laptop as light as it (zhur123 8_clubs): its
    # right edge barely shows, and the card's other aspect puts that side
    # beyond the picture, where nothing can be seen. The wrong aspect
    # flattened the card sideways, and its jumbo 8 read as a 10.
    img = np.full((480, 640, 3), 60, np.uint8)
    img[100:380, 300:500] = img[:, 500:] = 230  # the card, and the laptop beside it
    view = _View(cv2.GaussianBlur(img, (3, 3), 0), 1.0, 40)
    upright = np.float32([[300, 100], [500, 100], [500, 380], [300, 380]])
    sideways = np.float32([[300, 100], [692, 100], [692, 380], [300, 380]])
    assert view._best_backed([sideways, upright]) is upright


@pytest.mark.parametrize("background", ["beige", "felt", "wood", "granite", "cloth", "paper"])
def test_an_empty_table_gives_no_card_under_a_hand_or_held_by_a_corner(background):
    # Rebuilding a card from three of its sides must not invent one out of
    # a table's texture (a checked cloth's squares are turned down by the
    # reader: no index).
    for seed in range(4):
        look = Look(background=background, bg_seed=seed, noise=2.0, jpeg=80)
        table = shoot(make_background(look, (1280, 720)), [], look, np.random.default_rng(seed))
        finder = CardFinder(table.image)
        for p in range(CardFinder.UNDER_HAND):
            finder.quads(p)
        assert finder.quads(CardFinder.UNDER_HAND) == []
