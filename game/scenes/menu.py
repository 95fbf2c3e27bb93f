"""The main menu: the title over the felt table and one big entry per thing to do.

Continue (the saved games, on the next screen), the entries of ``registry.ENTRIES``, then Settings
and Quit: always the same entries, so nothing moves under a player's pointer. Mouse or any
pointer, arrows + Enter, and the D-pad all work; Esc moves to Quit, a second Esc quits.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable
from pathlib import Path

import pygame

from game import i18n
from game.engine import assets, between_games, draw, layers, look, picture_cache, pictures, pointers, ui
from game.engine.notes import Note, note_words
from game.engine.scene import Scene
from game.i18n import N_, _, language
from game.paths import ASSETS_DIR
from game.rules.cards import Card
from game.scenes import registry
from game.scenes.gui_scene import GuiParts
from game.scenes.saved_games import SavedGamesScene, saved_games
from game.scenes.widgets.cards import card_face

CONTINUE_BLURB = N_("Pick up a game you left, right where it was.")
NOTHING_SAVED = N_("No game to continue yet: a game in progress is saved as you play.")
HINT = N_("Arrows + Enter or point and click  ·  F1 how to play  ·  Esc back  ·  F11 fullscreen")
FAN = (Card("blue", 7), Card("red", 3), Card("yellow", 9))
"""The cards fanned beside the menu: a glimpse of the trick-taking tables."""
DICE = ("star", "circle", "diamond")
"""The dice tumbling on the other side: 5er Finden's symbols."""


@between_games.register  # words drawn at the old interface size or contrast are dropped (``App.relook``)
@functools.lru_cache(maxsize=2)
def background(size: tuple[int, int], language: str = "en") -> pygame.Surface:
    """Everything behind the entries that never changes — felt, title, symbols, cards and dice —
    composed once per window size and language into one opaque picture (one blit per frame), and
    kept in the user's cache for the next launch's first frame (``picture_cache``)."""
    key = (size, language, look.current())
    return picture_cache.picture("menu", size, key, background_sources(language), lambda: compose(size))


def background_sources(language: str) -> list[Path]:
    """The files the backdrop is drawn from: the engine, this module, the cards' faces, the
    icons, the fonts and the language's words."""
    code = Path(__file__).parents[1]  # game/
    sources = picture_cache.files_in(code / "engine", code / "scenes" / "widgets", pattern="*.py")
    sources += [Path(__file__), code / "i18n.py", code / "rules" / "cards.py"]
    sources += picture_cache.files_in(ASSETS_DIR / "art" / "icons")
    sources += [assets.font_path(bold, language=language) for bold in (False, True)]
    return sources + ([i18n.catalog_path(language)] if language != i18n.ENGLISH else [])


