"""The Kit extension package in plain Python: it imports without Kit, extension.toml parses and
names real modules and the same settings as the code, the link command puts the repository
under its Kit name, and the window's Session builds the generator's stacks, labels a view
and exports USD + labels JSON."""

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from spatial_iq_ext import EXT_NAME, SETTINGS_ROOT
from spatial_iq_ext.link import FILES, PACKAGES, PYTHON_DIR, link
from spatial_iq_ext.link import main as link_main
from spatial_iq_ext.session import ROWS, SUBTASKS, Session
from spatial_iq_ext.settings import GRAVITY_MODES, OBJECT_TYPES, Params, read
from tests.conftest import small_config

tomllib = pytest.importorskip("tomllib", reason="tomllib needs Python 3.11")
ROOT = Path(__file__).resolve().parents[1]
TOML = tomllib.loads((ROOT / "extension.toml").read_text())
MODULES = ["spatial_iq_ext", "spatial_iq_ext.extension", "spatial_iq_ext.settings", "spatial_iq_ext.session",
           "spatial_iq_ext.stage", "spatial_iq_ext.physics", "spatial_iq_ext.replicator",
           "spatial_iq_ext.batch", "spatial_iq_ext.link", "spatial_iq_ext.app", "spatial_iq_ext.jobs"]


def test_every_module_imports_without_kit_and_pulls_in_no_engine():
    code = ("import importlib, sys\n"
            f"for m in {MODULES!r}: importlib.import_module(m)\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('omni', 'carb', 'isaacsim'))\n"
            "print(bad)\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == "[]"


def test_the_core_never_imports_the_extension_or_an_engine():
    hits = [str(p.relative_to(ROOT)) for p in (ROOT / "generators").rglob("*.py")
            if any(f"{w} " in line or f"{w}." in line for line in p.read_text().splitlines()
                   if line.strip().startswith(("import ", "from "))
                   for w in ("spatial_iq_ext", "omni", "carb", "isaacsim"))]
    assert hits == []


def test_extension_toml_names_real_modules_and_the_iext():
    names = [m["name"] for m in TOML["python"]["module"]]
    assert names[0] == "spatial_iq_ext.extension"
    assert {m["path"] for m in TOML["python"]["module"]} == {PYTHON_DIR}  # the folder link() fills
    import importlib

    for name in names:
        importlib.import_module(name)
    ext = importlib.import_module("spatial_iq_ext.extension")
    assert "SpatialIQExtension" in dir(ext)  # Kit searches dir(module) for IExt subclasses
    with pytest.raises(ImportError):  # it subclasses omni.ext.IExt, which only Kit has
        ext.SpatialIQExtension  # noqa: B018
    assert TOML["package"]["version"] == __import__("generators").__version__
    assert all(dep.get("optional") is True for dep in TOML["dependencies"].values())
    assert (ROOT / TOML["package"]["readme"]).is_file() and (ROOT / TOML["package"]["changelog"]).is_file()


def test_settings_in_the_toml_are_the_code_defaults():
    assert TOML["settings"]["exts"][EXT_NAME] == Params().as_dict()
    assert SETTINGS_ROOT == f"/exts/{EXT_NAME}"
    from generators.voxel.grid import OBJECT_TYPES as CORE_TYPES

    assert OBJECT_TYPES == CORE_TYPES
    assert GRAVITY_MODES == ("columns", "physx")


def test_settings_are_read_from_any_getter_and_checked():
    store = {f"{SETTINGS_ROOT}/seed": 7, f"{SETTINGS_ROOT}/object_type": "can", f"{SETTINGS_ROOT}/view": "5"}
    p = read(store.get)
    assert (p.seed, p.object_type, p.view, p.grid_size) == (7, "can", 5, 4)
    for key, value, message in (("object_type", "teapot", "choose one of cube, box, can"),
                                ("view", 16, "view=16: choose 0..15"), ("gravity", "ode", "columns or physx"),
                                ("grid_size", 0, "grid_size=0")):
        with pytest.raises(ValueError, match=message):
            read({f"{SETTINGS_ROOT}/{key}": value}.get)


def _importable(python_dir: Path, cwd: Path) -> dict:
    """What a Python with only ``python_dir`` added (as Kit adds the module path) can import."""
    code = ("import importlib.util as u, json, generators, spatial_iq_ext.extension\n"
            "from generators import assets\n"
            "print(json.dumps({'top': {n: u.find_spec(n) is not None for n in "
            "('tests', 'configs', 'benchmarks', 'assets')}, 'generators': generators.__file__, "
            "'ext': spatial_iq_ext.extension.__file__, 'materials': assets.path('materials.yaml'), "
            "'configs': u.find_spec('generators.configs').submodule_search_locations[0]}))")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd,
                         env=dict(os.environ, PYTHONPATH=str(python_dir)), timeout=120)
    assert res.returncode == 0, res.stderr
    return json.loads(res.stdout)


