"""Contact sheet of N rendered PhysTool queries (1024x1024 renders, tool names hidden):
docs/phystool_queries.png.

    python benchmarks/phystool_query_sheet.py [N] [SEED]
"""

import sys

from PIL import Image

from generators.phystool.library import load
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks


def main(n: int = 40, seed: int = 7, tile: int = 384, cols: int = 8) -> None:
    lib = load()
    templates = load_tasks(lib=lib)
    pc = default_pc()
    rows = (n + cols - 1) // cols
    sheet = Image.new("RGB", (cols * tile, rows * tile), (255, 255, 255))
    for i in range(n):
        rec, rgb, _ = build_item(lib, templates, seed, i, pc)
        assert rgb.shape == (pc["height"], pc["width"], 3)
        small = Image.fromarray(rgb).resize((tile, tile), Image.LANCZOS)
        sheet.paste(small, ((i % cols) * tile, (i // cols) * tile))
    sheet.save("docs/phystool_queries.png")
    print(f"docs/phystool_queries.png: {n} queries of seed {seed}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
