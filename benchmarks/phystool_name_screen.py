"""Nameability screen: one scene-scale crop of every drawn base tool, on anonymous numbered
sheets for blind raters, with the key kept apart (docs/phystool.md, "Per-tool screen").

Each crop is cut from a real 1024 x 1024 scene of the seed (the same renderer, camera and
neighbours a query has): the scenes are the fewest of the first ``--candidates`` that hold every
tool screened (greedy set cover), and a tool's crop is its largest instance among them, framed
1.5 x its extent and outlined by a magenta ring drawn outside its mask. Tiles are shuffled by
``--shuffle`` so that a family's members do not sit together.

    python benchmarks/phystool_name_screen.py sheets OUT [--seed 3100] [--tools "a,b"] [--workers 2]
    python benchmarks/phystool_name_screen.py weigh [GRADES.tsv ...] [--seed 3100] [--scenes 600]
    python benchmarks/phystool_name_screen.py scenes OUT KEYDIR [--seed 2040] [--n 20]
    python benchmarks/phystool_name_screen.py tally RATING.tsv
    python benchmarks/phystool_name_screen.py named
    python benchmarks/phystool_name_screen.py templates [--assume-named "a,b"]
    python benchmarks/phystool_name_screen.py grade KEY.tsv ANSWERS.tsv [...] --raters t,u,v --out TABLE.tsv
    python benchmarks/phystool_name_screen.py rate OUT KEYDIR [--tools "a,b"] [--seed 4405]
    python benchmarks/phystool_name_screen.py record TABLE.tsv --as phystool_name_screen_ID.tsv

``sheets`` writes OUT/sheetNN.png (12 tiles each, numbered #1...) and OUT/key.tsv (tile, base
tool, library name, area in px, scene index); give raters only the sheets. ``weigh`` reads the
graded tables (by default ``EVIDENCE``, every table in docs/ in the order taken; ``verdicts``:
a screen of a new or redrawn drawing sets its verdict, and the scene readings of that drawing
since, pooled, decide once there are ``SCENE_MIN`` of them) and prints the share of tools
named, and the share of tool instances named over the scenes of a seed: the figure a blind
rating of random scenes estimates. Drawn tools no
table grades are counted apart.

``scenes`` writes the scene rating's pictures: queries 0..n-1 of a seed, each as OUT/sceneNN.png
and OUT/sceneNN_numbered.png (a numbered tag on a pixel of each tool near its centre), and
KEYDIR/key.tsv (scene, tag, base tool, name, role, area); raters name every tag, as
OUT/instructions.txt asks ("S-T: name [sure]" a line, which ``grade`` reads). ``tally``
reads a graded rating (the key's columns, each rater's reply ``rater_<r>`` as "name [sure |
likely | unsure]" and the grader's ``named_<r>`` 0/1, as docs/phystool_scene_rating_2040.tsv)
and prints each rater's share, by role and by scene, twice: as the grader judged and as the
project's scorer reads the reply (``scorer_names``: a reply names a tool when it is sure or
likely, names one tool, and ``names.match_name``, shown every base tool of the library,
picks the tool's base or its ``one_name`` group -- the rule a model's answer is scored by).
``grade`` joins a key (``sheets``' or ``scenes``') with each rater's answers (tab-separated:
``tile`` or ``scene`` and ``tag``, then ``name`` and ``confidence``) into a graded table
graded by the scorer: a screen's ``named`` is 1 when most raters name the tool, a scene
rating gets ``named_<r>`` per rater. ``named`` writes the verdicts into needs.yaml's ``named``
list (after a new table joins ``EVIDENCE``); ``templates`` then prints which task templates the
generator can use (a scene holds only named tools, and a query's needs must leave a text-only
guess ``fit.MIN_GUESS_ODDS`` answers: docs/phystool.md, "Answers from the picture") with the
share of the queries the generator's law expects each to take (``template_law.Fair.shares``) and,
for each template it cannot, the needs with fewer than ``fit.MIN_NAMED_CHOICES`` named tools;
``--assume-named`` counts drawn tools as named for that printout (what rating them would make
usable). ``rate`` writes rating pictures of drawn tools no rater has read (``NEW_TOOLS``): each
in a scene of its own among named look-alikes, every tool tagged with a number running on over
the pictures, no names, with the raters' instructions beside them and the key (``role`` new or
control) apart; ``grade`` also reads a rater's free-text answers ("N: name [sure]"), and a
rating picture's controls give no verdict. ``record`` puts a graded table into docs/ and last
into ``EVIDENCE``, then runs ``named``.
"""

import argparse
import csv
import os
import random
import re
from collections import Counter
from contextlib import nullcontext
from multiprocessing import Pool

import numpy as np
from PIL import Image, ImageDraw, ImageFont
from scipy import ndimage

from generators.phystool.fit import kin as library_kin
from generators.phystool.fit import load as load_fit
from generators.phystool.library import load
from generators.phystool.names import aliases, match_name, normalise
from generators.phystool.scene import build_item, default_pc
from generators.phystool.tasks import load as load_tasks
from generators.phystool.template_law import Fair

TILE, PER_SHEET, COLS = 340, 12, 4
RING = (255, 0, 255)

_STATE: dict = {}


def _init(seed: int) -> None:
    lib = load()
    _STATE.update(lib=lib, templates=load_tasks(lib=lib), pc=default_pc(), seed=seed)


