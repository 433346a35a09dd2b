"""Links, folders, FIFOs and device nodes planted where a command reads or writes (issue 27),
and a snapshot of a tree that shows whether anything under it changed. Shared by the
planted-entry tests (test_planted_links, test_planted_generators, test_cgdj_planted) and the
CLI fuzz (test_fuzz_cli).

    victims = make_victims(root)              # root/victims/file.txt and root/victims/folder/
    plant(path, "link to a file", victims)    # whatever was at path is replaced
    before = snapshot(root); ...; assert snapshot(root) == before

A snapshot never follows a link and records, for every entry, what it is: a folder, a link
and its target, a FIFO or device, or a regular file with its sha256 and modification time
(a file rewritten with the same bytes has changed too).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat

# every kind of entry the tests plant
PLANTS = ("link to a file", "link to a folder", "dangling link", "folder", "user's folder", "fifo", "device")
VICTIM_FILE = "the user's file\n"


def make_victims(root: str) -> str:
    """``root/victims``: ``file.txt`` and ``folder/keep.txt``, what planted links point to."""
    victims = os.path.join(str(root), "victims")
    os.makedirs(os.path.join(victims, "folder"), exist_ok=True)
    for rel, text in (("file.txt", VICTIM_FILE), (os.path.join("folder", "keep.txt"), "the user's folder\n")):
        if not os.path.exists(os.path.join(victims, rel)):
            with open(os.path.join(victims, rel), "w") as fh:
                fh.write(text)
    return victims


def remove(path: str) -> None:
    """Remove whatever is at ``path`` (a folder with what it holds; a link, not its target)."""
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


def plant(path: str, how: str, victims: str) -> None:
    """Put ``how`` (one of ``PLANTS``) at ``path`` in place of whatever was there; links point
    into ``victims`` (``make_victims``). A device node is a private ``/dev/null`` (a FIFO
    where device nodes cannot be made)."""
    path = str(path)
    remove(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if how == "link to a file":
        os.symlink(os.path.join(victims, "file.txt"), path)
    elif how == "link to a folder":
        os.symlink(os.path.join(victims, "folder"), path)
    elif how == "dangling link":
        os.symlink(os.path.join(victims, "nothing-here"), path)
    elif how == "folder":
        os.makedirs(path)
    elif how == "user's folder":
        os.makedirs(path)
        with open(os.path.join(path, "keep.txt"), "w") as fh:
            fh.write("the user's\n")
    elif how == "fifo":
        os.mkfifo(path)
    elif how == "device":
        try:
            os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        except (PermissionError, AttributeError):
            os.mkfifo(path)
    else:
        raise ValueError(f"unknown plant {how!r}")


def move_away(path: str, elsewhere: str) -> None:
    """Move the folder ``path`` to ``elsewhere`` and leave a link to it in its place."""
    os.rename(path, elsewhere)
    os.symlink(elsewhere, path)


def entry(path: str) -> tuple:
    """What ``path`` is, its link not followed: (kind, link target, sha256, mtime in ns)."""
    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode):
        return ("link", os.readlink(path), None, None)
    if stat.S_ISDIR(st.st_mode):
        return ("folder", None, None, None)
    if stat.S_ISREG(st.st_mode):
        with open(path, "rb") as fh:
            return ("file", None, hashlib.sha256(fh.read()).hexdigest(), st.st_mtime_ns)
    return ("special", stat.S_IFMT(st.st_mode), None, None)


def snapshot(root) -> dict[str, tuple]:
    """{path relative to ``root``, with /: ``entry``} of everything under ``root``."""
    root = str(root)
    out = {}
    for base, dirs, files in os.walk(root):  # os.walk never descends into a linked folder
        for name in dirs + files:
            path = os.path.join(base, name)
            out[os.path.relpath(path, root).replace(os.sep, "/")] = entry(path)
    return out


def under(rel: str, folders) -> bool:
    """``rel`` is one of ``folders`` (relative paths with /) or lies inside one."""
    return any(rel == f or rel.startswith(f.rstrip("/") + "/") for f in folders)


NOTICES = ("spatial-iq generate: note:", "spatial-iq generate: progress:")


def notice(line: str) -> bool:
    """A stderr line that is not an error: a warning, or what a long command says while it
    works (``spatial-iq generate: note: ...`` / ``... progress: ...``; docs/errors.md)."""
    return "warning:" in line or line.startswith(NOTICES)
