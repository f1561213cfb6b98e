"""Find card outlines in a frame, for :mod:`camera.flatten` to warp each card flat.

The search runs on the frame shrunk to 640 px wide, then 960 px for cards too
small to show a clean outline at 640, to stay within the search budget; only
the final warp samples the full-resolution frame. A candidate
must be a convex quadrilateral whose four sides really are edges in the image;
a card the frame's edge cuts is completed beyond the picture when half of it
is in view, and a card under a hand is looked for among the straight runs of
the contours no outline came of: four of them, or three and the card's
aspect for a card held by a corner.

This module holds the search itself: its passes, what each looks at and
the order they run in. What it asks of a line or an outline is in modules
of their own: whether the picture backs a line (:mod:`camera.edges`), an
outline's geometry (:mod:`camera.outline`), and rebuilding a card from part
of its outline (:mod:`camera.rebuild`).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence

import cv2
import numpy as np

from camera.edges import EDGE_SUPPORT, gradients, inner_side, outer_side, side_support
from camera.outline import (
    SHORT_SIDE,
    card_height,
    corners_of,
    fit_side,
    intersect,
    line_through,
    overlaps,
    plausible,
    refine,
    sides_of,
)
from camera.rebuild import (
    bounded,
    completed,
    completions,
    leaving,
    merged_runs,
    run_line,
    seen_sides,
    straight_runs,
)
from camera.steps import Steps, finish

# Edge passes, in the order tried: (working width in px, edge level of
# _View._edges). At 640 px the outline of a small card and the frame
# printed just inside it blur into one ladder of edges; 960 px keeps them
# apart. The faint-edge pass (level 1, about 5 ms) comes after the holes of
# the strong edges (level 2, 1.5 ms), which find many of the same cards
# first; the strong colour edges (level 3) last, for the few cards only
# their hue sets apart from the table. Level 4 is no edge map but the card's
# face itself: the pixels both brighter and greyer than most of the picture.
FACE_LEVEL = 4
SEARCH = ((640, 0), (960, 0), (640, 2), (640, 1), (640, 3), (640, FACE_LEVEL))
MIN_HEIGHT = 0.12  # of frame height
# The search for a card outline around an artwork panel reaches out to this
# fraction of the panel's size (from camera.edges.GROW_FROM px out, clear of
# the panel's own edge).
GROW_REACH = 0.6
GROW_WIDTHS = (640, 960)  # the search widths it looks at, in turn (see CardFinder.enclosing)
# A side the image does not back is looked for inwards, from this many px in
# (clear of the contour's own edge) to this fraction of the outline's size.
SHRINK_FROM, SHRINK_REACH = 3, 0.3
SNAP = 3  # px either way a side knocked askew is looked for first
BATCH = 16  # outlines whose support is measured at once (see _View._first_backed)
TIGHTEN_FROM = 2  # sides the image backs as they are, at least, for the others to be looked for
# A card under a hand: its sides are looked for among the contour's straight
# runs (see camera.rebuild.straight_runs); the side under a finger must still
# be backed over OCCLUDED of its length.
OCCLUDED = 0.35
# A card held by a corner is rebuilt from three runs that meet within this
# fraction of the middle one's length (see _View._by_a_corner).
CORNER_GAP = 0.15
HELD_CONTOURS = 16  # the longest contours looked at for a card under a hand
# A card's sides may lie in several contours (its edge broken at a corner,
# or where fingers meet it): if no contour alone makes an outline, the
# longest runs of them all are taken together, at most this many.
POOLED_RUNS = 40
# The work of a pass's steps (camera.steps' units), per thousand pixels of
# the picture it looks at: the picture shrunk, blurred and its gradients
# worked out; its edges at each level; and per thousand points of their
# contours, tracing them.
VIEW_WORK, EDGE_WORK, POINT_WORK = 0.1, (0.04, 0.1, 0.02, 0.05, 0.03), (0.2, 1.0, 0.2, 0.3, 0.9)


def find_cards(img: np.ndarray, limit: int = 2) -> list[np.ndarray]:
    """Card quads (4x2 float32, full-res pixels), largest first, at most ``limit``."""
    finder = CardFinder(img)
    return outermost([q for p in range(CardFinder.PASSES) for q in finder.quads(p)], limit)


class CardFinder:
    """Outline search in one frame, pass by pass (see :data:`SEARCH` and
    :attr:`ORDER`), so that the costly passes only run when the cheap ones
    found nothing readable."""

    TIGHTENED = len(SEARCH)  # outlines turned down, tightened (_View.tightened)
    UNDER_HAND = TIGHTENED + 1  # the last: cards a hand covers in part (_View.under_hand)
    FACE = SEARCH.index((640, FACE_LEVEL))  # the card's face (_View._face)
    PASSES = UNDER_HAND + 1
    # The order passes are tried in: the outlines the first edge pass turned
    # down are tightened, and its contours looked at for a card under a hand,
    # before the dearer edge passes (a card held in a hand is seen by all of
    # them alike), and what those turn down, last. The face pass comes
    # second: it costs less than the strong edges, and it holds where every
    # edge pass fails, a blurred card held up before a wall as light as it.
    ORDER = (0, FACE, TIGHTENED, UNDER_HAND, 1, 2, 3, 4, TIGHTENED, UNDER_HAND)

    def __init__(self, img: np.ndarray, frame: tuple[int, ...] | None = None) -> None:
        """``img`` is the frame, or a window cut from a frame of shape ``frame``:
        the window is then shrunk as the frame would be, and outlines too small
        for a card in that frame are passed over, as in the frame."""
        self.img = img
        self.frame = frame or img.shape
        self._views: dict[int, _View] = {}
        self._fresh = 0.0  # see fresh_work

    def quads(self, search_pass: int) -> list[np.ndarray]:
        """Plausible card outlines (full-res) found by one pass of :data:`SEARCH`
        or, last, by tightening those the passes run so far turned down, and
        by looking for cards under a hand in the contours they left."""
        return finish(self.search(search_pass))

    def search(self, search_pass: int) -> Steps[list[np.ndarray]]:
        """:meth:`quads`, in steps (see ``camera.steps``): the picture shrunk
        for the pass, its edges and contours, then each likely contour."""
        if search_pass in (self.TIGHTENED, self.UNDER_HAND):
            found: list[np.ndarray] = []
            for view in list(self._views.values()):
                last = view.tightened() if search_pass == self.TIGHTENED else view.under_hand()
                found += yield from last
            return found
        width, level = SEARCH[search_pass]
        if (self._scale(width), level) in {(self._scale(w), v) for w, v in SEARCH[:search_pass]}:
            return []  # a frame small enough that an earlier pass searched this very picture
        if width not in self._views:
            self._view(width)
            yield self.fresh_work()
        return (yield from self._view(width).search(level))

    def still_backs(self, quad: np.ndarray) -> bool:
        """Whether the picture backs every side of outline ``quad`` (full-res),
        as the search's support test asks: a card at rest since the last frame
        is then read where it was, without searching for it again."""
        view = self._view(SEARCH[0][0])
        return view.support(quad * view.scale) >= EDGE_SUPPORT

    def enclosing(self, quad: np.ndarray, partly: bool = False) -> Iterator[np.ndarray | None]:
        """The card outlines around ``quad`` (full-res) whose sides run along
        ``quad``'s, as each search width shows them (None where it shows
        none), one width at a time: an
        outline that holds no index may be the artwork panel of a card whose
        own outline ran into a busy cloth's edges and was never traced, or
        the frame printed just inside a small card's edge. At 640 px that
        edge may lie within the GROW_FROM px the search skips to clear
        ``quad``'s own edge; at 960 px it lies further out, but an edge that
        640 px shows may be missed there.
        ``partly``: instead, the outlines that move only some of ``quad``'s
        sides outwards and keep the others, which may already run along the
        card's edge (see :meth:`_View.enclosing`)."""
        looked: set[float] = set()
        for width in GROW_WIDTHS:
            scale = self._scale(width)
            if scale in looked:
                continue  # a frame so small that both widths show the same picture
            looked.add(scale)
            yield self._view(width).enclosing(quad, partly)

    def fresh_work(self) -> float:
        """The work (see :data:`VIEW_WORK`) of the views made since last asked:
        a search pass or :meth:`enclosing` may be the first to look at a width."""
        work, self._fresh = self._fresh, 0.0
        return work

    def _view(self, width: int) -> _View:
        if width not in self._views:
            scale = self._scale(width)
            view = _View(self.img, scale, MIN_HEIGHT * self.frame[0] * scale)
            self._views[width] = view
            self._fresh += VIEW_WORK * view.small.shape[0] * view.small.shape[1] / 1000
        return self._views[width]

    def _scale(self, width: int) -> float:
        """How much a pass that looks at the frame ``width`` px wide shrinks it
        (never enlarged: a 640x480 frame is looked at as it is)."""
        return min(1.0, width / max(self.frame[:2]))