def _record(index: int) -> dict:
    st = _STATE
    return build_item(st["lib"], st["templates"], st["seed"], index, st["pc"], draw=False)[0]


def _drawn(index: int) -> tuple[int, dict, np.ndarray, np.ndarray]:
    st = _STATE
    rec, rgb, inst = build_item(st["lib"], st["templates"], st["seed"], index, st["pc"], draw=True)
    return index, rec, rgb, inst


def cover(sets: list[set], wanted: set) -> list[int]:
    """Greedy set cover: indices of scenes that together hold every wanted tool they can."""
    left, chosen = set(wanted), []
    while left:
        best = max(range(len(sets)), key=lambda i: (len(sets[i] & left), -i))
        if not sets[best] & left:
            break
        chosen.append(best)
        left -= sets[best]
    return sorted(chosen)


def crop(rgb: np.ndarray, mask: np.ndarray) -> Image.Image:
    """The tool with its neighbours, 1.5 x its extent (at least 200 px), ringed in magenta."""
    ys, xs = np.nonzero(mask)
    side = max(200.0, max(np.ptp(ys), np.ptp(xs)) * 1.5 + 40)
    cy, cx = (ys.min() + ys.max()) / 2, (xs.min() + xs.max()) / 2
    out = rgb.copy()
    out[ndimage.binary_dilation(mask, iterations=6) & ~ndimage.binary_dilation(mask, iterations=4)] = RING
    h, w = mask.shape
    y0, x0 = int(max(0, cy - side / 2)), int(max(0, cx - side / 2))
    y1, x1 = int(min(h, cy + side / 2)), int(min(w, cx + side / 2))
    im = Image.fromarray(out[y0:y1, x0:x1])
    s = min(TILE / im.width, TILE / im.height, 1.6)
    return im.resize((max(1, round(im.width * s)), max(1, round(im.height * s))), Image.LANCZOS)


