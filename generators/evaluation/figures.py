"""The report's figures (matplotlib, Agg backend: no screen needed)."""

from __future__ import annotations

from collections import defaultdict

import numpy as np


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def accuracy_figure(acc: list[dict], path: str) -> str | None:
    """One panel per modality: accuracy per subtask, one bar per responder, chance dashed."""
    if not acc:
        return None
    plt = _plt()
    modalities = sorted({a["modality"] for a in acc})
    responders = list(dict.fromkeys(a["responder"] for a in acc))
    fig, axes = plt.subplots(len(modalities), 1, figsize=(10, 3 * len(modalities)), squeeze=False)
    width = 0.8 / len(responders)
    for ax, modality in zip(axes[:, 0], modalities):
        rows = [a for a in acc if a["modality"] == modality]
        subtasks = list(dict.fromkeys(a["subtask"] for a in rows))
        for j, name in enumerate(responders):
            vals = {a["subtask"]: a for a in rows if a["responder"] == name}
            x = np.arange(len(subtasks)) + j * width
            ax.bar(x, [vals[s]["accuracy"] if s in vals else 0 for s in subtasks], width, label=name)
            for xi, s in zip(x, subtasks):
                if s in vals and vals[s]["chance"] is not None:
                    ax.hlines(vals[s]["chance"], xi - width / 2, xi + width / 2, colors="k", linestyles="--")
        ax.set_xticks(np.arange(len(subtasks)) + 0.4 - width / 2, subtasks)
        ax.set_ylim(0, 1)
        ax.set_ylabel("accuracy")
        ax.set_title(modality)
    axes[0, 0].legend(loc="upper right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def summation_figure(all_rows: dict, path: str) -> str | None:
    """Free text, per responder: views by (S5 and S9 right?) x (T1 right?)."""
    cells = {}
    for name, rows in all_rows.items():
        by_view = defaultdict(dict)
        for r in rows:
            if r["modality"] == "text" and r["subtask"] in ("T1", "S5", "S9"):
                by_view[(r["scene_id"], r["view_id"])][r["subtask"]] = r["correct"]
        grid = np.zeros((2, 2), dtype=int)
        for v in by_view.values():
            if len(v) == 3:
                grid[int(v["S5"] == 1 and v["S9"] == 1), int(v["T1"] == 1)] += 1
        if grid.sum():
            cells[name] = grid
    if not cells:
        return None
    plt = _plt()
    fig, axes = plt.subplots(1, len(cells), figsize=(3.2 * len(cells), 3), squeeze=False)
    for ax, (name, grid) in zip(axes[0], cells.items()):
        ax.imshow(grid, cmap="Blues")
        for i in range(2):
            for j in range(2):
                ax.text(j, i, str(grid[i, j]), ha="center", va="center")
        ax.set_xticks([0, 1], ["T1 wrong", "T1 right"])
        ax.set_yticks([0, 1], ["S5 or S9 wrong", "S5, S9 right"])
        ax.set_title(name)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def lift_figure(lift: list[dict], path: str) -> str:
    plt = _plt()
    labels = [f"{r['modality']}\n{r['edge']}" for r in lift]
    fig, ax = plt.subplots(figsize=(max(6, 0.7 * len(lift)), 3.5))
    colours = ["tab:red" if r["q_value"] <= 0.05 else "tab:gray" for r in lift]
    ax.bar(range(len(lift)), [r["lift"] for r in lift], color=colours)
    ax.axhline(0, color="k", lw=0.8)
    ax.set_xticks(range(len(lift)), labels, fontsize=7)
    ax.set_ylabel("lift (red: BH q <= 0.05)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
