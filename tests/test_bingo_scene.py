"""The Bingo table, headless: a bot game plays to its results, the shown table catches up with the
rules state, humans play by pointing at cards, pick free markers, peek at hidden hands, resume."""

from __future__ import annotations

import functools

import table_helpers
from presenter_contract import assert_presents_every_event

from game.rules import bingo
from game.rules.bingo import TO_CHOOSE, PlaceFree, PlayCard
from game.scenes.bingo.present import BingoPresenter
from game.scenes.bingo.scene import BingoScene

table = functools.partial(table_helpers.table, "bingo")
start = functools.partial(table_helpers.start, scene_class=BingoScene)
settle = table_helpers.settle


def assert_shown_matches(scene):
    shown, state = scene.shown, scene.state
    assert shown.covered == state.covered and shown.missed == state.missed
    assert shown.trump == state.trump
    assert [sorted(h) for h in shown.hands] == [sorted(h) for h in state.hands]
    if state.trick or not shown.trick:
        assert shown.trick == [(p.seat, p.card) for p in state.trick]
    else:  # a finished trick stays on the table until the next lead (or at the end)
        assert len(shown.trick) == state.players


def test_a_bot_table_plays_to_the_results_and_the_shown_table_catches_up(app, drive, fast):
    setup = table(humans=0, players=4, trump=True)
    scene = start(app, setup)
    table_helpers.run_to_results(drive, scene, 4000)
    assert scene.state.is_over() and scene.results_since is not None
    assert_shown_matches(scene)
    assert scene.shown.winners == scene.state.winners()
    assert not scene.sprites
    drive.frames(round(60 * 4.5))
    assert drive.stack()[-1] == "MenuScene", "an all-bot table leaves its results by itself"


def hands_for_seat0():
    hands = (
        ("blue 1", "blue 2", "green 1", "green 2", "green 3", "yellow 1", "yellow 2", "yellow 3", "yellow 4"),
        ("blue 3", "blue 4", "blue 5", "green 4", "green 5", "green 6", "yellow 5", "yellow 6", "yellow 7"),
        ("blue 6", "blue 7", "blue 8", "blue 9", "green 7", "green 8", "green 9", "yellow 8", "yellow 9"),
    )
    return hands


def card_centre(scene, seat, text):
    hand = scene.shown.hands[seat]
    index = hand.index(bingo.parse_card(text))
    pos, _ = scene.hand.positions(len(hand), scene.playable_indices(seat))[index]
    return round(pos[0]), round(pos[1])


def test_the_human_plays_a_lifted_card_and_an_unplayable_one_is_refused_with_a_reason(app, drive, fast):
    scene = start(app, table(hands=hands_for_seat0(), leader=2))
    settle(drive, scene)
    assert scene.state.to_move() == (0,) and scene.state.lead_colour() is not None
    lead = scene.state.lead_colour()
    own = [c for c in scene.state.hands[0] if c.colour == lead]
    other = next(c for c in scene.state.hands[0] if c.colour != lead)
    assert own, "seat 0 holds the lead colour in this deal"
    drive.click(card_centre(scene, 0, str(other)))
    assert scene.state.to_move() == (0,), "refused: nothing happened"
    assert "lead colour" in scene.notice
    assert scene.playable_indices(0) == {scene.shown.hands[0].index(c) for c in own}
    drive.click(card_centre(scene, 0, str(own[0])))
    assert scene.state.history[-1] == (0, PlayCard(own[0]))
    settle(drive, scene)
    assert_shown_matches(scene)


def test_a_free_marker_is_chosen_on_the_large_card(app, drive, fast):
    scene = start(app, table(hands=hands_for_seat0(), leader=0))
    settle(drive, scene)
    scene.state.choices[0] = TO_CHOOSE  # as if the missed track had just filled
    widget = chooser_cards(scene)[0]
    drive.click(widget.cell_rect(5).center)
    assert scene.state.history[-1] == (0, PlaceFree(5))
    settle(drive, scene)
    assert scene.shown.covered[0] == scene.state.covered[0] == 1 << 5


def test_with_two_humans_a_curtain_comes_first_and_a_click_on_the_shown_hand_plays(app, drive, fast):
    from game.scenes.table.curtain import CurtainScene

    scene = start(app, table(humans=2, hands=hands_for_seat0(), leader=0))
    settle(drive, scene)
    drive.frames(1)
    assert isinstance(drive.top, CurtainScene) and not scene.hand_face_up(0)
    pos = card_centre(scene, 0, "green 3")
    drive.click(pos)  # the mouse is seat 0's: it lifts the curtain, and plays nothing
    assert drive.top is scene and scene.hand_face_up(0) and scene.state.history == []
    drive.click(card_centre(scene, 0, "green 3"))
    assert scene.state.history[-1] == (0, PlayCard(bingo.parse_card("green 3")))
    settle(drive, scene)
    assert not scene.hand_face_up(0), "the turn has passed: the hand lies face down again"


def test_a_game_resumes_from_its_autosave(app, drive, fast):
    scene = start(app, table(hands=hands_for_seat0(), leader=2))
    settle(drive, scene)
    saved = app.storage.load_autosave("bingo")
    resumed = BingoScene.resume(app, saved)
    assert resumed.state == scene.state
    assert_shown_matches(resumed)


def test_every_screen_size_lays_out_every_seat_count(app):
    for players in (3, 4, 5):
        scene = BingoScene(app, table(humans=1, players=players))
        for size in ((960, 540), (1920, 1080), (1280, 1024)):
            scene.resize(size)
            rects = [p.rect for p in scene.panels.values()] + [scene.status_rect]
            screen = __import__("pygame").Rect(0, 0, *size)
            assert all(screen.contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_f1_opens_the_bingo_rules(app, drive):
    import pygame

    start(app, table(humans=0))
    drive.frames(1)
    assert app.current_rules() == "bingo.md"
    drive.key(pygame.K_F1)
    assert drive.stack()[-1] == "HelpScene"


def test_two_humans_choose_free_markers_at_once_with_one_unclaimed_mouse(app, drive, fast):
    setup = table(humans=2, hands=hands_for_seat0(), leader=0)
    setup.seats[0].pointers = ()
    scene = start(app, setup)
    settle(drive, scene)
    scene.state.choices[0] = scene.state.choices[1] = TO_CHOOSE
    widgets = chooser_cards(scene)
    assert set(widgets) == {0, 1}
    drive.click(widgets[1].cell_rect(9).center)
    assert scene.state.history[-1] == (1, PlaceFree(9))
    assert scene.shown.covered[1] == 0, "a choice stays secret until both have chosen"
    drive.click(chooser_cards(scene)[0].cell_rect(4).center)
    settle(drive, scene)
    assert scene.state.covered[:2] == [1 << 4, 1 << 9] and scene.shown.covered[:2] == [1 << 4, 1 << 9]


def chooser_cards(scene):
    """The large bingo cards the choosers show now, by seat (the chooser widget's own places)."""
    model = scene.model()
    return dict(zip([look.seat for look in model.choosers], scene.view.choosers.cards(model), strict=True))


def test_every_bingo_event_has_a_presenter():
    assert_presents_every_event(bingo, BingoPresenter)
