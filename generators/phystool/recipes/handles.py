"""A handle shape the recipes of more than one kind of tool share (striking and long-handled
tools): a cylinder along x, with an optional wider grip over its rear 45 %."""

from __future__ import annotations

from ..parts import cyl


def handle(x0, x1, r, z, mat, grip=None):
    parts = [(cyl([x0, 0, z], [x1, 0, z], r), mat)]
    if grip:
        parts.append((cyl([x0, 0, z], [x0 + (x1 - x0) * 0.45, 0, z], r * 1.18), grip))
    return parts
