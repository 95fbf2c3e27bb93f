"""A Garum seat wears the colour of the species it plays: a newcomer who reads "Medium bot 4
(Yellow)" looks for yellow fish, so the seat's colour name, its rgb (panel, badge, cursor) and its
workers' colour must be one colour, at every seat count and from the lobby or the command line."""

from __future__ import annotations

import pytest
import table_helpers

from game.rules.garum import SPEC, load
from game.scenes.garum.scene import GarumScene
from game.scenes.lobby import LobbyScene
from game.scenes.registry import GAMES
from game.scenes.widgets import garum_fish

NAMES = {"blue": "Blue", "green": "Green", "yellow": "Yellow", "red": "Red"}


def assert_seats_wear_their_species(scene):
    data = scene.state.data
    for seat in range(scene.state.players):
        species = scene.state.order[seat]  # with two players: the colour it plays first
        assert scene.setup.seats[seat].colour == garum_fish.SPECIES_COLOURS[species]
        worn = " and ".join(NAMES[data.colours[c]] for c in scene.state.colours_of(seat))
        assert scene.colour_word(seat) == worn, "with two players, both species a seat plays"
        assert f"({worn})" in scene.seat_name(seat)
        for pointer in scene.app.pointers.for_seat(seat):
            assert pointer.colour == garum_fish.SPECIES_COLOURS[species]


def test_the_spec_names_the_species_colours_in_colour_order():
    assert SPEC.seat_colours == load().colours


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_command_line_table_wears_the_species_colours(app, players):
    setup = app.default_table(GAMES["garum"], players=players)
    app.start_game(setup)
    assert isinstance(app.scenes.top, GarumScene)
    assert_seats_wear_their_species(app.scenes.top)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_lobby_table_plays_the_species_of_the_colour_each_seat_wears(app, players):
    lobby = LobbyScene(app, GAMES["garum"])
    worn = [seat.colour for seat in lobby.plan.seats]
    assert worn == list(garum_fish.SPECIES_COLOURS)
    plan = lobby.plan
    for index in range(4):
        plan.set_kind(index, "bot" if index < players else "empty", "easy")
    plan.swap(1, 3)  # an empty seat between filled ones: the seats after it keep their colours
    setup = plan.setup(seed=3)
    app.start_game(setup)
    scene = app.scenes.top
    assert [seat.colour for seat in scene.setup.seats] == [seat.colour for seat in setup.seats]
    assert_seats_wear_their_species(scene)


def test_a_table_that_names_the_colour_order_keeps_it(app):
    setup = table_helpers.table("garum", humans=0, players=3, colours=(3, 1, 0))
    app.start_game(setup)
    scene = app.scenes.top
    assert scene.state.colours_of(0) == (3,)
    assert_seats_wear_their_species(scene)


def test_a_two_player_seats_token_shows_both_its_species():
    """With two players a seat plays two species: its token is split between their colours, so a
    newcomer looking for its fish finds both."""
    import pygame

    from game.scenes.widgets import garum_panels

    look = garum_panels.SeatLook.of(1.0)
    surface = pygame.Surface((600, 120))
    blue, yellow = garum_fish.SPECIES_COLOURS[0], garum_fish.SPECIES_COLOURS[2]
    rect = pygame.Rect(0, 0, 600, 120)
    garum_panels.draw_seat_row(surface, rect, look, "Ann", (blue, yellow), "A", [], 0, 0, False, "")
    x, y = look.inset + look.token_dx, rect.centery
    r = look.token_radius
    assert tuple(surface.get_at((x - r + 3, y)))[:3] == blue
    assert tuple(surface.get_at((x + r - 3, y)))[:3] == yellow


def test_a_two_player_seat_named_after_its_colour_is_called_by_both_colours(app):
    """"Blue (Blue and Yellow)" says blue twice: a seat named Blue that plays blue and yellow is
    "Blue and Yellow"; a seat with a name of its own keeps it ("Lu (Blue and Yellow)")."""
    setup = table_helpers.table("garum", humans=0, players=2)
    setup.seats[0].name, setup.seats[1].name = "Blue", "Lu"
    app.start_game(setup)
    scene = app.scenes.top
    assert scene.seat_name(0) == "Blue and Yellow"
    assert scene.seat_name(1) == "Lu (Green and Red)"


def test_two_player_results_rows_keep_couch_sized_names(app):
    """The results' rows show each seat's fish, so a two-player row needs no colour words: with
    them, "Medium bot 2 (Green and Red)" shrank to a size nobody reads from the couch."""
    from game.engine.draw import DrawProbe

    setup = table_helpers.table("garum", humans=0, players=2)
    app.start_game(setup)
    scene = app.scenes.top
    while not scene.state.is_over():
        seat = scene.state.to_move()[0]
        scene.state.apply(seat, scene.state.legal_actions(seat)[0])
    scene.game_over()
    probe = DrawProbe(app.size)
    scene.results_screen.draw(probe)
    names = {info.name for info in scene.setup.seats}
    rows = [t for t in probe.texts if t.text in names]
    assert len(rows) == 2
    assert all(t.size >= 0.022 * app.size[1] for t in rows), [(t.text, t.size) for t in rows]
    assert "(" in scene.results_summary().title, "the headline still names the winner's colours"


@pytest.mark.parametrize("filled", [(0, 1), (0, 3), (1, 2), (0, 1, 2), (0, 1, 2, 3)])
def test_the_lobby_says_which_two_colours_each_of_two_players_plays(app, filled):
    """A newcomer choosing a two-player Garum cannot guess that each player plays two colours (two
    hands, two sets of workers, two species): the lobby says it, with the colours the game then
    deals each seat; with more players it says nothing."""
    from game.engine.draw import DrawProbe

    lobby = LobbyScene(app, GAMES["garum"])
    app.scenes.push(lobby)
    for index in range(4):
        lobby.plan.set_kind(index, "bot" if index in filled else "empty", "easy")
    note = lobby.game_note()
    probe = DrawProbe(app.size)
    lobby.draw(probe)
    shown = [text.text for text in probe.texts]
    if len(filled) != 2:
        assert note == "" and not any("two colours" in text for text in shown)
        assert not any(text.startswith("played by") for text in shown)
        return
    assert note in shown, "drawn in the lobby"
    empty = {
        garum_fish.SPECIES_COLOURS.index(seat.colour): seat
        for seat in lobby.plan.seats
        if seat.kind == "empty"
    }
    words = {
        colour: lobby.seat_word(lobby.plan.seats.index(seat))
        for colour, seat in empty.items()
    }
    assert set(words.values()) <= set(shown), "on the empty seats' cards"
    setup = lobby.plan.setup(seed=3)
    app.start_game(setup)
    scene = app.scenes.top
    for seat in (0, 1):
        both = " and ".join(NAMES[scene.state.data.colours[c]] for c in scene.state.colours_of(seat))
        assert f"{setup.seats[seat].name} plays {both}" in note
    for colour, word in words.items():  # the empty seat's colour: played by the seat the game gives it
        assert word == f"played by {setup.seats[scene.state.owner[colour]].name}"
