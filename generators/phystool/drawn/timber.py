"""Log tools: the cant hook and the peavey (log-rolling), lying flat with the working end towards +x,
and the splitting wedge, lying on its flank with its edge towards +x.

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from ..shapes import curve_path, tube
from .common import bar, block, plate, turned


def log_hook(L, name, acc, kind="cant"):
    """Cant hook and peavey: a long wooden handle, a steel collar clamped round it near the
    working end with a bolt, and a thick curved steel hook (the dog) hinged on the collar,
    swinging out to the side and curving forward so that its sharp point faces the end of the
    handle across a log-sized bite. The cant hook's end is a steel cuff with a short toothed
    toe; the peavey's a long pointed spike."""
    r = L * 0.022
    end = L / 2 - (L * 0.13 if kind == "peavey" else 0.0)
    parts = turned(
        [(-L / 2, r * 0.9), (-L * 0.3, r * 1.05), (end - L * 0.06, r * 1.15)], r * 1.15, "wood", 12
    )
    parts += turned([(end - L * 0.06, r * 1.3), (end, r * 1.3)], r * 1.15, "dark_steel", 12)  # the cuff
    if kind == "peavey":
        parts += turned([(end, r * 1.2), (L / 2, 0.0)], r * 1.15, "chrome", 12)
    else:  # the toe: a short steel lip with teeth on the hook's side
        parts += block(end - L * 0.045, end, -r * 2.6, -r * 1.1, r * 0.4, r * 1.9, "dark_steel")
        for i in range(3):
            x = end - L * 0.04 + i * L * 0.014
            parts += block(x, x + L * 0.006, -r * 3.1, -r * 2.6, r * 0.8, r * 1.5, "chrome")
    cx = end - L * 0.3  # the collar and the hook's hinge
    parts += turned([(cx - L * 0.035, r * 1.45), (cx + L * 0.035, r * 1.45)], r * 1.15, "dark_steel", 12)
    parts += block(cx - L * 0.03, cx + L * 0.03, -r * 3.2, -r * 1.2, r * 0.5, r * 1.8, "dark_steel")
    parts += bar([cx, -r * 2.6, 0.0 + r * 0.2], [cx, -r * 2.6, r * 2.2], r * 0.45, "chrome")
    hook = [
        (cx, -r * 2.6),
        (cx + L * 0.06, -L * 0.13),
        (cx + L * 0.17, -L * 0.17),
        (cx + L * 0.25, -L * 0.11),
    ]
    hook += [(cx + L * 0.26, -L * 0.06)]
    pts = [(x, y) for x, y, _ in curve_path(hook, 0.0, 8)] + [hook[-1]]
    n = len(pts)
    half = [r * (1.3 - 1.15 * (i / (n - 1)) ** 1.5) for i in range(n)]
    parts.append((tube(pts, half, [h * 0.9 for h in half], z0=0.0), "dark_steel"))
    parts += turned([(0.0, r * 0.25), (r * 0.2, r * 0.25)], 0.0, "chrome", 8, axis="z", x=cx, y=-r * 2.6)
    return parts


WEDGE_BODY = (58, 60, 66)  # a splitting wedge's black forged body
WEDGE_BRIGHT = (206, 208, 212)  # its ground edge and its struck, mushroomed head


def splitting_wedge(L, name, acc):
    """Splitting wedge lying on its flank: one chunky black forged steel wedge, its side profile
    seen from above a long sharp taper from a broad square head (over a third of its length
    across) to a bright ground edge at +x; the struck head flattened into a bright mushroomed
    rim wider than the body, and a shallow groove down each flank (a door wedge is a small
    rubber or wooden ramp, a chisel a bar with a handle, a maul's head sits across a handle)."""
    hw = L * 0.17  # the half width of the head, across the taper
    t = L * 0.3  # the wedge's width, standing up from the table
    body = [(-L * 0.44, -hw), (L * 0.42, -L * 0.02), (L * 0.42, L * 0.02), (-L * 0.44, hw)]
    parts = plate(body, 0.0, t, WEDGE_BODY)
    edge = [(L * 0.42, -L * 0.02), (L / 2, -L * 0.004), (L / 2, L * 0.004), (L * 0.42, L * 0.02)]
    parts += plate(edge, 0.0, t, WEDGE_BRIGHT)
    mush = L * 0.03  # the mushroom's overhang
    parts += plate([(-L / 2, -hw - mush), (-L * 0.44, -hw - mush * 0.6), (-L * 0.44, hw + mush * 0.6),
                    (-L / 2, hw + mush)], -0.0, t, WEDGE_BRIGHT)
    parts += block(-L * 0.3, L * 0.25, -L * 0.012, L * 0.012, t, t + L * 0.004, (30, 31, 34))  # the groove
    return parts
