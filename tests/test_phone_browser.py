"""Real phones: headless Chromium pages (360×640, touch) join a headless game over loopback and
play it from the phones alone against bots. Screenshots of each game's page, in two languages, go
to ``$PHONE_SHOTS`` (default ``/tmp/phone-shots``) to be looked at."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from phone_browser import Game, phone, play_until_over, wait_for
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

SHOTS = Path(os.environ.get("PHONE_SHOTS", "/tmp/phone-shots"))


@pytest.fixture
def phones():
    """Open phones on demand; all closed at the end."""
    opened = []

    def open_phone(url: str):
        browser = phone(url, tempfile.mkdtemp(prefix="phone-profile-"))
        opened.append(browser)
        return browser

    yield open_phone
    for browser in opened:
        browser.quit()


def until_it_holds(act, check, what: str) -> None:
    """``act`` on the page, then ``check``; again (up to five times) when a new view replaced the
    element under the act (stale) or the check did not come true."""
    for _attempt in range(5):
        try:
            act()
            return check()
        except (AssertionError, StaleElementReferenceException):
            continue
    raise AssertionError(f"the phone could not {what}")


def take_seat(browser, seat: int) -> None:
    """Tap the seat's "Take this seat"."""
    button = f'[data-seat="{seat}"]'

    def tap() -> None:
        wait_for(browser, f"return document.querySelector({button!r})")
        browser.find_element(By.CSS_SELECTOR, button).click()

    seated = f"return view && view.seat === {seat}"
    until_it_holds(tap, lambda: wait_for(browser, seated, 3), f"take seat {seat}")


def speak(browser, code: str, word: str) -> None:
    """Choose the page's language."""
    until_it_holds(
        lambda: Select(browser.find_element(By.ID, "lang")).select_by_value(code),
        lambda: wait_for(browser, f"return view && view.ui && view.ui.hint === {word!r}", 5),
        f"switch to {code}",
    )


OUTSIDE = """
const inside = (e) => {
  const r = e.getBoundingClientRect();
  return r.left >= 0 && r.right <= innerWidth + 0.5;
};
return [...document.querySelectorAll('header > *, main > *, footer > *')].filter((e) => !inside(e))
  .map((e) => e.id || e.className || e.tagName);
"""


