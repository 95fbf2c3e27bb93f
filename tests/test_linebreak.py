"""Chinese lines break between characters, never before a comma or after an opening bracket, and
keep numbers and Latin words whole; other text is left to SDL_ttf."""

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.engine import draw, linebreak
from tests.help_languages import speaking


def chars(line: str) -> int:
    return len(line)


def test_chinese_breaks_between_characters_but_not_before_closing_punctuation():
    text = "每個有效的五格組，得到它形狀的分數（解謎模式有自己的分數）。"
    lines = linebreak.wrap(text, 8, chars).split("\n")
    assert "".join(lines) == text and len(lines) > 3
    assert all(len(line) <= 8 for line in lines)
    assert not any(line[0] in linebreak.CLOSING for line in lines[1:]), lines
    assert not any(line[-1] in linebreak.OPENING for line in lines[:-1]), lines


def test_numbers_and_latin_words_stay_whole_and_spaces_end_lines():
    lines = linebreak.wrap("分別是 1、4、2、1 和 12 分，按 Right Shift 選取", 9, chars).split("\n")
    assert all(line == line.strip() for line in lines)
    words = " ".join(lines).split()
    assert "12" in words and "Right" in words and "Shift" in words


def test_text_without_wide_characters_is_left_alone():
    sentence = "Drag through five cells, then let go now."
    assert linebreak.wrap(sentence, 10, chars) == sentence  # its last line, "let go now.", is no lone word
    assert linebreak.wrap("分數", 0, chars) == "分數"


def test_a_lone_last_word_is_pulled_up_by_even_lines():
    """The Fishing pass prompt left "it" alone on its third line: the lines are balanced instead,
    in as many lines as the width needs, none wider."""
    prompt = "Hold your hand to look, release on a card to pass it"
    assert linebreak._greedy(prompt, 26, chars)[-1] == "it"  # what SDL_ttf did
    lines = linebreak.wrap(prompt, 26, chars).split("\n")
    assert lines == ["Hold your hand to", "look, release on", "a card to pass it"]


@given(
    st.lists(
        st.sampled_from(["a", "fish", "to", "release", "on", "card", "Übersetzung"]), min_size=2, max_size=14
    ),
    st.integers(11, 30),
)
def test_balanced_lines_keep_every_word_the_line_count_and_the_width(words, width):
    text = " ".join(words)
    greedy = linebreak._greedy(text, width, chars)
    lines = linebreak.wrap(text, width, chars).split("\n")
    if lines == [text]:  # left to SDL_ttf: no lone last word
        assert len(greedy) == 1 or len(greedy[-1].split()) > 1
        return
    assert " ".join(lines) == text and len(lines) == len(greedy)
    assert all(len(line) <= width for line in lines), lines


def test_chinese_does_not_end_on_a_lone_character():
    text = "每個有效的五格組得到它形狀的分數。"
    lines = linebreak.wrap(text, 8, chars).split("\n")
    assert "".join(lines) == text and len(lines) == 3 and len(lines[-1]) > 2, lines


@given(st.text(alphabet="魚池分，。（）「」 ab12", max_size=60), st.integers(2, 20))
def test_wrapping_loses_no_character_and_keeps_lines_short(text, width):
    text = "魚" + text  # wide characters: the breaks are ours
    lines = linebreak.wrap(text, width, chars).split("\n")
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        assert len(line) <= width or len(linebreak.tokens(line.strip())) == 1, (line, lines)


def test_drawn_chinese_text_uses_the_breaks():
    pygame.font.init()
    text = "沒有人必須出王牌，只有領出顏色必須跟。其他的王牌算落空。"
    with speaking("zh-Hant"):
        surface = draw.text(text, 30, wrap=300)
    assert surface.get_width() <= 300 and surface.get_height() > 60


def test_text_broken_by_its_author_keeps_its_lines_when_each_fits():
    """A controls line written as three lines stays three lines (SDL_ttf, given a wrap width, counts
    the line break as a glyph and broke a line that fitted exactly)."""
    pygame.font.init()
    first = "Drag five cells · right button erases"
    font_width = draw.text(first, 23).get_width()
    one = draw.text(first, 23).get_height()
    assert draw.text(first + "\nHint: H or ?", 23, wrap=font_width + 2).get_height() < 2.5 * one