def test_link_builds_an_extension_folder_that_exposes_only_the_two_packages(tmp_path):
    target = Path(link(str(tmp_path / "exts")))
    assert target.name == EXT_NAME and not target.is_symlink()
    assert sorted(p.name for p in target.iterdir()) == sorted([*FILES, PYTHON_DIR])
    assert sorted(p.name for p in (target / PYTHON_DIR).iterdir()) == sorted(PACKAGES)
    assert (target / "extension.toml").resolve() == ROOT / "extension.toml"  # live edits
    assert (target / PYTHON_DIR / "generators").resolve() == ROOT / "generators"
    with pytest.raises(FileExistsError):
        link(str(tmp_path / "exts"))
    assert link_main([str(tmp_path / "exts")]) == 2
    seen = _importable(target / PYTHON_DIR, tmp_path)
    assert seen["top"] == {"tests": False, "configs": False, "benchmarks": False, "assets": False}
    assert Path(seen["materials"]) == ROOT / "assets" / "materials.yaml"  # beside the real generators/
    assert Path(seen["configs"]) == ROOT / "configs"

    copy = Path(link(str(tmp_path / "pkg"), copy=True))
    assert not any(p.is_symlink() for p in copy.rglob("*"))
    assert sorted(p.name for p in (copy / PYTHON_DIR).iterdir()) == sorted(PACKAGES)
    assert not list(copy.rglob("__pycache__"))
    assert (copy / PYTHON_DIR / "spatial_iq_ext" / "tests" / "test_extension.py").is_file()  # omni.kit.test's
    seen = _importable(copy / PYTHON_DIR, tmp_path)
    assert seen["top"] == {"tests": False, "configs": False, "benchmarks": False, "assets": False}
    assert seen["generators"].startswith(str(copy)) and seen["ext"].startswith(str(copy))
    assert seen["materials"] == str(copy / PYTHON_DIR / "generators" / "assets" / "materials.yaml")
    assert Path(seen["materials"]).is_file() and seen["configs"].startswith(str(copy))


def _dist_names(requirements) -> set:
    from packaging.requirements import Requirement

    return {Requirement(r).name.lower().replace("_", "-") for r in requirements}


