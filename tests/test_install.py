"""Installing as the README says (issue 14, item 14): numba's compiled-kernel cache goes to
a user cache folder, never into the installed package, where its files outlived ``pip
uninstall`` and made ``generators`` a namespace package that shadowed the editable install
(``ImportError: cannot import name '__version__' from 'generators' (unknown location)``)."""

import os
import subprocess
import sys
import sysconfig

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# where numba will write a kernel's cache: its locator is chosen when the module is loaded
# (the slow README test below compiles for real and checks the installed package stays clean)
COMPILE = ("from generators.render import raycast; import os, generators; "
           "print(raycast.count_ids._cache._cache_path); print(os.environ['NUMBA_CACHE_DIR'])")


def test_numba_caches_under_the_users_cache_folder(tmp_path):
    pytest.importorskip("numba")
    env = {k: v for k, v in os.environ.items() if k not in ("NUMBA_CACHE_DIR", "XDG_CACHE_HOME")}
    env["HOME"] = str(tmp_path / "home")
    r = subprocess.run([sys.executable, "-c", COMPILE], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    from generators import kernel_digest

    cache_path, cache_dir = r.stdout.split()
    assert cache_dir == str(tmp_path / "home" / ".cache" / "spatial-iq" / "numba" / kernel_digest())
    assert cache_path.startswith(cache_dir)
    env["XDG_CACHE_HOME"] = str(tmp_path / "xdg")
    where = "import os, generators; print(os.environ['NUMBA_CACHE_DIR'])"
    r = subprocess.run([sys.executable, "-c", where], capture_output=True, text=True, env=env, timeout=600)
    assert r.stdout.strip() == str(tmp_path / "xdg" / "spatial-iq" / "numba" / kernel_digest())


@pytest.mark.slow
def test_the_readme_set_up_order_in_one_venv(tmp_path):
    """``pip install .``, a first run (numba compiles), then ``pip install -e .`` over it:
    ``spatial-iq generate`` still imports. The dependencies come from this test's
    environment (a .pth file), so only the package itself is installed, twice."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = str(venv / "bin" / "python")
    site = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    with open(os.path.join(site, "outer.pth"), "w") as fh:  # numpy, numba, h5py, ... of this venv
        fh.write(sysconfig.get_paths()["purelib"] + "\n")
    drop = ("NUMBA_CACHE_DIR", "XDG_CACHE_HOME", "PYTHONPATH")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env["HOME"] = str(tmp_path / "home")
    pip = [py, "-m", "pip", "install", "-q", "--no-deps"]
    subprocess.run([*pip, ROOT], check=True, env=env, cwd=tmp_path, timeout=900)
    gen = [str(venv / "bin" / "spatial-iq"), "generate", "n_scenes=1", "camera.width=64", "camera.height=64",
           "workers=1", "max_attempts=30"]
    r = subprocess.run([*gen, f"out={tmp_path / 'a'}"], capture_output=True, text=True, env=env, cwd=tmp_path,
                       timeout=900)
    assert r.returncode == 0, r.stderr
    installed = os.path.join(site, "generators")
    cached = [f for _, _, fs in os.walk(installed) for f in fs if f.endswith((".nbi", ".nbc"))]
    assert cached == []
    subprocess.run([*pip, "-e", ROOT], check=True, env=env, cwd=tmp_path, timeout=900)
    r = subprocess.run([*gen, f"out={tmp_path / 'b'}"], capture_output=True, text=True, env=env, cwd=tmp_path,
                       timeout=900)
    assert r.returncode == 0, r.stderr


def test_numba_cache_folder_changes_with_any_kernel_module(tmp_path):
    """numba checks only a cached function's own file; the cache folder is named by every
    kernel module's content, so a change to a called kernel elsewhere cannot be served stale."""
    import shutil

    from generators import kernel_digest

    src = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "generators")
    root = tmp_path / "generators"
    shutil.copytree(src, root, ignore=shutil.ignore_patterns("__pycache__"))
    before = kernel_digest(str(root))
    assert before == kernel_digest(src)
    schema = root / "config" / "schema.py"
    schema.write_text(schema.read_text() + "\n# not a kernel module\n")
    assert kernel_digest(str(root)) == before
    kernels = root / "render" / "kernels.py"
    kernels.write_text(kernels.read_text() + "\n# a kernel module changed\n")
    assert kernel_digest(str(root)) != before


def tracked(*folders: str) -> list[str]:
    out = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--", *folders], capture_output=True,
                         check=True).stdout.decode()
    return sorted(p for p in out.split("\0") if p and os.path.exists(os.path.join(ROOT, p)))


def wheel_path(rel: str) -> str:
    """Where a tracked file lands in the wheel: configs/ and assets/ are generators.configs and
    generators.assets (pyproject.toml's package-dir)."""
    top, _, rest = rel.partition("/")
    return f"generators/{top}/{rest}" if top in ("configs", "assets") else rel


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[str, str]:
    """The wheel ``pip install .`` builds, from a copy of the tracked files (a build folder or
    untracked files of this checkout cannot hide a missing package), and what the build
    printed (``-v``: pip shows the build backend's output only then)."""
    import shutil

    src = tmp_path_factory.mktemp("src")
    for rel in tracked():
        os.makedirs(src / os.path.dirname(rel), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), src / rel)
    dist = tmp_path_factory.mktemp("dist")
    pip = [sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(dist), str(src)]
    # PYTHONDONTWRITEBYTECODE makes setuptools say it skips byte-compiling: the caller's
    # setting, not the package's
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    r = subprocess.run(pip, capture_output=True, text=True, timeout=900, env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    (found,) = [os.path.join(dist, f) for f in os.listdir(dist) if f.endswith(".whl")]
    return found, r.stdout + r.stderr


@pytest.fixture(scope="module")
def wheel(built) -> str:
    return built[0]


def test_building_the_wheel_prints_no_warning_of_ours(built):
    """Issue 45, item 2: setuptools warned that ``project.license`` as a TOML table is
    deprecated and that ``generators.assets.fonts`` (and every other data folder) is absent
    from ``packages``. pip's own lines (``WARNING: ...`` about this machine's indexes) are
    not the package's and are left out; any Python warning category or distutils
    ``warning:`` line from the build counts."""
    import re

    ours = [line.strip() for line in built[1].splitlines()
            if re.search(r"\w*Warning\b|^\s*warning:", line) and not line.lstrip().startswith("WARNING:")]
    assert ours == []


def test_every_tracked_file_of_the_package_is_in_the_wheel(wheel):
    """Issue 27: ``pip install .`` left out generators/phystool/recipes/ (packages were listed
    one by one) and assets/phystool/affordance_table.csv (data listed by name)."""
    import zipfile

    names = set(zipfile.ZipFile(wheel).namelist())
    files = tracked("generators", "configs", "assets", "spatial_iq_ext")
    assert {"generators/phystool/recipes/__init__.py", "assets/phystool/affordance_table.csv"} <= set(files)
    missing = [rel for rel in files if wheel_path(rel) not in names]
    assert missing == []
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