def compose(size: tuple[int, int]) -> pygame.Surface:
    """The backdrop drawn afresh in the active language and look."""
    w, h = size
    s = draw.scale(size)
    layer = draw.felt(size).copy()
    title = (w / 2, 150 * s)
    draw.blit_text(
        layer, _("Tabletop Arcade"), title, round(124 * s), draw.CARD_FACE, "center", bold=True, shadow=True
    )
    step = round(62 * s)
    x0 = w / 2 - step * (len(draw.SYMBOLS) - 1) / 2
    for i, name in enumerate(draw.SYMBOLS):
        image = draw.icon(name, round(40 * s), draw.SYMBOL_COLOURS[name])
        layer.blit(image, image.get_rect(center=(x0 + i * step, 262 * s)))
    width = round(150 * s)
    for i, card in enumerate(FAN):
        angle = 18 - 18 * i
        face = pygame.transform.rotozoom(card_face(card, width), angle, 1.0)
        centre = (w * 0.17 + (i - 1) * 62 * s, h * 0.62 + abs(i - 1) * 14 * s)
        _blit_with_shadow(layer, face, centre, s)
    die = round(118 * s)
    for i, (symbol, angle) in enumerate(zip(DICE, (-12, 9, 24), strict=True)):
        face = pygame.Surface((die, die), pygame.SRCALPHA)
        pygame.draw.rect(face, draw.CARD_FACE, face.get_rect(), border_radius=die // 5)
        pygame.draw.rect(face, draw.CARD_EDGE, face.get_rect(), max(die // 40, 1), border_radius=die // 5)
        icon = draw.icon(symbol, round(die * 0.62), draw.SYMBOL_COLOURS[symbol])
        face.blit(icon, icon.get_rect(center=(die / 2, die / 2)))
        face = pygame.transform.rotozoom(face, angle, 1.0)
        centre = (w * 0.83 + (i - 1) * 104 * s, h * 0.6 + (34, -6, 22)[i] * s)
        _blit_with_shadow(layer, face, centre, s)
    return layer


def _blit_with_shadow(layer: pygame.Surface, image: pygame.Surface, centre, s: float) -> None:
    shade = draw.soft_shadow(image, round(10 * s))
    layer.blit(shade, shade.get_rect(center=(centre[0], centre[1] + 8 * s)))
    layer.blit(image, image.get_rect(center=centre))


@dataclasses.dataclass(frozen=True)
class Entry:
    """Label and blurb are catalog keys (English), translated where drawn: a language change
    relabels the menu without rebuilding it."""

    label: str
    icon: str
    blurb: str
    action: Callable[[], None]
    rules: str = ""
    enabled: bool = True


class MenuScene(GuiParts, Scene):
    def __init__(self, app):
        super().__init__(app)
        self.entries = self._entries(checked=False)
        self._checked = False
        """Whether the entries' level files were checked: by the first update after the first frame
        is shown, which would otherwise wait for every game's rules to be imported."""
        self._laid_out_for = 0
        """How many storage warnings the layout left room for."""
        self.picture = layers.Composite()

    def _entries(self, checked: bool = True) -> list[Entry]:
        """Continue first (always there, so the menu never changes length), then every game and
        screen of the registry; ``checked``: those with a bad level file unavailable."""
        app = self.app
        saved = bool(saved_games(app))
        blurb = CONTINUE_BLURB if saved else NOTHING_SAVED
        entries = [Entry(N_("Continue"), "play", blurb, self._continue, enabled=saved)]
        for info in registry.ENTRIES:
            problem = info.problem() if checked else None  # a bad level file: only this game unavailable
            note = Note(N_("{game} is unavailable: {problem}"), game=info.name, problem=problem)
            if problem and note not in app.storage.warnings:
                app.storage.warnings.append(note)
            entries.append(
                Entry(
                    info.title,
                    info.icon,
                    _("Unavailable: {problem}").format(problem=problem) if problem else info.blurb,
                    functools.partial(app.open_entry, info),
                    info.rules,
                    enabled=not problem,
                )
            )
        blurb = N_("Screen, sound, language, animation speed and timers.")
        entries.append(Entry(N_("Settings"), "gear", blurb, self._settings))
        entries.append(Entry(N_("Quit"), "power", N_("Close Tabletop Arcade."), app.quit))
        return entries

    @property
    def rules(self) -> str:
        """F1 on the menu shows the rules of the focused game."""
        if self._buttons is None or not self._buttons.buttons:
            return ""
        return self.entries[self.buttons.focus].rules

    @rules.setter
    def rules(self, _file: str) -> None:
        raise AttributeError("the menu's rules are the focused entry's")

    def _continue(self) -> None:
        self.app.scenes.push(SavedGamesScene(self.app))

    def _settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    # -- layout --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        self.clear_buttons()

    def resize(self, size: tuple[int, int]) -> None:
        first = next(i for i, entry in enumerate(self.entries) if entry.enabled)
        focus = self.focus_or(first)
        self.clear_buttons()
        self.s = s = draw.scale(size)
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        height, gap = round(84 * s), round(14 * s)
        top = round(330 * s)
        warnings = self._warnings_rect()
        self._laid_out_for = len(self.app.storage.warnings)
        bottom = warnings.top - round(20 * s) if warnings is not None else size[1] - round(150 * s)
        room = bottom - top
        while len(self.entries) * (height + gap) > room and height > 40:
            height, gap = height - 4, max(gap - 1, 4)
        for rect, entry in zip(
            ui.column(size[0] // 2, top, round(660 * s), height, gap, len(self.entries)),
            self.entries,
            strict=True,
        ):
            button = self.buttons.add(rect, _(entry.label), entry.icon, "@menu_entry")
            if not entry.enabled:
                button.disable()  # dimmed, yet focusable, so its blurb can say why
        self.buttons.set_focus(focus)

    def _activate(self, index: int) -> None:
        entry = self.entries[index]
        if entry.enabled:
            self.app.audio.play("click")
            entry.action()

    def next_change(self) -> float:
        """Still until a pointer or key moves something (buttons light up on events)."""
        return 0.0 if not self._checked else math.inf

    def _check_levels(self) -> None:
        """The entries again, a game with a bad level file now unavailable with its reason."""
        self._checked = True
        entries = self._entries()
        looks = [(entry.blurb, entry.enabled) for entry in entries]
        if looks != [(entry.blurb, entry.enabled) for entry in self.entries]:
            self.entries = entries
            self.resize(self.app.size)

    # -- input ---------------------------------------------------------------------------------
    def _back(self) -> None:
        """Back at the top level: go to Quit first, so one stray press never closes the game."""
        quit_index = len(self.entries) - 1
        if self.buttons.focus == quit_index:
            self.app.quit()
        else:
            self.buttons.set_focus(quit_index)

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            self._back()
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event) -> bool:
        if ui.pointer_back(event):
            self._back()
            return True
        warnings = self._warnings_rect()
        if event.kind == pointers.DOWN and warnings is not None and warnings.collidepoint(event.pos):
            self.app.storage.warnings.clear()  # read: the files stay set aside on disk
            return True
        return self.ui.handle_pointer(event)

    def update(self, dt: float) -> None:
        if not self._checked and self.app.frames > 0:  # once the menu is on screen
            self._check_levels()
        if len(self.app.storage.warnings) != self._laid_out_for:
            self.resize(self.app.size)  # make room for the warnings panel, or take it back
        self.ui.update(dt)
        self.buttons.follow_hover()

    # -- look ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop picture with the entries, icons and texts as regions of one composite:
        a frame repaints only the entries whose look changed (``engine.pictures``)."""
        self.picture.draw(surface, background(surface.get_size(), language()), None, self.regions(), [])

    def regions(self) -> list[layers.Region]:
        s = self.s
        w, h = self.app.size
        regions = [*pictures.gui_regions(self.ui), *self.buttons.decorations(round(46 * s))]
        last = self.buttons.buttons[-1].rect
        warnings = self._warnings_rect()
        blurb_centre = (w / 2, last.bottom + 44 * s)
        if warnings is None or warnings.top > blurb_centre[1] + 20 * s:
            blurb = _(self.entries[self.buttons.focus].blurb)
            regions.append(
                pictures.text_region("blurb", blurb, blurb_centre, round(30 * s), draw.TEXT_DIM, "center")
            )
        if warnings is not None:
            notes = tuple(self.app.storage.warnings[-3:])
            bounds = pictures.panel_bounds(warnings, 8)
            regions.append(layers.Region("warnings", bounds, self._draw_warnings, (tuple(warnings), notes)))
        hint = pictures.text_region(
            "hint", _(HINT), (w / 2, h - 34 * s), round(24 * s), draw.TEXT_DIM, "center"
        )
        return [*regions, hint]

    def _warnings_rect(self) -> pygame.Rect | None:
        """Where the storage warnings go: above the key hints, over the space under the entries."""
        lines = self._warning_lines(self.app.storage.warnings[-3:])
        if not lines:
            return None
        s = self.s
        w, h = self.app.size
        rect = pygame.Rect(0, 0, round(1560 * s), sum(line.get_height() for line in lines) + round(24 * s))
        rect.midbottom = (w // 2, h - round(70 * s))
        return rect

    def _warning_lines(self, notes: list[str] | tuple[str, ...]) -> list[pygame.Surface]:
        s = self.s
        wrap = round(1440 * s)
        lines = [draw.text(note_words(note), round(24 * s), draw.TEXT, wrap=wrap) for note in notes]
        if lines:
            lines.append(draw.text(_("Click here to dismiss."), round(22 * s), draw.TEXT_DIM))
        return lines

    def _draw_warnings(self, surface: pygame.Surface, where: tuple[int, ...], notes: tuple[str, ...]) -> None:
        s, rect = self.s, pygame.Rect(where)
        border = max(round(3 * s), 1)
        draw.draw_panel(surface, rect, (*draw.FELT_DARK, 240), round(14 * s), draw.DANGER, border, 8)
        mark = draw.icon("triangle", round(34 * s), draw.DANGER)
        surface.blit(mark, mark.get_rect(midleft=(rect.x + round(22 * s), rect.centery)))
        y = rect.y + round(12 * s)
        for line in self._warning_lines(notes):
            surface.blit(line, (rect.x + round(76 * s), y))
            y += line.get_height()
