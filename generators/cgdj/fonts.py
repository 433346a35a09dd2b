"""Which font draws which character of the text band, so that no character is drawn as an
empty box (docs/cgdj.md, "Fonts").

A text is drawn with a chain of fonts: each character takes the first font in the chain
that has a glyph for it (whitespace takes the font of the run it is in). The chain is
the font the user named (``--font``), then the bundled DejaVu Sans (Latin, Greek,
Cyrillic, Arabic, Hebrew, ...), then the bundled Droid Sans Fallback (CJK ideographs,
kana, hangul, CJK punctuation; no Latin letters), then, only for characters none of
those has, fonts found on the system through matplotlib's font manager (the fonts
fontconfig and the usual folders hold), in path order, each taken if it covers one of
the characters still missing. A character no font has is refused:
"no font with glyphs for ...; pass --font". Only the fonts a text actually uses are
kept, so an all-Latin text is drawn with DejaVu Sans alone.

Glyph coverage is read from each font's character map with fontTools (face 0 of a
collection).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw, ImageFont

from .. import assets

DEJAVU = assets.path("fonts", "DejaVuSans.ttf")
CJK_FALLBACK = assets.path("fonts", "DroidSansFallbackFull.ttf")
BUNDLED = (DEJAVU, CJK_FALLBACK)


@lru_cache(maxsize=256)
def charset(path: str) -> frozenset[int]:
    """Code points the font at ``path`` maps to a glyph (empty if it cannot be read)."""
    from fontTools.ttLib import TTFont, TTLibError

    try:
        with TTFont(path, fontNumber=0, lazy=True) as f:
            cmap = f.getBestCmap() or {}
    except (OSError, TTLibError, AssertionError, KeyError, ValueError, TypeError, IndexError):
        return frozenset()
    return frozenset(cmap)


def needs_glyph(ch: str) -> bool:
    """Whitespace and control/format characters are laid out, not drawn."""
    return not ch.isspace() and unicodedata.category(ch) not in ("Cc", "Cf")


def missing_from(text: str, path: str) -> list[str]:
    """Characters of ``text`` (each once, in order) the font at ``path`` has no glyph for."""
    have = charset(path)
    return [ch for ch in dict.fromkeys(text) if needs_glyph(ch) and ord(ch) not in have]


@lru_cache(maxsize=1)
def system_fonts() -> tuple[str, ...]:
    """Font files on this system, in path order (matplotlib's font manager)."""
    from matplotlib import font_manager

    return tuple(sorted(set(font_manager.findSystemFonts(fontext="ttf"))))


def _describe(chars: list[str], limit: int = 8) -> str:
    shown = ", ".join(f"{ch!r} (U+{ord(ch):04X})" for ch in chars[:limit])
    return shown + (f" and {len(chars) - limit} more" if len(chars) > limit else "")


def font_chain(text: str, font_path: str | None = None) -> tuple[str, ...]:
    """The fonts that draw ``text``, in fallback order, keeping only those it uses;
    ValueError naming the characters no font has."""
    candidates = ([font_path] if font_path else []) + [p for p in BUNDLED if p != font_path]
    if font_path and not charset(font_path):
        raise ValueError(f"font {font_path}: cannot be read as a TrueType/OpenType font "
                         f"(give a .ttf/.otf file)")
    todo = [ch for ch in dict.fromkeys(text) if needs_glyph(ch)]
    used: list[str] = []
    for path in candidates:
        have = charset(path)
        if any(ord(ch) in have for ch in todo):
            used.append(path)
            todo = [ch for ch in todo if ord(ch) not in have]
    if todo:
        for path in system_fonts():
            if path in candidates:
                continue
            have = charset(path)
            if any(ord(ch) in have for ch in todo):
                used.append(path)
                todo = [ch for ch in todo if ord(ch) not in have]
                if not todo:
                    break
    if todo:
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
        """(font path, text) runs, left to right; whitespace joins the current run."""
        out: list[list] = []
        for ch in text:
            if needs_glyph(ch):
                path = next((p for p in self.paths if ord(ch) in charset(p)), self.paths[0])
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
