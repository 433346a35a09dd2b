"""Dressings from a first-aid kit, lying as they come out of it: the gauze roll (a bright white
roll with a fine grey weave, its end unrolled flat and frayed), the adhesive bandage (a
tan plastic strip with rounded ends, a white pad in the middle and rows of vent holes) and the
triangular bandage (a folded cream cloth triangle with a hemmed edge, a printed sling diagram
and two safety pins).

Every builder follows ``drawn/__init__.py``: ``builder(L, name, acc, **style)`` -> parts.
"""

from __future__ import annotations

from ..parts import cyl, ring
from .common import bar, block, plate, rounded_rect
from .first_aid import roll_ends

GAUZE_WHITE = (246, 246, 242)  # a gauze roll's bleached cotton
GAUZE_THREAD = (196, 200, 206)  # the shadowed threads of its open weave
GAUZE_CORE = (150, 150, 146)  # the shadowed hollow at the roll's core
PLASTER_TAN = (222, 168, 124)  # an adhesive bandage's flesh-tan plastic strip
PLASTER_PAD = (250, 250, 250)  # its white wound pad
PLASTER_HOLE = (150, 104, 74)  # the rows of vent holes in the strip
SLING_CLOTH = (240, 232, 210)  # a triangular bandage's unbleached calico
SLING_HEM = (200, 190, 166)  # its stitched hem
SLING_PRINT = (40, 80, 170)  # the printed diagram of a figure with an arm in a sling
SLING_RED = (200, 40, 40)  # the sling drawn red on the diagram
PIN_STEEL = "chrome"


def gauze_roll(L, name, acc):
    """A gauze roll on its side (axis along x, L long, the gauze's width): bright white, with
    grey threads of a loose weave round it and along it, the wound layers as rings on its end
    faces round a dark hollow core, and its end unrolled flat towards +y, its weave showing as
    a fine grid of grey threads, its cut end frayed (an elastic bandage is tan, with clips)."""
    r = L * 0.27
    zc = r * 1.01
    e = L * 0.004
    parts = [(cyl([-L / 2, 0, zc], [L / 2, 0, zc], r, 32), GAUZE_WHITE)]
    n_ring = 7  # threads round the roll (the weft)
    for i in range(n_ring):
        xs = -L / 2 + L * (i + 0.5) / n_ring
        parts.append((cyl([xs - L * 0.006, 0, zc], [xs + L * 0.006, 0, zc], r * 1.012, 32), GAUZE_THREAD))
    parts += roll_ends(L, r, zc, e, GAUZE_THREAD, r * 0.04, GAUZE_CORE, r * 0.16)
    # the unrolled end: a soft white strip lying flat towards +y, its fine weave showing as
    # grey threads both ways, and its cut end frayed into loose threads
    t = L * 0.008
    y0, y1 = r * 0.3, r + L * 0.8
    parts += block(-L / 2, L / 2, y0, y1, 0.0, t, GAUZE_WHITE)
    th = L * 0.008  # a thread's width
    n_x, n_y = 9, 13
    for i in range(1, n_x):  # threads along y
        xs = -L / 2 + L * i / n_x
        parts += block(xs - th / 2, xs + th / 2, y0, y1, t, t * 1.3, GAUZE_THREAD)
    for j in range(1, n_y):  # threads across
        ys = y0 + (y1 - y0) * j / n_y
        parts += block(-L / 2, L / 2, ys - th / 2, ys + th / 2, t, t * 1.3, GAUZE_THREAD)
    for i in range(n_x + 1):  # the frayed end: loose threads past the cut
        xs = -L / 2 + (L - th * 2) * i / n_x
        parts += block(xs, xs + th * 2, y1, y1 + L * (0.04 + 0.03 * (i % 3)), 0.0, t * 0.8, GAUZE_WHITE)
    return parts


