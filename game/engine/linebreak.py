"""Line breaks for text with Chinese characters, which has no spaces between words.

SDL_ttf wraps at spaces, and inside a word only when the word alone is too wide. In Chinese that
makes ragged lines (the only spaces are around numbers) and lets a line start with a comma or a
closing bracket. Here a line may break between any two Chinese characters, but closing
punctuation stays with the character before it and opening punctuation with the one after it (the
rule Chinese typesetting calls 避頭尾); Latin words and numbers stay whole and break at spaces.
Text without wide characters is left to SDL_ttf as it is, unless its last line would be a lone
word: then every text's lines are balanced (``balance``), as a typesetter would.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

import pygame
from pygame.typing import ColorLike

from game.engine import between_games

CLOSING = frozenset("，。、；：？！）」』】》〉〕…‥·・ー,.;:?!)]}%")
"""Never at the start of a line."""
OPENING = frozenset("（「『【《〈〔([{")
"""Never at the end of a line."""


def is_wide(ch: str) -> bool:
    """A Chinese, Japanese or Korean character or full-width form, between which lines may break."""
    return _WIDE_CHARS.match(ch) is not None


_WIDE = ((0x2E80, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
"""CJK radicals to unified ideographs (with CJK punctuation and kana), Hangul, compatibility
ideographs, full-width forms."""
_WIDE_CHARS = re.compile("[" + "".join(f"{chr(low)}-{chr(high)}" for low, high in _WIDE) + "]")
"""Any of them: a text without one needs no look at each character (a new banner is wrapped
every move at a table: ``bench/phones.py``)."""


@between_games.register
@functools.lru_cache(maxsize=1024)
def tokens(paragraph: str) -> tuple[str, ...]:
    """The pieces a line may break between: a wide character (with its punctuation), a word or a
    number, or a space. Remembered: ``balance`` breaks one paragraph at many widths."""
    pieces: list[str] = []
    wide = _WIDE_CHARS.search(paragraph) is not None
    for ch in paragraph:
        word = not (wide and is_wide(ch)) and not ch.isspace()
        if pieces and (ch in CLOSING or pieces[-1][-1] in OPENING or (word and _is_word(pieces[-1]))):
            pieces[-1] += ch
        else:
            pieces.append(ch)
    return tuple(pieces)


def _is_word(piece: str) -> bool:
    last = piece[-1]
    return not is_wide(last) and not last.isspace() and last not in CLOSING


def wrap(text: str, width: int, measure: Callable[[str], int]) -> str:
    """``text`` with line breaks so that no line is wider than ``width`` (as ``measure`` says),
    unless a single piece is, and no paragraph of several lines ends in one lone word (``balance``).
    Text without wide characters and without such a word comes back unchanged, for SDL_ttf."""
    if width <= 0:
        return text
    measure = functools.lru_cache(maxsize=None)(measure)  # ``balance`` measures the same lines again
    lines: list[str] = []
    lone = False
    for paragraph in text.split("\n"):
        broken = _greedy(paragraph, width, measure)
        if _ends_alone(broken):
            broken, lone = balance(paragraph, width, measure, len(broken)), True
        lines += broken
    if not lone and _WIDE_CHARS.search(text) is None:
        return text
    return "\n".join(lines)


def fewest_lines(text: str, width: int, measure: Callable[[str], int]) -> int:
    """How many lines ``render`` draws ``text`` in at the least, wrapped at ``width``: the lines
    ``wrap`` breaks a text of several paragraphs or wide characters in (drawn as they are; empty
    ones not counted); one paragraph of words, as many on each line as fit (SDL_ttf's lines or the
    same count balanced), or 1 if a word alone is too wide (SDL_ttf cuts it its own way). Measured,
    not rendered: a size at which a text surely needs more lines than its box holds is passed over
    without drawing it (``fitting.surely_taller``)."""
    measure = functools.lru_cache(maxsize=None)(measure)
    if width > 0 and "\n" not in text and _WIDE_CHARS.search(text) is None:
        if any(measure(word) > width for word in text.split()):
            return 1
        return len(_greedy(text, width, measure))
    lines = wrap(text, width, measure)
    return max(1, sum(1 for line in lines.split("\n") if line.strip()))


def balance(paragraph: str, width: int, measure: Callable[[str], int], count: int) -> list[str]:
    """``paragraph`` in ``count`` lines (the most ``width`` needs), wrapped at the narrowest width
    that still takes no more: the lines come out even, so the last one holds more than a word
    ("release on a card to pass / it" becomes two lines of four and five words)."""
    widest = max(measure(piece.strip()) for piece in tokens(paragraph))
    low, high = min(widest, width), width  # narrower would cut the widest word by letter
    while low < high:
        middle = (low + high) // 2
        if len(_greedy(paragraph, middle, measure)) <= count:
            high = middle
        else:
            low = middle + 1
    return _greedy(paragraph, high, measure)


def _greedy(paragraph: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """As many pieces on each line as fit, line after line."""
    lines: list[str] = []
    line = ""
    for piece in tokens(paragraph):
        for part in piece if measure(piece.strip()) > width else (piece,):  # too wide alone: by letter
            if line.strip() and measure((line + part).rstrip()) > width:
                lines.append(line.rstrip())
                line = part.lstrip()
            else:
                line += part
    lines.append(line.rstrip())
    return lines


def _ends_alone(lines: list[str]) -> bool:
    """Several lines, the last of them one word (or one Chinese character)."""
    return len(lines) > 1 and len(tokens(lines[-1].strip())) == 1


REFERENCE = 8
"""Word spacing is checked against the same face at this many times the size, where hinting moves
nothing that matters (see ``_pieces``) …"""
REFERENCE_PX = 256
"""… but no bigger than this (fewer times the size from 33 px up, the size itself from 256 px):
hinting moves nothing there either, and the menu title's glyphs drawn at 992 px cost about 20 ms
of CPU before the first frame (at 4K, 1984 px)."""


def reference_size(size: int) -> int:
    """The size of the face whose word spacing text at ``size`` keeps: a whole multiple of it."""
    return size * max(1, min(REFERENCE, REFERENCE_PX // max(size, 1)))


@between_games.register  # a game's log lines and labels are not the next game's
@functools.lru_cache(maxsize=4096)
def _pieces(font: pygame.font.Font, line: str, reference: pygame.font.Font) -> tuple[tuple[str, int], ...]:
    """The words of one line with their x as drawn: each after the last and its spaces, moved right
    where the hinted glyphs leave less between the two words' ink than the face itself does
    (``reference``, the face at ``reference_size``, scaled down). SDL_ttf hints glyphs to
    whole pixels: at 11 or 13 px a "4" inks past its advance and the space rounds down, so
    "4 tiles" showed 2 px between the words (the face leaves 4) and read "4tiles". Remembered:
    a render measures a line twice and lays it out once, and ``fitting_size`` asks again."""
    out: list[tuple[str, int]] = []
    scale = reference.point_size / font.point_size
    ink_end, start, shift = 0, 0, 0
    last = space = None
    for piece in re.split(r"( +)", line):
        if piece and not piece.startswith(" "):
            x = font.size(line[:start])[0] + shift  # where SDL_ttf puts the word in the whole line
            left, right = _ink(font, piece)
            if out and last is not None and space is not None:
                least = ink_end + round(_ink_gap(reference, last, space, piece[0]) / scale) - left
                shift, x = shift + max(least - x, 0), max(x, least)
            out.append((piece, x))
            ink_end, last, space = x + right, piece[-1], None
        elif piece:
            space = piece
        start += len(piece)
    return tuple(out)


INK_ALPHA = 65
"""A pixel this opaque is ink; fainter antialiasing at a glyph's edge is not."""


