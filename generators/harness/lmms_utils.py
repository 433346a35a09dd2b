"""The ``utils.py`` of a Spatial-IQ lmms-eval task folder (``spatial-iq export lmms-eval``
copies this file there unchanged; its task YAML files name these functions with
``!function utils.NAME``).

Invariant: a reply is scored by ``spatial_iq_scoring/judge.py`` beside this file, a byte-for-byte
copy of ``generators/evaluation/judge.py`` (with ``parsing.py``) made at export time, so the
task's ``accuracy`` is what ``spatial-iq eval`` gives the same replies: the same parser, the
same rules, a harness's failure notice scored wrong and counted in ``failed_requests``.

It runs inside lmms-eval's Python, which need not have spatial-iq installed: it imports only
the standard library (and receives PIL images from lmms-eval). lmms-eval loads it by file
path, once per function named in a YAML file, without putting its folder on ``sys.path``;
the scoring package is loaded here by path, once per process.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from types import ModuleType

HERE = os.path.dirname(os.path.abspath(__file__))
SCORING = os.path.join(HERE, "spatial_iq_scoring")


def scoring() -> ModuleType:
    """The task folder's copy of ``generators.evaluation.judge`` (loaded once per process,
    under a name that holds this folder's path, so two task folders never share it)."""
    name = f"spatial_iq_scoring_{abs(hash(SCORING)):x}"
    if name + ".judge" in sys.modules:
        return sys.modules[name + ".judge"]
    init = os.path.join(SCORING, "__init__.py")
    if not os.path.isfile(init):
        raise FileNotFoundError(f"{SCORING} is missing: this task folder is incomplete; export it again "
                                "with spatial-iq export lmms-eval DATASET --out NEW_DIR")
    spec = importlib.util.spec_from_file_location(name, init, submodule_search_locations=[SCORING])
    package = importlib.util.module_from_spec(spec)
    sys.modules[name] = package
    spec.loader.exec_module(package)
    return importlib.import_module(name + ".judge")


def doc_to_visual(doc: dict) -> list:
    """The question's pictures, then its option pictures (if any), in the order the prompt
    names them."""
    return [image.convert("RGB") for image in doc["images"]]


def doc_to_text(doc: dict, lmms_eval_specific_kwargs: dict | None = None) -> str:
    """The question's prompt, verbatim: it holds the definitions, the question, the options
    it offers and the answer format."""
    return doc["prompt"]


def doc_to_target(doc: dict) -> str:
    return doc["answer"]


def process_results(doc: dict, results: list) -> dict:
    """One reply judged as ``spatial-iq eval`` judges it: ``accuracy`` 1.0 or 0.0, and 1.0 in
    ``failed_requests`` (a harness's failure notice) or ``unparseable`` (nothing the parser
    reads) where that is why it is wrong."""
    text = results[0] if results else ""
    question = {"modality": doc["modality"], "subtask": doc["subtask"], "answer": doc["answer"],
                "options": doc["options"]}
    verdict = scoring().judge(question, text if isinstance(text, str) else "")
    return {"accuracy": verdict["correct"], "failed_requests": float(verdict["status"] == "failed"),
            "unparseable": float(verdict["status"] == "unparseable")}


def total(items: list) -> float:
    """The aggregation of the counts: their sum."""
    return float(sum(items))
