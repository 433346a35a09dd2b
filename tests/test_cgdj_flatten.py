"""Temporal flattening and keyframes: decode synthetic index frames back out of the grid."""

import os

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from generators.cgdj.banner import BannerStyle, layout_banner, render_banner
from generators.cgdj.flatten import cell_boxes, flatten, parse_grid
from generators.cgdj.keyframes import cut_frame, golden_frames, keyframes
from generators.cgdj.sampling import segment_centres, span_endpoints
from generators.cgdj.video_io import ArraySource, open_frames, write_frame_folder, write_video

from .cgdj_frames import index_frame, read_index

T = 157  # frames in the synthetic clip: not a multiple of any grid size


@pytest.fixture(scope="module")
def clips(tmp_path_factory):
    pytest.importorskip("imageio_ffmpeg")
    root = tmp_path_factory.mktemp("clips")
    frames = [index_frame(i) for i in range(T)]
    video = write_video(str(root / "index.mp4"), frames, fps=24)
    folder = write_frame_folder(str(root / "index_frames"), frames)
    return {"mp4": video, "folder": folder}


def test_sampling_hand_values():
    assert segment_centres(10, 4) == [1, 3, 6, 8]  # floor(1.25), floor(3.75), floor(6.25), floor(8.75)
    assert segment_centres(70, 70) == list(range(70))
    assert segment_centres(3, 5) == [0, 0, 1, 2, 2]  # short clip: repeats, in order
    assert span_endpoints(10, 4) == [0, 3, 6, 9]
    assert span_endpoints(10, 7) == [0, 2, 3, 5, 6, 8, 9]  # k * 1.5 rounded half up
    assert span_endpoints(5, 1) == [4]


@given(st.integers(1, 5000), st.integers(1, 200))
def test_sampling_invariants(total, n):
    for idx in (segment_centres(total, n), span_endpoints(total, n)):
        assert len(idx) == n and idx == sorted(idx) and 0 <= idx[0] and idx[-1] < total
        if total >= n:
            assert len(set(idx)) == n
    for k, i in enumerate(segment_centres(total, n)):  # frame i spans [i, i + 1): it meets segment k
        assert k * total // n <= i < (k + 1) * total / n
    ends = span_endpoints(total, n)
    assert ends[-1] == total - 1 and (n == 1 or ends[0] == 0)


