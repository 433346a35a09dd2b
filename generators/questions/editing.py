"""Image-editing items: the model returns the view with the target blocks recoloured.

Ground truth is a mask over the view (docs/questions.md): binary (1 = a target block's pixel)
for single-colour subtasks, a label map (g + 1 for the g-th group) for the per-group
subtasks S2-S4 and for S5, where every visible block is its own group (its own colour).
Masks are derived from the stored instance buffer, never stored.

Scoring rule (``edit_score``): an intersection over union of what the answer recoloured
and the target, in pixels, where the floor and sky count as much as the blocks, so an edit
that ignores the view (recolour everything, colour by position) scores about the share of
the picture the target covers. Blocks are decided as wholes, so that a few stray or
antialiased pixels do not decide them; a block's colour is the median chromaticity
(r, g, b) / (r + g + b) of its well-exposed pixels (channel sum > 60, no channel at 250
or more), so shading, which scales all channels alike, does not change it:
- a block counts as recoloured when its colour in the answer differs from its colour in
  the original view by more than 0.05 (L1); it then counts with all its pixels;
- a floor or sky pixel counts as recoloured when its chromaticity moved by more than 0.05
  (where it is well exposed in either picture) or its colour by more than 48 of 255 on
  average over the channels (dark pixels, whose chromaticity is noise);
- blocks with fewer than 8 well-exposed pixels in the original view (slivers, blocks
  lost in shadow or clipped highlights) cannot be judged and are left out; this is read
  from the original only, so an answer cannot hide blocks from the rule by darkening them
  (when no target block can be judged, every block is, as the only way to score at all);
- IoU = target pixels of recoloured target blocks / (pixels of target blocks + pixels of
  recoloured other blocks + recoloured floor and sky pixels), 1.0 when nothing is to be
  recoloured and nothing was;
- per-group subtasks (S2-S4, and S5 with one block per group, so every visible block must
  get a colour of its own): the IoU times the pairwise agreement over target blocks, one
  group (one label) included: for every pair, "same colour in the answer" (within 0.06) must
  equal "same group in truth"; blocks with fewer than 8 well-exposed pixels in either picture
  (slivers, clipped highlights) are left out of the pairs, since their colour cannot be read
  reliably.
"""

from __future__ import annotations

import numpy as np

from .prompts import PLURAL, PREAMBLE, SINGULAR

EDIT_SUBTASKS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "T2a", "T2b")
PER_GROUP = ("S2", "S3", "S4", "S5")  # label-map masks, one colour per group (S5: per block)
CHANGED, SAME_COLOUR, MIN_PIXELS = 0.05, 0.06, 8
DARK_CHANGED = 48.0  # mean absolute channel change of a floor or sky pixel that counts as recoloured

EDIT_QUESTIONS = {
    "S1": "Recolour every visible {thing} in one bright colour and leave everything else unchanged.",
    "S2": "Recolour the {things} so that each cluster has its own bright colour.",
    "S3": "Recolour the visible {things} so that each column has its own bright colour.",
    "S4": "Recolour the visible {things} so that each layer has its own bright colour.",
    "S5": "Recolour every visible {thing} in a bright colour of its own: no two of them alike.",
    "S6": "Recolour exactly the visible {things} of the top layer in one bright colour.",
    "S7": "Recolour exactly the visible {things} that directly support the top layer in one bright colour.",
    "S8": "Recolour exactly the visible {things} below the top in the columns that reach the top layer.",
    "S9": "Recolour exactly the visible {things} that rest directly on a hidden one.",
    "T2a": "Recolour exactly the {things} of the first picture that cannot be seen after walking 90 degrees "
           "around the stack (the second picture).",
    "T2b": "Recolour exactly the {things} of the first picture that cannot be seen from the opposite side "
           "(the second picture).",
}


def target_groups(view: dict, subtask: str) -> list[list[int]]:
    t = view["targets"][subtask]
    if subtask == "S5":
        return [[b] for b in t]
    return [list(g) for g in t] if subtask in PER_GROUP else [list(t)]


def target_mask(view: dict, subtask: str) -> np.ndarray:
    """(H, W): 0 elsewhere; 1 on target pixels, or g + 1 on group g (S2-S5). uint8, or
    uint16 when there are more than 255 groups."""
    inst = view["instance"].astype(np.int64)
    groups = target_groups(view, subtask)
    lut = np.zeros(len(view["blocks"]) + 1, np.uint8 if len(groups) < 256 else np.uint16)
    for g, blocks in enumerate(groups):
        lut[np.asarray(blocks, dtype=np.int64) + 1] = g + 1 if subtask in PER_GROUP else 1
    return lut[inst]


def edit_question(view: dict, subtask: str, partner: int | None = None) -> dict:
    words = {"things": PLURAL[view["object_type"]], "thing": SINGULAR[view["object_type"]]}
    images = [[view["scene_id"], view["view_id"]]]
    if subtask in ("T2a", "T2b") and partner is not None:
        images.append([view["scene_id"], partner])
    return {
        "id": f"{view['scene_id']:06d}-{view['view_id']:02d}-{subtask}-image_edit",
        "scene_id": view["scene_id"], "view_id": view["view_id"], "subtask": subtask,
        "modality": "image_edit", "object_type": view["object_type"],
        "prompt": PREAMBLE.format(**words).replace(" Give the final answer inside <answer></answer>.", "")
        + "\n\n" + EDIT_QUESTIONS[subtask].format(**words) + " Return the edited first picture.",
        "images": images, "mask": "label_map" if subtask in PER_GROUP else "binary",
        "targets": view["targets"][subtask],
    }


