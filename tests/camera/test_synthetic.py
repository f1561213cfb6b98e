"""The scene generator: a bench scene shows the whole card."""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np
import pytest

from camera.outline import card_height
from camera_training.synthetic.scenes import (
    Pose,
    in_view,
    pose_quad,
    random_pair,
    random_scene,
    shown_again,
)

SIZE = (1280, 720)


def inside(quad, margin: float) -> bool:
    w, h = SIZE
    return bool(
        quad.min() >= margin and quad[:, 0].max() <= w - margin and quad[:, 1].max() <= h - margin
    )


def test_a_turned_card_near_the_edge_is_moved_into_view():
    pose = Pose(cx=0.9, cy=0.75, height=0.6, angle=40.0, tilt=30.0, tilt_dir=200.0)
    assert not inside(pose_quad(pose, SIZE), 8)
    moved = in_view(pose, SIZE)
    assert inside(pose_quad(moved, SIZE), 7.9)
    assert (moved.height, moved.angle, moved.tilt) == (pose.height, pose.angle, pose.tilt)


def test_a_card_already_in_view_stays_where_it_is():
    pose = Pose(cx=0.5, cy=0.5, height=0.3, angle=10.0)
    assert in_view(pose, SIZE) == pose


MOVING_CARD = 67
"""The first bench scene (`random_scene`, seed [0, i]) of a far card shot with motion blur
on a checked cloth: found once by drawing the scenes in turn (some 15 s), kept here."""


@pytest.fixture(scope="module")
def moving_card():
    scene = random_scene(np.random.default_rng([0, MOVING_CARD]), "eval")
    far = card_height(scene.cards[0].quad) < 0.25 * 720
    moving = far and scene.look.motion[0] and scene.look.background == "cloth"
    assert moving, "the scene generator changed: find the first such scene again"
    return scene


def test_a_card_brought_closer_is_the_same_card_on_the_same_table_and_taller(moving_card):
    scene = moving_card
    again = shown_again(scene, np.random.default_rng(1), (0.4, 0.4))
    assert again.cards[0].spec == scene.cards[0].spec
    assert again.look == scene.look
    assert card_height(again.cards[0].quad) > 0.35 * 720
    assert not np.array_equal(again.image, scene.image)


def test_a_card_laid_down_again_is_as_tall_as_before_and_held_still(moving_card):
    scene = moving_card
    again = shown_again(scene, np.random.default_rng(1))
    assert again.look == replace(scene.look, motion=(0.0, 0.0))
    area = cv2.contourArea(again.cards[0].quad) / cv2.contourArea(scene.cards[0].quad)
    assert abs(area - 1) < 0.01


def test_lucky_dukes_two_cards_are_of_one_deck_and_never_overlap():
    for index in range(20):
        left, right = random_pair(np.random.default_rng([3, index]), "eval").cards
        assert left.style == right.style and left.spec.kind == right.spec.kind != "duel"
        assert left.quad[:, 0].max() < right.quad[:, 0].min()
        assert inside(left.quad, 7.9) and inside(right.quad, 7.9)
