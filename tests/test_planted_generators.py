"""``generate scene=phystool`` and ``cgdj-videos`` rerun on a folder of theirs in which links,
folders, FIFOs and device nodes were planted (a shared or downloaded dataset, issue 27): in
place of the lock, the marker, the manifest, the config, every data file and folder, a
stale staging folder of a killed run and the files in it, and the output folder itself.

Whatever is planted and whichever way the rerun goes (finished or killed run before it,
with or without overwrite):
- it exits 0, 2 or 3 with at most one error line and no traceback, and never hangs;
- nothing outside the output folder changes, so nothing a planted link points at (bytes
  and modification time);
- a planted link, FIFO or device is still there as planted, never written through nor
  replaced (those in the stale staging folder excepted: that folder is the tool's to clear);
- a refused run leaves the folder as it was (its lock file's pid aside);
- a run that succeeds leaves a complete dataset, every file of which is a regular file
  inside the folder (no link in its path), and changed nothing of the folder but its own
  files.
The oracle lists the commands' own files itself rather than reading them from the code.
"""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import io
import json
import os
import shutil
import signal
import stat

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from generators.cli import main

from .planting import PLANTS, make_victims, notice, plant, snapshot, under

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and symbolic links")

PHYSTOOL = ["scene=phystool", "n_scenes=1", "scene.width=64", "scene.height=64", "scene.min_visible_pixels=1"]
CGDJ = ["n_scenes=1", "clip.width=32", "clip.height=18", "clip.orbit_seconds=1", "max_attempts=10",
        "clip.format=frames", "layouts=[2x2]"]
STALE = {"phystool": ".tmp-phystool-stale", "cgdj": ".tmp-cgdj-stale"}  # a killed run's staging folder
QUERY = "phystool-0-000000"


def argv(command: str, out: str, overwrite: bool) -> list[str]:
    if command == "phystool":
        return ["generate", f"out={out}", *PHYSTOOL] + (["output.overwrite=true"] if overwrite else [])
    return ["cgdj-videos", f"out={out}", *CGDJ] + (["overwrite=true"] if overwrite else [])


# the files each command writes (patterns relative to its folder), written out here, not imported
OWN = {"phystool": ("manifest.json", "queries.jsonl", "corrected_tools.json", "final_matching_info.json",
                    "generation_checkpoint.json", "images/*.png", "masks/*.png"),
       "cgdj": ("manifest.json", "config.yaml", "items.jsonl", "perception.jsonl", "videos/s*/frame_*.png",
                "flat/s*.png", "keyframes/s*.png", "golden/s*/frame_*.png")}
ENTRIES = {
    "phystool": [".", ".spatial-iq.lock", ".spatial-iq.json", "manifest.json", "queries.jsonl",
                 "corrected_tools.json", "final_matching_info.json", "generation_checkpoint.json", "images",
                 f"images/{QUERY}.png", "masks", f"masks/{QUERY}.png", "usd", "config.yaml", "notes.txt",
                 STALE["phystool"], f"{STALE['phystool']}/images", f"{STALE['phystool']}/images/{QUERY}.png",
                 f"{STALE['phystool']}/manifest.json", "manifest.json.tmp-0", ".tmp-phystool-x"],
    "cgdj": [".", ".spatial-iq.lock", ".spatial-iq.json", "manifest.json", "config.yaml", "items.jsonl",
             "perception.jsonl", "videos", "videos/s00000_collapse",
             "videos/s00000_collapse/frame_000000.png", "videos/s00000_orbit", "flat",
             "flat/s00000_collapse_2x2.png", "keyframes",
             "keyframes/s00000_collapse.png", "golden", "golden/s00000_collapse",
             "golden/s00000_collapse/frame_000002.png", "notes.txt", STALE["cgdj"], f"{STALE['cgdj']}/videos",
             f"{STALE['cgdj']}/videos/s00000_collapse/frame_000000.png", f"{STALE['cgdj']}/items.jsonl",
             "items.jsonl.tmp-0", ".tmp-cgdj-x"],
}


