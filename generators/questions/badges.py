"""Where numbered badges can go on a view (the marks style's pictures: ``marks.py``;
docs/questions.md, "Marks").

Invariant: a badge is a disc of ``BADGE_RADIUS`` pixels of the marked picture (the stored
view scaled up by the whole factor ``marked_scale``, at least ``MARKED_WIDTH`` wide) that
covers its own block alone, or, on a sliver too thin for that, its block and the floor or sky
beside it, never another block; badges placed by ``badge_sites`` on different blocks never
overlap, and ``badges_apart`` says whether a chosen set of places keeps every two apart.
"""

from __future__ import annotations

import itertools

import numpy as np
from scipy import ndimage

# the marked picture: at least MARKED_WIDTH pixels wide (the stored view scaled up by a whole
# factor, nearest neighbour), badges of BADGE_RADIUS pixels there, each on one block and never
# over another block or another badge (``mark_spots``, ``badge_sites``)
MARKED_WIDTH = 512
BADGE_RADIUS = 8
BADGE_GAP = 2 * BADGE_RADIUS + 3  # marked-picture pixels between two badges' centres: two radii, three pixels


def marked_scale(width: int) -> int:
    """The whole factor the marked picture scales the stored view by."""
    return max(1, -(-MARKED_WIDTH // int(width)))


def mark_room(instance: np.ndarray) -> np.ndarray:
    """Per pixel, how far (chessboard distance, in stored pixels) it lies inside what the view
    shows of its block: the largest r such that the square of half-width r around it shows
    the block alone (0 on the block's outline, where a pixel touches another block, the floor
    or the picture's edge, and next to it)."""
    inst = np.asarray(instance)
    p = np.pad(inst, 1, mode="constant")
    core = ((inst > 0) & (p[:-2, 1:-1] == inst) & (p[2:, 1:-1] == inst)
            & (p[1:-1, :-2] == inst) & (p[1:-1, 2:] == inst))
    return np.maximum(ndimage.distance_transform_cdt(core, metric="chessboard") - 1, 0)


def badge_room(width: int) -> float:
    """The room (``mark_room``, stored pixels) a badge needs in a view ``width`` pixels wide: a
    disc of BADGE_RADIUS + 1 marked-picture pixels about a pixel's centre fits inside the
    square of half-width r around it when r + 1/2 reaches its radius in stored pixels."""
    return (BADGE_RADIUS + 1) / marked_scale(width) - 0.5


_LAST_ROOM: list = []  # (the instance buffer, its mark_room, its boxes) of the last view asked


def _room_and_boxes(inst: np.ndarray) -> tuple[np.ndarray, list]:
    """``mark_room`` of a view and the bounding box of each instance id (``find_objects``),
    worked out once for the view whose questions are being made."""
    if not _LAST_ROOM or _LAST_ROOM[0] is not inst:
        _LAST_ROOM[:] = [inst, mark_room(inst), ndimage.find_objects(inst)]
    return _LAST_ROOM[1], _LAST_ROOM[2]


def mark_spots(instance: np.ndarray) -> dict[int, tuple[int, int, bool]]:
    """Block -> (x, y, alone) for every block a badge of ``BADGE_RADIUS`` (at the marked
    picture's scale) can mark: the pixel deepest inside what the view shows of the block (the
    first in row order among equals), where the badge covers that block alone (``alone``);
    for a block too thin for that (a sliver at the stack's edge), the pixel of the block
    farthest from every other block and from the picture's edge, where the badge covers the
    block and the floor or sky beside it but no other block. Blocks neither fits are left out."""
    inst = np.asarray(instance)
    need = badge_room(inst.shape[1])
    room, boxes = _room_and_boxes(inst)
    out = {}
    for b, box in enumerate(boxes, start=1):
        if box is None:
            continue
        depth = np.where(inst[box] == b, room[box], -1)
        at = int(np.argmax(depth))  # the first in row order among equals (row order holds within a box)
        y, x = divmod(at, depth.shape[1])
        if depth.flat[at] >= need:
            out[b - 1] = (x + box[1].start, y + box[0].start, True)
        else:
            beside = _spot_beside(inst, b, box, need)
            if beside is not None:
                out[b - 1] = (*beside, False)
    return out


def _spot_beside(inst: np.ndarray, b: int, box: tuple, need: float) -> tuple[int, int] | None:
    """(x, y) of the pixel of instance id ``b`` (inside ``box``) farthest (chessboard) from
    every other block's pixels and from the picture's edge, if a badge needing room ``need``
    (``badge_room``) fits there without covering another block; else None."""
    m = int(np.ceil(need)) + 2
    y0, y1 = max(box[0].start - m, 0), min(box[0].stop + m, inst.shape[0])
    x0, x1 = max(box[1].start - m, 0), min(box[1].stop + m, inst.shape[1])
    crop = inst[y0:y1, x0:x1]
    free = np.pad((crop == b) | (crop == 0), 1, mode="constant")  # the crop's rim counts as blocked
    clear = ndimage.distance_transform_cdt(free, metric="chessboard")[1:-1, 1:-1] - 1
    clear = np.where(crop == b, clear, -1)
    at = int(np.argmax(clear))  # the first in row order among equals
    if clear.flat[at] < need:
        return None
    y, x = divmod(at, crop.shape[1])
    return int(x + x0), int(y + y0)


SPOTS = 6  # candidate badge places a block offers at most (``badge_sites``)


def badge_sites(instance: np.ndarray) -> dict[int, tuple[bool, list[tuple[int, int]]]]:
    """Block -> (alone, the places a badge can mark it, in a fixed order): first its
    ``mark_spots`` place; then, for a block where a badge covers it alone, other such pixels: the one
    farthest from the first (S5 puts two marks on one block there), then the leftmost,
    rightmost, highest and lowest (the first in row order among equals), each kept if it lies
    at least one badge and a pixel (two radii and three pixels of the marked picture) from the
    places before it. Badges on places of different blocks never overlap (``badges_apart``)."""
    inst = np.asarray(instance)
    spots = mark_spots(inst)
    s = marked_scale(inst.shape[1])
    need, apart = badge_room(inst.shape[1]), BADGE_GAP / s
    room, boxes = _room_and_boxes(inst)
    out = {}
    for b, (x, y, alone) in spots.items():
        places = [(x, y)]
        box = boxes[b]
        if alone:
            ys, xs = np.nonzero((inst[box] == b + 1) & (room[box] >= need))  # row order
            xs, ys = xs + box[1].start, ys + box[0].start
            for key in (np.hypot(xs - x, ys - y), -xs, xs, -ys, ys):
                at = int(np.argmax(key))
                place = (int(xs[at]), int(ys[at]))
                if all(np.hypot(place[0] - u, place[1] - v) >= apart for u, v in places):
                    places.append(place)
        out[b] = (alone, places[:SPOTS])
    return out


def site_xy(sites: dict, block: int, place: int) -> tuple[int, int]:
    """Where the badge of a mark (``block``, its ``place`` in ``badge_sites``) sits."""
    return sites[block][1][place]


def badges_apart(marked, sites: dict, width: int) -> bool:
    """Whether the badges of ``marked`` ((block, place) pairs; ``sites``: ``badge_sites``) keep
    clear of each other: two on one block must be a badge and a pixel apart; a badge on its
    block alone cannot touch one on another block; two beside their blocks (slivers) must
    keep a pixel between them."""
    s = marked_scale(width)
    for (b, i), (c, j) in itertools.combinations(marked, 2):
        if b == c and np.hypot(*np.subtract(sites[b][1][i], sites[c][1][j])) * s < BADGE_GAP:
            return False
    beside = [sites[b][1][0] for b, _ in marked if not sites[b][0]]
    return all(np.hypot(p[0] - q[0], p[1] - q[1]) * s >= BADGE_GAP
               for p, q in itertools.combinations(beside, 2))
