"""The text band above the flattened grid: the question and its options, rasterised with
the bundled DejaVu Sans and, for characters it lacks (Chinese, Japanese, ...),
the fonts ``fonts.font_chain`` finds; wrapped, never cut, never drawn as empty boxes.

Layout (docs/cgdj.md): the band is as wide as the output image; text has ``margin``
pixels of white space on every side, lines are ``round(1.25 * font size)`` pixels apart,
the question is one paragraph and the options ("A. ...", "B. ...") a second one whose
options stay whole on a line when they fit. Height is whatever the wrapped text needs
(at least ``min_height``). When that is more than ``max_fraction`` of the image height
the font shrinks one pixel at a time down to ``min_font_size``; text that still does not
fit is an error, because a band that drops words would change the question. A
one-pixel grey rule closes the band so the grid below reads as a separate block.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from .fonts import DEJAVU, FontSet, clusters, drawable, font_chain

FONT_PATH = DEJAVU  # the first font of the chain unless --font names another
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
OPTION_GAP = "    "


@dataclass(frozen=True)
class BannerStyle:
    font_size: int = 24
    min_font_size: int = 12
    margin: int = 12
    line_spacing: float = 1.25
    max_fraction: float = 0.4  # of the output height
    min_height: int = 0
    font_path: str | None = None  # None: DejaVu Sans, then the fallbacks of fonts.font_chain
    background: tuple = (255, 255, 255)
    foreground: tuple = (0, 0, 0)
    rule: tuple = (150, 150, 150)


@dataclass(frozen=True)
class Banner:
    lines: tuple[str, ...]
    font_size: int
    line_height: int
    height: int  # pixels, rule included
    fonts: tuple[str, ...] = (FONT_PATH,)  # the chain that draws the lines (fonts.font_chain)


def option_texts(options) -> list[str]:
    """"A. first", "B. second", ... for the raw option texts."""
    if len(options) > len(LETTERS):
        raise ValueError(f"{len(options)} options: at most {len(LETTERS)} are supported")
    return [f"{LETTERS[n]}. {str(o).strip()}" for n, o in enumerate(options)]


def wrap_tokens(tokens: list[str], sep: str, width: float, measure) -> list[str]:
    """Greedy line filling: tokens joined by ``sep`` while the line fits ``width``. A token
    wider than a whole line is first split into words, then into runs of characters, so
    every character of the input appears in the output, in order."""
    lines: list[str] = []
    line = ""
    for token in tokens:
        pieces = [token]
        if measure(token) > width:
            words = token.split()
            if len(words) > 1:
                lines, line = _flush(lines, line)
                wrapped = wrap_tokens(words, " ", width, measure)
                lines += wrapped[:-1]
                line = wrapped[-1]
                continue
            pieces = _split_chars(token, width, measure)
        for piece in pieces:
            candidate = piece if not line else line + sep + piece
            if measure(candidate) <= width:
                line = candidate
            else:
                lines, line = _flush(lines, line)
                line = piece
    lines, _ = _flush(lines, line)
    return lines


def _flush(lines: list[str], line: str):
    if line:
        lines.append(line)
    return lines, ""


# characters a line should not start with (CJK and Latin closing punctuation): the
# character before them moves down with them
NO_LINE_START = frozenset("，。、；：？！）」』》〉】〕…‥・ー,.;:?!)]}%")


def _split_chars(word: str, width: float, measure) -> list[str]:
    out: list[str] = []
    cur: list[str] = []  # clusters: a letter keeps its combining marks
    for ch in clusters(word):
        if cur and measure("".join(cur) + ch) > width:
            if ch in NO_LINE_START and len(cur) > 1:
                out.append("".join(cur[:-1]))
                cur = cur[-1:]
            else:
                out.append("".join(cur))
                cur = []
        cur.append(ch)
    if cur:
        out.append("".join(cur))
    return out


def band_text(question: str, options) -> str:
    """Every character the band draws (for choosing its fonts)."""
    return drawable(question) + "".join(option_texts([drawable(o) for o in options or []]))


def wrap_question(question: str, options, width: float, size: int, style: BannerStyle,
                  fonts: tuple[str, ...] | None = None) -> list[str]:
    fonts = fonts or font_chain(band_text(question, options), style.font_path)
    measure = FontSet(fonts, size).length
    lines: list[str] = []
    for para in str(question).strip().split("\n"):
        lines += wrap_tokens(para.split(), " ", width, measure) or [""]
    if options:
        lines += wrap_tokens(option_texts(options), OPTION_GAP, width, measure)
    return lines


MAX_BAND_CHARS = 20_000  # no band shows more (1280x720 holds about 1,700 at the smallest type)


def check_fits(question: str, options, width: int, out_height: int, style: BannerStyle | None = None,
               fonts: tuple[str, ...] | None = None) -> None:
    """ValueError, before any wrapping, for text that cannot fit the band at the smallest
    type: more than ``MAX_BAND_CHARS`` characters, or more ink (its glyphs' advances, which
    wrapping can only add lines to) than the band's lines hold. Keeps a 1 MB question from
    being wrapped for minutes only to be refused."""
    style = style or BannerStyle()
    fix = "shorten them, raise banner max_fraction or lower min_font_size"
    n = sum(len("".join(str(t).split())) for t in [question, *(options or [])])
    if n > MAX_BAND_CHARS:  # counted before anything reads the text character by character
        raise ValueError(f"the question and options have {n} characters; at most {MAX_BAND_CHARS} can be "
                         f"drawn in a band; {fix}")
    text = "".join(band_text(question, options).split())
    max_height = int(style.max_fraction * out_height)
    lines = max(0, (max_height - 2 * style.margin - 1) // round(style.line_spacing * style.min_font_size))
    fonts = fonts or font_chain(band_text(question, options), style.font_path)
    ink = FontSet(fonts, style.min_font_size).length(text)
    if ink > lines * (width - 2 * style.margin):
        raise ValueError(f"the question and options need more than {max_height} px of band even at "
                         f"{style.min_font_size} px type; {fix}")


def layout_banner(question: str, options, width: int, out_height: int,
                  style: BannerStyle | None = None) -> Banner:
    """Choose the font size and lines: the largest size from ``style.font_size`` down whose
    band fits in ``style.max_fraction`` of ``out_height``."""
    style = style or BannerStyle()
    question, options = drawable(question), [drawable(o) for o in options or []]
    if not question.strip() and not options:
        raise ValueError("empty question: give the text to show above the grid")
    max_height = int(style.max_fraction * out_height)
    text_width = width - 2 * style.margin
    if text_width < 20:
        raise ValueError(f"band width {width} px leaves no room for text")
    check_fits(question, options, width, out_height, style)
    fonts = font_chain(band_text(question, options), style.font_path)
    for size in range(style.font_size, style.min_font_size - 1, -1):
        lines = wrap_question(question, options, text_width, size, style, fonts)
        line_height = round(style.line_spacing * size)
        height = max(2 * style.margin + len(lines) * line_height + 1, style.min_height)
        if height <= max_height:
            return Banner(tuple(lines), size, line_height, height, fonts)
    raise ValueError(f"the question and options need more than {max_height} px of band even at "
                     f"{style.min_font_size} px type; shorten them, raise banner max_fraction "
                     f"or lower min_font_size")


def render_banner(banner: Banner, width: int, style: BannerStyle | None = None) -> Image.Image:
    style = style or BannerStyle()
    img = Image.new("RGB", (width, banner.height), style.background)
    draw = ImageDraw.Draw(img)
    fonts = FontSet(banner.fonts, banner.font_size)
    ascent, descent = fonts.metrics()
    pad = (banner.line_height - ascent - descent) // 2
    y = style.margin
    for line in banner.lines:
        fonts.draw(draw, (style.margin, y + pad), line, style.foreground)
        y += banner.line_height
    draw.line([(0, banner.height - 1), (width, banner.height - 1)], fill=style.rule)
    return img
