"""Data the generators read, shipped with the wheel as ``generators.assets``.

    assets/materials.yaml       object colours, material codes and the lighting of every renderer
    assets/phystool/            the PhysTool tool library (tools.json, base_tools.yaml, tasks.yaml)
    assets/fonts/               DejaVu Sans and Droid Sans Fallback (CJK) for the CGDJ text band
                                (licences beside them)
    assets/templates/           the gallery page

One loader: ``path`` names a file here, ``load`` parses YAML or JSON by extension. Modules
that need a file ask for it by its name under this folder, never by a path of their own.
"""

from __future__ import annotations

import json
import os
from typing import Any

ROOT = os.path.dirname(os.path.abspath(__file__))


def path(*parts: str) -> str:
    """Absolute path of an asset, e.g. ``path("phystool", "tools.json")``."""
    return os.path.join(ROOT, *parts)


def load(*parts: str) -> Any:
    """The parsed content of a ``.yaml``/``.yml`` or ``.json`` asset."""
    name = path(*parts)
    with open(name, encoding="utf-8") as fh:
        if name.endswith((".yaml", ".yml")):
            import yaml

            return yaml.safe_load(fh)
        if name.endswith(".json"):
            return json.load(fh)
    raise ValueError(f"{name}: not a YAML or JSON asset")