@pytest.fixture(scope="module")
def templates(tmp_path_factory):
    """A finished dataset of each command, and the same killed before it finished: its files
    still in the staging folder, no manifest."""
    root = tmp_path_factory.mktemp("planted-generators")
    for command in ("phystool", "cgdj"):
        done = os.path.join(root, command, "done")
        assert run(argv(command, done, False), hang_s=0)[0] == 0  # may compile kernels: no watchdog
        killed = os.path.join(root, command, "killed")
        shutil.copytree(done, killed)
        stage = os.path.join(killed, STALE[command])
        os.mkdir(stage)
        for name in sorted(os.listdir(killed)):
            if not name.startswith("."):
                os.rename(os.path.join(killed, name), os.path.join(stage, name))
        os.remove(os.path.join(stage, "manifest.json"))
        for case in (done, killed):
            with open(os.path.join(case, "notes.txt"), "w") as fh:  # a user's file beside the dataset
                fh.write("the user's notes\n")
    return str(root)


class Hung(Exception):
    pass


def _alarm(signum, frame):
    raise Hung()


def run(args: list[str], hang_s: int = 120) -> tuple[int, str]:
    """``main(args)`` in this process; a run still going after ``hang_s`` seconds is a hang
    (a FIFO opened for reading waits for ever)."""
    err = io.StringIO()
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(hang_s)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = main(args)
    except Hung:
        pytest.fail(f"{args} hung")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    return code, err.getvalue()


def own(command: str, rel: str) -> bool:
    return any(fnmatch.fnmatchcase(rel, p) and rel.count("/") == p.count("/") for p in OWN[command])


def no_link_on_the_way(root: str, rel: str) -> bool:
    path = root
    for part in rel.split("/"):
        path = os.path.join(path, part)
        if os.path.islink(path):
            return False
    return stat.S_ISREG(os.lstat(path).st_mode)


def complete(command: str, out: str) -> None:
    """The dataset in ``out`` is whole: its manifest and every file it names, regular files
    reached through no link, with the bytes the manifest says (cgdj-videos lists them)."""
    assert no_link_on_the_way(out, "manifest.json")
    with open(os.path.join(out, "manifest.json")) as fh:
        manifest = json.load(fh)
    if command == "phystool":
        with open(os.path.join(out, "queries.jsonl")) as fh:
            records = [json.loads(line) for line in fh]
        assert len(records) == manifest["counts"]["queries"] == 1
        files = ["queries.jsonl"] + [r[k] for r in records for k in ("image", "mask")]
        assert all(no_link_on_the_way(out, f) for f in files), files
    else:
        assert manifest["files"] and manifest["counts"]["items"] == 3
        for f in manifest["files"]:
            assert no_link_on_the_way(out, f["path"]), f
            with open(os.path.join(out, f["path"]), "rb") as fh:
                assert hashlib.sha256(fh.read()).hexdigest() == f["sha256"], f


def check_rerun(command: str, root: str, rel: str, how: str, overwrite: bool) -> tuple[int, str]:
    out = os.path.join(root, "out")
    victims = make_victims(root)
    planted = "out" if rel == "." else f"out/{rel}"
    plant(os.path.join(root, planted), how, victims)
    before = snapshot(root)
    code, err = run(argv(command, out, overwrite))
    where = f"{command} with {how} at {rel} (overwrite={overwrite}): rc {code}, {err.strip()[:300]}"
    lines = [line for line in err.splitlines() if line.strip() and not notice(line)]
    assert code in (0, 2, 3) and "Traceback" not in err and len(lines) <= 1, where
    after = snapshot(root)
    inside = [k for k in set(before) | set(after) if under(k, ["out"])]
    outside = {k for k in set(before) | set(after) if k not in inside}
    assert {k: before.get(k) for k in outside} == {k: after.get(k) for k in outside}, where
    stale = f"out/{STALE[command]}"
    if before[planted][0] != "folder" and not under(planted, [stale]):
        assert after.get(planted) == before[planted], f"{where}: the planted entry was replaced"
    if code != 0:
        changed = {k for k in inside if before.get(k) != after.get(k)}
        changed -= {"out/.spatial-iq.lock"} | {k for k in changed if under(k, [stale])}
        assert not changed, f"{where}: a refused run changed {sorted(changed)[:5]}"
        return code, where
    complete(command, out)
    for k in inside:
        rel_k = k[len("out/"):]
        if before.get(k) != after.get(k) and before.get(k) is not None:
            assert own(command, rel_k) or rel_k in (".spatial-iq.lock", ".spatial-iq.json") \
                or under(k, [stale]) or before[k][0] == "folder", f"{where}: changed {k}"
    left = [name for name in os.listdir(out) if name.startswith(".tmp-") and f"out/{name}" not in before]
    assert not left, f"{where}: left its staging folder {left}"
    assert not os.path.isdir(os.path.join(root, stale)) or os.listdir(os.path.join(root, stale)), \
        f"{where}: left the killed run's staging folder"
    return code, where


