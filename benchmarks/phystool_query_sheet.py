"""Contact sheet of N rendered PhysTool queries (default 1024x1024 renders with 2x
supersampling, shown at TILE px, tool names hidden): docs/phystool_queries.jpg.

    python benchmarks/phystool_query_sheet.py [--n 40] [--seed 7] [--tile 512] [--cols 5] [--out PATH]

Prints, per query, the smallest drawn tool length (px in the full render) and the surface.
"""

import argparse

from PIL import Image

from generators.phystool.library import load
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--n", type=int, default=40)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--tile", type=int, default=512)
    p.add_argument("--cols", type=int, default=5)
    p.add_argument("--out", default="docs/phystool_queries.jpg")
    args = p.parse_args(argv)
    lib = load()
    templates = load_tasks(lib=lib)
    pc = default_pc()
    rows = (args.n + args.cols - 1) // args.cols
    sheet = Image.new("RGB", (args.cols * args.tile, rows * args.tile), (255, 255, 255))
    smallest = []
    for i in range(args.n):
        rec, rgb, _ = build_item(lib, templates, args.seed, i, pc)
        assert rgb.shape == (pc["height"], pc["width"], 3)
        small = Image.fromarray(rgb).resize((args.tile, args.tile), Image.LANCZOS)
        sheet.paste(small, ((i % args.cols) * args.tile, (i // args.cols) * args.tile))
        smallest.append(rec["min_tool_px"])
        print(f"{rec['id']}: {len(rec['visible_tools'])} tools on {rec['surface']['kind']}, "
              f"shortest drawn {rec['min_tool_px']} px, attempt {rec['attempt']}")
    sheet.save(args.out, quality=88, optimize=True)
    print(f"{args.out}: {args.n} queries of seed {args.seed}; shortest drawn tool {min(smallest)} px, "
          f"median of the per-query shortest {sorted(smallest)[len(smallest) // 2]} px")


if __name__ == "__main__":
    main()
