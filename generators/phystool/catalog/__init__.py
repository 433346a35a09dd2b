"""The model of every base tool a scene may hold: base name -> (builder, style).

Invariant: every base tool of the compatibility model (``fit.FitModel.drawn``) has an entry,
and no two entries draw the same thing (tests/test_phystool_models.py compares their
silhouettes and colours); the builders live in ``drawn/``. A library tool whose base has no
entry keeps its family's generic model for its size and never enters a scene;
``left_out.NOT_NAMEABLE`` names those that were drawn and are left out: raters could not name
them, or a person calls them by another base tool's name (``one_name`` in
``assets/phystool/needs.yaml``).

The entries live in one module per kind of tool (``hand``, ``powered``, ``measuring``, ``site``,
``clinical``); ``MODELS`` joins them and refuses a base tool with an entry in two of them.
"""

from __future__ import annotations

from . import clinical, hand, measuring, powered, site

PARTS = (hand, powered, measuring, site, clinical)  # one module per kind of tool


def merge_parts(parts) -> dict[str, tuple]:
    """The parts' models as one table; a base name in two parts is an error (one model each)."""
    out: dict[str, tuple] = {}
    for part in parts:
        twice = sorted(set(out) & set(part.MODELS))
        if twice:
            raise ValueError(f"catalog: {twice} have a model in {part.__name__} and in an earlier part; "
                             "keep one entry per base tool")
        out.update(part.MODELS)
    return out


MODELS: dict[str, tuple] = merge_parts(PARTS)
