"""The Hydra config tree, shipped inside the package as ``generators.configs``."""
