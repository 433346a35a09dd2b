"""Every table of the release's ``analyses_results/tables/`` from groups of per-view
frames, under the release's file names (``TABLES``), written atomically into a new folder.

``write_tables(groups, out)`` takes group -> model -> frame (``release_data.load`` for the
release's files, ``release_frames.frames`` for our own datasets) and writes each table
whose group has models; a table of a group without models is not written.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pandas as pd

from . import dependency as dep
from . import paired_tests, twoway
from . import release_correlations as rc
from . import release_tables as rt

Groups = dict[str, dict[str, pd.DataFrame]]

# file name -> (group, table(frames, group)); Tables 1-4 are built from their group's
# per-task table, so they take it as a third argument (see ``_build``)
TABLES: dict[str, tuple[str, Callable]] = {
    "table_01_text_summary.csv": ("text", rt.summary),
    "table_02_mcq_summary.csv": ("mcq345", rt.summary),
    "table_03_image_summary.csv": ("image", rt.summary),
    "table_04_trained_text_summary.csv": ("trained_text", rt.summary),
    "table_05_task_queries.csv": ("", lambda *_: rt.task_queries()),
    "table_06_text_task_accuracy.csv": ("text", rt.task_accuracy),
    "table_07_mcq5_task_accuracy.csv": ("mcq5", rt.task_accuracy),
    "table_08_image_task_accuracy.csv": ("image", rt.task_accuracy),
    "table_09_text_difficulty_bins.csv": ("text", rt.difficulty),
    "figure_05_mcq5_wrong_answer_preferences.csv": ("mcq5", rt.wrong_answers),
    "figure_07_text_summation_mechanism.csv": ("text", rt.summation_cells),
    "figure_13_text_mental_rotation_correlations.csv": ("text", rc.rotation_correlations),
    "figure_14_text_bundle_correlations.csv": ("text", rc.mechanism_correlations),
    "figure_15_mcq345_task_accuracy.csv": ("mcq345", rt.task_accuracy),
    "figure_16_mcq345_wrong_answer_preferences.csv": ("mcq345", rt.wrong_answers),
    "figure_18_text_camera_effects.csv": ("text", rc.camera_effects),
    "figure_19_image_difficulty_bins.csv": ("image", rt.difficulty),
    "figure_20_text_object_accuracy.csv": ("text", rt.object_accuracy),
    "figure_21_text_object_difficulty_slices.csv": ("text", rt.object_difficulty_slices),
    "figure_22_text_composition_diagnostics.csv": ("text", rt.composition),
    "figure_23_mcq345_summation_mechanism.csv": ("mcq345", rt.summation_cells),
    "figure_24_image_summation_mechanism.csv": ("image", rt.summation_cells),
    "figure_25_trained_text_task_accuracy.csv": ("trained_text", rt.task_accuracy),
    "figure_26_trained_text_object_accuracy.csv": ("trained_text", rt.object_accuracy),
    "figure_27_trained_text_summation_mechanism.csv": ("trained_text", rt.summation_cells),
    "figure_28_trained_text_composition_diagnostics.csv": ("trained_text", rt.composition),
    "tableF_within_scene_lift_text.csv": ("text", dep.within_scene_lift),
    "tableF_joint_integrity_text.csv": ("text", dep.joint_integrity),
    "tableF_bundle_coupling_text.csv": ("text", dep.bundle_coupling),
    "tableF_responder_controlled_lift_text.csv": ("text", twoway.responder_controlled_lift),
    "tableF_per_responder_lift_text.csv": ("text", dep.per_responder_lift),
    "tableF_bundle_coupling_twoway_text.csv": ("text", twoway.bundle_coupling_twoway),
    "table6_mcnemar_object_counting_text.csv": ("text", paired_tests.mcnemar_object_counting),
    "figF18_camera_within_structure_text.csv": ("text", paired_tests.camera_within_structure),
}
SUMMARIES = {"table_01_text_summary.csv", "table_02_mcq_summary.csv", "table_03_image_summary.csv",
             "table_04_trained_text_summary.csv"}


def build(groups: Groups, only: set[str] | None = None) -> dict[str, pd.DataFrame]:
    """file name -> table, for the tables whose group has at least one model."""
    out: dict[str, pd.DataFrame] = {}
    acc: dict[str, pd.DataFrame] = {}
    for name, (group, fn) in TABLES.items():
        if only is not None and name not in only:
            continue
        if group and not groups.get(group):
            continue
        frames = groups.get(group, {})
        if name in SUMMARIES:
            if group not in acc:
                acc[group] = rt.task_accuracy(frames, group)
            out[name] = fn(frames, acc[group], group)
        else:
            out[name] = fn(frames, group) if group else fn()
    return out


def write_tables(tables: dict[str, pd.DataFrame], out: str, figures: bool = False) -> list[str]:
    """Write ``tables`` (and with ``figures`` the figures drawn from them, under
    ``figures/``) into the new folder ``out`` (``out.partial`` renamed when done); an
    existing folder is never replaced. Returns the figure files' names."""
    from ..io.outdir import new_folder

    if os.path.lexists(out):
        raise ValueError(f"{out} already exists; choose a new folder (tables never overwrite)")
    with new_folder(out, "release tables", "spatial-iq eval release-tables", keep_marker=False) as partial:
        drawn = write_into(tables, partial, figures)  # a user's OUT.partial is refused, never removed
    return drawn


def write_into(tables: dict[str, pd.DataFrame], folder: str, figures: bool = False) -> list[str]:
    """Write the tables (and figures under ``figures/``) into ``folder``, made if needed."""
    os.makedirs(folder, exist_ok=True)
    for name, df in tables.items():
        df.to_csv(os.path.join(folder, name), index=False)
    if not figures:
        return []
    from .release_figures import draw_all

    return [os.path.basename(f) for f in draw_all(tables, os.path.join(folder, "figures"))]
