"""Patching a retained screen must give the same pixels as drawing every frame whole."""

from __future__ import annotations

import math

import pygame
import pygame_gui
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import layers, pointers
from tests.retained import cut_regions, difference, frame_matches_full_redraw


def _push(app, name: str) -> None:
    if name == "pause":
        from game.scenes.pause import PauseScene

        app.scenes.push(PauseScene(app))
    elif name == "settings":
        from game.scenes.settings import SettingsScene

        app.scenes.push(SettingsScene(app))
    elif name == "help":
        from game.scenes.help import HelpScene

        app.scenes.push(HelpScene(app, "fishing.md"))
    elif name == "scores":
        from bench.screens_frames import _two_scores
        from game.scenes.scores import HighScoresScene

        _two_scores(app)
        app.scenes.push(HighScoresScene(app))
    elif name == "solo_menu":
        from game.scenes.finden.solo.menu import SoloMenuScene

        app.scenes.push(SoloMenuScene(app))
    elif name == "saved_games":
        from bench.screens_frames import saved_games

        saved_games(app)
    elif name == "devices":
        from game.scenes.devices import DevicesScene

        app.scenes.push(DevicesScene(app))
    elif name == "lobby":
        app.open_lobby("fishing")
    elif name == "statistics":
        from game.scenes.statistics import StatisticsScene
        from tests.test_statistics_screen import ten_games

        ten_games(app.storage)
        app.scenes.push(StatisticsScene(app))


SCREENS = [
    "menu",
    "pause",
    "settings",
    "help",
    "scores",
    "solo_menu",
    "saved_games",
    "devices",
    "lobby",
    "statistics",
]


@pytest.mark.parametrize("name", SCREENS)
def test_a_patched_screen_looks_as_if_drawn_whole_every_frame(app, name):
    _push(app, name)
    hub, (w, h) = app.pointers, app.size
    mouse = hub.pointer("mouse", "mouse")
    before = layers.SCREEN.patched_blits
    for frame in range(40):
        angle = frame * 0.3  # across the buttons and out over the rest of the screen
        hub.move_to(mouse, w / 2 + math.cos(angle) * w * 0.45, h / 2 + math.sin(angle * 1.3) * h * 0.45)
        app.dispatch_pointers(hub.drain())
        if name == "help" and frame % 15 == 14:
            app.scenes.top.show(frame // 15)
        if frame % 15 == 7:  # a key changes what is selected
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        app.frame()
        assert frame_matches_full_redraw(app), f"frame {frame} differs from a whole redraw"
    assert layers.SCREEN.patched_blits - before > 30, "the frames were not patched"


def test_the_whole_redraw_check_finds_one_changed_pixel(app):
    """The check compares bytes first (fast): a single pixel drawn over the screen must still be
    found, and where."""
    app.frame()
    assert difference(app) is None
    colour = app.screen.get_at((37, 21))
    app.screen.set_at((37, 21), (colour.r ^ 1, colour.g, colour.b))
    assert difference(app) == pygame.Rect(37, 21, 1, 1)


def _busy(app, frames: int, act, monkeypatch) -> None:
    """``frames`` frames, each after ``act(frame)``: every one must equal a whole redraw, and no
    region may paint outside its rect (it would be cut)."""
    shown, checked = [], {}
    draw = layers.Composite.draw

    def recording(composite, surface, base, base_key, regions, over=None):
        shown.extend(regions)
        draw(composite, surface, base, base_key, regions, over)

    monkeypatch.setattr(layers.Composite, "draw", recording)
    for frame in range(frames):
        act(frame)
        shown.clear()
        app.frame()
        new = [region for region in shown if checked.get(region.name) != region]  # each look once
        checked.update((region.name, region) for region in new)
        assert cut_regions(new, app.size) == [], f"frame {frame}"
        where = difference(app)
        assert where is None, f"frame {frame} differs from a whole redraw at {where}"


def _click(app, pointer, pos, button=pointers.PRIMARY) -> None:
    hub = app.pointers
    hub.move_to(pointer, *pos)
    hub.press(pointer, button)
    hub.release(pointer, button)
    app.dispatch_pointers(hub.drain())


def _key(app, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _resize(app, size) -> None:
    pygame.display.set_mode(size)
    app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))


