"""Asking models: an OpenAI-compatible chat client with bounded concurrency and retries
(``client.py``), the resumable runner that asks every question of an export and appends
the answers (``runner.py``), and ``spatial-iq predict`` (``cli.py``). docs/client.md.

May import: ``exports`` (the modalities an export holds), ``io``, ``errors``.
"""
