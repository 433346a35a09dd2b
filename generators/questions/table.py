"""The question table: every question of every view, stored with the dataset.

With ``output.questions=stored`` the generate workers build it scene by scene and write it
into each shard (``/questions``), so the table is checksummed, resumed and verified with the
shard it belongs to. By default (``lazy``) readers build it from the stored records when
asked, with the same bytes, under the ``QUESTIONS_VERSION`` the dataset was generated with
(``io/dataset.py``). What is stored is the
export defaults: question seed 0, five-option image MCQ, splits from seed 42 with 10 % of
scenes in ``val``. Exports with other settings derive their questions afresh; their ids
differ (``-k3``/``-k4`` suffixes, see ``mcq.with_k_options``), so a prediction can never be
scored against the wrong variant. How a table is stored: ``io/shards.py``.
"""

from __future__ import annotations

from collections.abc import Collection

from ..config.schema import STYLE_ALIASES
from .editing import EDIT_SUBTASKS, edit_question
from .mcq import scene_mcq_questions, with_k_options
from .splits import scene_split
from .text import dataset_questions, partners

MODALITIES = ("text", "text_mcq", "image_mcq", "image_edit")
# What ``scene_questions`` builds from given records, as a number: raise it with any change
# that alters a question (its text, options, order, answer, id or split). Datasets generated
# without a stored table record it, and readers refuse to build their questions with another
# one (docs/questions.md, "Stored or built"); tests/golden/make_generate_golden.py refuses to
# record changed question hashes under an unchanged version.
QUESTIONS_VERSION = 8
DEFAULTS = {"seed": 0, "k": 5, "val_fraction": 0.1, "eval_fraction": 0.0}


def scene_questions(group: list[dict], modalities=MODALITIES, seed: int = 0, k: int = 5,
                    val_fraction: float = 0.1, eval_fraction: float = 0.0,
                    style: str = "marks", views: Collection[int] | None = None) -> list[dict]:
    """Every question of one scene's views (records carry scene fields and pixel buffers,
    like ``open_dataset``'s); each question gets its scene's ``split``. ``style``: how image
    MCQs are made (``questions.style``: ``config.schema.QUESTION_STYLES``). ``views``: only
    the questions of these view ids, exactly as the whole scene's table holds them (the
    other views still serve as partners and counts); every view's by default."""
    unknown = set(modalities) - set(MODALITIES)
    if unknown:
        raise ValueError(f"unknown modalities {sorted(unknown)}; choose from {', '.join(MODALITIES)}")
    split = scene_split(group[0]["scene_id"], 42, val_fraction, eval_fraction)
    asked = group if views is None else [v for v in group if v["view_id"] in views]
    out = [q if k == 5 or q["modality"] != "text_mcq" else with_k_options(q, k, seed)
           for q in dataset_questions(group, seed)
           if q["modality"] in modalities and (views is None or q["view_id"] in views)]
    paired = {v["view_id"]: partners(group, v) for v in group}
    if "image_mcq" in modalities:
        out += [q if k == 5 else with_k_options(q, k, seed)
                for q in scene_mcq_questions(group, paired, seed, style, asked)]
    for view in asked:
        if "image_edit" in modalities:
            for st in EDIT_SUBTASKS:
                if paired[view["view_id"]].get(st, 0) is None:
                    continue
                out.append(edit_question(view, st, paired[view["view_id"]].get(st)))
    for q in out:
        q["split"] = split
    return out


def question_style(config: dict) -> str:
    """The ``questions.style`` a dataset's config (manifest) records, by its present name;
    datasets made before the setting have the sibling construction, then the default."""
    style = (config.get("questions") or {}).get("style", "siblings") if isinstance(config, dict) else None
    style = style if isinstance(style, str) else "siblings"
    return STYLE_ALIASES.get(style, style)


def is_default(modalities=MODALITIES, **settings) -> bool:
    """Whether these export settings are exactly what the stored table holds."""
    return set(modalities) <= set(MODALITIES) and all(
        settings.get(key, value) == value for key, value in DEFAULTS.items())

