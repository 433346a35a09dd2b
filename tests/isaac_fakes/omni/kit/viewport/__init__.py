"""Fake ``omni.kit.viewport`` namespace."""