def _chroma_by_block(ids: np.ndarray, pixels: np.ndarray,
                     blocks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per block of ``blocks`` (instance ids, sorted): the median chromaticity of its
    well-exposed pixels (of all its pixels when none is), and how many well-exposed pixels it
    has. ``ids`` are the pixels' instance ids, sorted."""
    pixels = pixels.astype(np.float64)
    total = pixels.sum(axis=-1)
    good = (total > 60) & (pixels.max(axis=-1) < 250)
    chroma = pixels / np.maximum(total, 1.0)[:, None]
    n_good = np.bincount(ids, weights=good, minlength=int(blocks.max()) + 1)
    keep = good | (n_good[ids] == 0)  # a block without well-exposed pixels: all of them
    ids, chroma = ids[keep], chroma[keep]
    lo, hi = np.searchsorted(ids, blocks), np.searchsorted(ids, blocks, side="right")
    mid = (lo + hi - 1) / 2.0
    out = np.zeros((len(blocks), 3))
    for ch in range(3):
        values = chroma[np.lexsort((chroma[:, ch], ids)), ch]  # sorted within each block
        out[:, ch] = (values[np.floor(mid).astype(np.int64)] + values[np.ceil(mid).astype(np.int64)]) / 2.0
    return out, n_good[blocks].astype(np.int64)


def edit_changes(view: dict, image: np.ndarray) -> tuple[dict, int] | None:
    """What an edited picture changed, whatever the subtask: per visible block (recoloured?,
    its colour in the answer, whether that colour is reliable: at least MIN_PIXELS
    well-exposed pixels in both pictures, whether the block can be judged at all: that many in
    the original view, its pixels), and how many floor and sky pixels it recoloured (module
    docstring); None for a picture of another size. ``score_changes`` scores it for a subtask."""
    image = np.asarray(image)
    if image.shape != view["rgb"].shape:
        return None
    flat = view["instance"].ravel().astype(np.int64)
    where = np.flatnonzero(flat)
    where = where[np.argsort(flat[where], kind="stable")]  # block pixels, grouped by block
    ids = flat[where]
    shown = set(np.unique(ids).tolist())
    blocks = np.array(sorted(b + 1 for b in map(int, view["targets"]["S5"]) if b + 1 in shown), np.int64)
    out: dict = {}
    if len(blocks):
        after, n = _chroma_by_block(ids, image.reshape(-1, 3)[where], blocks)
        before, m = _chroma_by_block(ids, view["rgb"].reshape(-1, 3)[where], blocks)
        size = np.searchsorted(ids, blocks, side="right") - np.searchsorted(ids, blocks)
        moved = np.abs(after - before).sum(axis=1) > CHANGED
        out = {int(b) - 1: (bool(moved[i]), after[i], bool(min(n[i], m[i]) >= MIN_PIXELS),
                            bool(m[i] >= MIN_PIXELS), int(size[i])) for i, b in enumerate(blocks)}
    floor = flat == 0
    after_bg = image.reshape(-1, 3)[floor].astype(np.float32)
    before_bg = view["rgb"].reshape(-1, 3)[floor].astype(np.float32)
    sa, sb = after_bg.sum(axis=1), before_bg.sum(axis=1)
    lit = (sa > 60) | (sb > 60)
    chroma = np.abs(after_bg / np.maximum(sa, 1.0)[:, None]
                    - before_bg / np.maximum(sb, 1.0)[:, None]).sum(axis=1)
    dark = np.abs(after_bg - before_bg).mean(axis=1) > DARK_CHANGED
    return out, int(((lit & (chroma > CHANGED)) | dark).sum())


def score_changes(view: dict, subtask: str, changes: tuple[dict, int] | None) -> float:
    """The score of an edit's ``edit_changes`` against the view's target for a subtask."""
    if changes is None:
        return 0.0
    blocks, background = changes
    groups = target_groups(view, subtask)
    judged = {b for b, (_, _, _, ok, _) in blocks.items() if ok}
    targets = {b for g in groups for b in g if b in blocks}
    if targets and not targets & judged:  # nothing left to judge: judge every block
        judged = set(blocks)
    truth = targets & judged
    got = {b for b in judged if blocks[b][0]}
    union = sum(blocks[b][4] for b in truth | got) + background
    iou = 1.0 if not union else sum(blocks[b][4] for b in truth & got) / union
    if subtask not in PER_GROUP or len(truth) < 2:
        return float(iou)
    group_of = {b: n for n, g in enumerate(groups) for b in g}
    members = sorted(b for b in truth if blocks[b][2])
    agree = total = 0
    for x in range(len(members)):
        for y in range(x + 1, len(members)):
            a, b = members[x], members[y]
            same = np.abs(blocks[a][1] - blocks[b][1]).sum() <= SAME_COLOUR
            agree += same == (group_of[a] == group_of[b])
            total += 1
    return float(iou * agree / total) if total else float(iou)


def edit_score(view: dict, subtask: str, image: np.ndarray) -> float:
    """Score an edited picture against the view's target (rule in the module docstring)."""
    return score_changes(view, subtask, edit_changes(view, image))
