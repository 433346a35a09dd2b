"""The ``spatial-iq`` command.

    spatial-iq generate out=DIR [n_scenes=8] [grid=4] [seed=0] [...]   (Hydra overrides)
    spatial-iq generate -m out=DIR grid=3,4,5                           (one dataset per point)
    spatial-iq show DIR [--out sheet.png] [--views 12]
"""

from __future__ import annotations

import argparse
import sys

import hydra
from hydra.core.config_store import ConfigStore
from hydra.core.hydra_config import HydraConfig
from hydra.types import RunMode

from .config import ConfigError, GenerateConfig

ConfigStore.instance().store(name="generate_schema", node=GenerateConfig)

USAGE = __doc__


@hydra.main(version_base="1.3", config_path="pkg://generators.configs", config_name="generate")
def _generate_app(cfg) -> None:
    from .run import generate

    hc = HydraConfig.get()
    out = hc.runtime.output_dir if hc.mode == RunMode.MULTIRUN else None
    try:
        summary = generate(cfg, out=out, progress=sys.stderr.isatty())
    except ConfigError as err:
        print(f"spatial-iq generate: error: {err}", file=sys.stderr)
        sys.exit(2)
    print(f"wrote {summary['views']} views to {summary['out']} in {summary['seconds']:.1f} s "
          f"({summary['views_per_s']:.1f} views/s, {summary['bytes'] / 1e6:.1f} MB, "
          f"{summary['workers']} worker(s))")


def _show(argv: list[str]) -> int:
    from .contact_sheet import contact_sheet
    from .io.dataset import DatasetError, open_dataset

    parser = argparse.ArgumentParser(prog="spatial-iq show",
                                     description="Write a contact sheet of views with their labels.")
    parser.add_argument("dataset")
    parser.add_argument("--out", default=None, help="PNG to write (default DATASET/contact_sheet.png)")
    parser.add_argument("--views", type=int, default=12, help="how many views (default 12)")
    parser.add_argument("--scene", type=int, default=None, help="only views of this scene")
    args = parser.parse_args(argv)
    try:
        path = contact_sheet(open_dataset(args.dataset), args.out, n_views=args.views, scene=args.scene)
    except (DatasetError, ValueError) as err:
        print(f"spatial-iq show: error: {err}", file=sys.stderr)
        return 2
    print(path)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    if command == "generate":
        sys.argv = ["spatial-iq generate", *rest]
        _generate_app()
        return 0
    if command == "show":
        return _show(rest)
    print(f"spatial-iq: unknown command {command!r}\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