def test_pipapi_brings_what_the_window_imports_that_isaac_sim_lacks():
    """extension.toml's [python.pipapi] (installed by omni.kit.pipapi when the window is
    enabled): its bounds are pyproject's, its import checks name the packages' modules, and
    a build + occlusion test + export works with every other installed package hidden but
    its dependencies and what Isaac Sim ships (assumed: numpy, scipy, Pillow, PyYAML; pxr
    is Isaac's own USD)."""
    from importlib.metadata import packages_distributions, requires

    from packaging.requirements import Requirement

    pipapi = TOML["python"]["pipapi"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    bounds = {Requirement(r).name: str(Requirement(r).specifier) for r in project}
    for req in map(Requirement, pipapi["requirements"]):
        assert str(req.specifier) == bounds[req.name], req.name
    assert not _dist_names(pipapi["requirements"]) & {"numpy", "scipy", "pillow", "pyyaml"}
    module_of = packages_distributions()
    assert sorted(d.lower() for m in pipapi["modules"] for d in module_of[m]) == \
        sorted(_dist_names(pipapi["requirements"]))
    allowed = set(_dist_names(pipapi["requirements"]))
    todo = list(allowed)
    while todo:  # the requirements' own dependencies come with them
        for line in requires(todo.pop()) or []:
            req = Requirement(line)
            name = req.name.lower().replace("_", "-")
            if (req.marker is None or req.marker.evaluate({"extra": ""})) and name not in allowed:
                allowed.add(name)
                todo.append(name)
    allowed |= {"numpy", "scipy", "pillow", "pyyaml", "usd-core", "spatial-iq", "coverage", "pytest-cov"}
    hidden = sorted(m for m, dists in module_of.items()
                    if not {d.lower().replace("_", "-") for d in dists} & allowed)
    assert "hypothesis" in hidden and "numba" not in hidden and "llvmlite" not in hidden
    code = ("import sys, tempfile, json\n"
            "HIDDEN = set(json.loads(sys.argv[1]))\n"
            "class Hide:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] in HIDDEN:\n"
            "            raise ModuleNotFoundError(f'No module named {name!r} (hidden)', name=name)\n"
            "sys.meta_path.insert(0, Hide())\n"
            "from spatial_iq_ext.session import Session\nfrom spatial_iq_ext.settings import Params\n"
            "s = Session(Params(resolution=16))\n"
            "s.build(); s.occlusion_test(); s.export(tempfile.mkdtemp())\n"
            "print('ok', s.scene.n_blocks)")
    res = subprocess.run([sys.executable, "-c", code, json.dumps(hidden)], capture_output=True, text=True,
                         cwd=ROOT, timeout=300)
    assert res.returncode == 0 and res.stdout.startswith("ok"), res.stderr[-3000:]


@pytest.fixture(scope="module")
def session():
    s = Session(Params(seed=3, scene_index=2, resolution=64, view=1))
    s.build()
    return s


def test_session_builds_the_generators_stack_and_labels_the_chosen_view(session, tmp_path):
    from generators.dataset.pipeline import Generator

    cfg = small_config(tmp_path / "x", seed=3, max_attempts=150)  # the window keeps the default
    gen = Generator(cfg)
    scene = gen.sample(2)
    assert np.array_equal(session.scene.blocks, scene.blocks)  # the window builds the dataset's stack
    record = gen.render_views(scene)[1]
    assert session.occlusion_test()["labels"] == record["labels"]
    rows = session.label_rows()
    assert [k for k, _ in rows] == list(ROWS) and dict(rows)["T1"] == str(record["labels"]["T1"])
    labels = record["labels"]
    assert labels["T1"] == labels["S5"] + labels["S9"]
    s2 = record["targets"]["S2"]
    assert session.targets("S2") == sorted({b for g in s2 for b in g})
    assert session.targets("S6") == record["targets"]["S6"]
    with pytest.raises(ValueError, match="unknown subtask"):
        session.targets("S10")
    assert set(SUBTASKS) <= set(record["targets"])


def test_session_export_writes_usd_and_labels_and_never_overwrites(session, tmp_path):
    pxr = pytest.importorskip("pxr")
    usda, js = session.export(str(tmp_path))
    stage = pxr.Usd.Stage.Open(usda)
    assert len(stage.GetPrimAtPath("/World/Blocks").GetChildren()) == session.scene.n_blocks
    assert len(stage.GetPrimAtPath("/World/Cameras").GetChildren()) == 16
    side = json.loads(Path(js).read_text())
    assert side["views"][1]["labels"] == session.occlusion_test()["labels"]
    with pytest.raises(FileExistsError):
        session.export(str(tmp_path))


def test_highlight_binds_the_target_blocks_only(session):
    pxr = pytest.importorskip("pxr")
    from generators.usd.scene import author_scene, block_path, highlight, new_stage

    stage = new_stage()
    author_scene(stage, session.scene_record(), session.view_metas())
    targets = session.targets("S6")

    def bound(b):
        geom = stage.GetPrimAtPath(block_path(b) + "/geom")
        return pxr.UsdShade.MaterialBindingAPI(geom).ComputeBoundMaterial()[0].GetPath().pathString

    assert highlight(stage, targets) == len(targets) > 0
    assert {b for b in range(session.scene.n_blocks) if bound(b).endswith("highlight")} == set(targets)
    assert highlight(stage, []) == 0
    assert {bound(b) for b in range(session.scene.n_blocks)} == {"/World/Looks/cube"}


def test_session_from_settled_cells_prunes_against_the_primary_view():
    from generators.voxel.gravity import collapse
    from generators.voxel.visibility import determinable
    from spatial_iq_ext.physics import drop_slots

    s = Session(Params(resolution=64))
    removed = 0
    for attempt in range(6):
        cells = collapse(drop_slots(s.params, s.generator.grid, attempt), (4, 4, 4))
        scene = s.build_from_cells(cells)
        kept = {tuple(b) for b in scene.blocks.tolist()}
        assert kept <= {tuple(c) for c in cells.tolist()} and scene.n_blocks > 0
        counts = s.generator.renderer.render(scene, s.generator.camera(scene, s.generator.views[0]),
                                             rgb=False).pixel_counts
        _, keep = determinable(scene.blocks, counts)
        assert keep.all()  # nothing left that the primary view cannot determine
        removed += len(cells) - scene.n_blocks
    assert removed > 0  # the drops do hide blocks, and pruning takes them out


def test_drop_slots_follow_the_scene_seed():
    from generators.rng import stream
    from generators.voxel.counts import sample_count
    from generators.voxel.grid import Grid
    from spatial_iq_ext.physics import drop_slots

    grid, p = Grid((4, 4, 4)), Params(seed=5, scene_index=9)
    rng = stream(5, 9)
    target = sample_count(rng, 64, "release")
    m = int(rng.integers(target, 65))
    want = np.stack(np.unravel_index(rng.choice(64, size=m, replace=False), (4, 4, 4)), axis=-1)
    assert np.array_equal(drop_slots(p, grid), want)  # the generator's first draw of that scene
    assert not np.array_equal(drop_slots(p, grid, 1), want)
    assert np.array_equal(drop_slots(p, grid, 1), drop_slots(p, grid, 1))