def test_the_menu_with_warnings_coming_and_going_matches_a_whole_redraw(app, monkeypatch):
    mouse = app.pointers.pointer("mouse", "mouse")

    def act(frame):
        if frame == 4:
            app.storage.warnings.append("settings.json was set aside: it could not be read.")
        if frame == 9:
            _click(app, mouse, app.scenes.top._warnings_rect().center)  # read: dismissed
        if frame == 12:
            _resize(app, (1024, 600))
        if frame > 12:
            _click(app, mouse, (512, 260 + frame * 3), pointers.MIDDLE)  # hover down the entries

    _busy(app, 20, act, monkeypatch)
    assert app.size == (1024, 600) and not app.storage.warnings, "shown, then dismissed"


def test_settings_stepped_by_pointer_and_keys_matches_a_whole_redraw(app, monkeypatch):
    from game.scenes.settings import SettingsScene

    scene = SettingsScene(app)
    app.scenes.push(scene)
    mouse = app.pointers.pointer("mouse", "mouse")
    plus = [b for b, (row, step) in scene.steppers.items() if step == 1 and "volume" in scene.rows[row].key]
    several = next(i for i, row in enumerate(scene.rows) if row.key == "multimouse")
    volume = app.settings["master_volume"]

    def act(frame):
        if frame in (2, 3, 6):
            _click(app, mouse, plus[frame % len(plus)].rect.center)  # a value and its bar move
        if frame in (8, 9):
            _key(app, pygame.K_RIGHT if frame == 8 else pygame.K_LEFT)
        if frame == 11:
            scene.buttons.set_focus(several)  # the mice's status over the title
        if frame == 14:
            _resize(app, (1024, 600))
        if frame > 14:
            _key(app, pygame.K_DOWN)

    _busy(app, 20, act, monkeypatch)
    assert app.size == (1024, 600) and app.settings["master_volume"] != volume


def test_help_turned_by_keys_wheel_and_contents_matches_a_whole_redraw(app, monkeypatch):
    from game.scenes.help import HelpScene

    scene = HelpScene(app, "garum.md")
    app.scenes.push(scene)
    mouse = app.pointers.pointer("mouse", "mouse")
    hub = app.pointers

    def act(frame):
        if frame in (1, 2):
            _key(app, pygame.K_PAGEDOWN)
        if frame in (4, 5):  # the wheel over the contents list scrolls it (when it is long)
            hub.move_to(mouse, *scene.contents_rect.center)
            hub.scroll(mouse, -1)
            app.dispatch_pointers(hub.drain())
        if frame == 7:  # the wheel over the page turns it
            hub.move_to(mouse, *scene.area.center)
            hub.scroll(mouse, -1)
            app.dispatch_pointers(hub.drain())
        if frame == 9:
            item = scene.contents.item_list[0]["button_element"]
            _click(app, mouse, item.rect.center)
        if frame == 11:
            _click(app, mouse, scene.next_button.rect.center)
        if frame == 13:
            _resize(app, (1024, 600))
        if frame > 13:
            hub.move_to(mouse, *scene.back_button.rect.center if frame % 2 else scene.next_button.rect.center)
            app.dispatch_pointers(hub.drain())

    _busy(app, 18, act, monkeypatch)
    assert app.size == (1024, 600) and scene.page > 0


