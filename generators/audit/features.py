"""What an option shows to someone who does not look at the view (the blind observer).

Image MCQ: each option is a set of highlighted *marks* (blocks known only as identities; a
block the option's stack adds is a mark like any other) split into colour groups. From the
options of one question alone come: how many marks and colours each has, how they overlap,
how far each is from the others and from the per-mark majority (the "consensus"), which marks
only it has or only it lacks. What the option pictures look like (areas as drawn, shapes,
holes) is read by ``shapes.py``.

Marks questions (text options, ``questions/marks.py``) add the numbers each option lists
(``mark_numbers``).

Count options: the values, their ranks, gaps and mirror partners.

Every table is (options x features) for one question; ``MCQ_FEATURES`` / ``COUNT_FEATURES``
name the columns.
"""

from __future__ import annotations

import itertools
from collections import Counter

import numpy as np

MCQ_FEATURES = (
    "k", "position", "marks", "marks_rank", "marks_minus_median", "colours", "colours_rank",
    "colours_minus_median", "largest_group", "smallest_group", "empty", "set_distance_min",
    "set_distance_mean", "set_distance_max", "set_distance_rank", "pair_distance_mean",
    "pair_distance_rank", "distance_rank", "overlap_mean", "consensus_distance", "consensus_rank",
    "subsets_of_it", "supersets_of_it", "own_marks", "missing_common_marks", "mark_frequency",
    "absent_frequency", "shared_groups", "union_minus_marks",
)
MARK_FEATURES = ("number_sum", "number_min", "number_max", *(f"has_{m}" for m in range(1, 6)))
COUNT_FEATURES = (
    "k", "position", "value", "value_rank", "minus_median", "minus_mean", "gap_below", "gap_above",
    "is_min", "is_max", "has_mirror", "spread", "distance_sum", "distance_rank",
)


def rank01(values) -> np.ndarray:
    """Ranks scaled to [0, 1] (ties share their mean rank); 0 is the smallest."""
    values = np.asarray(values, float)
    if len(values) < 2:
        return np.zeros(len(values))
    below = (values[None, :] < values[:, None]).sum(1)
    equal = (values[None, :] == values[:, None]).sum(1)
    return (below + (equal - 1) / 2) / (len(values) - 1)


def option_groups(option: dict, n_blocks: int) -> list[frozenset]:
    """The option's colour groups as sets of marks: block indices, or ("p", i, j, k) for a
    phantom block (option["phantoms"], or the older single "phantom" in group 0); for a marks
    question, the mark numbers it lists (what a model reads; which blocks they name is not
    shown)."""
    if option.get("marks") is not None:
        return [frozenset(int(m) for m in g) for g in option["marks"]]
    cells = [tuple(c) for c in option.get("phantoms") or []]
    out = []
    for g, members in enumerate(option["groups"]):
        group = {("p", *cells[m - n_blocks]) if m >= n_blocks else int(m) for m in members}
        if g == 0 and option.get("phantom") is not None:
            group.add(("p", *option["phantom"]))
        out.append(frozenset(group))
    if not out and option.get("phantom") is not None:
        out.append(frozenset({("p", *option["phantom"])}))
    return out