@pytest.mark.parametrize("kind", ["mp4", "folder"])
@pytest.mark.parametrize("grid", ["5x8", "7x10", "8x12"])
def test_grid_holds_the_uniform_sample_row_major(clips, kind, grid):
    rows, cols = parse_grid(grid)
    src = open_frames(clips[kind])
    assert len(src) == T
    out = flatten(src, "How many blocks are there?", ["3", "4", "5", "6"], grid=grid)
    assert out.image.shape == (720, 1280, 3) and out.image.dtype == np.uint8
    expected = [((2 * k + 1) * T) // (2 * rows * cols) for k in range(rows * cols)]
    assert out.indices == expected
    decoded = [read_index(out.image, rect) for rect in out.cells]
    assert decoded == expected
    # row-major: cell k is in row k // cols, column k % cols
    for k, (x0, y0, x1, y1) in enumerate(out.cells):
        r, c = divmod(k, cols)
        assert y0 > out.banner.height - 1
        cw, ox = 1280 // cols, 1280 % cols // 2
        assert ox + c * cw <= x0 < x1 <= ox + (c + 1) * cw
        top = out.banner.height + (720 - out.banner.height) % rows // 2
        ch = (720 - out.banner.height) // rows
        assert top + r * ch <= y0 < y1 <= top + (r + 1) * ch
        assert abs((x1 - x0) / (y1 - y0) - 160 / 96) < 0.05  # aspect kept (fit)


def test_aspect_modes_and_cells_from_memory():
    src = ArraySource([index_frame(i, 64, 64) for i in range(70)])  # square frames
    for aspect in ("fit", "fill", "stretch"):
        out = flatten(src, "Q?", grid="7x10", aspect=aspect)
        assert [read_index(out.image, c) for c in out.cells] == list(range(70))
        w = {x1 - x0 for x0, _, x1, _ in out.cells}
        h = {y1 - y0 for _, y0, _, y1 in out.cells}
        if aspect == "fit":
            assert w == h  # square frames stay square, letterboxed
        else:
            assert w == {1280 // 10 - 4}  # the whole box minus 2 px padding a side


def test_cell_boxes_hand_layout():
    boxes = cell_boxes(2, 3, 300, 200, 40, 2)  # cells 100 x 80 below a 40 px band
    assert boxes[0] == (2, 42, 98, 118) and boxes[2] == (202, 42, 298, 118)
    assert boxes[3] == (2, 122, 98, 198) and boxes[5] == (202, 122, 298, 198)


LONG = ("A stack of wooden blocks is standing on a table near a window, and during the clip "
        "somebody slowly pulls one block out from the lowest layer of the left-most column while "
        "the camera keeps turning around the table; after the pull every block that was resting "
        "on it drops down until it meets the table or another block. Counting every block you can "
        "see together with all blocks that must be hidden behind or beneath the visible ones, how "
        "many blocks does the structure hold at the very end of the video, after nothing moves?")


def test_long_question_wraps_and_nothing_is_cut():
    style = BannerStyle()
    short = layout_banner("How many blocks?", ["1", "2"], 1280, 720, style)
    long = layout_banner(LONG, ["seven", "nine", "eleven", "a very long option that says thirteen"],
                         1280, 720, style)
    assert len(short.lines) == 2 and len(long.lines) > 4
    assert long.height > short.height and long.height <= 0.4 * 720
    words = " ".join(long.lines).split()
    assert words[:len(LONG.split())] == LONG.split()  # every word, in order
    from generators.cgdj.fonts import font
    f = font(long.fonts[0], long.font_size)
    assert all(f.getlength(line) <= 1280 - 2 * style.margin for line in long.lines)
    # the drawn band has ink on every line slot
    band = np.asarray(render_banner(long, 1280, style))
    for n in range(len(long.lines)):
        y = style.margin + n * long.line_height
        assert (band[y:y + long.line_height, :, 0] < 128).any()


def test_too_long_text_shrinks_then_refuses():
    style = BannerStyle()
    shrunk = layout_banner(LONG * 2, None, 1280, 720, style)
    assert style.min_font_size <= shrunk.font_size < style.font_size
    with pytest.raises(ValueError, match="shorten them"):
        layout_banner(LONG * 12, None, 1280, 720, style)


def test_unbreakable_word_is_split_not_cut():
    word = "x" * 400
    banner = layout_banner(word, None, 1280, 720)
    assert "".join(banner.lines) == word and len(banner.lines) > 1


@pytest.mark.parametrize("kind", ["mp4", "folder"])
def test_keyframes_hold_the_pre_cut_sample(clips, kind, tmp_path):
    src = open_frames(clips[kind])
    cut = cut_frame(src, cut_frame=100)
    out = keyframes(src, cut)
    assert out.image.shape == (720, 1280, 3)
    expected = [0, 17, 33, 50, 66, 83, 99]  # round(k * 99 / 6)
    assert out.indices == expected
    assert [read_index(out.image, c) for c in out.cells] == expected
    xs = [c[0] for c in out.cells]
    assert xs == sorted(xs) and len({c[1] for c in out.cells}) == 1  # one row, left to right
    golden = golden_frames(src, cut)
    assert len(golden) == T - 100
    assert [read_index(g, (0, 0, 160, 96)) for g in golden] == list(range(100, T))
    native = keyframes(src, cut, size=None)
    assert native.image.shape == (96 + 4, 7 * (160 + 4), 3)


def test_cut_by_time_and_bad_cuts(clips):
    src = open_frames(clips["folder"], fps=10)
    assert cut_frame(src, cut_time=2.0) == 20
    for bad in (0, T):
        with pytest.raises(ValueError, match="at least one frame on each side"):
            cut_frame(src, cut_frame=bad)


def test_bad_inputs(tmp_path):
    with pytest.raises(ValueError, match="no such video"):
        open_frames(str(tmp_path / "missing.mp4"))
    os.makedirs(tmp_path / "empty")
    with pytest.raises(ValueError, match="no frame images"):
        open_frames(str(tmp_path / "empty"))
    with pytest.raises(ValueError, match="ROWSxCOLUMNS"):
        parse_grid("seven")
    with pytest.raises(ValueError, match="fewer cells"):
        flatten(ArraySource([index_frame(0)]), "Q?", grid="200x300")


def test_same_frames_same_video_bytes(tmp_path):
    pytest.importorskip("imageio_ffmpeg")
    frames = [index_frame(i, 33, 17) for i in range(12)]  # odd sizes are padded by one pixel
    a = write_video(str(tmp_path / "a.mp4"), frames, fps=12)
    b = write_video(str(tmp_path / "b.mp4"), frames, fps=12)
    assert open(a, "rb").read() == open(b, "rb").read()
    assert open_frames(a).read([0])[0].shape == (18, 34, 3)
    assert [p for p in os.listdir(tmp_path) if p.startswith(".tmp")] == []


def test_missing_video_extra_is_named(tmp_path, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # import fails as if not installed
    (tmp_path / "clip.mp4").write_bytes(b"not really")
    with pytest.raises(RuntimeError, match=r"pip install 'spatial-iq\[video\]'"):
        open_frames(str(tmp_path / "clip.mp4"))
    folder = write_frame_folder(str(tmp_path / "f"), [index_frame(i) for i in range(3)])
    assert len(open_frames(folder)) == 3  # frame folders need no extra
