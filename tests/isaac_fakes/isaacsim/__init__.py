"""Fake ``isaacsim``: ``from isaacsim import SimulationApp`` as in Isaac Sim 4.5+ (isaac-sim/
IsaacSim ``source/standalone_examples/api/isaacsim.replicator.examples/simulation_get_data.py``)."""

from .simulation_app import SimulationApp  # noqa: F401
