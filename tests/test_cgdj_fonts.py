"""The band's fonts: the ranges docs/cgdj.md says the bundled fonts cover are covered glyph
by glyph (read straight from the font files with fontTools, not through fonts.py);
Korean, which the bundled CJK font has only 3 syllables of, is refused with its fix
unless a Korean font is given; variation selectors and combining marks are never drawn
as a stray dotted circle."""

import os
import unicodedata

import numpy as np
import pytest
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from PIL import Image, ImageDraw, ImageFont

from generators import assets
from generators.cgdj import fonts
from generators.cgdj.banner import BannerStyle, layout_banner, render_banner
from generators.cli import main

from .cgdj_frames import index_frame

DEJAVU = assets.path("fonts", "DejaVuSans.ttf")
DROID = assets.path("fonts", "DroidSansFallbackFull.ttf")
# what docs/cgdj.md ("Fonts") claims, as written there: (font, first, last, what)
CLAIMED = [
    (DEJAVU, 0x0020, 0x007E, "Basic Latin"),
    (DEJAVU, 0x00A0, 0x024F, "Latin-1 Supplement, Latin Extended-A and -B"),
    (DEJAVU, 0x0250, 0x02AF, "IPA"),
    (DEJAVU, 0x1E00, 0x1EFB, "Latin Extended Additional (Vietnamese)"),
    (DEJAVU, 0x0370, 0x03FF, "Greek"),
    (DEJAVU, 0x1F00, 0x1FFF, "Greek Extended"),
    (DEJAVU, 0x0400, 0x04FF, "Cyrillic"),
    (DEJAVU, 0x05B0, 0x05C3, "Hebrew points"),
    (DEJAVU, 0x05D0, 0x05EA, "Hebrew letters"),
    (DEJAVU, 0x0621, 0x063A, "Arabic letters"),
    (DEJAVU, 0x0640, 0x0652, "Arabic letters and harakat"),
    (DEJAVU, 0x0660, 0x0669, "Arabic-Indic digits"),
    (DEJAVU, 0x2000, 0x2064, "General Punctuation"),
    (DROID, 0x4E00, 0x9FA5, "CJK Unified Ideographs"),
    (DROID, 0x3041, 0x3094, "Hiragana"),
    (DROID, 0x30A1, 0x30F6, "Katakana"),
    (DROID, 0x30FB, 0x30FE, "Katakana marks"),
    (DROID, 0x3105, 0x3129, "Bopomofo"),
    (DROID, 0x3001, 0x3003, "CJK punctuation"),
    (DROID, 0x300A, 0x3019, "CJK brackets"),
    (DROID, 0xFF01, 0xFF5E, "full-width forms"),
]


def _cmap(path):
    with TTFont(path, fontNumber=0, lazy=True) as f:
        return set(f.getBestCmap())


def _drawn(cp: int) -> bool:
    ch = chr(cp)
    return unicodedata.category(ch) not in ("Cn", "Cc", "Cf", "Zs", "Zl", "Zp")


@pytest.mark.parametrize("font, first, last, what", CLAIMED)
def test_every_claimed_character_has_a_glyph_in_the_bundled_font(font, first, last, what):
    cmap = _cmap(font)
    missing = [f"U+{c:04X}" for c in range(first, last + 1) if _drawn(c) and c not in cmap]
    assert not missing, f"{what}: {missing[:10]}"


def test_the_docs_claim_exactly_these_ranges_and_the_cjk_count():
    with open(os.path.join(os.path.dirname(__file__), "..", "docs", "cgdj.md"), encoding="utf-8") as fh:
        doc = fh.read()
    for _, first, last, _what in CLAIMED:
        assert f"U+{first:04X}–{last:04X}" in doc
    assert sum(_drawn(c) for c in range(0x4E00, 0x9FA6)) == 20902
    assert "Korean" in doc and "3 of the 11,172" in doc


def test_the_bundled_fonts_draw_only_3_of_11172_hangul_syllables():
    hangul = set(range(0xAC00, 0xD7A4))
    assert len(hangul) == 11172
    assert len(_cmap(DROID) & hangul) == 3 and not _cmap(DEJAVU) & hangul


def _flatten(tmp_path, question, *extra):
    folder = tmp_path / "frames"
    if not folder.exists():
        folder.mkdir()
        for i in range(4):
            Image.fromarray(index_frame(i)).save(folder / f"f{i}.png")
    out = tmp_path / f"out{len(list(tmp_path.iterdir()))}.png"
    rc = main(["flatten", str(folder), "--question", question, "--option", "1", "--option", "2",
               "--out", str(out), *extra])
    return rc, out