def test_the_device_panel_with_presses_tags_and_a_slider_matches_a_whole_redraw(app, monkeypatch):
    from game.engine.devices.several_mice import MISSING, MiceStatus
    from game.scenes.devices import DevicesScene

    status = MiceStatus([], [], "Reading several mice needs a module.", ("pip install evdev",), MISSING)
    scene = DevicesScene(app, status=lambda enabled: status)
    app.scenes.push(scene)
    hub = app.pointers
    mouse, keys = hub.pointer("mouse", "mouse"), hub.pointer("keys:wasd", "keyboard")

    def act(frame):
        hub.move_to(keys, 100 + frame * 23, 200 + frame * 9)  # its name tag follows it
        if frame in (3, 9):
            hub.press(keys, pointers.ACTION if frame == 3 else pointers.SECONDARY)  # its row lights
        if frame in (5, 11):
            hub.release(keys, pointers.ACTION if frame == 5 else pointers.SECONDARY)
        app.dispatch_pointers(hub.drain())
        slider = next(row.slider for row in scene.device_rows.rows if row.slider is not None)
        if frame in (6, 7):  # its knob and the factor beside it move
            slider.set_current_value(frame - 3)
            app.dispatch(
                pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider, value=frame - 3)
            )
        if frame == 13:
            _click(app, mouse, scene.copy.rect.center)
        if frame == 15:
            _resize(app, (1024, 600))

    _busy(app, 20, act, monkeypatch)
    lit = any(row.last for row in scene.device_rows.rows)
    assert app.size == (1024, 600) and lit, "a row was lit and named"
    assert app.settings["device_sensitivity"], "the slider moved"


def test_the_lobby_with_joins_hover_a_name_typed_and_a_refusal_matches_a_whole_redraw(app, monkeypatch):
    app.open_lobby("garum")
    scene = app.scenes.top
    hub = app.pointers
    mouse, pad = hub.pointer("mouse", "mouse"), hub.pointer("pad:0", "gamepad")

    def act(frame):
        hub.move_to(pad, *scene.cards[1].kinds[frame % 4].center)  # hover marks come and go
        app.dispatch_pointers(hub.drain())
        if frame == 2:
            _click(app, pad, scene.cards[2].join.center)  # a newcomer joins
        if frame == 4:
            _click(app, mouse, scene.cards[0].name.center)
        if frame in (5, 6):
            app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="x"))
        if frame == 8:
            _key(app, pygame.K_RETURN)
        if frame == 10:
            _click(app, mouse, scene.cards[3].kinds[-1].center)  # an empty seat
        if frame == 12:
            _click(app, mouse, scene.start_button.rect.center)  # refused or started: both drawn
        if frame == 14 and app.scenes.top is scene:
            _resize(app, (1024, 600))

    _busy(app, 20, act, monkeypatch)
    assert scene.plan.seats[0].name.endswith("xx") and scene.plan.seats_of("pad:0") == [2]


class _Manager(pygame_gui.UIManager):
    """pygame_gui with the game's theme, hovering where the test says."""

    pos = (0, 0)

    def __init__(self, size: tuple[int, int]):
        from game.engine import ui

        super().__init__(size, ui.theme_for(size), enable_live_theme_updates=False)

    def _update_mouse_position(self) -> None:
        self.mouse_position = self.pos


def _wheel(manager, pos) -> list[pygame.event.Event]:
    manager.pos = pos
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False)]


