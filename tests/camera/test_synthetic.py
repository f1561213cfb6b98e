"""The scene generator: a bench scene shows the whole card."""

from __future__ import annotations

from camera.synthetic.scenes import Pose, in_view, pose_quad

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