def workspace(templates: str, command: str, state: str, root: str) -> None:
    shutil.copytree(os.path.join(templates, command, state), os.path.join(root, "out"), symlinks=True)


BUDGET = settings(max_examples=25, deadline=None, derandomize=True,
                  phases=[Phase.explicit, Phase.generate],
                  suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.mark.parametrize("command", ["phystool", "cgdj"])
def test_every_entry_as_a_link_to_a_file(templates, tmp_path, command):
    """Each entry of a finished and of a killed run's folder in turn, a link to the user's
    file, rerun with overwrite (the rerun that writes the most)."""
    for state in ("done", "killed"):
        for n, rel in enumerate(ENTRIES[command]):
            root = str(tmp_path / f"{state}-{n}")
            workspace(templates, command, state, root)
            check_rerun(command, root, rel, "link to a file", True)


CASES = [(command, rel) for command in ENTRIES for rel in ENTRIES[command]]


@BUDGET
@example(case=("phystool", "images"), state="killed", how="link to a folder", overwrite=True)
@example(case=("cgdj", "golden/s00000_collapse"), state="killed", how="link to a folder", overwrite=True)
@example(case=("cgdj", "videos/s00000_orbit"), state="done", how="link to a folder", overwrite=True)
@example(case=("phystool", ".spatial-iq.lock"), state="done", how="fifo", overwrite=True)
@example(case=("cgdj", "."), state="killed", how="dangling link", overwrite=False)
@example(case=("phystool", ".tmp-phystool-x"), state="done", how="user's folder", overwrite=False)
@example(case=("cgdj", ".tmp-cgdj-x"), state="killed", how="user's folder", overwrite=True)
@given(case=st.sampled_from(CASES), state=st.sampled_from(["done", "killed"]), how=st.sampled_from(PLANTS),
       overwrite=st.booleans())
def test_planted_entries_are_never_followed_nor_replaced(templates, tmp_path_factory, case, state, how,
                                                          overwrite):
    command, rel = case
    root = str(tmp_path_factory.mktemp("case"))
    workspace(templates, command, state, root)
    check_rerun(command, root, rel, how, overwrite)


@pytest.mark.parametrize("command", ["phystool", "cgdj"])
def test_a_killed_run_is_resumed_and_a_planted_file_link_refused_in_one_line(templates, tmp_path, command):
    """The plain cases by name: a rerun after a kill completes; a link in place of a data file
    of a finished dataset is refused with exit 2, one line naming it, and the fix."""
    root = str(tmp_path / "resume")
    workspace(templates, command, "killed", root)
    assert run(argv(command, os.path.join(root, "out"), False))[0] == 0
    complete(command, os.path.join(root, "out"))
    assert not os.path.exists(os.path.join(root, "out", STALE[command]))
    root = str(tmp_path / "link")
    workspace(templates, command, "done", root)
    rel = f"images/{QUERY}.png" if command == "phystool" else "flat/s00000_collapse_2x2.png"
    code, where = check_rerun(command, root, rel, "link to a file", True)
    assert code == 2 and f"{rel} is a symbolic link" in where and "remove it" in where, where