def sheets(args) -> None:
    lib = load()
    base = {t["name"]: t["base_name"] for t in lib.tools}
    wanted = set(args.tools.split(",")) if args.tools else set(load_fit().drawn())
    unknown = wanted - set(base.values())
    if unknown:
        raise SystemExit(f"not base tools of the library: {sorted(unknown)}; give base names")
    os.makedirs(args.out, exist_ok=True)
    with Pool(args.workers, initializer=_init, initargs=(args.seed,)) as pool:
        recs = pool.map(_record, range(args.candidates), chunksize=8)
        sets = [{base[v["name"]] for v in r["visible_tools"]} for r in recs]
        scenes = cover(sets, wanted)
        best: dict[str, tuple] = {}
        for index, rec, rgb, inst in pool.imap(_drawn, scenes):
            for v in rec["visible_tools"]:
                b, mask = base[v["name"]], inst == v["instance_id"]
                area = int(mask.sum())
                if b in wanted and area and (b not in best or best[b][0] < area):
                    best[b] = (area, index, v["name"], crop(rgb, mask))
    order = sorted(best)
    random.Random(args.shuffle).shuffle(order)
    font = ImageFont.load_default()
    with open(os.path.join(args.out, "key.tsv"), "w") as fh:
        fh.write("tile\tbase\tname\tarea_px\tscene\n")
        for k, b in enumerate(order, start=1):
            fh.write(f"{k}\t{b}\t{best[b][2]}\t{best[b][0]}\t{best[b][1]}\n")
    for s in range(0, len(order), PER_SHEET):
        group = order[s:s + PER_SHEET]
        rows = (len(group) + COLS - 1) // COLS
        sheet = Image.new("RGB", (COLS * (TILE + 10), rows * (TILE + 30)), (255, 255, 255))
        draw = ImageDraw.Draw(sheet)
        for j, b in enumerate(group):
            im = best[b][3]
            x, y = (j % COLS) * (TILE + 10), (j // COLS) * (TILE + 30)
            sheet.paste(im, (x + (TILE - im.width) // 2, y + 24 + (TILE - im.height) // 2))
            draw.rectangle((x, y, x + 46, y + 20), fill=(0, 0, 0))
            draw.text((x + 6, y + 5), f"#{s + j + 1}", fill=(255, 255, 255), font=font)
        sheet.save(os.path.join(args.out, f"sheet{s // PER_SHEET + 1:02d}.png"))
    missing = sorted(wanted - set(best))
    print(f"{args.out}: {len(order)} tools on {(len(order) + PER_SHEET - 1) // PER_SHEET} sheets "
          f"from {len(scenes)} scenes of seed {args.seed}"
          + (f"; not in the first {args.candidates} scenes: {missing}" if missing else ""))


DOCS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs")
EVIDENCE = (  # the graded tables in docs/, in the order they were taken (``verdicts``)
    "phystool_name_screen_3100.tsv", "phystool_name_screen_3101.tsv", "phystool_name_screen_3102.tsv",
    "phystool_name_screen_3103.tsv", "phystool_scene_rating_2040.tsv", "phystool_name_screen_3104.tsv",
    "phystool_scene_rating_2041.tsv", "phystool_name_screen_3106.tsv", "phystool_name_screen_3107.tsv",
    "phystool_scene_rating_2042.tsv", "phystool_name_screen_3108.tsv", "phystool_name_screen_3109.tsv",
    "phystool_scene_rating_2043.tsv", "phystool_name_screen_3110.tsv", "phystool_scene_rating_2044.tsv",
    "phystool_scene_rating_2045.tsv", "phystool_scene_rating_2046.tsv", "phystool_scene_rating_2047.tsv",
    "phystool_scene_rating_2048.tsv",
    "phystool_name_screen_4404.tsv",
    "phystool_name_screen_4405.tsv",
    "phystool_scene_rating_4421.tsv",
    "phystool_scene_rating_4422.tsv",
    "phystool_scene_rating_4431.tsv",
    "phystool_scene_rating_4432.tsv",
    "phystool_name_screen_4441.tsv",
    "phystool_name_screen_4442.tsv",
    "phystool_name_screen_4471.tsv",
    "phystool_name_screen_4472.tsv",
    "phystool_scene_rating_4481.tsv",
    "phystool_scene_rating_4482.tsv",
    "phystool_scene_rating_4483.tsv",
    "phystool_name_screen_4501.tsv",
    "phystool_name_screen_4502.tsv",
    "phystool_scene_rating_4511.tsv",
    "phystool_scene_rating_4512.tsv",
    "phystool_name_screen_4601.tsv",
    "phystool_name_screen_4602.tsv",
    "phystool_scene_rating_4611.tsv",
    "phystool_scene_rating_4612.tsv",
    "phystool_name_screen_4701.tsv",
    "phystool_name_screen_4702.tsv",
    "phystool_scene_rating_4711.tsv",
    "phystool_scene_rating_4712.tsv",
    "phystool_name_screen_4801.tsv",
    "phystool_name_screen_4802.tsv",
    "phystool_name_screen_4803.tsv",
    "phystool_name_screen_4804.tsv",
    "phystool_scene_rating_4811.tsv",
    "phystool_scene_rating_4812.tsv",
    "phystool_name_screen_4901.tsv",
    "phystool_name_screen_4902.tsv",
    "phystool_scene_rating_4911.tsv",
    "phystool_scene_rating_4912.tsv",
    "phystool_name_screen_4903.tsv",
    "phystool_name_screen_4904.tsv",
    "phystool_name_screen_4905.tsv",
    "phystool_name_screen_4906.tsv",
    "phystool_scene_rating_4921.tsv",
    "phystool_scene_rating_4922.tsv",
    "phystool_name_screen_5001.tsv",
    "phystool_name_screen_5002.tsv",
    "phystool_scene_rating_5011.tsv",
    "phystool_scene_rating_5012.tsv",
    "phystool_name_screen_5003.tsv",
    "phystool_name_screen_5004.tsv",
    "phystool_name_screen_5101.tsv",
    "phystool_name_screen_5102.tsv",
    "phystool_scene_rating_5121.tsv",
    "phystool_scene_rating_5122.tsv",
    "phystool_name_screen_5103.tsv",
    "phystool_name_screen_5104.tsv",
    "phystool_name_screen_5201.tsv",
    "phystool_name_screen_5202.tsv",
    "phystool_scene_rating_5221.tsv",
    "phystool_scene_rating_5222.tsv",
    "phystool_name_screen_5301.tsv",
    "phystool_name_screen_5302.tsv",
    "phystool_scene_rating_5321.tsv",
    "phystool_scene_rating_5322.tsv",
)
SCENE_MIN = 4  # readings of a base tool in one scene rating (all raters) that give it a verdict
SCENE_BAR = 0.75  # the naming rate a drawing's pooled readings must not fall clearly below
SCENE_CONFIDENCE = 0.80  # two-sided Wilson interval: its upper end is a one-sided 90 % bound


def named_by_readings(k: int, n: int) -> bool:
    """Whether ``k`` of ``n`` pooled scene readings keep a drawing named: unless they show, at
    90 % one-sided confidence (the upper end of the two-sided 80 % Wilson interval), that people
    name it less than ``SCENE_BAR`` of the time. A tool people name 85 % of the time is taken out
    by chance with 4 readings about once in 80 (1 or 0 of 4) and less often as readings pool;
    one named about half the time is out once its readings say so (16 of 30: at most 65 %)."""
    from scipy.stats import binomtest

    return bool(binomtest(k, n).proportion_ci(confidence_level=SCENE_CONFIDENCE, method="wilson").high
                >= SCENE_BAR)


def records(paths: list[str], lib=None) -> tuple[dict[str, int], dict[str, list[bool]]]:
    """The graded tables read in the order taken: each base tool's screen verdict, and the
    scene readings of its current drawing (every rater's reply since that screen, as the
    scorer reads it: ``scorer_names``). A screen (a table with a ``named`` column) reads a new
    or redrawn drawing, so it drops the scene readings of the drawing before; a rating
    picture's controls are context (``rate``) and drop nothing.

    Screens in a row of one drawing pool: when a screen's key gives a tool the same
    ``drawing`` fingerprint as its screen before (``drawing``; keys ``rate`` writes carry it,
    the tables recorded before it did not), the verdict is whether more than half of all
    their raters named it (``hits``, as graded), and the scene readings of that drawing are
    kept (screening a drawing again never erases what the tables showed of it); otherwise the
    latest screen's verdict stands."""
    screens: dict[str, int] = {}
    pooled: dict[str, tuple[str, int, int]] = {}  # base -> (drawing, raters naming it, raters)
    reads: dict[str, list[bool]] = {}
    for path in paths:
        with open(path) as fh:
            rows = list(csv.DictReader(fh, delimiter="\t"))
        if rows and "named" in rows[0]:
            for r in rows:
                if r.get("role") == "control":
                    continue
                b, mark = r["base"], r.get("drawing") or ""
                n = sum(c.startswith("rater_") for c in r)
                hits = int(r["hits"]) if (r.get("hits") or "") != "" else None
                before = pooled.get(b)
                same = bool(mark) and before is not None and before[0] == mark
                if same and hits is not None:
                    hits, n = before[1] + hits, before[2] + n
                    screens[b] = int(2 * hits > n)
                else:
                    screens[b] = int(r["named"])
                pooled[b] = (mark, hits, n) if hits is not None else ("", 0, 0)
                if not same:  # the same drawing screened again keeps the readings of it
                    reads.pop(b, None)
            continue
        lib = lib or load()
        for col in [c for c in (rows[0] if rows else {}) if c.startswith("rater_")]:
            for r, ok in zip(rows, scorer_names([r[col] for r in rows], [r["base"] for r in rows], lib)):
                reads.setdefault(r["base"], []).append(ok)
    return screens, reads


def verdicts(paths: list[str], lib=None) -> dict[str, int]:
    """Each base tool's verdict, 1 named or 0 missed: its latest screen's, until the scene
    readings of that drawing (``records``) number SCENE_MIN or more; then those readings,
    pooled over every scene rating since the screen, decide (``named_by_readings``: named unless
    they show that people name it less than three times in four; a tool the screen names from
    its crop but scene raters call by its kind's name, "tire pressure gauge" for the dial tire
    gauge, is missed).

    Pooled, not the latest rating's alone: a tool out of ``named`` leaves the scenes and is
    never read again, so letting each rating's few readings decide would take out, by chance,
    about one in nine of the tools people name 85 % of the time at every rating (2 or fewer of
    4 readings), and never give them back (docs/phystool.md, "Nameability check")."""
    out, reads = records(paths, lib)
    out.update({b: int(named_by_readings(sum(v), len(v))) for b, v in reads.items() if len(v) >= SCENE_MIN})
    return out


def named_tools(lib=None) -> list[str]:
    """The drawn tools whose verdict over ``EVIDENCE`` is named: needs.yaml ``named``."""
    found = verdicts([os.path.join(DOCS, f) for f in EVIDENCE], lib)
    return sorted((b for b in load_fit().drawn() if found.get(b) == 1), key=str.lower)


def write_named(tools: list[str], path: str) -> None:
    """Write ``tools`` as the ``named`` list of the needs file at ``path`` (its comments and
    everything else kept), whole or not at all."""
    import textwrap

    with open(path) as fh:
        text = fh.read()
    start = text.index("[", text.index("\nnamed:"))
    end = text.index("]", start) + 1
    items = ", ".join(f'"{b}"' if "'" in b else b for b in tools)
    body = "\n  ".join(textwrap.wrap(f"[{items}]", 92, break_on_hyphens=False))
    with open(path + ".part", "w") as fh:
        fh.write(text[:start] + body + text[end:])
    os.replace(path + ".part", path)


def named(args) -> None:
    from generators.phystool.fit import NEEDS_PATH

    tools = named_tools()
    write_named(tools, NEEDS_PATH)
    print(f"{NEEDS_PATH}: 'named' lists {len(tools)} tools")


def weigh(args) -> None:
    named = verdicts(args.grades or [os.path.join(DOCS, f) for f in EVIDENCE])
    lib = load()
    base = {t["name"]: t["base_name"] for t in lib.tools}
    with Pool(args.workers, initializer=_init, initargs=(args.seed,)) as pool:
        recs = pool.map(_record, range(args.scenes), chunksize=8)
    counts = Counter(base[v["name"]] for r in recs for v in r["visible_tools"])
    graded = {b: c for b, c in counts.items() if b in named}
    share = sum(c * named[b] for b, c in graded.items()) / sum(graded.values())
    tools = sum(named[b] for b in graded)
    print(f"tools named (of those on the table): {tools}/{len(graded)} = {tools / len(graded):.1%}")
    print(f"instances named over {args.scenes} scenes of seed {args.seed}: {share:.1%} "
          f"({sum(graded.values())} instances; {len(counts) - len(graded)} drawn tools not graded)")


def scenes(args) -> None:
    os.makedirs(args.out, exist_ok=True)
    os.makedirs(args.keydir, exist_ok=True)
    base = {t["name"]: t["base_name"] for t in load().tools}
    font = ImageFont.load_default(size=22)
    rows = []
    if args.workers > 1:
        workers = Pool(args.workers, initializer=_init, initargs=(args.seed,))
    else:  # draw here (a script loaded by path, as the tests load it, cannot be pickled to a pool)
        _init(args.seed)
        workers = nullcontext()
    with workers as pool:
        for index, rec, rgb, inst in (pool.imap if pool else map)(_drawn, range(args.n)):
            Image.fromarray(rgb).save(os.path.join(args.out, f"scene{index + 1:02d}.png"))
            im = Image.fromarray(rgb)
            draw = ImageDraw.Draw(im)
            for tag, v in enumerate(rec["visible_tools"], start=1):
                ys, xs = np.nonzero(inst == v["instance_id"])
                if not len(ys):
                    continue
                k = int(np.argmin((ys - ys.mean()) ** 2 + (xs - xs.mean()) ** 2))  # on the tool
                y, x = int(ys[k]), int(xs[k])
                draw.rectangle((x - 15, y - 13, x + 15, y + 13), fill=(0, 0, 0))
                draw.text((x, y), str(tag), fill=(255, 255, 0), font=font, anchor="mm")
                role = v["role"] if v["role"] == "target" else v["distractor_kind"]
                rows.append((index + 1, tag, base[v["name"]], v["name"], role, len(ys)))
            im.save(os.path.join(args.out, f"scene{index + 1:02d}_numbered.png"))
    with open(os.path.join(args.keydir, "key.tsv"), "w") as fh:
        fh.write("scene\ttag\tbase\tname\trole\tarea_px\n")
        fh.writelines("\t".join(map(str, r)) + "\n" for r in rows)
    with open(os.path.join(args.out, "instructions.txt"), "w") as fh:
        fh.write(SCENE_INSTRUCTIONS.format(n=args.n, last=f"{args.n:02d}"))
    print(f"{args.out}: {args.n} scenes of seed {args.seed}, {len(rows)} tagged tools; instructions in "
          f"{os.path.join(args.out, 'instructions.txt')}; key in {args.keydir}")


ANSWER_RULES = """\
Give one name per line: do not write "X or Y" or a second name in brackets. If you cannot
tell, write "?" with [unsure]. Do not look anything up and do not open any file but the
pictures.
"""  # the one-name rule, the same in both sets of instructions


SCENE_INSTRUCTIONS = """\
You will see {n} pictures of tools lying on a work surface, each twice: scene01.png ... scene{last}.png
as taken, and scene01_numbered.png ... with a yellow number on a black tag on every tool. The
numbers start again at 1 in each scene.

For every numbered tool, write the name of the tool as you would say it to a colleague: one
name, the most specific you are confident of (for example "claw hammer", not "hammer", if you
can tell), and how sure you are: sure, likely or unsure. One line per tool, the scene's number,
a dash and the tag's number first:

1-1: claw hammer [sure]
1-2: tape measure [likely]
1-3: ? [unsure]
2-1: ...

""" + ANSWER_RULES


REPLY = re.compile(r"\s*(.*?)\s*\[(sure|likely|unsure)\]\s*$")
HEDGE = re.compile(r"\bor\b|/|\?|\(")  # two names, or one with a second in brackets
PACKAGING = re.compile(r"^(an?|the|one|roll of|pair of|set of|pack of)\s+", re.I)


def scorer_names(replies: list[str], bases: list[str], lib=None) -> list[bool]:
    """Whether each reply names its base tool as the project's scorer reads it: a sure or
    likely reply of one name ("roll of duct tape" is duct tape; "X or Y", "X (Y)", "?" and
    [unsure] name nothing) that ``match_name``, over one entry per base tool of the library
    (the tools of a ``one_name`` group as one, with all their names), matches to the base."""
    lib = lib or load()
    kin = library_kin(lib)
    label = dict(kin)
    entries: dict[str, dict] = {}
    for t in lib.tools:
        b = t["base_name"]
        e = entries.setdefault(label.get(normalise(b), b), {"name": b, "base_name": b, "synonyms": [],
                                                             "base_synonyms": []})
        e["synonyms"] += [t["name"], *t.get("synonyms", [])]
        if b != e["base_name"]:
            e["synonyms"].append(b)
        e["base_synonyms"] += t.get("base_synonyms", [])
    for e in entries.values():  # each name once: every variant repeats its base's synonyms
        e["synonyms"] = list(dict.fromkeys(e["synonyms"]))
        e["base_synonyms"] = list(dict.fromkeys(e["base_synonyms"]))
    keys, visible = list(entries), list(entries.values())
    table = aliases(visible)
    out, memo = [], {}  # a name's match, once per name (readings repeat names)
    for reply, base in zip(replies, bases):
        m = REPLY.match(reply)
        name = PACKAGING.sub("", m.group(1)) if m and m.group(2) != "unsure" else ""
        if name and not HEDGE.search(name) and name not in memo:
            memo[name] = match_name(name, visible, table, kin)[0]
        hit = memo.get(name)
        out.append(hit is not None and keys[hit] == label.get(normalise(base), base))
    return out


FREE = re.compile(r"^\s*#?(\d+)\s*[:.)=-]\s*(.*?)\s*(?:\[\s*(sure|likely|unsure)\s*\])?\s*$", re.I)
FREE_SCENE = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*[:.)=]\s*(.*?)\s*(?:\[\s*(sure|likely|unsure)\s*\])?\s*$",
                        re.I)


def read_answers(path: str, cols: list[str]) -> list[dict]:
    """A rater's answers: a tab-separated table (``cols``, ``name``, ``confidence``), or the
    free text of the instructions: for a key by ``tile`` (``rate``) one "N: name [sure]" a line,
    for a scene rating's key (``scenes``) one "S-T: name [sure]" a line, scene S, tag T (a name
    with no confidence counts as likely; "?" names nothing)."""
    with open(path) as fh:
        text = fh.read()
    first = text.splitlines()[0] if text.strip() else ""
    if "\t" in first and "name" in first.split("\t"):
        return list(csv.DictReader(text.splitlines(), delimiter="\t"))
    form, pattern = ("N", FREE) if cols == ["tile"] else ("S-T", FREE_SCENE)
    out = []
    for line in text.splitlines():
        m = pattern.match(line)
        if m:
            *keys, name, conf = m.groups()
            keys = [str(int(k)) for k in keys]  # "01-03" is scene 1, tag 3
            out.append({**dict(zip(cols, keys)), "name": name, "confidence": (conf or "likely").lower()})
        elif line.strip():
            raise SystemExit(f"grade: {path}: cannot read {line.strip()!r}; "
                             f"write '{form}: name [sure|likely|unsure]'")
    return out


def grade(args) -> None:
    if os.path.exists(args.out):
        raise SystemExit(f"grade: {args.out} exists; a graded table is never overwritten: remove it "
                         "or give another --out")
    path = os.path.join(args.key, "key.tsv") if os.path.isdir(args.key) else args.key
    if not os.path.isfile(path):
        raise SystemExit(f"grade: no key at {path}; give the key.tsv (or its folder) that rate or "
                         "scenes wrote")
    with open(path) as fh:
        key = list(csv.DictReader(fh, delimiter="\t"))
    raters = args.raters.split(",")
    if len(raters) != len(args.answers):
        raise SystemExit(f"grade: {len(args.answers)} answer files but {len(raters)} raters; "
                         "give one letter per file in --raters")
    cols = ["scene", "tag"] if "tag" in key[0] else ["tile"]
    lib = load()
    out = [dict(r) for r in key]
    for r, path in zip(raters, args.answers):
        said = {tuple(a[c] for c in cols): f"{a['name']} [{a['confidence']}]"
                for a in read_answers(path, cols)}
        missing = [k for k in (tuple(x[c] for c in cols) for x in key) if k not in said]
        if missing:
            raise SystemExit(f"grade: {path} has no answer for {cols} = {missing[0]}; "
                             "every key row needs one")
        replies = [said[tuple(x[c] for c in cols)] for x in key]
        for row, reply, ok in zip(out, replies, scorer_names(replies, [x["base"] for x in key], lib)):
            row["rater_" + r] = reply
            if cols != ["tile"]:
                row["named_" + r] = int(ok)
            row.setdefault("_hits", 0)
            row["_hits"] += int(ok)
    for row in out:
        hits = row.pop("_hits")
        if cols == ["tile"]:
            row["hits"] = hits  # frozen as graded: screens of one drawing pool them (``records``)
            row["named"] = int(2 * hits > len(raters))
    with open(args.out + ".part", "w", newline="") as fh:
        w = csv.DictWriter(fh, list(out[0]), delimiter="\t", lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    os.replace(args.out + ".part", args.out)
    print(f"wrote {args.out}: {len(out)} rows, {len(raters)} raters")
    for row in out:  # a rating picture's new tools (``rate``): the verdicts the table will give
        if row.get("role") == "new":
            said = "; ".join(f"{r}: {row['rater_' + r]}" for r in raters)
            print(f"  {row['base']}: {'named' if int(row['named']) else 'missed'} ({said})")


def tally(args) -> None:
    with open(args.rating) as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    lib = load()
    for col in [c for c in rows[0] if c.startswith("named_")]:
        rater = col[6:]
        by = {"grader": [int(r[col]) for r in rows],
              "scorer": [int(x) for x in scorer_names([r["rater_" + rater] for r in rows],
                                                      [r["base"] for r in rows], lib)]}
        for how, marks in by.items():
            hit = sum(marks)
            line = f"rater {rater} ({how}): {hit}/{len(rows)} = {hit / len(rows):.1%}"
            for label, pick in (("targets", lambda r: r["role"] == "target"),
                                ("distractors", lambda r: r["role"] != "target")):
                part = [m for m, r in zip(marks, rows) if pick(r)]
                line += f"; {label} {sum(part)}/{len(part)}"
            per = Counter(), Counter()
            for m, r in zip(marks, rows):
                per[0][int(r["scene"])] += m
                per[1][int(r["scene"])] += 1
            print(line + "\n  by scene: " + " ".join(f"{per[0][s]}/{per[1][s]}" for s in sorted(per[1])))


# drawn tools awaiting raters: none now (issue 44's four were named: the hand screw clamp, arbor
# press and heat-shrink tubing by seed 4404's raters, the redrawn cordless ratchet by seed 4405's);
# a tool drawn next is listed here, or passed with --tools
NEW_TOOLS: tuple[str, ...] = ()
RATE_NEIGHBOURS = 5  # other tools in each rating picture


def neighbours(base: str, model, lib, taken: set, rng, n: int = RATE_NEIGHBOURS) -> list[str]:
    """Named drawn tools to stand beside a new tool in a rating picture: its look-alikes first
    (the named tools of the needs it meets and of those needs' ``near``, then its visual family),
    then named tools of its domain; each base once over all the pictures where it can be."""
    tools = {t["base_name"]: t for t in lib.tools}
    pool = [b for b in sorted(model.named) if b in tools and b != base]
    kin = [b for n in model.needs.values() if base in n.tools for b in (*n.tools, *n.near)]
    fam = [b for b in pool if tools[b]["shape_family"] == tools[base]["shape_family"]]
    dom = [b for b in pool if tools[b]["domain"] == tools[base]["domain"]]
    rest = list(pool)
    out: list[str] = []
    for group in (kin, fam, dom, rest):
        group = [b for b in dict.fromkeys(group) if b in model.named and b != base and b not in out]
        rng.shuffle(group)
        for b in sorted(group, key=lambda b: b in taken):  # a base not yet shown first
            if len(out) < n:
                out.append(b)
    return out


def rate(args) -> None:
    """Rating pictures for drawn tools no rater has read (``NEW_TOOLS`` by default): each in a
    scene of its own among named look-alikes, laid out, lit and framed as a query's scene, every
    tool tagged with a number that runs on over the pictures; no names. Writes OUT/pictureNN.png
    (tagged) and OUT/instructions.txt for raters, and KEYDIR/key.tsv (tile, base, name, role
    new or control, picture, area_px, drawing: the tool's ``drawing`` fingerprint), which
    raters must not see."""
    from generators.phystool.fit import MIN_DRAWN_LENGTH
    from generators.phystool.layout import choose_surface, place
    from generators.phystool.render import frame_points, pixel_counts, render
    from generators.phystool.scene import tool_boxes

    lib, model, pc = load(), load_fit(), default_pc()
    wanted = [b.strip() for b in (args.tools.split(",") if args.tools else NEW_TOOLS) if b.strip()]
    if not wanted:
        raise SystemExit("rate: no drawn tool awaits raters (NEW_TOOLS is empty); name the tools to "
                         "rate with --tools 'base name,...'")
    unknown = sorted(set(wanted) - model.drawn())
    if unknown:
        raise SystemExit(f"rate: {unknown} are not drawn tools (no need, look-alike or filler lists them)")
    variants: dict[str, list[dict]] = {}
    for t in lib.tools:
        if t["length_m"] >= MIN_DRAWN_LENGTH:
            variants.setdefault(t["base_name"], []).append(t)
    os.makedirs(args.out, exist_ok=True)
    os.makedirs(args.keydir, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    font = ImageFont.load_default(size=22)
    rows, taken, tile = [], set(), 0
    for k, base in enumerate(wanted, start=1):
        others = neighbours(base, model, lib, taken, random.Random(args.seed * 1000 + k))
        taken |= set(others)
        bases = [base, *others]
        order = rng.permutation(len(bases))
        bases = [bases[i] for i in order]
        tools = [variants[b][len(variants[b]) // 2] for b in bases]
        for _ in range(20):
            sizes = [tuple(t["size_m"]) for t in tools]
            surface = choose_surface(sizes, "auto", rng)
            lay = place(sizes, surface, rng)
            elev = 90.0 if surface == "pegboard" else float(pc["elevation_deg"])
            azimuth = float(rng.uniform(-1, 1) * float(pc["azimuth_jitter_deg"]))
            cam = frame_points(np.concatenate(tool_boxes(tools, lay["poses"])), elev, azimuth,
                               float(pc["fov_deg"]), int(pc["width"]), int(pc["height"]))
            rgb, inst = render(tools, lay, cam, supersample=int(pc.get("supersample", 2)))
            counts = pixel_counts(inst, len(tools))
            if counts.min() >= min_area_px(pc):
                break
        im = Image.fromarray(rgb)
        draw = ImageDraw.Draw(im)
        for j, (b, t) in enumerate(zip(bases, tools), start=1):
            ys, xs = np.nonzero(inst == j)
            tile += 1
            if len(ys):
                c = int(np.argmin((ys - ys.mean()) ** 2 + (xs - xs.mean()) ** 2))  # on the tool
                y, x = int(ys[c]), int(xs[c])
                draw.rectangle((x - 17, y - 13, x + 17, y + 13), fill=(0, 0, 0))
                draw.text((x, y), str(tile), fill=(255, 255, 0), font=font, anchor="mm")
            rows.append((tile, b, t["name"], "new" if b == base else "control", k, len(ys), drawing(t)))
        im.save(os.path.join(args.out, f"picture{k:02d}.png"))
    with open(os.path.join(args.keydir, "key.tsv"), "w") as fh:
        fh.write("tile\tbase\tname\trole\tpicture\tarea_px\tdrawing\n")
        fh.writelines("\t".join(map(str, r)) + "\n" for r in rows)
    with open(os.path.join(args.out, "instructions.txt"), "w") as fh:
        fh.write(RATER_INSTRUCTIONS.format(n=len(wanted), tiles=tile))
    print(f"{args.out}: {len(wanted)} pictures, {tile} numbered tools; instructions in "
          f"{os.path.join(args.out, 'instructions.txt')}; key in {os.path.join(args.keydir, 'key.tsv')}")


def drawing(tool: dict) -> str:
    """A fingerprint of how ``tool`` is drawn: the first 12 hex digits of the SHA-1 of its mesh
    (vertices to 0.01 mm, faces, face colours). Two screens whose keys give a base tool one
    fingerprint read one drawing, and ``records`` pools their raters."""
    import hashlib

    from generators.phystool.meshes import tool_mesh

    v, f, c = tool_mesh(tool)
    h = hashlib.sha1()
    for a in (np.round(np.asarray(v, float), 5), np.asarray(f, np.int64), np.round(np.asarray(c, float), 4)):
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()[:12]


def min_area_px(pc) -> float:
    from generators.phystool.scene import min_area

    return min_area(pc)


RATER_INSTRUCTIONS = """\
You will see {n} pictures (picture01.png ...) of tools lying on a work surface. Each tool has a
yellow number on a black tag; the numbers run from 1 to {tiles} over all the pictures.

For every number, write the name of the tool as you would say it to a colleague: one name,
the most specific you are confident of (for example "claw hammer", not "hammer", if you can
tell), and how sure you are: sure, likely or unsure. One line per number, in this form:

1: claw hammer [sure]
2: tape measure [likely]
3: ? [unsure]

""" + ANSWER_RULES


def record(args) -> None:
    """Put a graded table into docs/ and last into ``EVIDENCE`` (a screen's verdicts replace
    those of the drawing before; a scene rating's readings join the record of each drawing it
    read), then write needs.yaml's ``named`` (``named``)."""
    name = os.path.basename(args.as_name)
    if not re.fullmatch(r"phystool_(name_screen|scene_rating)_[\w-]+\.tsv", name):
        raise SystemExit("record: --as must be phystool_name_screen_<id>.tsv or "
                         "phystool_scene_rating_<id>.tsv")
    dest = os.path.join(DOCS, name)
    if os.path.exists(dest) or name in EVIDENCE:
        raise SystemExit(f"record: {dest} is already recorded; a graded table is never overwritten")
    me = os.path.abspath(__file__)
    with open(me) as fh:
        source = fh.read()
    last = f'"{EVIDENCE[-1]}",\n)'
    if source.count(last) != 1:
        raise SystemExit(f"record: cannot find the end of EVIDENCE in {me}; add {name!r} to it by hand")
    with open(args.table) as src, open(dest, "w") as fh:
        fh.write(src.read())
    with open(me + ".part", "w") as fh:
        fh.write(source.replace(last, f'"{EVIDENCE[-1]}",\n    "{name}",\n)'))
    os.replace(me + ".part", me)
    globals()["EVIDENCE"] = (*EVIDENCE, name)  # as the file now says, for ``named`` below
    print(f"{dest}: recorded, and added to EVIDENCE in {me}")
    named(args)


def templates(args) -> None:
    from dataclasses import replace

    from generators.phystool.fit import MIN_NAMED_CHOICES, open_choices, step_slots
    from generators.phystool.queries import QueryConfig

    lib, model = load(), load_fit()
    assumed = [b.strip() for b in args.assume_named.split(",") if b.strip()]
    stray = sorted(set(assumed) - model.drawn())
    if stray:
        raise SystemExit(f"templates: --assume-named lists {stray}, which no need, look-alike or filler "
                         "draws")
    if assumed:  # what the generator could use once raters name these drawn tools
        model = replace(model, named=model.named | frozenset(assumed))
        print(f"assuming {', '.join(sorted(assumed))} named (not yet rated)")
    fair, tpls = Fair(lib, model), load_tasks(lib=lib)
    shares = fair.shares(tpls, QueryConfig().p_ordered)
    used = 0
    for t in tpls:
        plans = fair.plans(tpls, t)
        if plans:
            used += 1
            alone = any(len(p[0][0]) == 1 for p in plans.values())
            alone = "" if alone else ", in a chain with another of its domain"
            print(f"{t.id:20s} used{alone}: {shares.get(t.id, 0.0):.1%} of the queries expected")
        else:
            slots = step_slots([s for s in t.steps if not s.optional])
            short = [f"{n} ({', '.join(c) or 'none'} of {len(model.needs[n].tools)})"
                     for (_, n, _), c in zip(slots, open_choices(model, lib, slots, t.domain))
                     if len(c) < MIN_NAMED_CHOICES]
            why = "; ".join(short) or "its odds: no plan reaches fit.MIN_GUESS_ODDS"
            print(f"{t.id:20s} held back by {why}")
    print(f"{used} of {len(tpls)} templates used")


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("sheets")
    a.add_argument("out")
    a.add_argument("--seed", type=int, default=3100)
    a.add_argument("--candidates", type=int, default=600)
    a.add_argument("--tools", default="", help="comma-separated base names (default: every drawn tool)")
    a.add_argument("--shuffle", type=int, default=7)
    a.add_argument("--workers", type=int, default=2)
    b = sub.add_parser("weigh")
    b.add_argument("grades", nargs="*", help="graded tables in the order taken (default: EVIDENCE)")
    b.add_argument("--seed", type=int, default=3100)
    b.add_argument("--scenes", type=int, default=600)
    b.add_argument("--workers", type=int, default=2)
    c = sub.add_parser("scenes")
    c.add_argument("out")
    c.add_argument("keydir")
    c.add_argument("--seed", type=int, default=2040)
    c.add_argument("--n", type=int, default=20)
    c.add_argument("--workers", type=int, default=2)
    d = sub.add_parser("tally")
    d.add_argument("rating")
    g = sub.add_parser("grade")
    g.add_argument("key", help="the key.tsv that rate or scenes wrote, or its folder")
    g.add_argument("answers", nargs="+")
    g.add_argument("--raters", required=True, help="one letter per answer file, e.g. t,u,v")
    g.add_argument("--out", required=True)
    r = sub.add_parser("rate")
    r.add_argument("out")
    r.add_argument("keydir")
    r.add_argument("--tools", default="", help="comma-separated base names (default: NEW_TOOLS)")
    r.add_argument("--seed", type=int, default=4405)
    e = sub.add_parser("record")
    e.add_argument("table", help="a graded table (grade's --out)")
    e.add_argument("--as", dest="as_name", required=True,
                   help="its name in docs/, e.g. phystool_name_screen_4404.tsv")
    sub.add_parser("named")
    t = sub.add_parser("templates")
    t.add_argument("--assume-named", default="", help="comma-separated drawn base tools to count as named "
                   "(what rating them would make usable); default: needs.yaml's named list only")
    args = p.parse_args(argv)
    run = {"sheets": sheets, "weigh": weigh, "scenes": scenes, "tally": tally, "grade": grade, "named": named,
           "templates": templates, "rate": rate, "record": record}
    run[args.cmd](args)


if __name__ == "__main__":
    main()
