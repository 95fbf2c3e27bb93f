"""A hot-seat table (two humans) labels a hidden hand with the peek control of its seat's device:
that longer label, and the prompt, must fit without running under the Hint button, at 720p and
1080p, in every language."""

from __future__ import annotations

import pytest
from test_layout import TURN_SCENES, _load, open_app, settle

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from tests.layout_probe import layout_problems


@pytest.mark.parametrize("language", ["en", "de", "vi", "zh-Hant"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda size: f"{size[1]}p")
@pytest.mark.parametrize(("game", "players"), [("fishing", 4), ("bingo", 4), ("garum", 3)])
def test_the_hot_seat_prompt_fits_beside_the_hint_button(size, game, players, language):
    """The hidden hand's label names the peek control (German: "zum Ansehen mittlere Maustaste
    halten"): it keeps off the Hint button too."""
    from game import i18n

    app = open_app(size)
    app.settings.for_this_run("language", language)
    i18n.set_language(language)
    try:
        seats = [Seat(HUMAN, f"Player {i + 1}", SEAT_COLOURS[i]) for i in range(2)]
        seats += [Seat(BOT, f"Medium bot {i + 1}", SEAT_COLOURS[i], "medium") for i in range(2, players)]
        scene = _load(TURN_SCENES[game][1])(app, TableSetup(game, seats, {}, seed=5))
        app.scenes.replace(scene)
        for _frame in range(2000):
            if scene.humans_to_move() and not scene.presenting():
                break
            settle(app, 1)
        assert scene.humans_to_move()
        settle(app, 2)
        assert not scene.hand_face_up(scene.hand_seat()), "a hidden hand: the long prompt shows"
        assert layout_problems(scene, size) == []
    finally:
        i18n.set_language(i18n.ENGLISH)
        app.close()


@pytest.mark.parametrize("language", ["en", "de", "vi", "zh-Hant"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda size: f"{size[1]}p")
@pytest.mark.parametrize(("players", "humans"), [(4, 2), (5, 3)])
def test_the_hot_seat_pass_prompt_fits(size, players, humans, language):
    """Fishing's pass round with two or three humans: their hands in the middle, each frame's title
    on it, the prompt says how to pass, in every language (German frame titles ran into each other,
    and the German prompt out of its panel)."""
    import random

    from game import i18n
    from game.engine.draw import DrawProbe
    from game.rules import fishing

    state, rng = fishing.new_game(players, seed=5), random.Random(5)
    while state.phase != fishing.PASS:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    app = open_app(size)
    app.settings.for_this_run("language", language)
    i18n.set_language(language)
    try:
        seats = [Seat(HUMAN, f"Player {i + 1}", SEAT_COLOURS[i]) for i in range(humans)]
        seats += [Seat(BOT, f"Medium bot {i + 1}", SEAT_COLOURS[i], "medium") for i in range(humans, players)]
        scene = _load(TURN_SCENES["fishing"][1])(app, TableSetup("fishing", seats, {}, seed=5), state)
        app.scenes.replace(scene)
        settle(app, 3)
        assert set(scene.humans_to_move()) == set(range(humans))
        assert layout_problems(scene, size) == []
        probe = DrawProbe(size)
        scene.draw(probe)
        prompt = next(t for t in probe.texts if t.text.startswith(scene.model().status.prompt[:12]))
        assert scene.layout.status.contains(prompt.rect), "the prompt stays on its panel"
    finally:
        i18n.set_language(i18n.ENGLISH)
        app.close()
