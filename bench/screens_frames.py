"""The screens around the games for ``bench/frames.py``: solo and puzzle 5er Finden, the high
scores (two tables of finished games), a replay being watched, the saved-games list, the device
panel and the solo menu. Each factory pushes its screen on a headless app and returns a ``poke``
that keeps the system mouse moving, so hover changes from frame to frame."""

from __future__ import annotations

from bench.frames import _circling_mouse
from game.ai.finden.puzzle import choose_cross_out, choose_outline
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.rules.finden import GiveUp, Submit, new_solo
from game.rules.finden.high_scores import solo_entry
from game.scenes.finden.score_book import ScoreBook


def finished_entry(seed: int, name: str, elapsed: float) -> dict:
    """A solo game played to its end by the bots' own choices, as its high-score entry."""
    game = new_solo(seed, "white3")
    times, clock = [], 0.0
    while not game.is_over():
        sheet = game.sheets[0]
        if game.phase == "search":
            found = choose_outline(sheet, game.valid_placements(0), game.values)
            game.apply(0, Submit(found) if found else GiveUp())
        else:
            game.apply(0, choose_cross_out(sheet, game.values))
        clock += 0.5
        times.append(clock)
    return solo_entry(game, name, "2026-11-30", elapsed, times)


def _two_scores(app) -> dict:
    book = ScoreBook(app.storage)
    first = finished_entry(1, "Ada", 200.0)
    book.add(first)
    book.add(finished_entry(2, "Bo", 100.0))
    return first


def solo(app):
    from game.scenes.finden.solo.scene import SoloScene

    app.scenes.push(SoloScene(app, new_solo(4, "grey"), "Ada"))
    return _circling_mouse(app)


def puzzle(app):
    from game.scenes.finden.puzzle.scene import PuzzleScene

    seats = [Seat(HUMAN, "Ada", SEAT_COLOURS[0], pointers=("mouse",))]
    seats += [Seat(BOT, f"Hard bot {i}", SEAT_COLOURS[i], "hard") for i in range(1, 4)]
    app.scenes.push(PuzzleScene(app, TableSetup("finden", seats, {"side": "grey", "mode": "puzzle"}, 7)))
    return _circling_mouse(app)


def scores(app):
    from game.scenes.scores import HighScoresScene

    _two_scores(app)
    app.scenes.push(HighScoresScene(app))
    return _circling_mouse(app)


def replay(app):
    from game.scenes.finden.solo.replay import ReplayScene

    app.scenes.push(ReplayScene(app, _two_scores(app)))
    return _circling_mouse(app)


def saved_games(app):
    from game.scenes.saved_games import SavedGamesScene

    for key in ("fishing", "bingo", "garum"):
        app.storage.save_autosave(key, {"setup": {}, "record": {}})
    app.scenes.push(SavedGamesScene(app))
    return _circling_mouse(app)


def devices(app):
    from game.scenes.devices import DevicesScene

    app.scenes.push(DevicesScene(app))
    return _circling_mouse(app)


def solo_menu(app):
    from game.scenes.finden.solo.menu import SoloMenuScene

    app.scenes.push(SoloMenuScene(app))
    return _circling_mouse(app)


def table_replay(app):
    """A Bingo game played out by easy bots, watched in the table replay viewer at normal speed."""
    from bench.table_frames import human_and_bots
    from game.ai.base import decide
    from game.ai.bingo.bot import make_bot
    from game.rules import bingo
    from game.scenes.watch import replay_scene

    setup = human_and_bots("bingo", {}, seed=3, players=4)
    state = bingo.new_game(4, seed=setup.seed)
    bots = [make_bot("easy", seat) for seat in range(4)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, decide(bots[seat], state.view(seat), seat))
    app.scenes.push(replay_scene(app, {"setup": setup.to_json(), "record": state.to_record()}))
    return _circling_mouse(app)
