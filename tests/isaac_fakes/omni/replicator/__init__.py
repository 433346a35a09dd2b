"""Fake ``omni.replicator`` namespace."""
