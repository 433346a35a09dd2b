"""Fake ``omni`` namespace for the contract tests (tests/isaac_fakes, see fakelog.py)."""
