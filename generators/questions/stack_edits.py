"""Stacks as edits of a scene, and the edit kernel sibling stacks are drawn with
(``sibling_sets.py``; docs/questions.md, "Sibling option sets").

Invariant: every stack an edit makes stands under gravity inside the grid and keeps the
scene's top layer: an edit adds a block on top of a column (on the floor of an empty one)
below the top layer's height or at it, or takes a column's top block away, never the top
layer's last one. ``kernel`` adds or takes away with probability 1/2 each, uniformly within a
kind; ``mirror_of`` is the distribution of the way back from one step away, by kind and
height.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

Cell = tuple[int, int, int]


@dataclass(frozen=True)
class Stack:
    """A stack as an edit of the scene: cells added, cells taken away (frozen sets)."""

    added: frozenset = frozenset()
    removed: frozenset = frozenset()

    def is_scene(self) -> bool:
        return not self.added and not self.removed


class Edits:
    """The edit kernel over stacks of one scene (module docstring)."""

    def __init__(self, blocks: np.ndarray, shape):
        self.base = {tuple(int(v) for v in b) for b in np.asarray(blocks).reshape(-1, 3).tolist()}
        self.shape = tuple(int(v) for v in shape)
        self.top = max((c[2] for c in self.base), default=0)  # every stack keeps the scene's top layer

    def cells(self, stack: Stack) -> set:
        return (self.base - stack.removed) | stack.added

    def moves(self, stack: Stack) -> list[tuple[str, Cell]]:
        """Every edit out of a stack: ("add", cell) on top of each column that has room,
        ("remove", cell) of each column's top block; none that would leave no block, and
        none that would move the stack's top layer (a block above it, or the top layer's
        last block taken away): every stack of a set has the scene's top layer."""
        cells = self.cells(stack)
        height: dict = {}
        for i, j, k in cells:
            height[(i, j)] = max(height.get((i, j), 0), k + 1)
        at_top = sum(1 for c in cells if c[2] == self.top)
        out = []
        for i in range(self.shape[0]):
            for j in range(self.shape[1]):
                h = height.get((i, j), 0)
                if h < self.shape[2] and h <= self.top:
                    out.append(("add", (i, j, h)))
                if h > 0 and len(cells) > 1 and not (h - 1 == self.top and at_top == 1):
                    out.append(("remove", (i, j, h - 1)))
        return out

    @staticmethod
    def apply(stack: Stack, move: tuple[str, Cell]) -> Stack:
        kind, cell = move
        if kind == "add":
            if cell in stack.removed:
                return Stack(stack.added, stack.removed - {cell})
            return Stack(stack.added | {cell}, stack.removed)
        if cell in stack.added:
            return Stack(stack.added - {cell}, stack.removed)
        return Stack(stack.added, stack.removed | {cell})

    def kernel(self, stack: Stack) -> list[tuple[tuple[str, Cell], float]]:
        """Every edit out of a stack with its chance: 1/2 for adding and 1/2 for taking away
        (all to one kind when the other cannot be made), shared equally within a kind."""
        moves = self.moves(stack)
        kinds = {m[0] for m in moves}
        out = []
        for kind in ("add", "remove"):
            mine = [m for m in moves if m[0] == kind]
            out += [(m, 1.0 / len(kinds) / len(mine)) for m in mine]
        return out

    def step(self, stack: Stack, rng, seen=None) -> Stack | None:
        """One edit drawn from ``kernel``; with ``seen`` (a test on the stack it makes),
        drawn from the kernel among the edits that pass it, as redrawing until one passes
        would. None when there is none."""
        found = [(m, p) for m, p in self.kernel(stack) if seen is None or seen(self.apply(stack, m))]
        if not found:
            return None
        p = np.array([w for _, w in found])
        return self.apply(stack, found[int(rng.choice(len(found), p=p / p.sum()))][0])

    def edit(self, before: Stack, after: Stack) -> tuple[str, Cell]:
        """The edit that makes ``after`` from ``before``, one edit apart."""
        (cell,) = self.cells(before) ^ self.cells(after)
        return ("add" if cell in self.cells(after) else "remove", cell)

    def mirror_of(self, stack: Stack, seen=None) -> dict:
        """How the edit that leads back to ``stack`` from one ``step`` away is distributed,
        by (kind, height): the chance that ``step`` adds a block at height z is the chance
        that the way back takes one away at z, and the other way round. With ``seen`` (a
        test on the stack one step away), only the steps it passes count. Siblings drawn
        from the decoy with it have edits of the kinds and heights the scene's has."""
        out: dict = {}
        for (kind, cell), p in self.kernel(stack):
            if seen is None or seen(self.apply(stack, (kind, cell))):
                key = ("remove" if kind == "add" else "add", cell[2])
                out[key] = out.get(key, 0.0) + p
        return out


SCENE = Stack()  # the scene itself: nothing added, nothing taken away
