"""A seat is one colour everywhere: the colour it wears in the lobby is the colour of its panel badge
and cursor, the "(Colour)" word the log names it by and, where colours are rules (Bingo's trumps,
Garum's species), the colour the rules give it. Every turn-based game, every seat count, a lobby
with an empty seat between filled ones and a table set on the command line."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine.seats import BOT, EMPTY
from game.scenes.lobby import LobbyScene
from game.scenes.registry import GAMES
from game.scenes.table.words import colour_name
from game.scenes.widgets import garum_fish
from game.scenes.widgets.cards import suit
from tests.table_helpers import TABLE_SCENES

TURN_BASED = tuple(TABLE_SCENES)  # every turn-based game the registry knows


def rules_colours(scene) -> list[tuple[int, int, int] | None]:
    """Per seat, the colour the rules give it (None where colours are not rules)."""
    seats = range(scene.state.players)
    if scene.key == "bingo":
        return [suit(scene.rules_module.SEAT_COLOURS[seat]).rgb for seat in seats]
    if scene.key == "garum":
        return [garum_fish.SPECIES_COLOURS[scene.state.order[seat]] for seat in seats]
    return [None for _seat in seats]


def assert_one_colour_per_seat(scene, worn: list) -> None:
    for seat, colour in enumerate(worn):
        assert scene.setup.seats[seat].colour == colour, f"seat {seat} changed colour after the lobby"
        assert tuple(scene.seat_colour(seat)) == colour, f"seat {seat}'s badge"
        word = colour_name(colour)
        assert word and scene.colour_word(seat).startswith(word), f"seat {seat}'s colour word"
        assert word in scene.seat_name(seat) or scene.setup.seats[seat].name == word
        for pointer in scene.app.pointers.for_seat(seat):
            assert pointer.colour == colour
    for seat, colour in enumerate(rules_colours(scene)):
        assert colour in (None, worn[seat]), f"seat {seat} wears one colour and plays another"


def seat_counts(game: str) -> list[int]:
    spec = GAMES[game].spec
    return list(range(spec.min_seats, spec.max_seats + 1))


@pytest.mark.parametrize(
    ("game", "players"), [(game, n) for game in TURN_BASED for n in seat_counts(game)]
)
def test_a_lobby_table_with_an_empty_seat_between_filled_ones(app, game, players):
    lobby = LobbyScene(app, GAMES[game])
    plan = lobby.plan
    gap = 1 if players < len(plan.seats) else None  # a full table has no gap to leave
    filled = [i for i in range(len(plan.seats)) if i != gap][:players]
    for index in range(len(plan.seats)):
        plan.set_kind(index, BOT if index in filled else EMPTY, "easy")
    plan.set_kind(filled[-1], "human")
    lobby_colours = [seat.colour for seat in plan.filled()]
    setup = plan.setup(seed=3, starter="mouse")
    worn = [seat.colour for seat in setup.seats]
    assert worn == lobby_colours
    app.start_game(dataclasses.replace(setup, seats=[dataclasses.replace(s) for s in setup.seats]))
    assert_one_colour_per_seat(app.scenes.top, worn)


@pytest.mark.parametrize(
    ("game", "players"), [(game, n) for game in TURN_BASED for n in seat_counts(game)]
)
def test_a_command_line_table_wears_the_rules_colours(app, game, players):
    app.start_game(app.default_table(GAMES[game], players=players))
    scene = app.scenes.top
    worn = [seat.colour for seat in scene.setup.seats]
    assert_one_colour_per_seat(scene, worn)
    assert len(set(worn)) == players
