"""Which packages the wheel holds, found rather than listed (pyproject.toml holds everything else).

Every package under ``generators/`` and ``spatial_iq_ext/``, plus ``configs/`` and ``assets/``
installed as ``generators.configs`` and ``generators.assets`` (pyproject.toml maps their
folders; its ``packages.find`` cannot add packages that live outside the folder it searches).
"""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["generators", "generators.*", "spatial_iq_ext", "spatial_iq_ext.*"])
      + ["generators.configs", "generators.assets"])
