"""What an option picture shows, as pictures: the shapes of its highlights (docs/questions.md,
"Blind baselines").

An option is drawn as the export draws it (``exports.compose.option_view``: the view, or the
view of the option's stack); here it is read as a label map (0 where nothing is highlighted,
g + 1 on colour group g) over its instance buffer (0 = floor or sky). From one option alone:
highlighted area, connected parts, holes, boundary length, extent, where the highlight sits
on the stack, the share of the stack left uncoloured, colours, groups broken into parts, group
and mark sizes. From the options of one question together: each of those as a rank among the
options and as a difference from their median, and pixel overlaps (mean, smallest and largest
IoU with the others, distance to the per-pixel majority).

Each option also gets fingerprints for the cross-question attacks (``crossq.py``): its stack
(the silhouette and outlines of its blocks, as a hash) and each of its colour groups' pixel
masks.

Two readings compare the option picture with the view, as a model does that looks at the
view but skips the subtask (``baselines.py``: ``view_match``, ``existence``): how many pixels
of its stack's silhouette and outlines differ from the view's (``mismatch``), and the share of
its highlighted pixels that show, in the view, the very block the option highlights there
(``exists``: 1 when every highlighted block is drawn where the view shows it).

Invariant: nothing here reads which option is correct or the subtask's targets; the base
features read the option picture alone.
"""

from __future__ import annotations

import hashlib

import numpy as np
from scipy import ndimage

from .features import rank01

EIGHT = np.ones((3, 3), bool)
BASE = ("area", "parts", "holes", "boundary", "height", "width", "centre_y", "centre_x", "uncoloured",
        "colours", "broken_groups", "most_parts", "group_min", "group_max", "group_mean", "group_spread",
        "mark_min", "mark_max", "mark_mean", "marks", "on_background", "stack_area")
PAIRS = ("iou_mean", "iou_min", "iou_max", "majority_distance", "majority_rank")
NAMES = BASE + tuple(f"{n}_rank" for n in BASE) + tuple(f"{n}_minus_median" for n in BASE) + PAIRS


class OptionPicture:
    """One option as a picture: its base features, its highlight mask, fingerprints, and how
    it compares with the view (``mismatch``, ``exists``)."""

    __slots__ = ("base", "mask", "stack", "groups", "mismatch", "exists")

    def __init__(self, instance: np.ndarray, labels: np.ndarray, view_instance: np.ndarray | None = None):
        self.mask = labels > 0
        self.base = _features(instance, labels, self.mask)
        self.stack = _digest(instance > 0, _edges(instance))
        self.groups = frozenset(_digest(labels == g) for g in np.unique(labels[self.mask]))
        self.mismatch = self.exists = 0.0
        if view_instance is not None:
            self.mismatch = float(((instance > 0) != (view_instance > 0)).sum()
                                  + (_edges(instance) != _edges(view_instance)).sum())
            lit = self.mask
            self.exists = float((instance[lit] == view_instance[lit]).mean()) if lit.any() else 1.0


def option_picture(view: dict, option: dict) -> OptionPicture:
    """Draw an option's instance buffer and label map as the export would and read it (ids of
    blocks the option's stack adds are above the view's, so they never match a block of the
    view)."""
    from ..exports.compose import option_instance

    instance, groups, n_ids = option_instance(view, option)
    lut = np.zeros(n_ids + 1, np.int64)
    for g, blocks in enumerate(groups):
        if len(blocks):
            lut[np.asarray(blocks, np.int64) + 1] = g + 1
    return OptionPicture(instance, lut[instance], view["instance"])


def _edges(instance: np.ndarray) -> np.ndarray:
    """Where neighbouring pixels show different blocks (or a block and the floor): the
    stack's outlines, whatever its blocks are numbered."""
    out = np.zeros(instance.shape, bool)
    out[:, 1:] |= instance[:, 1:] != instance[:, :-1]
    out[1:, :] |= instance[1:, :] != instance[:-1, :]
    return out


def _digest(*arrays: np.ndarray) -> str:
    h = hashlib.blake2b(digest_size=12)
    for a in arrays:
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


def _features(instance: np.ndarray, labels: np.ndarray, mask: np.ndarray) -> np.ndarray:
    stack = instance > 0
    out = dict.fromkeys(BASE, 0.0)
    out["stack_area"] = float(stack.sum())
    out["uncoloured"] = float((stack & ~mask).sum()) / max(float(stack.sum()), 1.0)
    area = float(mask.sum())
    if area == 0:
        return np.array([out[n] for n in BASE])
    _, parts = ndimage.label(mask, EIGHT)
    outside, n_outside = ndimage.label(~mask)
    edge = np.unique(np.r_[outside[0], outside[-1], outside[:, 0], outside[:, -1]])
    holes = n_outside - int((edge > 0).sum())
    boundary = float((mask & ~ndimage.binary_erosion(mask)).sum())
    ys, xs = np.nonzero(mask)
    sy, sx = np.nonzero(stack) if stack.any() else (ys, xs)
    y0, y1, x0, x1 = sy.min(), sy.max() + 1, sx.min(), sx.max() + 1
    group_areas, group_parts = [], []
    for g in np.unique(labels[mask]):
        m = labels == g
        group_areas.append(float(m.sum()))
        group_parts.append(ndimage.label(m, EIGHT)[1])
    _, marks = np.unique(instance[mask], return_counts=True)
    ring = ndimage.binary_dilation(mask) & ~mask
    share = np.array(group_areas) / area
    out.update(area=area, parts=float(parts), holes=float(holes), boundary=boundary,
               height=(ys.max() - ys.min() + 1) / (y1 - y0), width=(xs.max() - xs.min() + 1) / (x1 - x0),
               centre_y=(ys.mean() - y0) / (y1 - y0), centre_x=(xs.mean() - x0) / (x1 - x0),
               colours=float(len(group_areas)), broken_groups=float(sum(p > 1 for p in group_parts)),
               most_parts=float(max(group_parts)), group_min=share.min(), group_max=share.max(),
               group_mean=share.mean(), group_spread=share.std(), mark_min=float(marks.min()),
               mark_max=float(marks.max()), mark_mean=float(marks.mean()), marks=float(len(marks)),
               on_background=float((ring & ~stack).sum()) / max(float(ring.sum()), 1.0))
    return np.array([out[n] for n in BASE])


def question_table(pictures: list[OptionPicture]) -> np.ndarray:
    """(options x NAMES): each option's base features, their ranks and differences from the
    median among the question's options, and pixel overlaps with the other options."""
    base = np.array([p.base for p in pictures])
    ranks = np.column_stack([rank01(base[:, j]) for j in range(base.shape[1])])
    minus = base - np.median(base, axis=0)
    masks = np.array([p.mask.ravel() for p in pictures], np.float32)
    inter = masks @ masks.T
    area = masks.sum(axis=1)
    union = area[:, None] + area[None, :] - inter
    iou = np.where(union > 0, inter / np.maximum(union, 1.0), 1.0)
    np.fill_diagonal(iou, np.nan)
    k = len(pictures)
    majority = masks.sum(axis=0) * 2 > k
    distance = np.abs(masks - majority[None]).sum(axis=1)
    with np.errstate(all="ignore"):
        pairs = np.column_stack([np.nanmean(iou, axis=1), np.nanmin(iou, axis=1), np.nanmax(iou, axis=1),
                                 distance, rank01(distance)])
    return np.hstack([base, ranks, minus, np.nan_to_num(pairs, nan=1.0)])