class _View:
    """The frame shrunk by ``scale``, with what every edge pass needs; a card
    is at least ``min_height`` pixels tall at that scale."""

    def __init__(self, img: np.ndarray, scale: float, min_height: float) -> None:
        self.scale = scale
        # Area averaging is fast for whole-number shrinks only; the blur below
        # takes the place of its smoothing for the others.
        whole = float(1 / self.scale).is_integer()
        how = cv2.INTER_AREA if whole else cv2.INTER_LINEAR
        self.small = (
            cv2.resize(img, None, fx=self.scale, fy=self.scale, interpolation=how)
            if self.scale < 1
            else img
        )
        self.min_side = min_height * SHORT_SIDE
        blur = cv2.GaussianBlur(self.small, (5, 5), 0)
        self.ycc = cv2.cvtColor(blur, cv2.COLOR_BGR2YCrCb)
        self.grad = gradients(self.ycc)
        self._strong: np.ndarray | None = None
        # Outlines turned down with some sides backed, and how well each side is.
        self._leaky: list[tuple[np.ndarray, np.ndarray]] = []
        self._covered: list[np.ndarray] = []  # contours that made no backed outline

    def support(self, quad: np.ndarray) -> float:
        """How well the image backs the outline, for its weakest side."""
        return float(self.sides(quad).min())

    def sides(self, quad: np.ndarray) -> np.ndarray:
        """How well the image backs each side (see :func:`side_support`), on
        the channel that shows it best: brightness or colour, since a card as
        light as the table can still differ from it in hue."""
        return side_support(self.grad, quad).max(axis=0)

    def enclosing(self, quad: np.ndarray, partly: bool = False) -> np.ndarray | None:
        """See :meth:`CardFinder.enclosing`. Each side of ``quad`` is moved
        outwards onto the first line the image backs; or, if ``partly``,
        some sides are and the others are kept, snapped onto the edge a
        pixel or two away or as they are: a contour may follow the card's
        edge, or the frame printed just inside it, on some sides and the
        artwork panel on the others. The outline that moves the most sides
        is taken."""
        q = quad * self.scale
        reach = int(GROW_REACH * card_height(q))
        centre = q.mean(axis=0)
        snap = range(-SNAP, SNAP + 1)
        options = [
            (outer_side(self.grad, a, b, centre, reach),)
            + ((inner_side(self.grad, a, b, centre, snap), line_through(a, b)) if partly else ())
            for a, b in sides_of(q)
        ]
        outline = self._first_backed(options, _GROWN[1:] if partly else _GROWN[:1])
        return None if outline is None else self._full_res(outline)

    def tightened(self) -> Steps[list[np.ndarray]]:
        """The outlines this view's passes turned down with at least
        TIGHTEN_FROM sides backed, their other sides put back onto the
        card's edges (see :meth:`_tightened`), where the picture backs the
        result, or kept as found when only one side was unbacked (full-res).

        A contour that leaked through a gap in the card's edge into a table
        square as light as the card bulges out there, and its hull with it;
        texture stuck to a contour knocks a side's line fit askew; glare as
        bright as the card leaves a side no edge at all.
        This comes after every edge pass, as the least sure: an artwork
        panel or a mix of card and panel sides tightens into a fine outline
        too (the reader takes a lone symbol from these only where no outline
        around them reads otherwise)."""
        leaky, self._leaky = self._leaky, []
        found: list[np.ndarray] = []
        for quad, sides in leaky:
            yield
            tight = self._tightened(quad, sides)
            found += [] if tight is None else [self._full_res(tight)]
        return found

    def _tightened(self, quad: np.ndarray, sides: np.ndarray) -> np.ndarray | None:
        """``quad`` with each side whose support (in ``sides``) falls short
        snapped onto the edge a pixel or two away, or moved inwards onto the
        first edge its points meet, or, last, where two sides or more fall
        short, outwards onto the first line the image backs, whichever makes
        an outline the image backs. A line fit thrown off by texture leaves
        a side slightly askew; a leak leaves it far out; a leak at a corner,
        both; a contour that followed the frame printed just inside a card,
        where the card's own edge is faint, leaves its sides a few pixels
        inside the card. If that fails and only one side was unbacked,
        ``quad`` as it is: that side may lie in glare, which leaves no edge
        to find (and moved outwards, it found a worse outline, which read
        two such cards unsure)."""
        centre = quad.mean(axis=0)
        walks = (range(-SNAP, SNAP + 1), range(SHRINK_FROM, int(SHRINK_REACH * card_height(quad))))
        reach = int(GROW_REACH * card_height(quad))
        lone = (sides < EDGE_SUPPORT).sum() == 1
        options = [
            [line_through(a, b)]
            if backed >= EDGE_SUPPORT
            else [inner_side(self.grad, a, b, centre, walk) for walk in walks]
            + ([] if lone else [outer_side(self.grad, a, b, centre, reach)])
            for (a, b), backed in zip(sides_of(quad), sides, strict=True)
        ]
        # Each mix of sides in the order of the furthest-down option it takes:
        # a side moved outwards only once no mix of the others makes an outline.
        mixes = sorted(itertools.product(*(range(len(o)) for o in options)), key=max)
        outline = self._first_backed(options, mixes)
        if outline is not None:
            return outline
        # Where glare, or a table as light as the card, meets one side there is no edge at
        # all to put it on: with the three others backed, the outline stands as found.
        return quad if lone else None

    def _full_res(self, quad: np.ndarray) -> np.ndarray:
        """An outline found at this view's scale, in the frame's pixels."""
        return (quad / self.scale).astype(np.float32)

    def _first_backed(
        self, options: Sequence[Sequence[np.ndarray | None]], mixes: Iterable[Sequence[int]]
    ) -> np.ndarray | None:
        """The outline of the first of ``mixes`` (for each side, which of its
        ``options`` of line to take) that is card-shaped (:meth:`_shaped`) and
        that the picture backs. The support of BATCH outlines is measured at
        once: a search for the outline around another tries up to 65 mixes,
        and measured one by one, they cost ten milliseconds."""
        shaped = (self._shaped([o[k] for o, k in zip(options, mix, strict=True)]) for mix in mixes)
        outlines = (outline for outline in shaped if outline is not None)
        while batch := list(itertools.islice(outlines, BATCH)):
            support = side_support(self.grad, np.stack(batch)).max(axis=0).min(axis=-1)
            backed = np.flatnonzero(support >= EDGE_SUPPORT)
            if len(backed):
                return batch[int(backed[0])]
        return None

    def _shaped(self, lines: list[np.ndarray | None]) -> np.ndarray | None:
        """The outline four lines bound (at this view's scale), if they all
        exist and it is plausible."""
        if any(line is None for line in lines):
            return None
        corners = [intersect(lines[i - 1], lines[i]) for i in range(4)]  # type: ignore[arg-type]
        if any(c is None for c in corners):
            return None
        outline = np.array(corners, np.float32)
        return outline if plausible(outline, self.min_side, self.small.shape) else None

    def _strong_edges(self) -> np.ndarray:
        """Canny of the brightness at the strong thresholds, shared by levels 0, 2 and 3."""
        if self._strong is None:
            self._strong = cv2.Canny(self.ycc[..., 0], 60, 120)
        return self._strong

    def search(self, level: int) -> Steps[list[np.ndarray]]:
        """Plausible card outlines (full-res) found with edge pass ``level``:
        a step for the edges, one for their contours, then one for each
        contour long and wide enough to be looked at; at the faint level, if
        none made an outline, one for each pair of contours that each turn
        one corner (see :meth:`_joined`). The contours that made no outline
        the picture backs are kept for :meth:`under_hand`."""
        found: list[np.ndarray] = []
        corners_turned: list[np.ndarray] = []  # contours that turn one corner only
        covered: list[np.ndarray] = []  # contours that made no outline the picture backs
        contours = _contours(self._edges(level), holes=level == 2)
        pixels, points = self.small.shape[0] * self.small.shape[1], sum(map(len, contours))
        yield (EDGE_WORK[level] * pixels + POINT_WORK[level] * points) / 1000
        shortest = int(4 * self.min_side)
        for contour in contours:
            if len(contour) < shortest:
                continue
            _, _, bw, bh = cv2.boundingRect(contour)
            if min(bw, bh) < 0.7 * self.min_side:
                continue  # a long thin squiggle of table texture, not a card
            yield
            hull = _big_hull(contour, self.min_side)
            if hull is None:
                continue
            quad = self._outline(contour, hull)
            if quad is None:
                quad = self._cut(contour, hull)
            if quad is None:
                covered.append(contour)
                if level == 1 and _turns_one_corner(hull):
                    corners_turned.append(contour)
                continue
            sides = self.sides(quad)
            if sides.min() >= EDGE_SUPPORT:
                found.append(self._full_res(quad))
                continue
            covered.append(contour)
            if (sides >= EDGE_SUPPORT).sum() >= TIGHTEN_FROM:
                self._leaky.append((quad, sides))
        if not found:
            found = yield from self._joined(corners_turned)
        self._covered += covered
        return found

    def _outline(self, contour: np.ndarray, hull: np.ndarray) -> np.ndarray | None:
        """The card-shaped outline of a contour (``hull`` its convex hull), its
        sides fitted to its points."""
        corners = corners_of(hull)
        if corners is None or not plausible(corners, self.min_side, self.small.shape):
            return None
        quad = refine(contour, corners)
        if quad is None or not plausible(quad, self.min_side, self.small.shape):
            return corners  # texture stuck to a side; the support test judges
        return quad

    def _cut(self, contour: np.ndarray, hull: np.ndarray) -> np.ndarray | None:
        """The outline of a card the frame's edge cuts (some corners beyond
        the picture), from a contour that runs along three or four of its
        sides and stops at the edge: a hand slides a card in and out of view,
        and the index at the end still in view reads as well as any."""
        peri = cv2.arcLength(hull, True)
        for eps in (0.02, 0.035, 0.05):
            poly = cv2.approxPolyDP(hull, eps * peri, True).reshape(-1, 2).astype(np.float32)
            seen = seen_sides(poly, self.small.shape)
            if seen:
                break
        else:
            return None
        pts = contour.reshape(-1, 2).astype(np.float32)
        lines = [fit_side(pts, a, b) for a, b in seen]
        if any(line is None for line in lines):
            return None
        quad = completed(lines, seen)  # type: ignore[arg-type]
        if quad is None or not plausible(quad, self.min_side, self.small.shape, cut=True):
            return None
        return quad

    def under_hand(self) -> Steps[list[np.ndarray]]:
        """Outlines of cards a hand covers in part (full-res), from the
        contours this view's passes could make no backed outline of: the
        card's edge runs into the fingers' and its contour's hull takes in
        the hand, but the card's sides are still long straight runs of the
        contour. Of each of the HELD_CONTOURS longest contours (a card's
        outline, broken by fingers, is still among the longest; on a busy
        cloth there are dozens), up to UNDER_HAND_LINES of its longest
        straight runs (one line each, those along one line merged) are taken
        four at a time; the largest outline they bound that
        :meth:`_under_fingers` accepts is kept. If no contour gives one, the
        outline rebuilt from three of the runs of them all that the picture
        backs best (:meth:`_by_a_corner`): a card held by a corner."""
        contours, self._covered = self._covered, []
        found: list[np.ndarray] = []
        pooled: list[tuple[np.ndarray, np.ndarray]] = []
        boxes: set[tuple[int, ...]] = set()
        for contour in sorted(contours, key=len, reverse=True)[:HELD_CONTOURS]:
            box = tuple(v // 4 for v in cv2.boundingRect(contour))
            if box in boxes:
                continue  # the same contour, as another edge pass traced it
            boxes.add(box)
            yield
            runs = straight_runs(contour, self.min_side)
            pooled += runs
            lines = [run_line(a, b) for a, b in runs]
            held = self._under_fingers(list(bounded(lines)))
            best = max(held, key=cv2.contourArea, default=None)
            found += [] if best is None else [self._full_res(best)]
        if found or not pooled:
            return found
        yield
        runs = merged_runs(pooled, self.min_side, POOLED_RUNS)
        best = self._best_backed(self._by_a_corner(runs, [run_line(a, b) for a, b in runs]))
        return [] if best is None else [self._full_res(best)]

    def _under_fingers(self, quads: list[np.ndarray]) -> list[np.ndarray]:
        """The outlines that are card-shaped and that the picture backs on all
        their sides but one, and that one at least OCCLUDED (measured all
        at once)."""
        shaped = [q for q in quads if plausible(q, self.min_side, self.small.shape, cut=True)]
        if not shaped:
            return []
        sides = np.sort(side_support(self.grad, np.stack(shaped)).max(axis=0), axis=-1)
        held = (sides[:, 0] >= OCCLUDED) & (sides[:, 1] >= EDGE_SUPPORT)
        return [q for q, ok in zip(shaped, held, strict=True) if ok]

    def _by_a_corner(
        self, runs: list[tuple[np.ndarray, np.ndarray]], lines: list[np.ndarray]
    ) -> list[np.ndarray]:
        """Outlines of a card held by a corner, its fingers over the two sides
        that meet there: rebuilt from three straight runs (``lines`` along
        ``runs``) that the picture backs along their whole length as
        :func:`side_support` asks of a side, a middle one and one leaving
        each of its ends (within CORNER_GAP of its length, the card's rounded
        corner); the fourth side is put where the card's aspect says
        (:func:`completed`, as for a card the frame cuts), where at least
        IN_VIEW of the card is shown."""
        if not runs:
            return []
        ends = np.array(runs, np.float32)
        backed = side_support(self.grad, ends).max(axis=0)[:, 0] >= EDGE_SUPPORT
        found: list[np.ndarray] = []
        for m in np.flatnonzero(backed):
            a, b = runs[m]
            gap = CORNER_GAP * float(np.hypot(*(b - a)))
            leave = [leaving(ends, backed, m, end, gap) for end in (a, b)]
            for (i, far_i), (j, far_j) in itertools.product(*leave):
                seen = [(far_i, a), (a, b), (b, far_j)]
                quads = [] if i == j else completions([lines[i], lines[m], lines[j]], seen)
                found += [q for q in quads if plausible(q, self.min_side, self.small.shape, True)]
        return found

    def _best_backed(self, outlines: list[np.ndarray]) -> np.ndarray | None:
        """Of outlines rebuilt from some of a card's sides, the one the
        picture backs best over all four (the sum of their supports): the
        part of the card's far end left in view backs the right aspect, and
        an outline too long lies on bare table there. A side beyond the
        picture is no evidence, or an outline put there by the wrong aspect
        would outscore the card's own edge in view."""
        if not outlines:
            return None
        support = side_support(self.grad, np.stack(outlines), unseen=0.0)
        backing = support.max(axis=0).sum(axis=-1)
        return outlines[int(np.argmax(backing))]

    def _joined(self, corners_turned: list[np.ndarray]) -> Steps[list[np.ndarray]]:
        """Outlines made of two contours that each turn one corner of a card
        (full-res), where the picture backs all four sides. A white card on a
        table as light as itself may show its faint outline broken at two
        opposite corners, as two L-shaped contours, neither of which is card
        shaped alone."""
        found: list[np.ndarray] = []
        for i, one in enumerate(corners_turned):
            for other in corners_turned[i + 1 :]:
                yield
                both = np.vstack([one, other])
                quad = self._outline(both, cv2.convexHull(both))  # as big as either hull
                if quad is not None and self.support(quad) >= EDGE_SUPPORT:
                    found.append(self._full_res(quad))
        return found

    def _edges(self, level: int) -> np.ndarray:
        """Level 0: strong edges only, so table texture does not swallow the card
        outline. Level 1: faint brightness and colour edges, so a beige card on
        a beige table still shows. Level 2: the strong edges thickened, whose
        holes are searched: the inside of a card stays clean however busy the
        cloth around it, whose edges run into the outline and spoil its contour.
        Level 3: the strong edges and strong colour edges, so a card as bright
        as the table but of another hue (pink on teal granite) shows, without
        the faint level's colour grain that runs into its outline. Level 4:
        the card's face (:meth:`_face`), whose outline is its contour."""
        if level == 0:
            return self._strong_edges()
        if level == 1:
            return self._with_colour(cv2.Canny(self.ycc[..., 0], 20, 50), 10, 25)
        if level == 2:
            return cv2.dilate(self._strong_edges(), np.ones((3, 3), np.uint8))
        if level == FACE_LEVEL:
            return self._face()
        return self._with_colour(self._strong_edges().copy(), 30, 60)

    def _face(self) -> np.ndarray:
        """The pixels that are both bright and grey (little chroma), each by
        Otsu's threshold of the picture: a card's white paper. Its edge may
        be too blurred for Canny, or no brighter than a beige wall, yet the
        card is whiter than the wall, the hand and the shirts around it.
        Both thresholds come from the picture, so no constant is tuned to
        a camera or a light. The mask's border is cleared: a contour along
        the picture's edge would make outlines of sides beyond the picture,
        which count as backed, such as the whole frame."""
        chroma = cv2.add(cv2.absdiff(self.ycc[..., 1], 128), cv2.absdiff(self.ycc[..., 2], 128))
        _, bright = cv2.threshold(self.ycc[..., 0], 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
        _, grey = cv2.threshold(chroma, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
        face = bright & grey
        face[[0, -1], :] = face[:, [0, -1]] = 0
        return face

    def _with_colour(self, edges: np.ndarray, low: int, high: int) -> np.ndarray:
        """``edges`` with the colour channels' Canny edges at these thresholds added."""
        for ch in (1, 2):
            edges |= cv2.Canny(self.ycc[..., ch], low, high)
        return edges


# The mixes :meth:`_View.enclosing` tries: for each side, 0 moved outwards,
# 1 snapped, 2 as it is; at least one side moved, the most moved first
# (the first, all four moved, is the mix tried unless ``partly``).
_GROWN = sorted(
    (mix for mix in itertools.product(range(3), repeat=4) if 0 in mix),
    key=lambda mix: -mix.count(0),
)


def _contours(edges: np.ndarray, holes: bool) -> list[np.ndarray]:
    """Every contour of an edge map, or only those of its holes."""
    if not holes:
        return list(cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_NONE)[0])
    contours, hierarchy = cv2.findContours(edges, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_NONE)
    if hierarchy is None:
        return []
    return [c for c, h in zip(contours, hierarchy[0], strict=True) if h[3] >= 0]


def _big_hull(contour: np.ndarray, min_side: float) -> np.ndarray | None:
    """A contour's convex hull, if it is at least as big as a card's shortest
    side squared: smaller contours are table texture or ink."""
    hull = cv2.convexHull(contour)
    return hull if cv2.contourArea(hull) >= min_side * min_side else None


def _turns_one_corner(hull: np.ndarray) -> bool:
    """Whether a hull is a triangle, as that of two sides of a card and the
    corner between them is."""
    return len(cv2.approxPolyDP(hull, 0.05 * cv2.arcLength(hull, True), True)) == 3


def outermost(quads: list[np.ndarray], limit: int) -> list[np.ndarray]:
    """Largest first, dropping outlines nested in or overlapping a larger one
    (the frame printed inside a card, its artwork panel)."""
    kept: list[np.ndarray] = []
    for quad in sorted(quads, key=lambda q: -cv2.contourArea(q)):
        if len(kept) >= limit:
            break
        if not any(overlaps(quad, k) for k in kept):
            kept.append(quad)
    return kept
