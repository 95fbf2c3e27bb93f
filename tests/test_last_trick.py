"""The last trick at the card tables (issue 51): nothing before the first trick is won; after it, the
panel shows every card of that trick with its player and who took it, in the table's log words; T,
a gamepad's left stick, the Last-trick button and a press on the trick open it, any press closes
it; it never keeps a hidden card (a Fishing pass); its panel holds its layout in every language at
1280x720."""

from __future__ import annotations

import pygame
import pytest
import table_helpers

from game import i18n
from game.engine.draw import DrawProbe
from game.rules import bingo, fishing
from game.rules.base import from_json
from game.rules.cards import Card, CardPlayed
from game.rules.fishing import CardPassed, TrickTaken, TrickWon
from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.table.last_trick import LABEL, LAST_TRICK_KEY, PAD_LAST_TRICK, TITLE
from game.scenes.table.trick_memory import TrickMemory
from tests.layout_probe import SIZES, layout_problems
from tests.retained import difference
from tests.test_layout import open_app

SCENES = {"fishing": FishingScene, "bingo": BingoScene}


# -- what is kept ---------------------------------------------------------------------------------
def test_the_memory_keeps_the_trick_last_won_and_never_a_passed_card():
    memory = TrickMemory((TrickWon,), (TrickTaken,))
    red, blue, green = Card("red", 3), Card("blue", 5), Card("green", 1)
    memory.follow([CardPlayed(0, red), CardPlayed(1, blue)])
    assert memory.last() is None  # the trick is not won yet
    memory.follow([TrickWon(1, blue, "highest"), TrickTaken(1, (red, blue))])
    first = memory.last()
    assert [(p.seat, p.card) for p in first.plays] == [(0, red), (1, blue)]
    assert first.won.seat == 1 and first.after == (TrickTaken(1, (red, blue)),)
    memory.follow([CardPassed(0, 1, green), CardPlayed(1, green)])
    assert memory.last() == first  # the next trick is under way: the last one stays
    assert all(green != p.card for p in memory.last().plays)


def first_trick(scene) -> tuple[list[CardPlayed], object]:
    """The plays and the winner's event of the table's first trick, replayed by the rules alone."""
    record = scene.state.to_record()
    state = type(scene.state).from_record({**record, "actions": []})
    won = (fishing.TrickWon, bingo.TrickResolved)
    plays = []
    for seat, action in record["actions"]:
        for event in state.apply(int(seat), from_json(action, type(state).ACTION_TYPES)):
            if isinstance(event, CardPlayed):
                plays.append(event)
            elif isinstance(event, won):
                return plays, event
    raise AssertionError("no trick was won")


def run_to_first_trick(drive, scene, limit: int = 4000) -> None:
    for _ in range(limit):
        if scene.last_trick.memory.last() is not None:
            return
        drive.frames(1)
    raise AssertionError("no trick was shown as won")


def drawn_texts(scene) -> list[str]:
    probe = DrawProbe(scene.size)
    scene.draw(probe)
    return [t.text for t in probe.texts]


@pytest.fixture(params=list(SCENES))
def bot_table(request, app, drive, fast):
    """A bot table of four (the mouse seated nowhere) of each card game."""
    game = request.param
    scene = table_helpers.start(app, table_helpers.table(game, humans=0, players=4), SCENES[game])
    return game, scene


def test_nothing_opens_before_the_first_trick_then_it_shows_who_played_what_and_who_took_it(bot_table, drive):
    _game, scene = bot_table
    desk = scene.last_trick
    drive.key(LAST_TRICK_KEY)
    assert not desk.open and desk.memory.last() is None
    assert not {i18n._(TITLE), i18n._(LABEL)} & set(drawn_texts(scene))  # no button, no panel
    drive.click(scene.layout.last_trick[0].center)
    assert not desk.open
    run_to_first_trick(drive, scene)
    plays, won = first_trick(scene)
    shown = desk.memory.last()
    assert list(shown.plays) == plays and shown.won == won
    assert i18n._(LABEL) in drawn_texts(scene)
    desk.open = True
    texts = drawn_texts(scene)
    assert i18n._(TITLE) in texts
    for play in plays:
        assert scene.seat_name(play.seat) in texts
    lines = desk.words(shown, scene.seat_name)
    taker = getattr(won, "seat", getattr(won, "highest", None))
    assert scene.seat_name(taker) in lines[0]  # who took it, first, in the log's words
    assert len(lines) > 1 and all(line in texts for line in lines)  # and what followed


@pytest.mark.parametrize("game", list(SCENES))
def test_t_the_pad_the_button_and_the_trick_open_it_and_any_press_closes_it(game, app, drive, fast):
    scene = table_helpers.start(app, table_helpers.table(game, humans=1, players=3), SCENES[game])
    desk = scene.last_trick
    while True:  # the mouse's seat plays its first legal card until a trick is won and shown
        table_helpers.settle(drive, scene)
        if desk.memory.last() is not None:
            break
        scene.submit(0, scene.state.legal_actions(0)[0])
    while scene.banner.unread:  # the table waits for the human, its outcome read
        drive.frames(1)
    drive.key(LAST_TRICK_KEY)
    assert desk.open
    drive.key(LAST_TRICK_KEY)
    assert not desk.open
    drive.post(pygame.CONTROLLERBUTTONDOWN, instance_id=77, button=PAD_LAST_TRICK)
    assert desk.open
    moves = len(scene.state.history)
    drive.click(scene.hand.centre)  # any press closes it, and plays no card under it
    assert not desk.open and len(scene.state.history) == moves
    button, _panel = scene.layout.last_trick
    drive.click(button.center)
    assert desk.open
    drive.click(button.center)
    assert not desk.open
    drive.click(scene.trick_area.bounds(scene.state.players).center)
    assert desk.open


def test_opening_and_closing_it_leaves_the_screen_as_a_whole_redraw_draws_it(bot_table, app, drive):
    """The retained screen: the panel and its shadow are put back to the table once it closes."""
    _game, scene = bot_table
    run_to_first_trick(drive, scene)
    for frame in range(40):
        if frame in (5, 20):
            drive.key(LAST_TRICK_KEY)  # open, then close
            assert scene.last_trick.open == (frame == 5)
        else:
            drive.frames(1)
        assert difference(app) is None, f"frame {frame}"


def test_a_resumed_game_shows_the_same_last_trick(bot_table, app, drive):
    _game, scene = bot_table
    run_to_first_trick(drive, scene)
    drive.frames(200)  # a few tricks on
    scene.timeline.finish()  # the table has shown every event so far
    resumed = type(scene).resume(app, scene.save_data())
    assert resumed.last_trick.memory.last() == scene.last_trick.memory.last()


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game", list(SCENES))
def test_the_open_last_trick_fits_at_720p_in_every_language(game, language, fast):
    from tests.conftest import Driver

    app = open_app(SIZES["720p"])
    try:
        app.settings.for_this_run("language", language)
        i18n.set_language(language)
        drive = Driver(app)
        setup = table_helpers.table(game, humans=0, players=5)
        scene = table_helpers.start(app, setup, SCENES[game])
        run_to_first_trick(drive, scene)
        scene.last_trick.open = True
        assert layout_problems(app.scenes.top, app.size) == []
    finally:
        app.close()
        i18n.set_language(i18n.ENGLISH)
