"""Harnesses researchers already run: an lmms-eval task folder and an OpenAI-compatible
endpoint that answers as a reference responder (docs/harness.md).

Invariant: both score and answer with the package's own code, never a rewrite of it: the
task folder's ``process_results`` runs copies of ``evaluation/judge.py`` and ``parsing.py``,
and the endpoint's replies are ``evaluation/responders.py``'s answers.

- ``lmms_task``: ``spatial-iq export lmms-eval DATASET --out DIR`` (group ``spatial_iq``)
- ``lmms_utils``: the task folder's ``utils.py`` (copied there; standard library only)
- ``lookup``: a question found from a chat request (its text and its pictures' pixels)
- ``serve``: ``spatial-iq serve DATASET RESPONDER``, the endpoint (``http.server``, threads)
- ``cli``: the two commands

May import: ``evaluation`` (judge, responders), ``exports`` (the questions and pictures an
export shows), ``io``, ``questions``, ``errors``, ``rng``.
"""
