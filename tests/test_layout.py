"""Every screen at every size from a 1280x720 laptop to a 4K TV, in a busy state: nothing off
screen, no text over text or over a widget, no text too small for the couch (issue: layout)."""

import contextlib
import functools
from collections.abc import Iterator

import pytest

from game.app import App, parse_args
from tests.layout_probe import SIZES, layout_problems


def open_app(size, tmp_home=None):
    app = App(parse_args(["--headless", "--size", f"{size[0]}x{size[1]}", "--seed", "1"]))
    app.to_menu()
    app.loop.start()
    return app


def settle(app, frames=3):
    for _ in range(frames):
        app.frame()


@pytest.fixture(scope="module", params=list(SIZES), ids=list(SIZES))
def sized_app(request):
    """One app per size for the whole module, shared by the screens as ``test_layout_languages``
    shares one per language (each case opens its screen or replaces the table; a new app per case
    was most of a 4K case's time)."""
    app = open_app(SIZES[request.param])
    yield app
    app.close()


def saved_three_games(app):
    for key in ("fishing", "bingo", "garum"):
        app.storage.save_autosave(key, {"setup": {}, "record": {}})


def test_menu_with_three_saved_games(sized_app):
    saved_three_games(sized_app)
    sized_app.to_menu()
    settle(sized_app)
    assert layout_problems(sized_app.scenes.top, sized_app.size) == []


def test_saved_games_list(sized_app):
    saved_three_games(sized_app)
    sized_app.to_menu()
    sized_app.scenes.top.entries[0].action()
    settle(sized_app)
    assert layout_problems(sized_app.scenes.top, sized_app.size) == []


class Cluttered:
    """A scene that breaks every rule, to show the probe can fail."""

    def draw(self, surface):
        from game.engine import draw

        draw.blit_text(surface, "Round 1 of 8", (10, 10), 30)
        draw.blit_text(surface, "10 cards, trick 10", (40, 12), 30)
        draw.blit_text(surface, "tiny", (100, 200), 6)
        draw.blit_text(surface, "cut off", (1270, 700), 30)


def test_the_probe_finds_overlaps_tiny_text_and_text_off_screen():
    import pygame

    pygame.init()
    problems = layout_problems(Cluttered(), (1280, 720))
    assert any("overlaps" in p for p in problems)
    assert any("'tiny' is 6 px" in p for p in problems)
    assert any("'cut off' leaves the screen" in p for p in problems)


# -- every game, mid-play and at its results ------------------------------------------------------
TURN_SCENES = {
    "bingo": ("game.rules.bingo", "game.scenes.bingo.scene:BingoScene"),
    "fishing": ("game.rules.fishing", "game.scenes.fishing.scene:FishingScene"),
    "garum": ("game.rules.garum", "game.scenes.garum.scene:GarumScene"),
}