def test_element_regions_follow_scrolling_lists_text_boxes_and_drop_downs(monkeypatch):
    """A list and a text box scrolled by the wheel (moving, clipped children) and a drop-down
    opened and chosen from: the composite of ``gui_regions`` equals ``draw_ui`` every frame."""
    from game.engine import pictures

    retained = layers.RetainedScreen()
    monkeypatch.setattr(layers, "SCREEN", retained)
    size = (400, 300)
    pygame.init()
    pygame.display.set_mode(size)
    screen, base = pygame.Surface(size), pygame.Surface(size)
    base.fill((10, 60, 40))
    manager = _Manager(size)
    rect = pygame.Rect
    listed = pygame_gui.elements.UISelectionList(
        rect(10, 10, 150, 120), [f"item {i}" for i in range(30)], manager
    )
    text = "<br>".join(f"line {i}" for i in range(60))
    box = pygame_gui.elements.UITextBox(text, rect(180, 10, 200, 120), manager)
    drop = pygame_gui.elements.UIDropDownMenu(
        [f"option {i}" for i in range(8)], "option 0", rect(10, 160, 150, 30), manager
    )
    composite, opened = layers.Composite(), 0
    for frame in range(70):
        events = pygame.event.get()  # what the elements posted: the drop-down opens on its button's press
        if frame % 10 == 2 and not 25 < frame < 50:  # not while the drop-down is used
            events += _wheel(manager, (60, 60))
        if frame % 10 == 5 and not 25 < frame < 50:
            events += _wheel(manager, (250, 60))
        manager.pos = {28: (80, 175), 43: (80, 215)}.get(frame, manager.pos)
        if frame in (30, 31, 45, 46):
            kind = pygame.MOUSEBUTTONDOWN if frame % 15 == 0 else pygame.MOUSEBUTTONUP
            events.append(pygame.event.Event(kind, pos=manager.pos, button=1, touch=False))
        for event in events:
            manager.process_events(event)
        manager.update(1 / 60)
        retained.begin(screen, "gui")
        composite.draw(screen, base, None, pictures.gui_regions(manager), [])
        retained.end([])
        reference = base.copy()
        manager.draw_ui(reference)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(reference, "RGB"), f"frame {frame}"
        opened += type(drop.current_state).__name__ == "UIExpandedDropDownState"
    assert listed.scroll_bar.start_percentage > 0.2 and box.scroll_bar.start_percentage > 0.05
    assert opened and drop.selected_option[0] == "option 1", "the drop-down opened and a choice was made"
    assert retained.patched_blits > 60


def test_a_new_screen_or_stack_draws_the_layer_whole():
    screen = pygame.Surface((64, 48))
    image = pygame.Surface((64, 48))
    image.fill((10, 20, 30))
    retained = layers.RetainedScreen()
    for stack in ("a", "a", "b", None):
        retained.begin(screen, stack)
        screen.fill((255, 0, 0))  # whatever the last frame left outside the bounds
        retained.blit_layer(screen, image, bounds=[pygame.Rect(0, 0, 8, 8)])
        retained.end([])
    # the second frame patched only its bounds; the others (new stack, no stack) drew it whole
    assert (retained.full_blits, retained.patched_blits) == (2, 1)


def _composite_frame(retained, composite, screen, base, regions, over=()):
    retained.begin(screen, "table")
    composite.draw(screen, base, "felt", regions, list(over))
    retained.end([])


@pytest.mark.parametrize("keep", [True, False])
def test_a_composite_repaints_only_the_regions_that_changed(monkeypatch, keep):
    """Two regions over a base: a change to one repaints it alone, and the screen equals the base
    with both painted whole (with its picture kept, or straight on the screen)."""
    retained = layers.RetainedScreen()
    monkeypatch.setattr(layers, "SCREEN", retained)
    screen, base = pygame.Surface((80, 60)), pygame.Surface((80, 60))
    base.fill((10, 20, 30))

    def square(surface, colour):
        surface.fill(colour, pygame.Rect(0, 0, 80, 60))  # wider than its rect: the clip holds it

    def regions(left, right):
        return [
            layers.Region("left", pygame.Rect(0, 0, 30, 30), square, (left,)),
            layers.Region("right", pygame.Rect(40, 0, 30, 30), square, (right,)),
        ]

    composite = layers.Composite(keep)
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 200, 0)))
    assert composite.repainted == 2
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 200, 0)))
    assert composite.repainted == 2, "nothing changed, nothing repainted"
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 0, 200)))
    assert composite.repainted == 3, "only the right region was repainted"
    assert screen.get_at((5, 5))[:3] == (200, 0, 0)
    assert screen.get_at((45, 5))[:3] == (0, 0, 200)
    assert screen.get_at((35, 5))[:3] == (10, 20, 30), "outside the regions: the base"
    assert screen.get_at((5, 40))[:3] == (10, 20, 30)
    # a region that goes leaves the base behind; a moved one is repainted where it went
    _composite_frame(retained, composite, screen, base, regions((200, 0, 0), (0, 0, 200))[:1])
    assert screen.get_at((45, 5))[:3] == (10, 20, 30)


