"""Sibling stacks: the stacks an image MCQ's options show (docs/questions.md, "Sibling
option sets").

Every option of a scene's image MCQs is the correct answer for the stack it shows. One of
those stacks is the scene S; the others are *siblings*: stacks one edit away from a hidden
decoy D, itself one edit away from S. An edit (``stack_edits.py``) adds a block on top of
a column (or on the floor of an empty one) or takes a column's top block away, so every
stack stands under gravity, and no edit moves the top layer (no block above it, never its last block taken):
S7 and S8 are read off the top layer, and a set whose stacks did not share it told S apart
by which stacks agree there. An edit adds or takes away with probability 1/2 each, so the
number of blocks takes a symmetric random walk (a kernel uniform over all edits made the
siblings grow: a sparse stack has many more places to add a block than blocks to take away).

The siblings are drawn so that S is exchangeable with them given D. The edit back from D to
S is not a draw of that kernel from D: S -> D was drawn from S and kept only if it shows in
every view, so S is rarely "D without a lone floor block" (a block put on an empty column's
floor falls out of frame or behind the stack in some view). A sibling's edit therefore
takes its kind and height from ``Edits.mirror_of(S)``, the distribution of the way back
among the edits of S that show, and is drawn among D's edits that show against D in every
view (``SiblingViews.sibling``), as S -> D had to. Drawn this way the stacks' sizes need no
balancing: where S falls among the k stacks by the pixels they cover is uniform within
sampling noise (docs/questions.md, "Sibling option sets"), and forcing it uniform, which
an earlier version did, bent the siblings' edits away from S's and failed the audit.

Invariant: whatever is seen in the options alone (the stacks, their highlights, areas,
marks, holes, colours) and in the scene's other questions (which show the same k stacks)
is the same for S as for a sibling; only the view tells them apart. Every pair of stacks
looks different in every view of the scene: in at least ``guard`` pixels one shows the
floor or sky where the other shows a block, or the two show blocks at depths half a block
apart (``SiblingViews.apart``).

Ids: the scene's blocks keep their indices 0..n-1 (instance id b + 1 in the stored view);
a cell added by any stack of the set is ``n + p`` for its place p in ``SiblingViews.extra``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .stack_edits import SCENE, Cell, Edits, Stack

SIBLING_TRIES = 80  # sibling draws ``_fill`` weighs for each stack it adds
DECOYS = 6  # decoys tried before the best set so far is taken
VISIBLE_FRACTION = 1 / 4096  # two options differ in at least GUARD times this share of the picture
GUARD = 2.0
DEPTH_APART = 0.5  # in block sizes: blocks this far apart in depth look different
CHECK_SIDE = 128  # views are drawn at most this many pixels a side to weigh the mirror kernel


def min_visible_difference(height: int, width: int) -> int:
    """Pixels two option pictures must differ in (strongly): 64 at 512x512, scaled with area."""
    return max(1, math.ceil(height * width * VISIBLE_FRACTION))


class Look:
    """How one stack looks in one view against the decoy's picture there: the pixels whose
    first hit differs (flat indices, ids there: a block id, or -1 for the floor and sky, and
    depths), which of them look different whatever is highlighted (``strong``), and every id's
    pixel count."""

    __slots__ = ("pix", "ids", "depth", "strong", "counts")

    def __init__(self, pix, ids, depth, strong, counts):
        self.pix, self.ids, self.depth, self.strong, self.counts = pix, ids, depth, strong, counts


class SiblingViews:
    """A scene's views, and how any stack of it looks in each (``look``), with its labels
    (``targets``). Views come as ``open_dataset`` yields them (scene fields, camera,
    instance, depth, visible_pixels, targets). Stacks are compared through the picture of
    the decoy (``use_decoy``): each differs from it by one edit, so each difference is small."""

    def __init__(self, views: list[dict], partners: dict):
        from ..voxel.camera import Camera
        from ..voxel.grid import Grid

        self.views = views
        self.partners = partners  # view id -> {"T2a": view id or None, "T2b": ...}
        first = views[0]
        self.blocks = np.asarray(first["blocks"], np.int64).reshape(-1, 3)
        self.n = len(self.blocks)
        self.grid = Grid(tuple(first["grid_shape"]), float(first["block_size"]))
        self.object_type = first["object_type"]
        self.edits = Edits(self.blocks, self.grid.shape)
        self._cells_list = [tuple(b) for b in self.blocks.tolist()]
        self.gid = {c: n for n, c in enumerate(self._cells_list)}
        self.extra: list[Cell] = []
        self.index = {v["view_id"]: n for n, v in enumerate(views)}
        self.cameras = [Camera.from_dict(v["camera"]) for v in views]
        cam = first["camera"]
        self.guard = GUARD * min_visible_difference(int(cam["height"]), int(cam["width"]))
        self.apart_depth = DEPTH_APART * self.grid.block_size
        self._threshold = [_threshold(v) for v in views]
        self.decoy: Stack | None = None
        self._frames: dict = {}  # view position -> the decoy's (instance, depth, counts)
        self._looks: dict = {}
        self._targets: dict = {}
        self._edit_cache: dict = {}
        self._cells: dict = {}
        self._small: list | None = None
        self._seen: dict = {}
        self._small_of: dict = {}
        self._classes: dict = {}

    def id_of(self, cell: Cell) -> int:
        """The id of a cell's block: the scene's index, or n + p for added cells."""
        if cell in self.gid:
            return self.gid[cell]
        self.gid[cell] = self.n + len(self.extra)
        self.extra.append(cell)
        return self.gid[cell]

    def cell_of(self, gid: int) -> Cell:
        return self._cells_list[gid] if gid < self.n else self.extra[gid - self.n]

    def ids(self, stack: Stack) -> list[int]:
        """Ids of a stack's blocks, ascending (cached)."""
        if stack not in self._cells:
            self._cells[stack] = sorted(self.id_of(c) for c in self.edits.cells(stack))
        return self._cells[stack]

    def use_decoy(self, decoy: Stack) -> None:
        """Compare stacks through this decoy's pictures from now on."""
        if decoy != self.decoy:
            self.decoy = decoy
            self._frames.clear()
            self._looks.clear()

    def _edit(self, before: Stack, after: Stack) -> tuple:
        """(the edit from ``before`` to ``after``, our id per edited-scene instance id, gone
        flags by our ids + 1), made once per pair."""
        key = (before, after)
        if key not in self._edit_cache:
            from ..render.cpu import Edit
            from ..voxel.grid import Scene, block_order

            cells_before, cells_after = self.edits.cells(before), self.edits.cells(after)
            ids = self.ids(after)  # names the added cells first
            cells = np.array([self.cell_of(g) for g in ids], np.int64).reshape(-1, 3)
            scene = Scene(self.grid, cells, self.object_type)
            local = np.full(len(ids) + 1, -1, np.int64)  # edited scene's instance id -> our id (-1: floor)
            local[1:] = np.asarray(ids, np.int64)[block_order(cells)]
            removed = sorted(cells_before - cells_after)
            gone = np.zeros(self.n + len(self.extra) + 1, np.uint8)
            for c in removed:
                gone[self.gid[c] + 1] = 1
            added = np.array(sorted(cells_after - cells_before), np.int64)
            edit = Edit(scene, np.array(removed, np.int64), added)
            self._edit_cache[key] = (edit, local, gone)
        return self._edit_cache[key]

    def _diff(self, before: Stack, after: Stack, at: int, instance, depth) -> tuple:
        """(pixels, ids, depths) where ``after`` differs from ``before``, whose picture in the
        view at ``at`` is ``instance`` (our ids + 1) and ``depth``."""
        from ..render.cpu import edited_pixels

        edit, local, gone = self._edit(before, after)
        pix, new, d = edited_pixels(edit, self.cameras[at], instance, depth, gone)
        after_ids = local[new]
        keep = instance.reshape(-1)[pix].astype(np.int64) - 1 != after_ids
        return pix[keep], after_ids[keep], d[keep]

    def _frame(self, at: int) -> tuple:
        """The decoy's picture in the view at ``at``: (instance as our ids + 1, depth, counts)."""
        if at not in self._frames:
            view = self.views[at]
            instance = view["instance"].astype(np.int32)
            depth = view["depth"].astype(np.float32, copy=True)
            pix, ids, d = self._diff(Stack(), self.decoy, at, view["instance"], view["depth"])
            counts = np.zeros(self.n + len(self.extra), np.int64)
            counts[: self.n] = view["visible_pixels"]
            flat_i, flat_d = instance.reshape(-1), depth.reshape(-1)
            _recount(counts, flat_i[pix] - 1, ids)
            flat_i[pix] = ids + 1
            flat_d[pix] = d
            self._frames[at] = (instance, depth, counts)
        return self._frames[at]

    def look(self, stack: Stack, at: int) -> Look:
        """How ``stack`` looks in the view at position ``at``, against the decoy (cached)."""
        key = (stack, at)
        if key not in self._looks:
            instance, depth, counts = self._frame(at)
            pix, ids, d = self._diff(self.decoy, stack, at, instance, depth)
            before, before_d = instance.reshape(-1)[pix].astype(np.int64) - 1, depth.reshape(-1)[pix]
            strong = ((before < 0) != (ids < 0)) | (
                (before >= 0) & (ids >= 0) & (np.abs(before_d - d) > self.apart_depth))
            mine = np.zeros(self.n + len(self.extra), np.int64)
            mine[: len(counts)] = counts
            _recount(mine, before, ids)
            self._looks[key] = Look(pix, ids, d, strong, mine)
        return self._looks[key]

    def visible(self, stack: Stack, at: int) -> np.ndarray:
        """Ids of the stack's blocks visible in the view at position ``at``."""
        return np.flatnonzero(self.look(stack, at).counts >= self._threshold[at])

    def targets(self, stack: Stack, view_id: int) -> dict:
        """The stack's label targets in a view (``voxel.labels.view_labels``), in our ids."""
        key = (stack, view_id)
        if key in self._targets:
            return self._targets[key]
        at = self.index[view_id]
        if stack.is_scene():
            out = self.views[at]["targets"]
        else:
            from ..voxel.labels import view_labels

            ids = np.array(self.ids(stack), np.int64)
            blocks = np.array([self.cell_of(g) for g in ids], np.int64)

            def mask(position: int) -> np.ndarray:
                return np.isin(ids, self.visible(stack, position))

            here = mask(at)
            partner = {st: (here if self.partners[view_id][st] is None
                            else mask(self.index[self.partners[view_id][st]])) for st in ("T2a", "T2b")}
            _, local = view_labels(blocks, self.grid.shape, self.object_type, here, partner["T2a"],
                                   partner["T2b"])
            out = {st: ([[int(ids[b]) for b in g] for g in t] if t and isinstance(t[0], list)
                        else [int(ids[b]) for b in t]) for st, t in local.items()}
        self._targets[key] = out
        return out

    def _against(self, base: Stack, stack: Stack):
        """For each view drawn at most CHECK_SIDE pixels a side (``_small_views``): (flat
        pixels, ids ``base`` shows there, ids ``stack`` shows, their depths, the guard) where
        the two differ (-1: floor or sky)."""
        from ..render.cpu import edited_pixels

        edit, local, gone = self._edit(base, stack)
        for camera, instance, depth, guard in self._small_frames(base):
            pix, new, d = edited_pixels(edit, camera, instance, depth, gone)
            after = local[new]
            before = instance.reshape(-1)[pix].astype(np.int64) - 1
            keep = before != after
            yield pix[keep], before[keep], after[keep], depth.reshape(-1)[pix][keep], d[keep], guard

    def seen(self, stack: Stack, base: Stack = SCENE) -> bool:
        """Whether a stack looks unlike ``base`` (the scene unless given) in every view, as
        ``apart`` judges it, on the views drawn at most CHECK_SIDE pixels a side (the stored
        views themselves when they are that small): the test a decoy passes against the
        scene and a sibling against the decoy, and the one ``Edits.mirror_of`` weighs."""
        key = (base, stack)
        if key not in self._seen:
            self._seen[key] = True
            for _, before, after, was, d, guard in self._against(base, stack):
                strong = ((before < 0) != (after < 0)) | (
                    (before >= 0) & (after >= 0) & (np.abs(was - d) > self.apart_depth))
                if strong.sum() < guard:
                    self._seen[key] = False
                    break
        return self._seen[key]

    def sibling(self, decoy: Stack, mirror: dict, rng, taken=(), accept=None) -> Stack | None:
        """A stack one edit from ``decoy`` that looks unlike it in every view (``seen``), is
        none of ``taken`` and passes ``accept`` (a test on the stack, when given): the edit's
        kind and height drawn from ``mirror`` among those the decoy allows and some edit of
        which passes, then uniformly among the edits of that kind and height that pass.
        A kind and height none of whose edits passes is dropped and another drawn, so the
        stacks already taken (the scene among them) do not thin out their own kind and
        height: every stack of a set has its kind and height from the mirror, the scene's
        as much as a sibling's. None when no kind and height of ``mirror`` has one."""
        if decoy not in self._classes:
            by: dict = {}
            for m in self.edits.moves(decoy):
                by.setdefault((m[0], m[1][2]), []).append(m)
            self._classes[decoy] = by
        by = self._classes[decoy]
        live = sorted(c for c in by if mirror.get(c, 0.0) > 0)
        while live:
            p = np.array([mirror[c] for c in live])
            c = live.pop(int(rng.choice(len(live), p=p / p.sum())))
            by[c] = [m for m in by[c] if self.seen(self.edits.apply(decoy, m), decoy)]
            for at in rng.permutation(len(by[c])):
                new = self.edits.apply(decoy, by[c][int(at)])
                if new not in taken and (accept is None or accept(new)):
                    return new
        return None

    def _small_frames(self, base: Stack) -> list:
        """``_small_views`` of the scene, or of ``base`` (drawn by editing the scene's)."""
        if base.is_scene():
            return self._small_views()
        if base not in self._small_of:
            frames = []
            for (camera, instance, depth, guard), (pix, _, after, _, d, _) in zip(
                    self._small_views(), self._against(Stack(), base)):
                instance, depth = instance.astype(np.int32, copy=True), depth.astype(np.float32, copy=True)
                instance.reshape(-1)[pix] = after + 1
                depth.reshape(-1)[pix] = d
                frames.append((camera, instance, depth, guard))
            self._small_of[base] = frames
        return self._small_of[base]

    def _small_views(self) -> list:
        """(camera, instance as our ids + 1, depth, guard) of every view, drawn again with
        the stored camera at most CHECK_SIDE pixels a side (same field of view) when larger."""
        if self._small is None:
            import dataclasses

            from ..render.cpu import CpuRenderer
            from ..voxel.grid import Scene, block_order

            scene = Scene(self.grid, self.blocks, self.object_type)
            ours = np.zeros(self.n + 1, np.int32)  # the drawn scene's instance id -> our id + 1
            ours[1:] = block_order(self.blocks) + 1
            renderer, self._small = CpuRenderer(), []
            for camera, view in zip(self.cameras, self.views):
                step = max(1, min(camera.height, camera.width) // CHECK_SIDE)
                if step == 1:
                    self._small.append((camera, view["instance"], view["depth"], self.guard))
                    continue
                small = dataclasses.replace(camera, width=camera.width // step, height=camera.height // step)
                drawn = renderer.render(scene, small, rgb=False)
                self._small.append((small, ours[drawn.instance.astype(np.int64)], drawn.depth,
                                    GUARD * min_visible_difference(small.height, small.width)))
        return self._small

    def apart(self, a: Stack, b: Stack, at: int) -> float:
        """Pixels of the view at ``at`` where stacks a and b look different whatever is
        highlighted: floor or sky in one and a block in the other, or blocks at depths
        DEPTH_APART block sizes apart."""
        la, lb = self.look(a, at), self.look(b, at)
        both, ia, ib = np.intersect1d(la.pix, lb.pix, assume_unique=True, return_indices=True)
        total = float(la.strong.sum() - la.strong[ia].sum() + lb.strong.sum() - lb.strong[ib].sum())
        if len(both):
            ida, idb = la.ids[ia], lb.ids[ib]
            floor = (ida < 0) != (idb < 0)
            deep = (ida >= 0) & (idb >= 0) & (ida != idb) & (
                np.abs(la.depth[ia] - lb.depth[ib]) > self.apart_depth)
            total += float((floor | deep).sum())
        return total


def _recount(counts: np.ndarray, before: np.ndarray, after: np.ndarray) -> None:
    """Move pixel counts from the ids ``before`` to the ids ``after`` (-1: floor, not counted)."""
    np.subtract.at(counts, before[before >= 0], 1)
    np.add.at(counts, after[after >= 0], 1)


def _threshold(view: dict) -> int:
    """The view's min_visible_pixels, as its stored visible set shows it: one more than the
    most pixels a block not counted visible has (1 when no block has any)."""
    counts = np.asarray(view["visible_pixels"], np.int64)
    hidden = np.ones(len(counts), bool)
    hidden[list(view["targets"]["S5"])] = False
    return int(counts[hidden].max()) + 1 if hidden.any() and counts[hidden].max() > 0 else 1


@dataclass
class SiblingSet:
    """The k stacks of a scene's image MCQs: the scene first, then the siblings; the decoy
    they surround; and the views (``SiblingViews``) where no two of them look alike."""

    stacks: list
    decoy: Stack
    views: SiblingViews
    clashes: set  # view ids where two stacks do not look different enough (asked nothing)


def sibling_set(sv: SiblingViews, rng, k: int = 5) -> SiblingSet | None:
    """Draw the scene's k stacks (module docstring): a decoy D one edit from the scene,
    drawn among those that look unlike it in every view (``seen``), then k - 1 siblings one edit from D
    (``SiblingViews.sibling``: kinds and heights as ``Edits.mirror_of`` the scene, unlike D
    in every view), each unlike the scene and every sibling before it in every view
    (``apart``). A decoy from which no k such stacks can be drawn is replaced, up to
    DECOYS; then the set with the most stacks is completed by ``_fill``, its views where
    two stacks look alike asking nothing. None when no decoy gives two stacks."""
    truth = Stack()
    mirror = sv.edits.mirror_of(truth, sv.seen)
    best = None
    for _ in range(DECOYS):
        decoy = sv.edits.step(truth, rng, sv.seen)
        if decoy is None:
            break
        sv.use_decoy(decoy)
        chosen = [truth]
        while len(chosen) < k:
            new = sv.sibling(decoy, mirror, rng, chosen, _unlike(sv, chosen))
            if new is None:
                break
            chosen.append(new)
        if len(chosen) == k:
            return SiblingSet(chosen, decoy, sv, set())
        if best is None or len(chosen) > len(best.stacks):
            best = SiblingSet(chosen, decoy, sv, set())
    if best is None or len(best.stacks) < 2:
        return None
    sv.use_decoy(best.decoy)
    return _fill(best, sv, rng, k, mirror)


def _unlike(sv: SiblingViews, chosen: list):
    """The test a new stack passes when it looks unlike every stack of ``chosen`` in every
    view (``SiblingViews.apart``)."""
    positions = range(len(sv.views))
    return lambda new: all(sv.apart(new, old, v) >= sv.guard for old in chosen for v in positions)


def _fill(found: SiblingSet, sv: SiblingViews, rng, k: int, mirror: dict) -> SiblingSet | None:
    """Complete a set that could not be made unlike everywhere: each sibling added is the one
    of SIBLING_TRIES draws that looks like another stack in the fewest views; those views ask
    nothing."""
    positions = range(len(sv.views))
    chosen = list(found.stacks)

    def clashing(stacks) -> set:
        return {v for v in positions
                if any(sv.apart(a, b, v) < sv.guard for n, a in enumerate(stacks) for b in stacks[n + 1:])}

    while len(chosen) < k:
        best, best_clashes = None, None
        for _ in range(SIBLING_TRIES):
            new = sv.sibling(found.decoy, mirror, rng, chosen)
            if new is None:
                continue
            found_clashes = clashing(chosen + [new])
            if best is None or len(found_clashes) < len(best_clashes):
                best, best_clashes = new, found_clashes
        if best is None:
            return None
        chosen.append(best)
    return SiblingSet(chosen, found.decoy, sv, {sv.views[v]["view_id"] for v in clashing(chosen)})
