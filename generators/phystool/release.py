"""The public release's data files, written beside a PhysTool dataset's own records.

The release's scripts (repository ModalityDance/PhysTool-Bench) run from the release's root
and read ``data/corrected_tools.json`` (ground truth), ``data/generation_checkpoint.json``
(inference input, whose ``image_path`` they open as given) and
``data/final_matching_info.json`` (answer name -> target name per query, looked up before
their exact and plural passes). Invariant: with a dataset folder placed as the release's
``data/`` folder, the release's ``eval_offline.py`` finds every query, its scripts find every
image, and a base-name answer scores as under this project's scorer (``metrics.py``); tests in
tests/test_phystool_release.py run the release's files' readers' rules on them.
"""

from __future__ import annotations

import json
import os

from .library import load as load_library
from .names import normalise, one_to_one, safe_plural

RELEASE_NAMES = ("corrected_tools.json", "generation_checkpoint.json", "final_matching_info.json")
RELEASE_FILES = dict(zip(("ground_truth", "inference_input", "matching_table"), RELEASE_NAMES))
RELEASE_DATA = "data"  # the release's scripts run from its root and read its data/ folder (its README)


def release_items(records: list[dict]) -> tuple[list[dict], list[dict]]:
    """(ground truth, inference input) as the release's scripts read them: ground truth
    items keyed by (``id``, ``slot``) with ``ordered``, ``task_instruct``,
    ``refined_taxonomy`` {target_tools, target_steps, negative_tools} and
    ``shuffled_available_tools``; inference items with ``id`` = "<id>_<slot>",
    ``original_id``, ``slot``, ``task_instruct`` and ``image_path`` as the release's scripts
    open it: relative to the release's root, with this dataset as its ``data/`` folder."""
    truth, inputs = [], []
    for r in records:
        truth.append({"id": r["id"], "slot": r["slot"], "ordered": r["ordered"],
                      "task_instruct": r["task_instruct"],
                      "refined_taxonomy": r["refined_taxonomy"],
                      "shuffled_available_tools": r["shuffled_available_tools"], "domain": r["domain"]})
        item = {"id": f"{r['id']}_{r['slot']}", "original_id": r["id"], "slot": r["slot"],
                "task_instruct": r["task_instruct"]}
        if "image" in r:
            item["image_path"] = f"{RELEASE_DATA}/{r['image']}"
        inputs.append(item)
    return truth, inputs


def matching_table(records: list[dict], lib) -> dict[str, dict[str, str]]:
    """``final_matching_info.json`` in the release's shape: "<id>_slot_<slot>" -> {answer name
    (lower case) -> target name (lower case)}, for every name that picks one target out of the
    scene -- its full name and synonyms, and its base name, base synonyms and their plurals
    when no other visible tool shares them. The release's scorer looks answers up here before
    its exact and plural passes, so base-name answers score as they do under ours
    (``names.aliases``)."""

    out = {}
    for r in records:
        visible = [lib.by_id[v["tool_id"]] for v in r["visible_tools"]]
        owners: dict[str, set[int]] = {}
        for i, tool in enumerate(visible):
            for alias in (tool["base_name"], *tool["base_synonyms"]):
                for form in plural_forms(alias.lower()):
                    owners.setdefault(form, set()).add(i)
        targets = set(r["target_tool_ids"])
        entry: dict[str, str] = {}
        for i, tool in enumerate(visible):
            if tool["id"] not in targets:
                continue
            for alias, who in owners.items():
                if who == {i}:
                    entry[alias] = tool["name"].lower()
            for alias in (tool["name"], *tool["synonyms"]):
                entry[alias.lower()] = tool["name"].lower()
        out[f"{r['id']}_slot_{r['slot']}"] = dict(sorted(entry.items()))
    return out


def write_release_files(folder: str, records: list[dict], lib=None) -> None:
    """The release's three data files beside ours (docs/phystool.md, "Release files")."""
    truth, inputs = release_items(records)
    table = matching_table(records, lib or load_library())
    for key, data in (("ground_truth", truth), ("inference_input", inputs), ("matching_table", table)):
        with open(os.path.join(folder, RELEASE_FILES[key]), "w") as fh:
            json.dump(data, fh, indent=1, ensure_ascii=False)


# ---- the release's readings of answers (eval_offline.py) -----------------------------------


def plural_forms(name: str) -> list[str]:
    """A name and its regular plural (last word, the release's safe-plural rule) when this
    module's ``normalise`` reads the plural back as the name: "ratchet", "ratchets";
    "wrench", "wrenches"; "pliers" stays as it is."""
    words = name.split()
    if not words or not words[-1][-1:].isalpha():
        return [name]
    last = words[-1]
    if last.endswith(("s", "x", "z", "ch", "sh", "o")):
        plural = last + "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        plural = last[:-1] + "ies"
    else:
        plural = last + "s"
    full = " ".join(words[:-1] + [plural])
    return [name, full] if normalise(full) == normalise(name) and safe_plural(last, plural) else [name]


def release_match(identified: list[str], target: list[str], table_entry: dict) -> dict[str, str]:
    """Name -> target name as eval_offline.get_offline_matches maps them: the query's entry
    of ``final_matching_info.json`` (lower-cased), then exact target names, then the safe
    plural rule; only names that were predicted and targets kept; one-to-one, first wins."""
    mapping = {str(k).lower(): str(v).lower() for k, v in table_entry.items()}
    for name in identified:
        if name in target and name not in mapping:
            mapping[name] = name
    for name in identified:
        if name not in mapping:
            hit = next((t for t in target if safe_plural(name, t)), None)
            if hit is not None:
                mapping[name] = hit
    return one_to_one({k: v for k, v in mapping.items() if k in identified and v in target})


def release_names(text: str) -> list[str]:
    """The release's reading of an ``identified_tools`` string (eval_offline.py's
    parse_identified_tools): trailing dots dropped, split on commas only, blanks dropped."""
    text = str(text or "").rstrip(".")
    return [t.strip() for t in text.split(",") if t.strip()]
