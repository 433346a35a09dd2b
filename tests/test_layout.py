"""The package's shape: layer contracts, no import circle, few loose modules, a README map
that matches the tree, no private name reached across packages, every shipped config
composed, every ``spatial-iq`` command reachable."""

import ast
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = os.path.join(ROOT, "generators")


def _modules():
    for folder, _, files in os.walk(PKG):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                yield path, rel.removesuffix(".__init__")


def test_import_contracts_hold():
    pytest.importorskip("importlinter")
    lint = os.path.join(os.path.dirname(sys.executable), "lint-imports")
    r = subprocess.run([lint, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "0 broken" in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]


def test_no_import_circle_between_modules():
    grimp = pytest.importorskip("grimp")
    graph = grimp.build_graph("generators", exclude_type_checking_imports=True)
    edges = {m: {x for x in graph.find_modules_directly_imported_by(m) if x.startswith("generators")}
             for m in graph.modules}
    # Tarjan's strongly connected components: any component of two or more modules is a circle
    index, low, stack, on, circles, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    for m in sorted(edges):
        if m not in index:
            visit(m)
    assert circles == []


def test_at_most_five_loose_modules_and_every_package_says_what_it_may_import():
    loose = sorted(f for f in os.listdir(PKG) if f.endswith(".py") and f != "__init__.py")
    assert len(loose) <= 5, loose
    for name in sorted(os.listdir(PKG)):
        init = os.path.join(PKG, name, "__init__.py")
        if os.path.isfile(init):
            doc = ast.get_docstring(ast.parse(open(init).read())) or ""
            assert "May import" in doc, f"generators/{name}/__init__.py: say what it holds and may import"


def test_no_private_name_is_imported_from_another_package():
    offences = []
    for path, module in _modules():
        package = module.split(".")[1] if module.count(".") else ""
        for node in ast.walk(ast.parse(open(path).read())):
            if not isinstance(node, ast.ImportFrom):
                continue
            base = module.split(".")
            if path.endswith("__init__.py"):
                base.append("")
            target = ".".join(base[:len(base) - node.level] + ([node.module] if node.module else [])) \
                if node.level else (node.module or "")
            if not target.startswith("generators"):
                continue
            parts = target.split(".")
            other = parts[1] if len(parts) > 1 else ""
            for alias in node.names:
                if alias.name.startswith("_") and other != package and alias.name != "__version__":
                    offences.append(f"{module} imports {target}.{alias.name}")
    assert offences == []


def test_readme_map_matches_the_tree():
    text = open(os.path.join(ROOT, "README.md")).read()
    table = text.split("## Where things are", 1)[1].split("\n## ", 1)[0]
    paths = re.findall(r"`((?:generators|assets|configs|spatial_iq_ext|benchmarks|docs)/[^`]*)`", table)
    assert len(paths) >= 20
    for p in paths:
        assert os.path.exists(os.path.join(ROOT, p.rstrip("/"))), f"README names {p}, which does not exist"
    for name in sorted(os.listdir(PKG)):  # every sub-package is on the map
        if os.path.isdir(os.path.join(PKG, name)) and not name.startswith("__"):
            assert f"generators/{name}/" in table, f"README's map lacks generators/{name}/"


def test_every_command_in_the_table_resolves():
    import importlib

    from generators.cli import COMMANDS, main

    for name, (target, synopsis) in COMMANDS.items():
        module, function = target.split(":")
        assert callable(getattr(importlib.import_module(module), function)), name
        assert synopsis
    assert main([]) == 2 and main(["no-such-command"]) == 2


def test_shipped_configs_compose():
    from hydra import compose, initialize_config_module

    from generators.cgdj.config import CgdjVideosConfig
    from generators.cgdj.config import load as load_cgdj
    from generators.cgdj.config import register as register_cgdj
    from generators.config import GenerateConfig, PhysToolSceneConfig, RayExecutorConfig, load, register

    register()
    register_cgdj()
    with initialize_config_module(version_base="1.3", config_module="generators.configs"):
        cfg = load(compose("generate", overrides=["out=x"]))
        assert isinstance(cfg, GenerateConfig) and cfg.scene.kind == "voxel" and cfg.executor.kind == "local"
        cfg = load(compose("generate", overrides=["out=x", "scene=phystool", "scene.surface=tray",
                                                   "executor=ray", "executor.address=auto"]))
        assert isinstance(cfg.scene, PhysToolSceneConfig) and cfg.scene.surface == "tray"
        assert isinstance(cfg.executor, RayExecutorConfig) and cfg.executor.address == "auto"
        assert isinstance(load_cgdj(compose("cgdj", overrides=["out=x"])), CgdjVideosConfig)
        pytest.importorskip("hydra_plugins.hydra_joblib_launcher")
        pytest.importorskip("hydra_plugins.hydra_submitit_launcher")
        for launcher in ("local_processes", "slurm"):
            hc = compose("generate", overrides=["out=x", f"hydra/launcher={launcher}"],
                         return_hydra_config=True)
            assert hc.hydra.launcher is not None
