"""Where a marks question's five badges go (``questions/marks.py``): the marked sites of a
set question (``SetDraw``) and of a grouping question (``GroupDraw``).

Invariant: a draw depends on the view's blocks, their badge sites and the random stream only,
never on the mark numbers or the options (those are drawn after, in ``marks.plan``), so the
blind safety of the options holds whatever the draw. Within that, a draw keeps the places of
the badges from giving the answer away: marks that belong together lie no closer to each other
than to the others, and ``tilt`` lets ``marks.plan`` balance the answer's rank by place
(docs/questions.md, "What the badges' places tell").
"""

from __future__ import annotations

import itertools

import numpy as np

from .badges import BADGE_GAP, marked_scale
from .mark_options import GROUP_SHAPES, N_MARKS


class SetDraw:
    """Draws the marked sites of a set question: j of the five marks have the property,
    1 <= j <= 4, j drawn uniformly among those the view allows (``feasible`` says whether one
    does), on five blocks, one mark each. ``units``: the view's markable blocks, ``sites``:
    ``badge_sites``. With ``tilt``, blocks with the property are drawn with weight
    exp(tilt * z) and the others with exp(-tilt * z), z a block's badge row standardised over
    the markable blocks, and each badge goes to the lowest place of its block (tilt > 0, for
    blocks with the property; the highest for the others) or the highest (tilt < 0): the
    position balance of ``plan`` reaches answers that sit low or high this way. Without tilt
    every badge is at its block's first place."""

    def __init__(self, view: dict, subtask: str, units: list, sites: dict):
        target = set(view["targets"][subtask])
        self.sites = sites
        self.yes = [b for b in units if b in target]
        self.no = [b for b in units if b not in target]
        rows = np.array([sites[b][1][0][1] for b in units], float)
        z = dict(zip(units, np.clip((rows - rows.mean()) / (rows.std() or 1.0), -3, 3))) if units else {}
        self.z_yes = np.array([z[b] for b in self.yes])
        self.z_no = np.array([z[b] for b in self.no])
        self.js = [j for j in range(1, N_MARKS) if j <= len(self.yes) and N_MARKS - j <= len(self.no)]
        self.feasible = bool(self.js)

    def place(self, b: int, sign: float) -> int:
        """The place of block ``b``'s badge: its lowest (sign > 0), highest (sign < 0), first (0)."""
        if not sign:
            return 0
        rows = [y for _, y in self.sites[b][1]]
        return int(np.argmax(rows) if sign > 0 else np.argmin(rows))

    def __call__(self, rng, tilt: float = 0.0):
        """(marked sites, answer groups of sites)."""
        j = self.js[int(rng.integers(len(self.js)))]

        def pick(pool, z, size, sign):
            w = np.exp(sign * tilt * z) if tilt else None
            chosen = rng.choice(len(pool), size=size, replace=False, p=None if w is None else w / w.sum())
            blocks = sorted(int(pool[int(n)]) for n in chosen)
            return [(b, self.place(b, sign * np.sign(tilt))) for b in blocks]

        yes = pick(self.yes, self.z_yes, j, 1.0)
        return yes + pick(self.no, self.z_no, N_MARKS - j, -1.0), [yes]


NEAR = 3  # a grouping's later parts go on one of the NEAR groups closest to the marks placed so far