def _table(game: str, players: int, options: dict | None = None):
    from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup

    seats = [Seat(HUMAN, "Ada", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Hard bot {i}", SEAT_COLOURS[i], "hard") for i in range(1, players)]
    return TableSetup(game, seats, options or {}, seed=3)


def _load(target: str):
    import importlib

    module, name = target.split(":")
    return getattr(importlib.import_module(module), name)


def turn_scene(app, game: str, players: int, moves: int | None):
    """The game after ``moves`` seeded random legal moves (then on to the human's turn), or played
    to its end when ``moves`` is None; the scene is made from that state, so no animation is owed."""
    import importlib
    import random

    rules_name, scene_name = TURN_SCENES[game]
    state = importlib.import_module(rules_name).new_game(players, seed=3)
    rng, done = random.Random(3), 0
    while not state.is_over() and (moves is None or done < moves or state.to_move() != (0,)):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        done += 1
    scene = _load(scene_name)(app, _table(game, players), state)
    app.scenes.replace(scene)
    return scene


TURN_CASES = {
    "fishing-3": ("fishing", 3, 14),
    "fishing-5": ("fishing", 5, 25),
    "bingo-3": ("bingo", 3, 14),
    "bingo-5": ("bingo", 5, 30),
    "garum-2": ("garum", 2, 8),
    "garum-4": ("garum", 4, 16),
    "fishing-results": ("fishing", 3, None),
    "bingo-results": ("bingo", 5, None),
    "garum-results": ("garum", 4, None),
}


@pytest.mark.parametrize("case", list(TURN_CASES))
def test_turn_based_tables_fit(sized_app, case):
    check_turn_case(sized_app, case)


def check_turn_case(sized_app, case):
    """A turn-based table mid-play (a card lifted, a hint shown) or at its results fits the screen."""
    game, players, moves = TURN_CASES[case]
    scene = turn_scene(sized_app, game, players, moves)
    with played_through(sized_app):
        settle(sized_app, 20)  # bots start thinking, cards fly
    if moves is None:
        scene.game_over()
    hand = getattr(scene, "hand", None)
    if hand is not None:  # the mouse over the hand: a card lifted, its tooltip up
        mouse = sized_app.pointers.pointer("mouse", "mouse")
        sized_app.pointers.move_to(mouse, *hand.centre)
        sized_app.dispatch_pointers(sized_app.pointers.drain())
    if moves is not None and not scene.state.is_over():  # a hint on the table, its reason beside it
        with played_through(sized_app):
            for _ in range(300):
                scene.hints.ask(0)  # taken once the table waits for the human
                if scene.hints.current(0):
                    break
                settle(sized_app, 1)
        assert scene.hints.current(0), "the hint never showed"
    settle(sized_app, 1)
    assert layout_problems(sized_app.scenes.top, sized_app.size) == []


FINDEN_CASES = {
    "classic-3": ("classic", 3, False),
    "classic-4": ("classic", 4, False),
    "classic-results": ("classic", 4, True),
    "puzzle-3": ("puzzle", 3, False),
    "puzzle-4": ("puzzle", 4, False),
    "puzzle-results": ("puzzle", 3, True),
    "solo": ("solo", 1, False),
    "solo-results": ("solo", 1, True),
}


def finden_scene(app, kind: str, players: int):
    if kind == "solo":
        from game.rules.finden import new_solo

        return _load("game.scenes.finden.solo.scene:SoloScene")(app, new_solo(4, "grey"), "Ada")
    scene_name = {"classic": "classic.scene:ClassicScene", "puzzle": "puzzle.scene:PuzzleScene"}[kind]
    options = {"side": "grey", "mode": kind}
    return _load(f"game.scenes.finden.{scene_name}")(app, _table("finden", players, options))


@pytest.mark.parametrize("case", list(FINDEN_CASES))
def test_finden_tables_fit(sized_app, case):
    check_finden_case(sized_app, case)


@functools.cache
def _given_up_to_the_last_round() -> dict:
    """The record of solo game 4 (grey) given up round after round, up to its last round's roll:
    played by the rules once per session, so each solo end-screen case plays one round on its
    table instead of twelve (the moves a table's ``finish_solo`` makes, the same end)."""
    from game.ai.finden.puzzle import choose_cross_out
    from game.rules.finden import GiveUp, new_solo

    game = new_solo(4, "grey")
    while game.round < len(game.rolls) - 1:
        if game.phase.value == "search":
            game.apply(0, GiveUp())
        else:
            game.apply(0, choose_cross_out(game.sheets[0], game.values))
    return game.to_record()


def solo_in_its_last_round(app):
    """A solo table whose game has been given up to its last round (see above)."""
    from game.rules.finden.puzzle import PuzzleGame

    game = PuzzleGame.from_record(_given_up_to_the_last_round())
    return _load("game.scenes.finden.solo.scene:SoloScene")(app, game, "Ada")


def finish_solo(app, scene):
    """Play a solo game to its end screen by giving up every round (on a fresh app a new best: the
    pulsing title and the name box open; on a full high-score table the plain end screen)."""
    from game.ai.finden.puzzle import choose_cross_out
    from game.rules.finden import GiveUp

    game = scene.game
    with played_through(app):
        for _ in range(4000):
            if game.is_over():
                break
            if scene.stage == "search":
                scene.submit(0, GiveUp())
            elif scene.stage == "cross":
                scene.submit(0, choose_cross_out(game.sheets[0], game.values))
            app.frame()
    assert scene.stage == "results"


PLAY_THROUGH_DRAW_EVERY = 10
"""On the way to the moment a case measures (a solo game's end screen, about 1,900 frames; a
table's dice rolled, bots started, a hint up) every tenth frame is drawn: the table is still drawn
at the probed size on the way, the moment itself is drawn whole before it is measured, and a 4K
draw of every frame was two thirds of a case's time."""


@contextlib.contextmanager
def played_through(app) -> Iterator[None]:
    """The app's frames inside draw only every ``PLAY_THROUGH_DRAW_EVERY``-th (as a headless game
    serving phones draws, ``App.draw_every``)."""
    drawn, app.draw_every = app.draw_every, PLAY_THROUGH_DRAW_EVERY
    try:
        yield
    finally:
        app.draw_every = drawn


def check_finden_case(sized_app, case):
    """A 5er Finden table searching (a hint shown) or at its results fits the screen."""
    from game.scenes.finden.table import RESULTS, SEARCH

    kind, players, results = FINDEN_CASES[case]
    if results and kind == "solo":
        scene = solo_in_its_last_round(sized_app)
    else:
        scene = finden_scene(sized_app, kind, players)
    sized_app.scenes.replace(scene)
    with played_through(sized_app):
        for _ in range(400):  # dice rolled, the search on
            sized_app.frame()
            if scene.stage == SEARCH:
                break
    if results and kind == "solo":
        finish_solo(sized_app, scene)
    elif results:
        scene.stage = RESULTS
    elif kind != "solo":  # the human asked for a hint: its five outlined, the reason above it
        scene.hints.ask(0)
    settle(sized_app, 1)
    assert layout_problems(sized_app.scenes.top, sized_app.size) == []


def test_three_finden_boards_fill_the_table_alike():
    """No empty board slot with three players: three equal boards, each larger than with four."""
    from game.scenes.finden.classic.layout import ClassicLayout
    from game.scenes.widgets.finden_board import fit_board

    three = [fit_board(r.board) for r in ClassicLayout.compute((1920, 1080), 3, 5).seats]
    four = [fit_board(r.board) for r in ClassicLayout.compute((1920, 1080), 4, 5).seats]
    assert len({b.size for b in three}) == 1 and three[0].w > four[0].w
    assert len({b.y for b in three}) == 1  # one row: no slot of a 2x2 grid left blank


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1080)])
def test_three_puzzle_boards_fill_the_table_alike(size):
    """The puzzle table as the race: three equal boards in one row, none smaller than with four,
    each seat area reaching the column, nothing left blank."""
    from game.scenes.finden.puzzle.layout import PuzzleLayout

    three, four = PuzzleLayout.compute(size, 3).seats, PuzzleLayout.compute(size, 4).seats
    assert len({r.board.size for r in three}) == 1 and len({r.board.y for r in three}) == 1
    assert three[0].board.w >= four[0].board.w
    column = PuzzleLayout.compute(size, 3).centre
    assert three[-1].panel.right < column.x and column.x - three[-1].panel.right <= 2 * column.y
    for rects in three:
        assert rects.panel.contains(rects.hint) and rects.quarter.bottom <= size[1]
