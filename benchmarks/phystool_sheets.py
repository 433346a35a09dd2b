"""Make docs/phystool_families.png: one rendered instance per visual family, named, so that a
reader can check each family is recognisable.

The instance is the middle variant of the family's largest base tool (the one a scene shows
most often); the caption is the family and the tool's name.

    python benchmarks/phystool_sheets.py [--tile 240] [--cols 10] [--out docs/phystool_families.png]
"""

import argparse
from collections import Counter

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from generators.phystool.library import load
from generators.phystool.render import frame_points, render

CAPTION = 30


def representatives(lib) -> list[dict]:
    by_family: dict[str, list[dict]] = {}
    for t in lib.tools:
        by_family.setdefault(t["shape_family"], []).append(t)
    out = []
    for fam in sorted(by_family):
        base, _ = Counter(t["base_name"] for t in by_family[fam]).most_common(1)[0]
        members = [t for t in by_family[fam] if t["base_name"] == base]
        out.append(members[len(members) // 2])
    return out


def tool_tile(tool: dict, size: int, elevation: float = 55.0, azimuth: float = 15.0) -> Image.Image:
    L, W, H = tool["size_m"]
    ext = [max(L, W) * 4, max(L, W) * 4]
    lay = {"surface": "tray", "extent": ext, "poses": [{"x": 0.0, "y": 0.0, "yaw_deg": 25.0}]}
    a = np.radians(25.0)
    corners = np.array([[sx * L / 2, sy * W / 2, z] for sx in (-1, 1) for sy in (-1, 1) for z in (0.0, H)])
    rot = np.array([[np.cos(a), -np.sin(a), 0], [np.sin(a), np.cos(a), 0], [0, 0, 1]])
    cam = frame_points(corners @ rot.T, elevation, azimuth, 35.0, size, size, margin=1.15)
    rgb, _ = render([tool], lay, cam, surface_rgb=(214, 214, 208), supersample=2)
    return Image.fromarray(rgb)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tile", type=int, default=240)
    p.add_argument("--cols", type=int, default=10)
    p.add_argument("--out", default="docs/phystool_families.png")
    args = p.parse_args(argv)
    tools = representatives(load())
    font = ImageFont.load_default()
    rows = (len(tools) + args.cols - 1) // args.cols
    th = args.tile + CAPTION
    sheet = Image.new("RGB", (args.cols * args.tile, rows * th), (255, 255, 255))
    for i, t in enumerate(tools):
        x, y = (i % args.cols) * args.tile, (i // args.cols) * th
        sheet.paste(tool_tile(t, args.tile), (x, y))
        d = ImageDraw.Draw(sheet)
        d.text((x + 4, y + args.tile + 2), t["shape_family"], fill=(0, 0, 0), font=font)
        d.text((x + 4, y + args.tile + 15), t["name"][:40], fill=(90, 90, 90), font=font)
    sheet.save(args.out, optimize=True)
    print(f"{args.out}: {len(tools)} families, {sheet.size[0]}x{sheet.size[1]}")


if __name__ == "__main__":
    main()
