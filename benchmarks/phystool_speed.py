"""PhysTool generation speed: queries/s for sampling (with the QC) and for sample + layout +
render at the default 1024x1024 with 2x supersampling and shadows, against the same run at
supersample 1 (the ratio is the anti-aliasing cost).

    python benchmarks/phystool_speed.py [N]
"""

import sys
import time

from generators.phystool.library import load
from generators.phystool.queries import sample_query
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks


def main(n: int = 20) -> None:
    lib = load()
    templates = load_tasks(lib=lib)
    build_item(lib, templates, 0, 0, default_pc() | {"width": 128, "height": 128, "min_visible_pixels": 1})
    start = time.perf_counter()
    for i in range(10 * n):
        sample_query(lib, templates, 0, i)
    t = time.perf_counter() - start
    print(f"sampling with QC: {10 * n / t:.0f} queries/s")
    rates = {}
    for ss in (2, 1):
        pc = default_pc() | {"supersample": ss}
        start = time.perf_counter()
        for i in range(n):
            build_item(lib, templates, 0, i, pc)
        rates[ss] = n / (time.perf_counter() - start)
        size = f"{pc['width']}x{pc['height']}"
        print(f"sample + layout + render {size} supersample {ss}: {rates[ss]:.2f} queries/s "
              "(one core, no PNG writes)")
    print(f"ratio supersample 2 / 1: {rates[2] / rates[1]:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
