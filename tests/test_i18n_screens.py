"""Languages on the screens (issue 16): no text bypasses the catalog, and the converted screens
hold their layout in every language.

Bypass check: a pseudo-locale wraps every translation in ⟦…⟧ and every placeholder in it in ⟨…⟩;
each screen is drawn once while ``draw.text`` notes every string and the module that drew it. A
string without the marker fails, unless it has no words (numbers, symbols), is a language's own
name, or was drawn by a game table module still owned by another branch (``NOT_YET_CONVERTED``:
modules, not strings, so a regression anywhere else still fails). A value filled into a sentence
fails the same way: a card named by the rules' ``str`` in a refusal reads "⟦… ⟨blue 7⟩ …⟧".
"""

from __future__ import annotations

import dataclasses
import gettext
import re
import sys

import pytest

from game import i18n
from game.app import App, parse_args
from game.engine import draw
from game.engine.scene import Scene
from game.scenes import registry
from tests.layout_probe import layout_problems, widgets

NOT_YET_CONVERTED: tuple[str, ...] = ()
"""Game table packages other branches are converting now: their words are listed in the report."""
CONVERTED = ("game.scenes.finden.solo.menu",)
OPEN, CLOSE = "⟦", "⟧"
FILL, FILLED = "⟨", "⟩"
PLACEHOLDER = re.compile(r"(?<!\{)\{[^{}]*\}(?!\})")
WORDLESS = re.compile(r"[^\W\d_]")
UNIT = re.compile(r"[\d.,:\s]+(s|%|×)?")


def pseudo(message: str) -> str:
    """``message`` marked as translated, each placeholder marked as a filled-in value."""
    return OPEN + PLACEHOLDER.sub(lambda m: FILL + m.group(0) + FILLED, message) + CLOSE