@between_games.register
@functools.lru_cache(maxsize=4096)
def _ink(font: pygame.font.Font, text: str) -> tuple[int, int]:
    """Where ``text``'s ink starts and ends as ``font`` draws it, from its origin."""
    box = font.render(text, True, (255, 255, 255)).get_bounding_rect(min_alpha=INK_ALPHA)
    return (box.left, box.right) if box.w else (0, 0)


@between_games.register
@functools.lru_cache(maxsize=4096)
def _outline(font: pygame.font.Font, glyph: str) -> tuple[int, int]:
    """Where one glyph's outline starts and ends from its origin, from the face's metrics: at the
    reference size hinting moves nothing, and drawing each glyph at 100-256 px to find its ink cost
    0.3-0.6 ms a glyph, most of a new banner's fit (``bench/phones.py --slowest``)."""
    metrics = font.metrics(glyph)[0] if glyph else None
    return (metrics[0], metrics[1]) if metrics is not None and metrics[1] > metrics[0] else (0, 0)


def _ink_gap(font: pygame.font.Font, before: str, spaces: str, after: str) -> int:
    """The face's empty width between the glyph ``before`` and the glyph ``after`` across ``spaces``."""
    return font.size(before)[0] - _outline(font, before)[1] + font.size(spaces)[0] + _outline(font, after)[0]


def line_width(font: pygame.font.Font, line: str, reference: pygame.font.Font | None = None) -> int:
    """How wide ``render`` draws ``line`` on one line: ``font.size``, or wider where it spaces words."""
    natural = font.size(line)[0]
    pieces = _pieces(font, line, reference) if reference is not None and " " in line.strip() else ()
    if not pieces:
        return natural
    word, x = pieces[-1]
    return max(x + font.size(word)[0] + font.size(line[len(line.rstrip(" ")) :])[0], natural)


def render(
    font: pygame.font.Font,
    text: str,
    colour: ColorLike,
    width: int,
    reference: pygame.font.Font | None = None,
) -> pygame.Surface:
    """``font.render`` of ``text`` wrapped at ``width`` pixels, with the breaks above for Chinese.
    Pre-broken lines (ours or the text's own) are rendered unwrapped: SDL_ttf would measure each
    line break as a glyph and break a line that fits again. One line of several words is drawn
    word by word, spaced as the face spaces them (``_pieces``) when ``reference`` is given and
    that still fits ``width``. Breaks are measured by ``font.size`` alone: spacing every candidate
    line word by word cost Garum's frames about 1.5 ms at p99 (``bench/frames.py garum_mid``)."""
    lines = wrap(text, width, lambda line: font.size(line)[0])  # lines of several are drawn unspaced
    one_line = "\n" not in lines and (  # (spaced wider than it is, never narrower: measured last)
        not width or font.size(lines)[0] <= width and line_width(font, lines, reference) <= width
    )
    if reference is not None and " " in lines.strip() and one_line:
        return _spaced(font, lines, colour, reference)
    return font.render(lines, True, colour, None, width if "\n" not in lines else 0)


def _spaced(
    font: pygame.font.Font, line: str, colour: ColorLike, reference: pygame.font.Font
) -> pygame.Surface:
    surface = pygame.Surface((line_width(font, line, reference), font.get_height()), pygame.SRCALPHA)
    for word, x in _pieces(font, line, reference):
        surface.blit(font.render(word, True, colour), (x, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return surface