class McqView:
    """One image MCQ as the blind observer sees it."""

    def __init__(self, question: dict, n_blocks: int):
        self.k = len(question["options"])
        self.groups = [option_groups(o, n_blocks) for o in question["options"]]
        self.colour_ids = [{g for g, members in enumerate(gs) if members} for gs in self.groups]
        self.parts = [[g for g in gs if g] for gs in self.groups]
        self.marks = [frozenset().union(*p) if p else frozenset() for p in self.parts]
        self.pairs = [frozenset(frozenset(pair) for g in p for pair in itertools.combinations(
            sorted(g, key=str), 2)) for p in self.parts]
        self.n = np.array([len(m) for m in self.marks], float)
        self.ncol = np.array([len(p) for p in self.parts], float)
        k, ms, ps = self.k, self.marks, self.pairs
        self.dset = np.array([[len(ms[i] ^ ms[j]) for j in range(k)] for i in range(k)], float)
        self.dpair = np.array([[len(ps[i] ^ ps[j]) for j in range(k)] for i in range(k)], float)
        self.overlap = np.array([[len(ms[i] & ms[j]) for j in range(k)] for i in range(k)], float)
        self.freq = Counter(m for ms in self.marks for m in ms)
        self.union = frozenset(self.freq)
        pair_freq = Counter(p for ps in self.pairs for p in ps)
        self.consensus = frozenset(m for m, c in self.freq.items() if 2 * c > k)
        consensus_pairs = frozenset(p for p, c in pair_freq.items() if 2 * c > k)
        self.consensus_distance = np.array([len(m ^ self.consensus) + len(p ^ consensus_pairs)
                                            for m, p in zip(self.marks, self.pairs)], float)

    def distance(self) -> np.ndarray:
        """Sum over the other options of (marks in one only + pairs grouped in one only)."""
        return (self.dset + self.dpair).sum(axis=1)

    def table(self) -> np.ndarray:
        k, n = self.k, self.n
        rows = []
        others = [[j for j in range(k) if j != i] for i in range(k)]
        group_count = Counter(g for p in self.parts for g in p)
        dist = self.distance()
        for i in range(k):
            sizes = [len(g) for g in self.parts[i]] or [0]
            ds = self.dset[i, others[i]]
            absent = self.union - self.marks[i]
            rows.append([
                k, i, n[i], rank01(n)[i], n[i] - np.median(n), self.ncol[i], rank01(self.ncol)[i],
                self.ncol[i] - np.median(self.ncol), max(sizes), min(sizes), float(n[i] == 0),
                ds.min(), ds.mean(), ds.max(), rank01(self.dset.sum(1))[i], self.dpair[i, others[i]].mean(),
                rank01(self.dpair.sum(1))[i], rank01(dist)[i], self.overlap[i, others[i]].mean(),
                self.consensus_distance[i], rank01(self.consensus_distance)[i],
                sum(self.marks[j] < self.marks[i] for j in others[i]),
                sum(self.marks[j] > self.marks[i] for j in others[i]),
                sum(self.freq[m] == 1 for m in self.marks[i]),
                sum(self.freq[m] == k - 1 for m in self.union - self.marks[i]),
                np.mean([self.freq[m] for m in self.marks[i]]) if self.marks[i] else 0.0,
                np.mean([self.freq[m] for m in absent]) if absent else 0.0,
                np.mean([group_count[g] - 1 for g in self.parts[i]]) if self.parts[i] else 0.0,
                len(self.union) - n[i],
            ])
        return np.array(rows, float)


def mark_numbers(question: dict) -> np.ndarray:
    """(options x MARK_FEATURES) of a marks question: the numbers each option lists (their
    sum, smallest, largest, and which of 1-5 it has). The marks are numbered at random for
    each question, so these must tell nothing; the battery checks that they do not."""
    rows = []
    for o in question["options"]:
        numbers = sorted(m for g in o["marks"] for m in g)
        rows.append([sum(numbers), min(numbers), max(numbers), *(float(m in numbers) for m in range(1, 6))])
    return np.array(rows, float)


POSITION_FEATURES = ("row_mean", "row_min", "row_max", "column_mean", "column_min", "column_max",
                     "within_mean", "within_max", "within_dx", "within_dy", "row_rank", "within_rank")


def mark_positions(question: dict, places: dict, size: tuple[int, int]) -> np.ndarray:
    """(options x POSITION_FEATURES) of a marks question: where each option's marks sit in
    the picture, which a model reads from the badges without doing the subtask: their rows
    and columns (as shares of the picture's height and width) and, within the option's
    groups, how far apart the marks lie (in picture widths: the mean and largest distance,
    the mean horizontal and vertical offsets), with the ranks of the mean row and of the mean
    distance among the options. ``places``: mark number -> (x, y) in stored pixels."""
    h, w = size
    rows = []
    for o in question["options"]:
        marks = [m for g in o["marks"] for m in g]
        ys = np.array([places[m][1] / h for m in marks])
        xs = np.array([places[m][0] / w for m in marks])
        pairs = [(places[a], places[b]) for g in o["marks"] for a, b in itertools.combinations(g, 2)]
        d = np.array([np.hypot(a[0] - b[0], a[1] - b[1]) / w for a, b in pairs]) if pairs else np.zeros(1)
        dx = np.array([abs(a[0] - b[0]) / w for a, b in pairs]) if pairs else np.zeros(1)
        dy = np.array([abs(a[1] - b[1]) / w for a, b in pairs]) if pairs else np.zeros(1)
        rows.append([ys.mean(), ys.min(), ys.max(), xs.mean(), xs.min(), xs.max(), d.mean(), d.max(),
                     dx.mean(), dy.mean(), 0.0, 0.0])
    out = np.array(rows, float)
    out[:, -2] = rank01(out[:, 0])
    out[:, -1] = rank01(out[:, 6])
    return out


def count_table(question: dict) -> np.ndarray:
    v = np.array([int(o) for o in question["options"]], float)
    k = len(v)
    med, mean = np.median(v), v.mean()
    rows = []
    for i in range(k):
        below, above = v[v < v[i]], v[v > v[i]]
        rows.append([
            k, i, v[i], rank01(v)[i], v[i] - med, v[i] - mean,
            v[i] - below.max() if len(below) else -1.0, above.min() - v[i] if len(above) else -1.0,
            float(v[i] == v.min()), float(v[i] == v.max()), float((2 * med - v[i]) in v),
            (v.max() - v.min()) / max(k - 1, 1), np.abs(v - v[i]).sum(),
            rank01(np.abs(v[:, None] - v).sum(1))[i],
        ])
    return np.array(rows, float)
