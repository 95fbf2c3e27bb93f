"""Line breaks for text with Chinese characters, which has no spaces between words.

SDL_ttf wraps at spaces, and inside a word only when the word alone is too wide. In Chinese that
makes ragged lines (the only spaces are around numbers) and lets a line start with a comma or a
closing bracket. Here a line may break between any two Chinese characters, but closing
punctuation stays with the character before it and opening punctuation with the one after it (the
rule Chinese typesetting calls 避頭尾); Latin words and numbers stay whole and break at spaces.
Text without wide characters is left to SDL_ttf as it is.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

CLOSING = frozenset("，。、；：？！）」』】》〉〕…‥·・ー,.;:?!)]}%")
"""Never at the start of a line."""
OPENING = frozenset("（「『【《〈〔([{")
"""Never at the end of a line."""


def is_wide(ch: str) -> bool:
    """A Chinese, Japanese or Korean character or full-width form, between which lines may break."""
    code = ord(ch)
    return any(low <= code <= high for low, high in _WIDE)


_WIDE = ((0x2E80, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
"""CJK radicals to unified ideographs (with CJK punctuation and kana), Hangul, compatibility
ideographs, full-width forms."""


def tokens(paragraph: str) -> list[str]:
    """The pieces a line may break between: a wide character (with its punctuation), a word or a
    number, or a space."""
    pieces: list[str] = []
    for ch in paragraph:
        word = not is_wide(ch) and not ch.isspace()
        if pieces and (ch in CLOSING or pieces[-1][-1] in OPENING or (word and _is_word(pieces[-1]))):
            pieces[-1] += ch
        else:
            pieces.append(ch)
    return pieces


def _is_word(piece: str) -> bool:
    last = piece[-1]
    return not is_wide(last) and not last.isspace() and last not in CLOSING


def wrap(text: str, width: int, measure: Callable[[str], int]) -> str:
    """``text`` with line breaks so that no line is wider than ``width`` (as ``measure`` says),
    unless a single piece is; text without wide characters comes back unchanged."""
    if width <= 0 or not any(is_wide(ch) for ch in text):
        return text
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for piece in tokens(paragraph):
            for part in piece if measure(piece.strip()) > width else (piece,):  # too wide alone: by letter
                if line.strip() and measure((line + part).rstrip()) > width:
                    lines.append(line.rstrip())
                    line = part.lstrip()
                else:
                    line += part
        lines.append(line.rstrip())
    return "\n".join(lines)


def render(font: pygame.font.Font, text: str, colour, width: int) -> pygame.Surface:
    """``font.render`` of ``text`` wrapped at ``width`` pixels, with the breaks above for Chinese.
    Pre-broken lines (ours or the text's own) are rendered unwrapped: SDL_ttf would measure each
    line break as a glyph and break a line that fits again."""
    lines = wrap(text, width, lambda line: font.size(line)[0])
    return font.render(lines, True, colour, None, width if "\n" not in lines else 0)