class Pseudo(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


def converted(module: str) -> bool:
    return module.startswith(CONVERTED) or not module.startswith(NOT_YET_CONVERTED)


def bypassed(text: str) -> bool:
    return (
        OPEN not in text
        and WORDLESS.search(text) is not None
        and not UNIT.fullmatch(text)
        and text not in i18n.LANGUAGES.values()
        and not (len(text) == 1 and text.isupper())  # a player name's initial on a seat token
    )


def filled_values(text: str) -> list[str]:
    """Every value filled into a translated sentence (``⟨…⟩``, nested ones too) in ``text``."""
    values, starts = [], []
    for index, char in enumerate(text):
        if char == FILL:
            starts.append(index)
        elif char == FILLED and starts:
            values.append(text[starts.pop() + 1 : index])
    return values


KEY_NAMES = {"WASD", "IJKL"}
"""Keyboard clusters named by their letters: the keys' own labels."""


def unworded_values(texts: list[str], names: set[str] = frozenset()) -> list[str]:
    """Values filled into sentences without passing the catalog themselves (a card's rules ``str``,
    an English colour): the drawn strings in order, so a sentence wrapped over lines is one text."""
    values = filled_values(" ".join(texts))
    return [v for v in values if bypassed(v) and v.strip() not in names | KEY_NAMES]


def saved_games(app: App) -> None:
    for key in ("fishing", "bingo", "garum"):
        app.storage.save_autosave(key, {"setup": {}, "record": {}})


def open_screen(app: App, name: str) -> Scene:
    """Each converted screen, reached as a player reaches it."""
    from game.scenes.help import HelpScene
    from game.scenes.pause import PauseScene
    from game.scenes.settings import SettingsScene

    saved_games(app)
    while len(app.scenes) > 1:
        app.scenes.pop()
    if not app.scenes:
        app.to_menu()
    kind, _sep, arg = name.partition(":")
    if kind == "saved":
        app.scenes.top.entries[0].action()
    elif kind == "settings":
        app.scenes.push(SettingsScene(app))
    elif kind == "pause":
        app.scenes.push(PauseScene(app))
    elif kind == "entry":
        app.open_entry(registry.GAMES[arg])
    elif kind == "help":
        app.scenes.push(HelpScene(app, arg))
    elif kind == "stats":
        from game.scenes.statistics import StatisticsScene

        app.scenes.push(StatisticsScene(app))
    elif kind == "devices":
        from game.scenes.devices import DevicesScene

        app.scenes.push(DevicesScene(app))
    return app.scenes.top


SCREENS = (
    "menu",
    "saved",
    "settings",
    "pause",
    "entry:finden",
    "entry:solo",
    "entry:fishing",
    "entry:bingo",
    "entry:garum",
    "entry:scores",
    "stats",
    "help:fishing.md",
    "devices",
)


def drawable(scene: Scene):
    """The scene as drawn fresh: cached backgrounds (menu, lobby) are dropped, and the help screen,
    which draws from a cached picture, draws its parts, so each text is seen."""
    from game.scenes import menu

    menu.background.cache_clear()
    if hasattr(scene, "_bg_key"):
        scene._bg_key = None
    if hasattr(scene, "draw_background"):  # the lobby: its cached picture's texts, drawn in the open

        class Lobby:
            ui = scene.ui

            def draw(self, surface):
                scene.draw(surface)
                scene.draw_background(surface)

        return Lobby()
    if hasattr(scene, "draw_page"):

        class Composed:
            ui = scene.ui

            def draw(self, surface):
                scene.draw_frame(surface)
                scene.draw_page(surface)
                scene.ui.draw_ui(surface)

        return Composed()
    return scene


@pytest.fixture
def pseudo_app():
    app = App(parse_args(["--headless", "--size", "1280x720", "--seed", "1"]))
    i18n.install(Pseudo())
    yield app
    i18n.set_language(i18n.ENGLISH)
    app.close()


def drawn_words(monkeypatch, scene) -> list[tuple[str, str]]:
    """(text, module that drew it) for every string the scene draws, and its widgets' labels."""
    seen: list[tuple[str, str]] = []
    original = draw.text

    def text(s, *args, **kwargs):
        frame = sys._getframe(1)
        if frame.f_globals.get("__name__") == "game.engine.fitting":  # a size measured, not drawn
            return original(s, *args, **kwargs)
        while frame.f_globals.get("__name__") == "game.engine.draw":
            frame = frame.f_back
        seen.append((s, frame.f_globals.get("__name__", "?")))
        return original(s, *args, **kwargs)

    monkeypatch.setattr(draw, "text", text)
    layout_problems(drawable(scene), scene.app.size)
    seen += [(label, type(scene).__module__) for _rect, label in widgets(scene)]
    return seen


@pytest.mark.parametrize("name", SCREENS)
def test_no_words_bypass_the_catalog(pseudo_app, monkeypatch, name):
    scene = open_screen(pseudo_app, name)
    page_words = set()
    if hasattr(scene, "help"):  # the page text is a help file in the player's language, not a catalog
        from game.scenes.help.pages import words

        page_words = {w.strip() for w in words(scene.help)} | {scene.help.title}
    drawn = drawn_words(monkeypatch, scene)
    found = [(t, m) for t, m in drawn if converted(m) and t.strip() not in page_words]
    assert [(t, m) for t, m in found if bypassed(t)] == []
    assert unworded_values([t for t, _m in found], page_words) == []
    assert any(OPEN in t for t, _m in found), "the screen drew no catalog words at all"


TABLES = {
    "fishing": ("fishing", 3, 14),
    "bingo": ("bingo", 3, 14),
    "garum": ("garum", 2, 8),
    "fishing-results": ("fishing", 3, None),
    "bingo-results": ("bingo", 5, None),
    "garum-results": ("garum", 4, None),
    "bingo-replay": ("bingo", 3, None),
}
"""Each game table mid-play (a hint asked for, so its reason shows), at its results and replayed."""


@pytest.mark.parametrize("case", list(TABLES))
def test_a_table_in_the_pseudo_locale_draws_only_catalog_words(pseudo_app, monkeypatch, case):
    """A game table: the modules still on the list above are skipped; the log strip is worded."""
    from tests.test_layout import settle, turn_scene

    game, players, moves = TABLES[case]
    scene = turn_scene(pseudo_app, game, players, moves)
    settle(pseudo_app, 20)
    if moves is None:
        scene.game_over()
        if case.endswith("replay"):
            scene.watch_replay()
            settle(pseudo_app, 30)
    else:
        for _turn in range(300):
            scene.hints.ask(0)
            if scene.hints.current(0):
                break
            settle(pseudo_app, 1)
        refuse_a_card(scene)
    settle(pseudo_app, 1)
    names = {seat.name for seat in scene.setup.seats}  # the players' names are theirs, not the catalog's
    found = drawn_words(monkeypatch, pseudo_app.scenes.top)
    assert [(t, m) for t, m in found if converted(m) and bypassed(t) and t not in names] == []
    assert unworded_values([t for t, m in found if converted(m)], names) == []
    assert unworded_values(scene.log.lines, names) == [], "a log line names something in English"
    assert any(m == "game.scenes.table.log" and OPEN in t for t, m in found), "the log strip is worded"


def refuse_a_card(scene) -> None:
    """Seat 0 tries a card another seat holds: the refusal names the card (Garum: a tile)."""
    hands = getattr(scene.state, "hands", None)
    actions = [a for a in scene.state.legal_actions(0) if hasattr(a, "card")]
    if not actions or not isinstance(hands, list):
        return
    held = next(card for seat, hand in enumerate(hands) if seat and hand for card in hand)
    assert not scene.submit(0, dataclasses.replace(actions[0], card=held))
    assert FILL in scene.notice, "the refusal is up"


def test_the_scan_finds_a_bypassing_string(pseudo_app, monkeypatch):
    from game.rules.cards import Card

    class Raw(Scene):
        def draw(self, surface):
            draw.blit_text(surface, "Not translated", (10, 10), 30)
            draw.blit_text(surface, i18n._("Back"), (10, 60), 30)
            card = Card("blue", 7)
            played = i18n._("{player} played {card}").format(player="Ada", card=card)
            draw.blit_text(surface, played, (10, 110), 30)

    found = drawn_words(monkeypatch, Raw(pseudo_app))
    assert [t for t, m in found if converted(m) and bypassed(t)] == ["Not translated"]
    assert unworded_values([t for t, _m in found], {"Ada"}) == ["blue 7"]


def test_choosing_a_language_in_settings_relabels_every_open_screen_at_once():
    from game.scenes.settings import SettingsScene

    app = App(parse_args(["--headless", "--size", "1280x720", "--seed", "1"]))
    try:
        app.to_menu()
        app.scenes.push(SettingsScene(app))
        app.frame()
        menu, settings = list(app.scenes)
        assert menu.buttons.buttons[-2].text == "Settings"
        app.settings.set("language", "de")
        assert i18n.language() == "de"
        assert menu.buttons.buttons[-2].text == "Einstellungen", "the menu below re-read its words"
        assert settings.buttons.buttons[0].text == "Sprache"
        words = [t for t, _m in drawn_words_plain(settings)]
        assert "Einstellungen" in words and "Deutsch" in words
    finally:
        app.close()
        i18n.set_language(i18n.ENGLISH)


def drawn_words_plain(scene) -> list[tuple[str, str]]:
    probe = draw.DrawProbe(scene.app.size)
    scene.draw_backdrop(probe)
    scene.draw(probe)
    return [(t.text, "") for t in probe.texts]


def test_garum_hints_name_species_and_colours_through_the_catalog():
    """Every Garum hint reason over a game, in the pseudo-locale: no species or colour left as the
    level file's English word (the hints module reads no scene, so it words them itself)."""
    import random

    from game.ai.garum import hint as garum_hint
    from game.rules import garum

    state, rng, reasons = garum.new_game(3, seed=5), random.Random(5), set()
    i18n.install(Pseudo())
    try:
        while not state.is_over():
            seat = state.to_move()[0]
            reasons.add(garum_hint.hint(state.view(seat), seat)[1])  # the heuristic's move: at once
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert any(FILL in t for t in reasons), "the reasons fill in values"
    assert [v for t in reasons for v in unworded_values([t])] == []


def test_every_several_mice_status_is_worded_through_the_catalog():
    """The device panel's box: why several mice cannot be used, for every reason the machine may
    give (the test machine shows only one), and the fixes' words around their commands."""
    from game.engine.devices import evdev_mice
    from tests.test_devices import PROC

    i18n.install(Pseudo())
    try:
        statuses = [
            evdev_mice.status(PROC, readable=lambda path: False, has_evdev=True),
            evdev_mice.status(PROC, readable=lambda path: True, has_evdev=False),
            evdev_mice.status("", readable=lambda path: True, has_evdev=True),
            evdev_mice.status(PROC, readable=lambda path: True, has_evdev=True),
        ]
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert [s.reason for s in statuses if bypassed(s.reason)] == []
    assert [v for s in statuses[1:] for v in unworded_values([s.reason])] == []  # [0] names a user, paths
    assert [fix for fix in statuses[0].fixes if "usermod" in fix and OPEN not in fix] == []
