"""The HTML gallery: files and data are complete, and a real headless Chromium renders the
questions, options and answers (skipped, with the reason, where Chromium is missing)."""

import json
import re
import shutil
import subprocess

import numpy as np
import pytest
from PIL import Image

from generators.browse.gallery import write_gallery
from generators.dataset.run import generate
from generators.io.dataset import open_dataset
from tests.conftest import run_cli, small_config

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--virtual-time-budget=5000"]


@pytest.fixture(scope="module")
def gallery(tmp_path_factory):
    root = tmp_path_factory.mktemp("gal")
    generate(small_config(root / "ds", n_scenes=1), progress=False)
    page = write_gallery(open_dataset(str(root / "ds")), str(root / "g"), n_views=3)
    return root, page


def test_gallery_files(gallery):
    root, page = gallery
    data = json.loads((root / "g" / "data.js").read_text().removeprefix("const DATA = ").rstrip(";\n"))
    assert len(data) == 3
    for view in data:
        assert (root / "g" / view["image"]).is_file()
        modalities = {q["modality"] for q in view["questions"]}
        assert modalities == {"text", "text_mcq", "image_mcq", "image_edit"}
        for q in view["questions"]:
            for path in q["images"] + [o for o in q["options"] or [] if o.endswith(".png")]:
                assert (root / "g" / path).is_file(), path
            if q["modality"] == "image_mcq":
                assert len(q["options"]) == 5 and q["answer"] in "ABCDE"
                assert q["marked"] == q["images"][0] and q["marked"].endswith("_marks.png")
            if q["modality"] == "image_edit" and q["subtask"] in ("S2", "S3", "S4", "S5"):
                # a label map drawn for people: every group its own visible colour, not near-black
                mask = np.asarray(Image.open(root / "g" / q["answer_image"]).convert("RGB")).reshape(-1, 3)
                colours = {tuple(c) for c in np.unique(mask, axis=0).tolist()}
                background = max(colours, key=lambda c: (mask == c).all(1).sum())
                shown = colours - {background}
                assert shown and all(max(c) > 60 for c in shown), (q["id"], shown)
                n_groups = len(view_targets(root, view, q))
                assert len(shown) == n_groups, (q["id"], len(shown), n_groups)
    with pytest.raises(ValueError, match="already exists"):
        write_gallery(open_dataset(str(root / "ds")), str(root / "g"))
    r = run_cli("gallery", str(root / "ds"), "--views", "1")
    assert r.returncode == 0 and r.stdout.strip().endswith("gallery/index.html"), r.stderr


def view_targets(root, view, q):
    ds = open_dataset(str(root / "ds"))
    v = next(x for x in ds if x["scene_id"] == view["scene_id"] and x["view_id"] == view["view_id"])
    t = v["targets"][q["subtask"]]
    return [[b] for b in t] if q["subtask"] == "S5" else [g for g in t if g]


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_gallery_renders_in_headless_chromium(gallery, tmp_path):
    root, page = gallery
    profile = ["--user-data-dir=" + str(tmp_path / "profile")]
    dom = subprocess.run([CHROMIUM, *FLAGS, *profile, "--dump-dom", f"file://{page}"],
                         capture_output=True, text=True, timeout=120).stdout
    assert "view 1 of 3: scene 0, view 0" in dom  # the script ran
    assert dom.count('class="q"') >= 30 and "answer: " in dom  # ~35 questions a view
    data = json.loads((root / "g" / "data.js").read_text().removeprefix("const DATA = ").rstrip(";\n"))
    mcq = [q for q in data[0]["questions"] if q["modality"] == "image_mcq"]
    # marks questions: each its marked picture, its five options as text with their mistakes' names
    assert len(mcq) >= 8 and len(re.findall(r'<img src="images/[^"]+_marks\.png"', dom)) == len(mcq)
    for q in mcq:
        for option, kind in zip(q["options"], q["choice_types"]):
            assert f"<small>{kind}</small>{option}</div>" in dom, (q["id"], option)
    counts = re.findall(r'<div class="counts">(.*?)</div>', dom)
    one = r'(<span( class="correct")?>[A-E] \d+</span>( · )?){5}'
    assert counts and all(re.fullmatch(one, c) for c in counts), counts[:1]
    shot = tmp_path / "shot.png"
    subprocess.run([CHROMIUM, *FLAGS, *profile, "--window-size=1280,900", f"--screenshot={shot}",
                    f"file://{page}"], capture_output=True, timeout=120)
    img = np.asarray(Image.open(shot).convert("RGB"))
    assert img.shape[:2] == (900, 1280) and img.std() > 20  # a real page, not a blank one


PWN = "<img src=x onerror=\"document.title='pwned'\">"


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_data_never_becomes_markup_and_the_policy_blocks_inline_handlers(gallery, tmp_path):
    """Issue 14, item 4: label keys and values, subtask names, choice types and options that
    carry markup are shown as text; and were one ever put into the page as markup, the page's
    Content-Security-Policy would still not run its event handler (only the hashed script runs)."""
    root, page = gallery
    site = tmp_path / "g"
    shutil.copytree(root / "g", site)
    data = json.loads((site / "data.js").read_text().removeprefix("const DATA = ").rstrip(";\n"))
    data[0]["labels"] = {PWN: PWN}
    for q in data[0]["questions"]:
        q["subtask"], q["question"] = PWN, PWN
        if q.get("choice_types"):
            q["choice_types"] = [PWN] * len(q["choice_types"])
        if q["modality"] == "text_mcq":
            q["options"] = [PWN] * len(q["options"])
    (site / "data.js").write_text("const DATA = " + json.dumps(data) + ";\n")
    profile = ["--user-data-dir=" + str(tmp_path / "profile")]

    def dom_of(html):
        return subprocess.run([CHROMIUM, *FLAGS, *profile, "--dump-dom", f"file://{html}"],
                              capture_output=True, text=True, timeout=120).stdout

    dom = dom_of(site / "index.html")
    assert "view 1 of 3: scene 0, view 0" in dom  # the hashed inline script and data.js ran
    assert "<title>Spatial-IQ gallery</title>" in dom and "pwned</title>" not in dom
    assert "&lt;img src=x onerror=" in dom and '<img src="x"' not in dom
    # an escaping mistake simulated: raw markup with a handler in the page itself
    html = (site / "index.html").read_text()
    assert "Content-Security-Policy" in html and "'sha256-" in html
    (site / "raw.html").write_text(html.replace("<body>", "<body>" + PWN, 1))
    dom = dom_of(site / "raw.html")
    assert "view 1 of 3" in dom and "pwned</title>" not in dom
    # the same page without the policy runs the handler: the check above can fail
    bare = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
    (site / "bare.html").write_text(bare.replace("<body>", "<body>" + PWN, 1))
    assert "<title>pwned</title>" in dom_of(site / "bare.html")
