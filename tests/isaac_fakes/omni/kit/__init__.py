"""Fake ``omni.kit`` namespace."""