def adhesive_bandage(L, name, acc):
    """An adhesive bandage (a plaster) lying flat: a tan plastic strip L long with fully rounded
    ends, a white pad across its middle a third of its length, and two rows of small dark vent
    holes along each tan end (every variant is drawn as the plain strip a person knows)."""
    w = L * 0.3
    t = L * 0.012
    parts = plate(rounded_rect(-L / 2, L / 2, -w / 2, w / 2, w / 2 * 0.99, n=8), 0.0, t, PLASTER_TAN)
    # the white pad, raised on the strip
    parts += plate(rounded_rect(-L * 0.18, L * 0.18, -w * 0.42, w * 0.42, w * 0.05), t, t * 1.6, PLASTER_PAD)
    # the vent holes: two rows of dots on each tan end
    hr = L * 0.011
    for s in (-1, 1):
        for i in range(4):
            xh = s * (L * 0.22 + i * L * 0.055)
            for yh in (-w * 0.18, w * 0.18):
                parts.append((cyl([xh, yh, t - 1e-4], [xh, yh, t + t * 0.3], hr, 8), PLASTER_HOLE))
    return parts


def triangular_bandage(L, name, acc):
    """A triangular bandage lying folded once: a cream calico triangle L along its long edge
    (x) and half that to its point (+y), two layers offset a little, a darker stitched hem
    along its edges, a blue printed diagram of a figure with an arm in a sling on its face, and
    two steel safety pins lying on it."""
    h = L * 0.5
    t = L * 0.006
    parts = []
    # the two layers: the lower one shows as a second edge along the long side
    parts += plate([(-L / 2, 0.0), (L / 2, 0.0), (0.0, h)], 0.0, t, SLING_CLOTH)
    parts += plate([(-L * 0.46, h * 0.05), (L * 0.46, h * 0.05), (0.0, h * 0.97)], t, t, SLING_CLOTH)
    # the hem: thin darker strips along the upper layer's three edges
    hw = L * 0.012
    z = 2 * t
    pts = [(-L * 0.46, h * 0.05), (L * 0.46, h * 0.05), (0.0, h * 0.97)]
    for a, b in zip(pts, pts[1:] + pts[:1]):
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = (dx * dx + dy * dy) ** 0.5
        px, py = -dy / n * hw, dx / n * hw  # inward for the anticlockwise outline
        parts += plate([a, b, (b[0] + px, b[1] + py), (a[0] + px, a[1] + py)], z, t * 0.3, SLING_HEM)
    # the printed figure: head, body, and the arm bent across the chest in a red sling
    zp = 2 * t
    cx, cy = -L * 0.02, h * 0.5
    s = L * 0.055
    parts.append((cyl([cx, cy + 2.6 * s, zp], [cx, cy + 2.6 * s, zp + t * 0.4], s * 0.7, 16), SLING_PRINT))
    parts += plate(rounded_rect(cx - s, cx + s, cy - s * 2.4, cy + s * 1.7, s * 0.35), zp, t * 0.4,
                   SLING_PRINT)
    parts += plate([(cx - s * 1.9, cy + s * 1.5), (cx + s * 1.9, cy + s * 0.9), (cx - s * 0.2, cy - s * 1.3)],
                   zp + t * 0.4, t * 0.4, SLING_RED)
    # two safety pins lying on the cloth near the long edge
    zr = 2 * t + L * 0.006
    for x0 in (-L * 0.34, L * 0.16):
        x1 = x0 + L * 0.16
        parts += bar([x0, h * 0.14, zr], [x1, h * 0.14, zr], L * 0.005, PIN_STEEL, 8)
        parts += bar([x0, h * 0.19, zr], [x1 - L * 0.02, h * 0.19, zr], L * 0.005, PIN_STEEL, 8)
        parts.append((ring([x0, h * 0.165, zr], h * 0.035, h * 0.022, L * 0.008), PIN_STEEL))  # the coil
        parts += block(x1 - L * 0.03, x1 + L * 0.01, h * 0.125, h * 0.205, zr - L * 0.006, zr + L * 0.006,
                       PIN_STEEL)  # the clasp
    return parts
