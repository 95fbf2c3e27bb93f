"""Phones in a real browser: Debian's Chromium driven by Selenium through chromedriver, each phone
a fresh profile emulating a 360×640 portrait screen, against a headless game run as a subprocess
(listening on loopback only). Without a browser the tests skip on a developer's machine and fail
in CI (``CI`` set): there they must run."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SIZE = (360, 640)
FLAGS = (
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    f"--window-size={SIZE[0]},{SIZE[1]}",
)  # fmt: skip


RECORD_BUZZES = "window.buzzes = []; navigator.vibrate = (p) => { window.buzzes.push(p); return true; };"
"""The page's vibrations, recorded (``window.buzzes``) instead of felt: a headless phone has no motor."""


def browser_paths() -> tuple[str, str]:
    """(chromium, chromedriver); skip without them, except in CI, where that is a failure."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not (chromium and driver):
        if os.environ.get("CI"):
            pytest.fail("CI needs chromium and chromium-driver (.ci/run installs them)")
        pytest.skip("chromium and chromium-driver are not installed")
    return chromium, driver


def phone(url: str, profile: str):
    """A new headless Chromium phone at ``url`` (a 360×640 touch screen, its own profile)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, driver = browser_paths()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.add_experimental_option(
        "mobileEmulation",
        {"deviceMetrics": {"width": SIZE[0], "height": SIZE[1], "pixelRatio": 1.0, "touch": True}},
    )
    browser = webdriver.Chrome(options=options, service=Service(driver))
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_BUZZES})
    browser.set_script_timeout(10)
    browser.get(url)
    return browser


class Game:
    """``main.py --headless --phones`` on loopback as a subprocess, animations instant."""

    def __init__(self, *args: str, settings: dict | None = None):
        """``args`` for ``main.py``; ``settings``: more of the game's settings (``confirm_plays``)."""
        self.home = tempfile.mkdtemp(prefix="phones-home-")
        seen = {key: 1 for key in ("fishing", "bingo", "garum", "finden")}
        # 5er Finden: the sand runs its longest and never flips itself, so a loaded machine's slow
        # browser still draws within the round (a bot's flip would otherwise end it under the test)
        settings = {
            "anim_speed": 0.0,
            "guides_seen": seen,
            "finden_timer_s": 90,
            "finden_auto_timer_s": 0,
            **(settings or {}),
        }
        Path(self.home, "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        env = dict(os.environ, TABLETOP_ARCADE_HOME=self.home, PYTHONPATH=str(ROOT))
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        command = [sys.executable, "main.py", "--headless", "--phones", "--phone-host", "127.0.0.1"]
        command += ["--size", "640x360", "--frames", "100000000", *args]
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        line = self.process.stdout.readline()
        match = re.match(r"phones: (http://127\.0\.0\.1:(\d+)/\?t=\S+)$", line.strip())
        assert match, f"no phones line: {line!r}"
        self.url, self.port = match.group(1), int(match.group(2))

    def close(self) -> str:
        """Stop the game (SIGTERM, as a logout would) and return what it printed."""
        self.process.terminate()
        try:
            out, _err = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, _err = self.process.communicate()
        shutil.rmtree(self.home, ignore_errors=True)
        return out


def wait_for(browser, script: str, timeout: float = 10.0):
    """Poll ``script`` (returning a value) in ``browser`` until it is truthy."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = browser.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    seen = browser.execute_script(SEEN)
    raise AssertionError(f"timed out waiting for: {script}\nthe page showed: {seen}")


SEEN = """return {view: view && {type: view.type, seat: view.seat, prompt: view.prompt,
  to_move: view.to_move, can_act: view.can_act, locked: view.locked, draft: view.draft},
  note: note, socket: ws && ws.readyState};"""
"""What a phone page showed when a wait timed out (for the failure message)."""


NEXT_MOVE = """
if (!view || view.type !== 'view' || view.seat == null) return null;
if (view.over) return {over: true};
if (!view.to_move.includes(view.seat)) return {wait: view.moves};
if (window.__tapped === view.moves && Date.now() - window.__at < 4000) return {wait: view.moves};
const target = document.querySelector(
  '#hand .card.play, [data-call], .capture, #bingo .free, [data-slot], [data-choice], #tiles .can');
if (!target) return {wait: view.moves};
if (arguments[0]) return {ready: view.moves};
if (!target.matches('#tiles .can')) { window.__tapped = view.moves; window.__at = Date.now(); }
target.click();
return {tapped: view.moves};
"""
"""The phone taps what it would tap now: a raised card, a colour to call, a card to capture, a free
number, a Garum slot or choice, else a Garum tile to pick (with a true argument it only says it
would); a move once per view (``moves`` counts the table's actions), again after 4 s without an
answer, as a player taps again when nothing happened. The tap is the page's own click handler, run
in the page (one round trip per phone and poll keeps a whole game within a test's time)."""


AUTOPLAY = """
const step = new Function(arguments[0]), hold = arguments[1];
const when = arguments[2] ? new Function(arguments[2]) : null;
if (window.__auto) clearInterval(window.__auto.timer);
const auto = window.__auto = {taps: 0, turns: 0, hold: hold, holding: false, over: false};
auto.timer = setInterval(() => {
  if (auto.holding || auto.over) return;
  const now = step(true) || {};
  auto.over = !!now.over;
  if (!('ready' in now)) return;  // (its value is the table's move count: 0 at the start)
  if (auto.hold !== null && (when ? when() : ++auto.turns === auto.hold)) { auto.holding = true; return; }
  if ('tapped' in (step(false) || {})) auto.taps += 1;
}, 15);
"""
"""The page plays itself: every 15 ms it taps what ``NEXT_MOVE`` would, as soon as a view makes it
its turn, with no round trip to the test in between. With ``hold`` (a number of turns) or the
condition ``when`` (a script) it stops before that tap (``holding``) until the test has taken its
picture and lets it go on."""


SEEN_AUTO = "return window.__auto && {taps: __auto.taps, holding: __auto.holding, over: __auto.over}"


def play_until_over(browsers: list, timeout: float = 300.0, pictures=None, when: str = "", shoot=None) -> int:
    """Every phone taps its first playable thing whenever it is its turn, until the game ends;
    returns the taps made. Each page plays itself (``AUTOPLAY``); the test only looks in every
    tenth of a second. ``pictures``: browser -> name of a page to ``shoot(browser, name)`` once,
    at its third turn or the first time ``when`` holds, before it taps."""
    pictures = dict(pictures or {})
    taps, end = 0, time.monotonic() + timeout
    while time.monotonic() < end:
        over, taps = 0, 0
        for browser in browsers:
            auto = browser.execute_script(SEEN_AUTO)
            if auto is None:  # a new page (a reload): it plays itself again
                hold = 3 if browser in pictures else None
                browser.execute_script(AUTOPLAY, NEXT_MOVE, hold, when if browser in pictures else "")
                continue
            if auto["holding"]:
                shoot(browser, pictures.pop(browser))
                browser.execute_script("__auto.hold = null; __auto.holding = false;")
            over += auto["over"]
            taps += auto["taps"]
        if over == len(browsers):
            return taps
        time.sleep(0.1)
    raise AssertionError(f"the game did not end from the phones in {timeout} s ({taps} taps)")
