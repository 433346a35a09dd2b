"""PhysTool generation speed: queries/s for sampling only and for sample + layout + render.

    python benchmarks/phystool_speed.py [N]
"""

import sys
import time

from generators.phystool.library import load
from generators.phystool.queries import sample_query
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks


def main(n: int = 300) -> None:
    lib = load()
    templates = load_tasks(lib=lib)
    build_item(lib, templates, 0, 0, default_pc())  # compile the rasteriser first
    start = time.perf_counter()
    for i in range(n):
        sample_query(lib, templates, 0, i)
    t = time.perf_counter() - start
    print(f"sampling only: {n / t:.0f} queries/s")
    pc = default_pc()
    start = time.perf_counter()
    for i in range(n):
        build_item(lib, templates, 0, i, pc)
    t = time.perf_counter() - start
    print(f"sample + layout + render {pc['width']}x{pc['height']}: {n / t:.1f} queries/s "
          "(one core, no PNG writes)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