@pytest.mark.parametrize("question", ["가", "가나다", "한국어 질문: 몇 개?", "ㄱ"])
def test_korean_is_refused_in_one_line_without_a_korean_font(question, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(fonts, "system_fonts", lambda: ())  # a machine without Korean fonts
    rc, out = _flatten(tmp_path, question)
    err = capsys.readouterr().err.strip()
    assert rc == 2 and not out.exists()
    assert len(err.splitlines()) == 1 and "Hangul" in err and "--font" in err, err


def _hangul_font(path, chars):
    """A TrueType font with a distinct box glyph for each of ``chars`` (and a space)."""
    names = [".notdef", "space"] + [f"g{n}" for n in range(len(chars))]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x20: "space", **{ord(c): f"g{n}" for n, c in enumerate(chars)}})
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        if name.startswith("g"):
            k = int(name[1:])
            x0, y0, x1, y1 = 100 + 40 * k, 0, 700, 300 + 100 * k
            pen.moveTo((x0, y0)), pen.lineTo((x0, y1)), pen.lineTo((x1, y1)), pen.lineTo((x1, y0))
            pen.closePath()
        glyphs[name] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({n: (800, 0) for n in names})
    fb.setupHorizontalHeader(ascent=900, descent=-200)
    fb.setupNameTable({"familyName": "Hangul Boxes", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=900, sTypoDescender=-200, usWinAscent=900, usWinDescent=200)
    fb.setupPost()
    fb.save(str(path))
    return str(path)


def _ink(img):
    return np.asarray(img.convert("L")) < 128


def test_a_korean_font_given_with_font_draws_all_of_it(tmp_path, monkeypatch):
    monkeypatch.setattr(fonts, "system_fonts", lambda: ())
    font = _hangul_font(tmp_path / "boxes.ttf", "가나다")
    style = BannerStyle(font_path=font)
    banner = layout_banner("가나다", None, 1280, 720, style)
    assert banner.fonts == (font,)  # not one syllable from the bundled CJK font
    band = render_banner(banner, 1280, style)
    straight = Image.new("RGB", band.size, "white")  # the oracle: Pillow draws the text in that font
    f = ImageFont.truetype(font, banner.font_size)
    top = style.margin + (banner.line_height - sum(f.getmetrics())) // 2
    ImageDraw.Draw(straight).text((style.margin, top), "가나다", font=f, fill="black")
    a, b = _ink(band)[:-1], _ink(straight)[:-1]
    assert a.sum() > 200 and (a == b).mean() > 0.999
    rc, out = _flatten(tmp_path, "가나다", "--font", font)
    assert rc == 0 and out.exists()


def _band(question):
    banner = layout_banner(question, ["1", "2"], 1280, 720)
    return banner, np.asarray(render_banner(banner, 1280))


@pytest.mark.parametrize("question, same_as", [
    ("视频中有几只袜子\ufe0f？", "视频中有几只袜子？"),   # emoji presentation selector after a CJK character
    ("葛\U000E0100城", "葛城"),                          # an ideographic variation sequence
    ("café", "café"),                                   # e + combining acute: NFC makes it é
])
def test_selectors_and_composable_marks_draw_as_the_plain_text(question, same_as):
    got, plain = _band(question), _band(same_as)
    assert got[0].lines == plain[0].lines
    assert np.array_equal(got[1], plain[1])


def test_a_combining_mark_stays_with_its_letter_in_one_font():
    banner, band = _band("x\u0301 y\u0304")
    assert banner.fonts == (DEJAVU,)
    assert fonts.FontSet(banner.fonts, 24).runs("x\u0301 y\u0304") == [(DEJAVU, "x\u0301 y\u0304")]


@pytest.mark.parametrize("question, words", [
    ("中\u0301文", "combining mark"),        # no font has 中 and the acute together
    ("\u0301 how many?", "no character before it"),
    ("how \u0308many?", "no character before it"),
])
def test_marks_no_font_can_draw_are_refused_in_one_line(question, words, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(fonts, "system_fonts", lambda: ())
    rc, out = _flatten(tmp_path, question)
    err = capsys.readouterr().err.strip()
    assert rc == 2 and not out.exists() and len(err.splitlines()) == 1 and words in err, err


def test_a_variation_selector_is_not_drawn_through_the_command(tmp_path, capsys):
    rc1, a = _flatten(tmp_path, "几只\ufe0f？")
    rc2, b = _flatten(tmp_path, "几只？")
    assert rc1 == rc2 == 0
    assert np.array_equal(np.asarray(Image.open(a)), np.asarray(Image.open(b)))
