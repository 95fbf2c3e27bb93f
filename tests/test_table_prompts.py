"""The tables' prompts speak like one another: the seat to act by name and colour, and a sentence
shown once, not twice in two places."""

from __future__ import annotations

from fake_app import FakeApp
from table_helpers import table

from game.engine.draw import DrawProbe
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene


def test_fishing_prompt_names_the_seat_with_its_colour():
    app = FakeApp()
    scene = FishingScene(app, table("fishing", humans=1, players=3))
    scene.enter()
    for _ in range(3000):
        if not scene.presenting() and scene.humans_to_move():
            break
        scene.update(1 / 30)
    prompt = scene.model().status.prompt
    assert prompt.startswith(scene.seat_name(0) + ":"), prompt
    assert scene.seat_name(0) != scene.name(0), "the seat's colour is part of its name on the table"


def test_garum_says_bots_are_playing_once():
    app = FakeApp()
    scene = GarumScene(app, table("garum", humans=0, players=2))
    scene.enter()
    probe = DrawProbe(app.size)
    scene.draw(probe)
    said = [t.text for t in probe.texts if "Bots are playing" in t.text]
    assert len(said) == 1, said


def _statuses_until_over(scene, prompt) -> list[tuple[bool, str]]:
    """(still presenting, status) for every frame until the game is over and fully shown."""
    seen = []
    for _ in range(40000):
        scene.update(1 / 30)
        seen.append((scene.presenting(), prompt()))
        if scene.state.is_over() and not scene.presenting():
            return seen
    raise AssertionError("the game never ended")


def test_game_over_waits_until_the_last_trick_is_shown():
    """The status said "Game over" while the winning trick was still on the table, before the
    marker that ends a Bingo game had landed: a spoiler for everyone watching."""
    from game.scenes.bingo.scene import BingoScene

    for scene_class, game, players in ((BingoScene, "bingo", 4), (FishingScene, "fishing", 3)):
        scene = scene_class(FakeApp(), table(game, humans=0, players=players))
        scene.enter()
        prompt = lambda table=scene: table.model().status.prompt  # noqa: E731
        seen = _statuses_until_over(scene, prompt)
        early = [status for presenting, status in seen if presenting and status == "Game over"]
        assert not early, f"{game}: 'Game over' shown during {len(early)} frames of the last moves"
        assert seen[-1] == (False, "Game over")
