"""An outline's geometry: what passes for a card's shape."""

from __future__ import annotations

import cv2
import numpy as np

from camera.index import BANG_RIM
from camera.outline import SHORT_SIDE, around_frame, plausible
from camera_training.synthetic.scenes import BANG_ASPECT, Pose, pose_quad


def test_a_cloth_square_just_over_the_shortest_card_side_is_no_card():
    min_side = SHORT_SIDE * 86  # a card at least 86 px tall (12% of 720)
    square = np.float32([[100, 100], [157, 100], [157, 155], [100, 155]])  # 57 x 55 px
    assert not plausible(square, min_side, (720, 1280))


def test_the_smallest_card_tilted_40_degrees_away_is_still_plausible():
    min_side = SHORT_SIDE * 86
    width, height = 86 * 63 / 88, 86 * np.cos(np.radians(40))  # leaning back along its length
    x, y = 100 + width, 100 + height
    card = np.float32([[100, 100], [x, 100], [x, y], [100, y]])
    assert plausible(card, min_side, (720, 1280))


def test_the_card_around_its_printed_frame_is_the_frame_grown_by_the_rim_in_perspective():
    # A BANG! card lying tilted away: the outline of its printed frame, a rim
    # inside its edge, grows back into the card's own outline, corner for corner.
    pose = Pose(0.5, 0.5, 0.45, angle=20, tilt=25, tilt_dir=60, aspect=BANG_ASPECT)
    card = pose_quad(pose, (1280, 720))
    across, down = BANG_RIM
    inset = np.float32([[across, down], [1 - across, down], [1 - across, 1 - down]])
    inset = np.vstack([inset, [[across, 1 - down]]]).astype(np.float32)
    unit = np.float32([[0, 0], [1, 0], [1, 1], [0, 1]])
    to_card = cv2.getPerspectiveTransform(unit, card)
    frame = cv2.perspectiveTransform(inset[None], to_card)[0]
    errors = [
        np.linalg.norm(np.roll(grown, k, axis=0) - card, axis=1).max()
        for grown in around_frame(frame, BANG_RIM)
        for k in range(4)
    ]
    assert min(errors) < 1.0  # px, on a card 324 px tall