class GroupDraw:
    """Draws the marked sites of a grouping question: a shape drawn uniformly among
    ``GROUP_SHAPES`` the view's groups can fill (``feasible`` says whether one can). Its
    largest part goes on a random group with blocks for it, each further part on a different
    group, drawn among the ``NEAR`` groups with room whose badge places lie closest (in the
    picture) to the marks already placed. A block carries one mark, but for S5 (each group
    one block, ``pairs``) where a part of two puts two marks on one block, a badge and a pixel
    apart. Within a group, the first part's blocks and places are drawn at random; a further
    part's take the places closest to the marks placed (tilt > 0) or their blocks' first places
    (tilt <= 0). Marks that belong together then lie no closer to each other than to the marks
    of the other groups, so nearness in the picture does not give the grouping away; the
    position balance of ``plan`` steers between the two. ``units``: each group's markable
    blocks; ``sites``: ``badge_sites``."""

    def __init__(self, units: list[list[int]], sites: dict, pairs: bool, width: int):
        self.sites, self.pairs = sites, pairs
        apart = BADGE_GAP / marked_scale(width)
        self.groups = [g for g in units if g]
        self.flat = [(b, i) for g in self.groups for b in g for i in range(len(sites[b][1]))]
        at = np.array([sites[b][1][i] for b, i in self.flat], float).reshape(-1, 2)
        self.dist = np.hypot(at[:, None, 0] - at[None, :, 0], at[:, None, 1] - at[None, :, 1])
        self.index = {site: n for n, site in enumerate(self.flat)}
        self.of_block = {b: np.array([self.index[(b, i)] for i in range(len(sites[b][1]))])
                         for g in self.groups for b in g}
        self.members = [np.concatenate([self.of_block[b] for b in g]) for g in self.groups]
        self.two = {g[0]: [(i, j) for i, j in itertools.combinations(range(len(sites[g[0]][1])), 2)
                           if self.dist[self.index[(g[0], i)], self.index[(g[0], j)]] >= apart]
                    for g in self.groups} if pairs else {}
        self.room = [(2 if self.two[g[0]] else 1) if pairs else len(g) for g in self.groups]
        sizes = sorted(self.room, reverse=True)
        self.shapes = [s for s in GROUP_SHAPES
                       if len(s) <= len(sizes) and all(p <= c for p, c in zip(s, sizes))]
        self.feasible = bool(self.shapes)

    def _sites(self, g: int, part: int, placed: np.ndarray, near: bool, rng) -> list:
        """``part`` sites in group ``g`` (``placed``: flat indices of the marks so far): for S5
        one or two places of its block; otherwise ``part`` of its blocks, one place each."""
        group = self.groups[g]
        if self.pairs:
            b = group[0]
            options = ([(i,) for i in range(len(self.sites[b][1]))] if part == 1 else self.two[b])
            if not len(placed):
                pick = options[int(rng.integers(len(options)))]
            elif near:
                reach = [sum(self.dist[self.index[(b, i)], placed].min() for i in o) for o in options]
                pick = options[int(np.argmin(reach))]
            else:
                pick = options[0]
            return [(b, i) for i in pick]
        if not len(placed):
            blocks = [group[int(n)] for n in rng.choice(len(group), size=part, replace=False)]
            return [(b, int(rng.integers(len(self.sites[b][1])))) for b in blocks]
        best = []
        for b in group:
            reach = self.dist[self.of_block[b]][:, placed].min(axis=1)
            i = int(np.argmin(reach)) if near else 0
            best.append((float(reach[i]), b, i))
        return [(b, i) for _, b, i in sorted(best)[:part]]

    def __call__(self, rng, tilt: float = 0.0):
        """(marked sites, answer groups of sites), or None when the parts found no groups."""
        shape = self.shapes[int(rng.integers(len(self.shapes)))]
        for _ in range(64):  # retried when a part ends without a group to go on
            free = list(range(len(self.groups)))
            taken: list = []
            for part in shape:
                fits = [g for g in free if self.room[g] >= part]
                if not fits:
                    break
                placed = np.array([self.index[site] for t in taken for site in t], int)
                if len(placed):
                    near = [float(self.dist[self.members[g]][:, placed].min()) for g in fits]
                    fits = [fits[i] for i in np.lexsort((fits, near))[:NEAR]]
                g = fits[int(rng.integers(len(fits)))]
                free.remove(g)
                taken.append(sorted(self._sites(g, part, placed, tilt > 0, rng)))
            else:
                return sorted(site for t in taken for site in t), taken
        return None
