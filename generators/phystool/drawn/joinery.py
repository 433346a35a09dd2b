"""Bench saws for joinery: the tenon saw (a back saw: a square blade stiffened by a brass
spine, an open wooden handle).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from .common import block, frame, plate, turned

SPINE = (196, 160, 72)  # the back saw's folded brass spine
SAW_NUT = (214, 186, 100)  # the bright brass saw nuts on the handle
BLADE = (200, 204, 210)  # the saw plate


def _back_saw(S: float, handle_mat="wood") -> list:
    """A back saw lying flat, S long, toe at +x: a rectangular blade with fine teeth along its
    lower edge, a thick brass spine along its upper edge, and an open pistol handle at the heel
    (a closed loop round a hand hole, its horn over the spine) fixed by two brass saw nuts."""
    t = S * 0.005
    hl = S * 0.26  # the handle's length
    x0, x1 = -S / 2 + hl * 0.75, S / 2  # the blade's heel and toe
    yb, yt = -S * 0.13, S * 0.1  # the blade's tooth line and back
    n = 40
    teeth = []
    for i in range(n):
        xa = x1 - (x1 - x0) * i / n
        teeth += [(xa, yb), (xa - (x1 - x0) * 0.5 / n, yb - S * 0.008)]
    parts = plate([(x0, yt), (x1, yt), *teeth, (x0, yb)], 0.0, t, BLADE)
    # the brass spine folded over the back, standing proud of the blade on both faces
    parts += block(x0 - S * 0.01, x1 - S * 0.005, yt - S * 0.01, yt + S * 0.022, -S * 0.008, t + S * 0.01,
                   SPINE)
    # the open handle: a thick wooden plate round a hand hole, canted back from the blade, its
    # cheek running forward over the blade's heel
    hx = -S / 2
    outer = [(x0 + S * 0.05, yt + S * 0.03), (hx + hl * 0.35, yt + S * 0.05), (hx, yb + S * 0.04),
             (hx + hl * 0.15, yb - S * 0.04), (x0 + S * 0.05, yb + S * 0.02), (x0 + S * 0.05, yt * 0.3)]
    cx, cy = sum(p[0] for p in outer) / 6, sum(p[1] for p in outer) / 6
    inner = [(cx + (x - cx) * 0.52, cy + (y - cy) * 0.5) for x, y in outer]
    inner = [(x - S * 0.012, y) for x, y in inner]
    parts += frame(outer, inner, -S * 0.015, S * 0.035, handle_mat)
    for y in (yt - S * 0.03, yb + S * 0.08):  # the saw nuts through handle and blade
        parts += turned([(-S * 0.017, S * 0.011), (S * 0.022, S * 0.011)], 0.0, SAW_NUT, 10, axis="z",
                        x=x0 + S * 0.012, y=y)
    return parts


def tenon_saw(L, name, acc):
    """Tenon saw (a back saw) lying flat: a rectangular steel blade, not tapered, with fine
    teeth, a brass spine along its whole back and an open wooden handle with brass saw nuts
    (the crosscut hand saw: a tapered blade, no spine, a solid grip)."""
    return _back_saw(L)
