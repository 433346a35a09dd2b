"""Contact sheet of N rendered PhysTool queries (default 1024x1024 renders with 2x
supersampling, shown at TILE px, tool names hidden): docs/phystool_queries.jpg, and its key
docs/phystool_queries_key.md (per tile: the instruction, the targets in order, every visible
tool's base name), so that a reader can name the tools from the picture and check.

    python benchmarks/phystool_query_sheet.py [--n 40] [--seed 2027] [--tile 512] [--cols 5] [--out PATH]

Prints, per query, the smallest drawn tool (length and area in the full render) and the surface.
"""

import argparse
import os

from PIL import Image, ImageDraw, ImageFont

from generators.phystool.library import load
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--n", type=int, default=40)
    p.add_argument("--seed", type=int, default=2027)
    p.add_argument("--tile", type=int, default=512)
    p.add_argument("--cols", type=int, default=5)
    p.add_argument("--out", default="docs/phystool_queries.jpg")
    args = p.parse_args(argv)
    lib = load()
    templates = load_tasks(lib=lib)
    pc = default_pc()
    rows = (args.n + args.cols - 1) // args.cols
    sheet = Image.new("RGB", (args.cols * args.tile, rows * args.tile), (255, 255, 255))
    draw = ImageDraw.Draw(sheet)
    font = ImageFont.load_default()
    key = [f"# Key to {os.path.basename(args.out)}", "",
           f"{args.n} queries of seed {args.seed}, tiles numbered left to right, top to bottom. Targets in "
           "the order of use (step numbers); visible tools by base name, in instance order.", ""]
    lengths, areas = [], []
    for i in range(args.n):
        rec, rgb, _ = build_item(lib, templates, args.seed, i, pc)
        assert rgb.shape == (pc["height"], pc["width"], 3)
        small = Image.fromarray(rgb).resize((args.tile, args.tile), Image.LANCZOS)
        x, y = (i % args.cols) * args.tile, (i // args.cols) * args.tile
        sheet.paste(small, (x, y))
        draw.rectangle([x, y, x + 22, y + 14], fill=(255, 255, 255))
        draw.text((x + 3, y + 2), str(i + 1), fill=(0, 0, 0), font=font)
        lengths.append(rec["min_tool_px"])
        areas.append(rec["min_tool_area_px"])
        bases = [lib.by_id[v["tool_id"]]["base_name"] for v in rec["visible_tools"]]
        targets = [f"{s}. {lib.by_id[t]['base_name']}"
                   for t, s in zip(rec["target_tool_ids"], rec["target_steps"])]
        key += [f"{i + 1}. {rec['task_instruct']}", f"   - targets: {'; '.join(targets)}",
                f"   - visible: {', '.join(bases)}", ""]
        print(f"{rec['id']}: {len(rec['visible_tools'])} tools on {rec['surface']['kind']}, "
              f"shortest drawn {rec['min_tool_px']} px, smallest area {rec['min_tool_area_px']} px, "
              f"attempt {rec['attempt']}")
    sheet.save(args.out, quality=88, optimize=True)
    with open(os.path.splitext(args.out)[0] + "_key.md", "w") as fh:
        fh.write("\n".join(key))
    print(f"{args.out}: {args.n} queries of seed {args.seed}; shortest drawn tool {min(lengths)} px, "
          f"median of the per-query shortest {sorted(lengths)[len(lengths) // 2]} px; smallest tool area "
          f"{min(areas)} px, median of the per-query smallest {sorted(areas)[len(areas) // 2]} px")


if __name__ == "__main__":
    main()