@pytest.mark.parametrize("keep", [True, False])
def test_a_composite_puts_back_what_was_drawn_over_it(monkeypatch, keep):
    retained = layers.RetainedScreen()
    monkeypatch.setattr(layers, "SCREEN", retained)
    screen, base = pygame.Surface((80, 60)), pygame.Surface((80, 60))
    base.fill((10, 20, 30))
    composite = layers.Composite(keep)
    sprite = pygame.Rect(50, 40, 10, 10)
    _composite_frame(retained, composite, screen, base, [], [sprite])
    screen.fill((255, 255, 0), sprite)  # a card in flight
    _composite_frame(retained, composite, screen, base, [])
    assert screen.get_at(sprite.center)[:3] == (10, 20, 30), "the flight's old place is felt again"
    assert retained.patched_blits == 1


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(1, 30), st.integers(1, 30))))
def test_joined_changed_rects_cover_every_rect_and_paint_no_more(boxes):
    rects = [pygame.Rect(box) for box in boxes]
    joined = layers._merged(list(rects))
    assert all(any(j.contains(r) for j in joined) for r in rects)
    assert sum(j.w * j.h for j in joined) <= sum(r.w * r.h for r in rects)


@settings(max_examples=80, deadline=None)
@given(
    st.tuples(st.integers(0, 40), st.integers(0, 40), st.integers(1, 40), st.integers(1, 40)),
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(1, 30), st.integers(1, 30))),
)
def test_a_rect_less_its_covers_is_every_uncovered_pixel_once(box, covers):
    rect, covers = pygame.Rect(box), [pygame.Rect(c) for c in covers]
    pieces = layers.uncovered(rect, covers)
    assert all(rect.contains(piece) and piece.collidelist(covers) < 0 for piece in pieces)
    for i, piece in enumerate(pieces):
        assert piece.collidelist(pieces[i + 1 :]) < 0, "pieces do not overlap"
    free = {(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}
    free = {xy for xy in free if not any(c.collidepoint(xy) for c in covers)}
    assert sum(p.w * p.h for p in pieces) == len(free), "every uncovered pixel, once"


@pytest.mark.parametrize("keep", [True, False])
def test_an_opaque_region_hides_the_base_and_looks_the_same(monkeypatch, keep):
    """A page turn over opaque regions puts back the base only around them: same pixels."""
    retained = layers.RetainedScreen()
    monkeypatch.setattr(layers, "SCREEN", retained)
    base = pygame.Surface((80, 60))
    base.fill((10, 20, 30))

    def square(surface, colour):
        surface.fill(colour, pygame.Rect(0, 0, 80, 60))

    def frames(opaque):
        screen = pygame.Surface((80, 60))
        composite = layers.Composite(keep)
        for colour, rect in (((200, 0, 0), (5, 5, 30, 20)), ((0, 200, 0), (20, 10, 40, 30))):
            region = layers.Region("page", pygame.Rect(rect), square, (colour,), opaque)
            _composite_frame(retained, composite, screen, base, [region])
        return pygame.image.tobytes(screen, "RGB")

    blits = []
    real = layers.uncovered
    monkeypatch.setattr(layers, "uncovered", lambda rect, covers: blits.append(covers) or real(rect, covers))
    assert frames(opaque=True) == frames(opaque=False)
    assert any(blits), "the opaque page was left out of the base's repaint"
