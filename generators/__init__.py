"""Spatial-IQ: diagnostic spatial-reasoning benchmarks from voxel stacks.

The package, from the bottom up (each layer imports only those below it; the contracts
are in ``pyproject.toml`` and checked by ``lint-imports``):

    errors.py, rng.py  exit codes and shared errors; every random stream, by name
    render/            the renderer contract and the CPU ray caster (numba, numpy reference)
    voxel/             scenes: counts, gravity, cameras, pruning, visibility, labels S1-S9, T1, T2
    config/            the typed ``generate`` config, its validation, Hydra registration
    questions/         prompts, count options, MCQ distractors, image edits, CoT, rewards, splits
    io/                PNG, HDF5 shards, the manifest, run state, the dataset reader; output
                       folders, locks and integrity checks every command shares
    exports/           JSONL, Parquet, TSV and release-layout exports; option pictures
    browse/            dataset card, contact sheets, HTML gallery
    dataset/           generate: shard plan, per-scene pipeline, executors, run, verify
    predict/           chat-endpoint client and ``spatial-iq predict``
    cgdj/, phystool/, usd/  the CGDJ and PhysTool companions; USD authoring for Isaac Sim
    evaluation/        scoring, the paper's hierarchy metrics, reports, the release's tables
    harness/           the lmms-eval task folder, ``spatial-iq serve`` (a responder endpoint)
    cli.py             the ``spatial-iq`` command: a table of sub-commands

Data files (materials, PhysTool tables, fonts, the gallery page) are in the top-level
``assets/`` folder, shipped as ``generators.assets``; the Hydra configs as
``generators.configs``. Where S7 is computed: ``voxel/labels.py``.
"""

__version__ = "0.1.0"


def _data_packages_from_source() -> None:
    """In a source checkout that is not pip-installed (Kit loads the extension through the
    folder ``spatial_iq_ext.link`` builds, whose ``python/generators`` links here), the
    top-level ``assets/`` and ``configs/`` folders beside this package's real folder stand in
    for the ``generators.assets`` and ``generators.configs`` packages an install maps them to."""
    import importlib.util
    import os
    import sys

    root = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for name in ("assets", "configs"):
        full = f"{__name__}.{name}"
        init = os.path.join(root, name, "__init__.py")
        if full in sys.modules or not os.path.isfile(init) or importlib.util.find_spec(full) is not None:
            continue
        spec = importlib.util.spec_from_file_location(full, init,
                                                      submodule_search_locations=[os.path.dirname(init)])
        module = importlib.util.module_from_spec(spec)
        sys.modules[full] = module
        spec.loader.exec_module(module)


def kernel_digest(root: str | None = None, markers: tuple[bytes, ...] = (b"njit",), salt: bytes = b"",
                  length: int = 12) -> str:
    """sha1 (``length`` hex digits) of ``salt`` and of the package's modules that contain one of
    ``markers`` (default: those that call numba's ``njit``), by relative path and content."""
    import hashlib
    import os

    root = root or os.path.dirname(os.path.abspath(__file__))
    digest = hashlib.sha1(salt)
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".py"):
                with open(os.path.join(folder, name), "rb") as fh:
                    text = fh.read()
                if any(m in text for m in markers):
                    digest.update(os.path.relpath(os.path.join(folder, name), root).encode() + b"\0" + text)
    return digest.hexdigest()[:length]


def _numba_cache_outside_the_package() -> None:
    """numba caches compiled kernels next to their source by default, i.e. inside the
    installed package, where the files outlive ``pip uninstall`` and turn ``generators`` into
    a namespace package that shadows a later editable install (``cannot import name
    '__version__'``). Send them to ``$NUMBA_CACHE_DIR`` if set, else
    ``$XDG_CACHE_HOME/spatial-iq/numba`` (``~/.cache/...``), else a per-user temporary folder;
    set before numba reads its configuration (and patched in if numba is already loaded).

    The folder is named by a digest of every module that compiles kernels: numba checks only
    a cached function's own file, so a changed kernel in another file that it calls (or
    inlines) would otherwise be served stale from the cache."""
    import os
    import sys
    import tempfile

    path = os.environ.get("NUMBA_CACHE_DIR")
    if not path:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        uid = os.getuid() if hasattr(os, "getuid") else "user"
        kernels = kernel_digest()
        for path in (os.path.join(base, "spatial-iq", "numba", kernels),
                     os.path.join(tempfile.gettempdir(), f"spatial-iq-numba-{uid}", kernels)):
            try:
                os.makedirs(path, exist_ok=True)
            except OSError:
                continue
            if os.access(path, os.W_OK):
                break
        os.environ["NUMBA_CACHE_DIR"] = path
    config = sys.modules.get("numba.core.config")
    if config is not None and not config.CACHE_DIR:
        config.CACHE_DIR = path


def _submodules_from_the_real_folder() -> None:
    """Submodules load from the package's real folder even when it is reached through a
    symlink (isaacsim.sh puts links to the two packages on Isaac's path): numba keys its cache
    by the source file's path, so a linked checkout would otherwise compile every kernel again."""
    import os

    __path__[:] = [os.path.realpath(p) for p in __path__]


_submodules_from_the_real_folder()
_data_packages_from_source()
_numba_cache_outside_the_package()
