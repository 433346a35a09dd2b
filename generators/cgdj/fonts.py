"""Which font draws which character of the text band, so that no character is drawn as an
empty box (docs/cgdj.md, "Fonts").

The text is first made drawable (``drawable``): NFC-normalised (a letter and its accent
become one character where Unicode has one), variation selectors dropped (they choose a
glyph variant; drawn alone they are a dotted circle), and a combining mark with no
character before it refused. It is then drawn in *clusters*, a character with the
combining marks that follow it, each taken whole by the first font of a chain that has
a glyph for every character of it (whitespace goes with its run). The chain is the font
the user named (``--font``), then the bundled DejaVu Sans (Latin, Greek, Cyrillic,
Hebrew and Arabic letters, ...), then the bundled Droid Sans Fallback (CJK ideographs,
kana, CJK punctuation; no Latin letters), then, only for clusters none of those has,
fonts found on the system through matplotlib's font manager (the fonts fontconfig and
the usual folders hold), in path order, each taken if it covers one of the clusters
still missing. A cluster no font has is refused: "no font with glyphs for ...; pass
--font". Only the fonts a text actually uses are kept, so an all-Latin text is drawn
with DejaVu Sans alone.

Glyph coverage is read from each font's character map with fontTools (face 0 of a
collection). A bundled font is not used for a script it has only a token few glyphs of
(``NOT_DRAWN``): Droid Sans Fallback maps 3 of the 11,172 Hangul syllables, so Korean
is drawn by a Korean font of the system or ``--font``, or refused with that fix, never
half in one font and half in another. docs/cgdj.md, "Fonts", lists the ranges the bundled
fonts cover whole (tested glyph by glyph).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw, ImageFont

from .. import assets

DEJAVU = assets.path("fonts", "DejaVuSans.ttf")
CJK_FALLBACK = assets.path("fonts", "DroidSansFallbackFull.ttf")
BUNDLED = (DEJAVU, CJK_FALLBACK)
# Hangul: jamo, compatibility jamo, jamo extended A and B, syllables, half-width jamo
HANGUL = ((0x1100, 0x11FF), (0x3130, 0x318F), (0xA960, 0xA97F), (0xAC00, 0xD7FF), (0xFFA0, 0xFFDC))
NOT_DRAWN = {CJK_FALLBACK: HANGUL}  # bundled fonts' token coverage of a script, not used
VARIATION_SELECTORS = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef\u180b-\u180d]")


@lru_cache(maxsize=256)
def charset(path: str) -> frozenset[int]:
    """Code points the font at ``path`` maps to a glyph (empty if it cannot be read)."""
    from fontTools.ttLib import TTFont, TTLibError

    from .paths import open_regular

    try:
        with open_regular(path) as fh, TTFont(fh, fontNumber=0, lazy=True) as f:  # never a FIFO or device
            cmap = f.getBestCmap() or {}
    except (OSError, TTLibError, AssertionError, KeyError, ValueError, TypeError, IndexError, EOFError):
        return frozenset()
    return frozenset(cmap)


def _within(ch: str, ranges) -> bool:
    return any(a <= ord(ch) <= b for a, b in ranges)


@lru_cache(maxsize=256)
def coverage(path: str) -> frozenset[int]:
    """Code points drawn with the font at ``path``: its character map, less the scripts
    it covers only in token (``NOT_DRAWN``)."""
    ranges = NOT_DRAWN.get(path, ())
    return frozenset(c for c in charset(path) if not any(a <= c <= b for a, b in ranges))


def needs_glyph(ch: str) -> bool:
    """Whitespace and control/format characters are laid out, not drawn."""
    return not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf")


def is_mark(ch: str) -> bool:
    return unicodedata.category(ch).startswith("M")


def drawable(text: str) -> str:
    """``text`` as the band draws it: NFC, without variation selectors; ValueError for a
    combining mark with no character before it (it would be drawn on a dotted circle)."""
    text = VARIATION_SELECTORS.sub("", unicodedata.normalize("NFC", str(text)))
    for n, ch in enumerate(text):
        if is_mark(ch) and (n == 0 or text[n - 1].isspace() or not needs_glyph(text[n - 1])):
            raise ValueError(f"combining mark {ch!r} (U+{ord(ch):04X}) has no character before it; remove it "
                             "or write it after the letter it belongs to")
    return text


def clusters(text: str) -> list[str]:
    """A character with the combining marks after it, in order."""
    out: list[str] = []
    for ch in text:
        if out and is_mark(ch):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _has(cover: frozenset[int], cluster: str) -> bool:
    return all(ord(ch) in cover for ch in cluster if needs_glyph(ch))


@lru_cache(maxsize=1)
def system_fonts() -> tuple[str, ...]:
    """Font files on this system, in path order (matplotlib's font manager)."""
    from matplotlib import font_manager

    return tuple(sorted(set(font_manager.findSystemFonts(fontext="ttf"))))


def _describe(items: list[str], limit: int = 8) -> str:
    shown = ", ".join(f"{c!r} ({' '.join(f'U+{ord(ch):04X}' for ch in c)})" for c in items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


def font_chain(text: str, font_path: str | None = None) -> tuple[str, ...]:
    """The fonts that draw ``text`` (made ``drawable``), in fallback order, keeping only
    those it uses; ValueError naming the characters no font has."""
    candidates = ([font_path] if font_path else []) + [p for p in BUNDLED if p != font_path]
    if font_path and not charset(font_path):
        raise ValueError(f"font {font_path}: cannot be read as a TrueType/OpenType font "
                         f"(give a .ttf/.otf file)")
    todo = [c for c in dict.fromkeys(clusters(drawable(text))) if any(needs_glyph(ch) for ch in c)]
    used: list[str] = []

    def chain():
        yield from candidates
        if todo:  # system fonts only for what the bundled ones lack
            yield from (p for p in system_fonts() if p not in candidates)

    for path in chain():
        if not todo:
            break
        have = coverage(path)
        if any(_has(have, c) for c in todo):
            used.append(path)
            todo = [c for c in todo if not _has(have, c)]
    if todo:
        hangul = [c for c in todo if _within(c[0], HANGUL)]
        if hangul:
            raise ValueError(f"Korean (Hangul) {_describe(hangul, 3)}: the bundled fonts do not draw Hangul "
                             "and no font of this system does; pass --font a Korean .ttf/.otf file (e.g. "
                             "NanumGothic.ttf from Debian's fonts-nanum)")
        if all(len(c) > 1 for c in todo):
            raise ValueError(f"no one font draws {_describe(todo)}: a letter with its combining mark(s); "
                             "remove the mark(s) or pass --font a .ttf/.otf file that has both")
        raise ValueError(f"no font with glyphs for {_describe(todo)}; pass --font a .ttf/.otf file "
                         f"that has them")
    return tuple(used) or (candidates[0],)


@lru_cache(maxsize=128)
def font(path: str, size: int) -> ImageFont.FreeTypeFont:
    try:
        return ImageFont.truetype(path, size)
    except OSError:
        raise ValueError(f"font {path}: cannot be loaded (give a .ttf/.otf file)") from None


@dataclass(frozen=True)
class FontSet:
    """A font chain at one pixel size: splits text into runs, measures and draws them."""

    paths: tuple[str, ...]
    size: int

    def runs(self, text: str) -> list[tuple[str, str]]:
        """(font path, text) runs, left to right, a cluster never split; whitespace joins
        the current run."""
        out: list[list] = []
        for ch in clusters(text):
            if any(needs_glyph(c) for c in ch):
                path = next((p for p in self.paths if _has(coverage(p), ch)), self.paths[0])
            else:
                path = out[-1][0] if out else self.paths[0]
            if out and out[-1][0] == path:
                out[-1][1] += ch
            else:
                out.append([path, ch])
        return [(p, t) for p, t in out]

    def length(self, text: str) -> float:
        if len(self.paths) == 1:
            return font(self.paths[0], self.size).getlength(text)
        return sum(font(p, self.size).getlength(t) for p, t in self.runs(text))

    def metrics(self) -> tuple[int, int]:
        """(ascent, descent) of the first font: the line's vertical layout."""
        return font(self.paths[0], self.size).getmetrics()

    def draw(self, draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fill) -> None:
        """Draw ``text`` with its top (the first font's ascender line) at ``xy``; every run
        sits on the same baseline."""
        x, y = xy
        if len(self.paths) == 1:
            draw.text((x, y), text, font=font(self.paths[0], self.size), fill=fill)
            return
        baseline = y + self.metrics()[0]
        for path, run in self.runs(text):
            f = font(path, self.size)
            draw.text((x, baseline), run, font=f, fill=fill, anchor="ls")
            x += f.getlength(run)
