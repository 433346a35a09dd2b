"""Labels S1-S9, T1, T2 of one view, each with its target block set (docs/labels.md).

Everything is computed on the determinable set D_v (visible blocks plus what they rest
on), never on the whole scene: a block hidden in this view that holds nothing visible
up cannot be known from this image. Targets are block indices into the scene's block
list; per-group subtasks (S2, S3, S4) give a list of groups of visible blocks, since
only visible blocks can be coloured.

| id | here |
|----|------|
| S1 | object category                          |
| S2 | face-connected clusters of D_v          |
| S3 | columns (distinct i, j) of D_v          |
| S4 | layers: highest k + 1 in D_v            |
| S5 | visible blocks                           |
| S6 | visible blocks in the top layer          |
| S7 | visible blocks directly under a top-layer block |
| S8 | visible blocks in a top column, top block excluded |
| S9 | hidden blocks of D_v; targets: visible blocks resting on one (S9_witness counts them) |
| T1 | size of D_v = S5 + S9                    |
| T2a/T2b | blocks visible here but not in the view +90 / +180 degrees |
"""

from __future__ import annotations

import numpy as np
from scipy import ndimage

from .visibility import downward_closure

LABEL_KEYS = ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S9_witness", "T1", "T2a", "T2b")
GROUPED = ("S2", "S3", "S4")


def _groups(members: np.ndarray, keys: np.ndarray) -> list[list[int]]:
    """Indices in ``members`` grouped by key, groups ordered by their first index."""
    out: dict = {}
    for b in members.tolist():
        out.setdefault(keys[b] if np.ndim(keys[b]) == 0 else tuple(keys[b]), []).append(b)
    return sorted(out.values())


def clusters(blocks: np.ndarray, mask: np.ndarray, shape) -> np.ndarray:
    """Face-connected component id per block (0 for blocks outside ``mask``)."""
    occ = np.zeros(shape, dtype=bool)
    sel = blocks[mask]
    occ[tuple(sel.T)] = True
    comp, _ = ndimage.label(occ, structure=ndimage.generate_binary_structure(3, 1))
    return np.where(mask, comp[tuple(blocks.T)], 0)


def view_labels(blocks: np.ndarray, shape, object_type: str, visible: np.ndarray,
                partner_a: np.ndarray, partner_b: np.ndarray) -> tuple[dict, dict]:
    """(labels, targets) of one view from its visible mask and the visible masks of its
    partner views: T2a's (walked 90 degrees round) and T2b's (180 degrees; see
    ``camera.PARTNERS``)."""
    blocks = np.asarray(blocks, dtype=np.int64).reshape(-1, 3)
    visible = np.asarray(visible, dtype=bool)
    det = downward_closure(blocks, visible)
    vis_idx = np.flatnonzero(visible)
    k = blocks[:, 2]
    kmax = int(k[det].max()) if det.any() else -1
    top = det & (k == kmax)
    cells = {tuple(b) for b in blocks[top].tolist()}
    top_cols = {(i, j) for i, j, _ in cells}
    under_top = visible & np.array([(i, j, kk + 1) in cells for i, j, kk in blocks.tolist()], bool)
    in_top_col = np.array([(i, j) in top_cols for i, j, _ in blocks.tolist()], bool)
    support_col = visible & in_top_col & (k < kmax)
    hidden = det & ~visible
    hidden_cells = {tuple(b) for b in blocks[hidden].tolist()}
    witness = visible & np.array([(i, j, kk - 1) in hidden_cells for i, j, kk in blocks.tolist()], bool)
    comp = clusters(blocks, det, shape)
    gone_a = visible & ~np.asarray(partner_a, dtype=bool)
    gone_b = visible & ~np.asarray(partner_b, dtype=bool)
    labels = {
        "S1": object_type,
        "S2": int(len(set(comp[det].tolist()))),
        "S3": len({(i, j) for i, j, _ in blocks[det].tolist()}),
        "S4": kmax + 1,
        "S5": int(visible.sum()),
        "S6": int(top.sum()),
        "S7": int(under_top.sum()),
        "S8": int(support_col.sum()),
        "S9": int(hidden.sum()),
        "S9_witness": int(witness.sum()),
        "T1": int(det.sum()),
        "T2a": int(gone_a.sum()),
        "T2b": int(gone_b.sum()),
    }
    targets = {
        "S1": vis_idx.tolist(),
        "S2": _groups(vis_idx, comp),
        "S3": _groups(vis_idx, blocks[:, :2]),
        "S4": _groups(vis_idx, k),
        "S5": vis_idx.tolist(),
        "S6": np.flatnonzero(top).tolist(),
        "S7": np.flatnonzero(under_top).tolist(),
        "S8": np.flatnonzero(support_col).tolist(),
        "S9": np.flatnonzero(witness).tolist(),
        "T1": np.flatnonzero(det).tolist(),
        "T2a": np.flatnonzero(gone_a).tolist(),
        "T2b": np.flatnonzero(gone_b).tolist(),
    }
    return labels, targets