def shoot(browser, name: str) -> None:
    """Save the page's picture, after checking that nothing on it reaches past the phone's width."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS / f"{name}.png"))
    assert browser.execute_script(OUTSIDE) == [], f"{name}: cut at the phone's edge"


def test_three_phones_play_a_whole_fishing_game_against_a_bot(phones):
    game = Game("--game", "fishing", "--players", "4", "--bots", "easy", "--seed", "3")
    try:
        browsers = [phones(game.url) for _ in range(3)]
        for seat, browser in enumerate(browsers):
            take_seat(browser, seat)
        speak(browsers[0], "de", "Tipp")
        pictures = {browsers[0]: "fishing-de", browsers[1]: "fishing-en"}
        taps = play_until_over(browsers, pictures=pictures, shoot=shoot)
        assert taps > 20
        for browser in browsers:
            assert browser.execute_script("return view.over && view.scores.length") == 4
    finally:
        out = game.close()
    assert "Traceback" not in out, out


def test_a_refusal_reaches_the_phone_in_its_words_and_its_turn_buzzes_it(phones):
    game = Game("--game", "bingo", "--players", "3", "--bots", "easy,easy", "--seed", "4")
    try:
        browser = phones(game.url)
        take_seat(browser, 0)
        wait_for(browser, "return view.to_move.includes(view.seat)", 60)
        assert browser.execute_script("return window.buzzes.length") == 1, "its turn buzzed the phone once"
        browser.execute_script("send('act', {action: {type: 'PlaceFree', number: 5}})")
        text = wait_for(
            browser, "const n = document.querySelector('.note.refused'); return n && n.textContent"
        )
        assert "free marker" in text
    finally:
        game.close()


def test_two_phones_play_a_whole_bingo_game(phones):
    game = Game("--game", "bingo", "--players", "3", "--bots", "easy", "--seed", "5")
    try:
        browsers = [phones(game.url) for _ in range(2)]
        for seat, browser in enumerate(browsers):
            take_seat(browser, seat)
        speak(browsers[1], "zh-Hant", "提示")
        pictures = {browsers[0]: "bingo-en", browsers[1]: "bingo-zh"}
        assert play_until_over(browsers, pictures=pictures, shoot=shoot) >= 4
    finally:
        out = game.close()
    assert "Traceback" not in out, out


def test_two_phones_play_a_whole_garum_game(phones):
    game = Game("--game", "garum", "--players", "3", "--bots", "easy", "--seed", "6")
    try:
        browsers = [phones(game.url) for _ in range(2)]
        for seat, browser in enumerate(browsers):
            take_seat(browser, seat)
        speak(browsers[1], "de", "Tipp")
        slots = "return !!document.querySelector('[data-slot]')"  # a tile picked: its slots show
        pictures = {browsers[0]: "garum-en", browsers[1]: "garum-de"}
        assert play_until_over(browsers, pictures=pictures, when=slots, shoot=shoot) >= 20
        for browser in browsers:
            assert browser.execute_script("return view.over && view.scores.length") == 3
    finally:
        out = game.close()
    assert "Traceback" not in out, out


BOARD_CELLS = """
const box = document.getElementById('board').getBoundingClientRect();
const w = view.board[0].length, h = view.board.length;
return {left: box.left, top: box.top, cw: box.width / w, ch: box.height / h};
"""


def touch_stroke(browser, cells: list[tuple[int, int]]) -> None:
    """A finger on the page (CDP touch events): down on the first (row, column), through the others."""
    box = browser.execute_script(BOARD_CELLS)

    def point(row: int, col: int) -> dict:
        return {"x": box["left"] + (col + 0.5) * box["cw"], "y": box["top"] + (row + 0.5) * box["ch"]}

    browser.execute_cdp_cmd(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point(*cells[0])]}
    )
    for (r0, c0), (r1, c1) in zip(cells, cells[1:], strict=False):
        for step in (0.5, 1.0):  # through the edge between the two cells, as a finger slides
            row, col = r0 + (r1 - r0) * step, c0 + (c1 - c0) * step
            browser.execute_cdp_cmd(
                "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point(row, col)]}
            )
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_a_finden_round_drawn_with_a_finger_on_the_phone(phones):
    game = Game("--game", "finden", "--players", "2", "--bots", "easy", "--seed", "7")
    try:
        browser = phones(game.url)
        take_seat(browser, 0)
        wait_for(browser, "return view.board && view.can_act && view.dice.length", 60)
        touch_stroke(browser, [(0, 0), (0, 1), (0, 2), (0, 3)])  # a Y: four cells in a row...
        wait_for(browser, "return view.draft.length === 4", 20)
        touch_stroke(browser, [(0, 1), (1, 1)])  # ...then its branch, a second stroke
        outline = wait_for(browser, "return view.outlines.length && view.outlines[0]", 20)
        width = len(browser.execute_script("return view.board[0]"))
        assert sorted(outline) == [0, 1, 2, 3, width + 1]
        shoot(browser, "finden-en")
        speak(browser, "vi", "Gợi ý")
        wait_for(browser, "return document.getElementById('board')")
        shoot(browser, "finden-vi")
        browser.execute_script("document.getElementById('flip').click()")  # no stale element: one step
        wait_for(browser, "return view.locked", 20)
    finally:
        out = game.close()
    assert "Traceback" not in out, out


def tap(browser, selector: str, timeout: float = 60) -> None:
    """Tap ``selector`` once it shows (the page's own click handler, in the page: no stale element)."""
    wait_for(browser, f"return document.querySelector({selector!r})", timeout)
    browser.execute_script(f"document.querySelector({selector!r}).click()")


def test_a_garum_tile_placed_from_a_phone_is_taken_back_by_its_undo_button(phones):
    game = Game("--game", "garum", "--players", "2", "--bots", "easy", "--seed", "6")
    try:
        browser = phones(game.url)
        take_seat(browser, 0)
        tap(browser, "#tiles .can")
        before = wait_for(browser, "return document.querySelector('[data-slot]') && view.moves + 1")
        tap(browser, "[data-slot]")
        wait_for(browser, "return document.querySelector('#undo')", 20)
        shoot(browser, "garum-undo-en")
        tap(browser, "#undo")
        wait_for(browser, f"return view.moves === {before - 1} && !document.querySelector('#undo')", 20)
        assert browser.execute_script("return document.querySelectorAll('#tiles .can').length") > 0
    finally:
        out = game.close()
    assert "Traceback" not in out, out


def test_with_confirm_each_play_a_card_is_held_on_the_phone_until_confirmed(phones):
    game = Game(
        "--game",
        "bingo",
        "--players",
        "3",
        "--bots",
        "easy,easy",
        "--seed",
        "4",
        settings={"confirm_plays": True},
    )
    try:
        browser = phones(game.url)
        take_seat(browser, 0)
        tap(browser, "#hand .card.play")
        moves = wait_for(browser, "return document.querySelector('#hand .card.held') && view.moves + 1")
        shoot(browser, "bingo-held-en")
        tap(browser, "#keep")
        assert not browser.execute_script("return document.querySelector('#hand .card.held')")
        tap(browser, "#hand .card.play")
        tap(browser, "#confirm")
        wait_for(browser, f"return view.moves >= {moves} && !document.querySelector('#hand .card.held')", 20)
    finally:
        out = game.close()
    assert "Traceback" not in out, out
