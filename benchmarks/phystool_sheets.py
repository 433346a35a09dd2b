"""Make docs/phystool_families.png: one rendered instance of every base tool a scene may hold
(each has its own model, ``generators/phystool/catalog/``), grouped by visual family and
named, so that a reader can check each is recognisable and that look-alikes differ.

The instance is the middle variant of the base tool's variants that can be drawn; the caption
is the base name (and the family at the start of each group).

    python benchmarks/phystool_sheets.py [--tile 200] [--cols 14] [--out docs/phystool_families.png]
"""

import argparse

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from generators.phystool.fit import MIN_DRAWN_LENGTH
from generators.phystool.fit import load as load_fit
from generators.phystool.library import load
from generators.phystool.render import frame_points, render

CAPTION = 18


def representatives(lib) -> list[dict]:
    """One drawable variant per drawn base tool, ordered by family then base name."""
    drawn = load_fit().drawn()
    by_base: dict[str, list[dict]] = {}
    for t in lib.tools:
        if t["base_name"] in drawn and t["length_m"] >= MIN_DRAWN_LENGTH:
            by_base.setdefault(t["base_name"], []).append(t)
    out = [members[len(members) // 2] for members in by_base.values()]
    return sorted(out, key=lambda t: (t["shape_family"], t["base_name"].lower()))


def tool_tile(tool: dict, size: int, elevation: float = 58.0, azimuth: float = 12.0) -> Image.Image:
    L, W, H = tool["size_m"]
    lay = {"surface": "tray", "extent": [max(L, W) * 1.6] * 2,
           "poses": [{"x": 0.0, "y": 0.0, "yaw_deg": 20.0}]}
    a = np.radians(20.0)
    corners = np.array([[sx * L / 2, sy * W / 2, z] for sx in (-1, 1) for sy in (-1, 1) for z in (0.0, H)])
    rot = np.array([[np.cos(a), -np.sin(a), 0], [np.sin(a), np.cos(a), 0], [0, 0, 1]])
    cam = frame_points(corners @ rot.T, elevation, azimuth, 35.0, size, size, margin=1.12)
    rgb, _ = render([tool], lay, cam, surface_rgb=(214, 214, 208), supersample=2)
    return Image.fromarray(rgb)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tile", type=int, default=200)
    p.add_argument("--cols", type=int, default=14)
    p.add_argument("--out", default="docs/phystool_families.png")
    args = p.parse_args(argv)
    tools = representatives(load())
    font = ImageFont.load_default()
    rows = (len(tools) + args.cols - 1) // args.cols
    th = args.tile + CAPTION
    sheet = Image.new("RGB", (args.cols * args.tile, rows * th), (255, 255, 255))
    d = ImageDraw.Draw(sheet)
    previous = None
    for i, t in enumerate(tools):
        x, y = (i % args.cols) * args.tile, (i // args.cols) * th
        sheet.paste(tool_tile(t, args.tile), (x, y))
        if t["shape_family"] != previous:
            d.text((x + 3, y + 2), t["shape_family"], fill=(120, 20, 20), font=font)
            previous = t["shape_family"]
        d.text((x + 3, y + args.tile + 3), t["base_name"][:34], fill=(0, 0, 0), font=font)
    sheet.save(args.out, optimize=True)  # a plain tray under each tool keeps the file small
    print(f"{args.out}: {len(tools)} base tools in {len({t['shape_family'] for t in tools})} families, "
          f"{sheet.size[0]}x{sheet.size[1]}")


if __name__ == "__main__":
    main()
