"""Which packages the wheel holds, found rather than listed (pyproject.toml holds everything else).

Every package under ``generators/`` and ``spatial_iq_ext/``, plus ``configs/`` and ``assets/``
installed as ``generators.configs`` and ``generators.assets`` (pyproject.toml maps their
folders; its ``packages.find`` cannot add packages that live outside the folder it searches).
Folders that hold only data (``assets/fonts/``, ``configs/hydra/launcher/``,
``spatial_iq_ext/apps/``) are named too, as namespace packages: their files are package data
either way, and a folder left out of ``packages`` makes setuptools warn on every build.
"""

from setuptools import find_namespace_packages, find_packages, setup

SKIP = ["__pycache__", "*.__pycache__", "*.__pycache__.*"]


def data_packages(folder: str, name: str) -> list[str]:
    """``name`` (installed from ``folder``) and every folder under it, as dotted package names."""
    return [name] + [f"{name}.{sub}" for sub in find_namespace_packages(where=folder, exclude=SKIP)]


setup(packages=find_packages(include=["generators", "generators.*"])
      + find_namespace_packages(include=["spatial_iq_ext", "spatial_iq_ext.*"], exclude=SKIP)
      + data_packages("configs", "generators.configs") + data_packages("assets", "generators.assets"))
