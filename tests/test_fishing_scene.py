"""The Fishing table, headless: a bot game plays to its results; scripted pointers play a human seat
through a round with a called colour and a pass left; two humans pass at once, each with its own
pointer and peek; the shown hands, fishermen, boats and ocean equal the engine's after every event;
a game resumes from its autosave."""

from __future__ import annotations

import random

import pygame
import table_helpers
from presenter_contract import assert_presents_every_event, events_of
from table_helpers import seats

from game.engine.devices.scripted import PRESS, RELEASE, ScriptedDevice, Step, click
from game.engine.pointers import PEEK
from game.engine.seats import TableSetup
from game.rules import fishing as rules
from game.rules.fishing import CALL, PASS, CallColour, PassCard, PlayCard
from game.rules.fishing.deck import parse_card
from game.scenes.fishing import model as fishing_model
from game.scenes.fishing.lane_words import why_not
from game.scenes.fishing.present import FishingPresenter
from game.scenes.fishing.results import round_totals
from game.scenes.fishing.scene import FishingScene
from game.scenes.fishing.shown import APPLY, Shown, engine_counts
from game.scenes.table import lane
from game.scenes.table.driving import AUTOPLAY_RESULTS_S
from game.scenes.widgets import results_panel
from game.scenes.widgets.fishing_cards import explain


def start(app, setup: TableSetup, pointer_ids=()) -> tuple[FishingScene, ScriptedDevice]:
    for pid in pointer_ids:
        app.pointers.pointer(pid, "script")  # exists before the seats are claimed
    script = ScriptedDevice()
    app.pointers.devices.append(script)
    return table_helpers.start(app, setup, FishingScene), script


def assert_counts_match(scene: FishingScene) -> None:
    assert scene.shown.counts() == engine_counts(scene.state)
    assert scene.shown.scores == list(scene.state.score)


def settle(drive, scene: FishingScene, limit: int = 3000) -> None:
    """``table_helpers.settle``, checking the shown counts every time the presentation has caught up."""
    table_helpers.settle(drive, scene, limit, assert_counts_match)


def act(drive, script: ScriptedDevice, pointer: str, pos, scene: FishingScene) -> None:
    script.extend(click(script.clock, pointer, *pos))
    drive.frames(2)


def card_pos(scene: FishingScene, seat: int, text: str, fan=None):
    fan = fan or scene.hand
    cards = scene.sight.visible_hand(seat)
    index = cards.index(parse_card(text))
    return fan.positions(len(cards), scene.playable_indices(seat))[index][0]


# -- the shown table follows the engine ---------------------------------------------------------
def test_the_shown_counts_equal_the_engines_after_every_action_of_random_games():
    for game in range(24):
        players = 3 + game % 3
        state = rules.new_game(players, seed=game)
        shown = Shown.of(state)
        rng = random.Random(game)
        while not state.is_over():
            seat = state.to_move()[0]
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                shown.apply(event)
                if isinstance(event, rules.RoundStarted):
                    shown.reveal(state.hands)
            assert shown.counts() == engine_counts(state)
            assert shown.scores == list(state.score)
            if state.phase == rules.PLAY:
                assert [card for _, card in shown.trick] == [p.card for p in state.trick]
                if not state.trick:
                    assert shown.tricks == state.hand_size(state.round) - len(state.hands[0])
        assert shown.winners == state.winners()
        assert round_totals(state)[-1] == state.scores()


def test_a_bot_table_plays_to_the_results_and_leaves_them_by_itself(app, drive, instant):
    scene, _ = start(app, TableSetup("fishing", seats((), 4), {}, seed=5))
    shown = scene.shown

    def in_play() -> int:
        return sum(map(len, shown.hands)) + sum(map(len, shown.fishermen)) + sum(shown.boats) + shown.ocean

    total, applied = in_play(), []
    apply = scene.motion.apply

    def checked_apply(event) -> None:  # between two actions the engine's counts are not visible:
        apply(event)  # every event at least keeps every card somewhere on the table
        applied.append(event)
        assert in_play() + len(shown.trick) == total, event

    scene.motion.apply = checked_apply
    for _ in range(6000):
        drive.frames(1)
        if not scene.presenting():
            assert_counts_match(scene)
        if scene.results_since is not None:
            break
    assert scene.state.is_over() and scene.results_since is not None and len(applied) > 500
    assert scene.shown.winners == scene.state.winners()
    statuses = [fishing_model.seat_status(scene, seat, False) for seat in range(4)]
    assert "leads" not in statuses, f"a finished game has no one to lead: {statuses}"
    assert not scene.motion.sprites and not any(scene.motion.flights.incoming.values())
    totals = round_totals(scene.state)
    assert totals[0] == (0, 0, 0, 0) and totals[-1] == scene.state.scores()
    assert len(totals) - 1 == (scene.state.round if scene.shown.over_fishing is None else len(totals) - 1)
    assert app.storage.load_autosave("fishing") is None, "a finished game leaves no autosave"
    drive.frames(round(60 * (AUTOPLAY_RESULTS_S + 0.5)))
    assert drive.stack()[-1] == "MenuScene"


# -- a human seat with a scripted pointer --------------------------------------------------------
CALL_AND_PASS = (
    ("buoy call colour", "buoy pass left", "blue 5", "red 5"),
    ("blue 3", "blue 9", "red 2", "yellow 4"),
    ("blue 7", "red 8", "yellow 6", "green 5"),
)


def test_a_scripted_pointer_plays_a_round_with_a_called_colour_and_a_pass_left(app, drive, fast):
    setup = TableSetup("fishing", seats(("p0",), 3), {"hands": CALL_AND_PASS, "leader": 0}, seed=3)
    scene, script = start(app, setup, ["p0"])
    settle(drive, scene)
    assert scene.state.to_move() == (0,) and scene.hand_face_up(0), "the only human sees their hand"
    act(drive, script, "p0", card_pos(scene, 0, "buoy call colour"), scene)
    assert scene.state.history[0] == (0, PlayCard(parse_card("buoy call colour")))
    settle(drive, scene)
    assert scene.state.phase == CALL and scene.humans_to_move() == [0]
    assert "call the colour" in scene.model().status.prompt
    act(drive, script, "p0", scene.layout.colour_buttons["red"].center, scene)
    assert scene.state.history[-1] == (0, CallColour("red"))
    assert scene.shown.called == "red" or scene.presenting()
    for _ in range(3):  # play until the pass-left buoy is down
        settle(drive, scene)
        if scene.state.phase == PASS:
            break
        if scene.state.phase == CALL:
            raise AssertionError("only one call this round")
        playable = scene.playable_indices(0)
        hand = scene.sight.visible_hand(0)
        pass_left = parse_card("buoy pass left")
        card = pass_left if pass_left in hand else hand[min(playable)]
        act(drive, script, "p0", card_pos(scene, 0, str(card)), scene)
    assert scene.state.phase == PASS and scene.humans_to_move() == [0], "the bots chose at once"
    assert "pass one card" in scene.model().status.prompt
    hand = scene.sight.visible_hand(0)
    given = hand[0]
    act(drive, script, "p0", card_pos(scene, 0, str(given)), scene)
    assert (0, PassCard(given)) in scene.state.history
    settle(drive, scene)
    assert given in scene.state.hands[1] or given in [p.card for p in scene.state.trick]
    while scene.state.round == 1:
        hand = scene.sight.visible_hand(0)
        card = hand[min(scene.playable_indices(0))]
        act(drive, script, "p0", card_pos(scene, 0, str(card)), scene)
        settle(drive, scene)
    assert scene.shown.round == 2 and len(scene.shown.totals) == 1, "round 1 was counted, round 2 drawn"
    ocean = len(rules.new_game(3, seed=3, hands=CALL_AND_PASS).ocean)
    held = sum(scene.shown.boats) + sum(map(len, scene.shown.hands)) + len(scene.shown.trick)
    assert held + scene.shown.ocean == 12 + ocean, "every card of round 1 went back to a boat"
    assert_counts_match(scene)


def test_an_unplayable_card_is_refused_with_the_rule_and_hovering_says_why(app, drive, fast):
    hands = (
        ("blue 5", "red 5", "yellow 2"),
        ("blue 3", "red 2", "yellow 4"),
        ("blue 7", "red 8", "yellow 6"),
    )
    scene, script = start(
        app, TableSetup("fishing", seats(("p0",), 3), {"hands": hands, "leader": 1}, seed=3)
    )
    settle(drive, scene)
    lead = scene.state.lead_colour()
    other = next(c for c in scene.sight.visible_hand(0) if c.colour != lead)
    act(drive, script, "p0", card_pos(scene, 0, str(other)), scene)
    assert len(scene.state.history) == 2, "refused: nothing was played"
    assert "must follow" in scene.shown_notice()
    rule = str(scene.state.why_illegal(0, PlayCard(other)))
    assert rule.startswith("Seat 0 holds") and why_not(scene, 0, other) == rule.replace(
        "Seat 0", scene.seat_name(0)
    )
    assert scene.shown_notice() == why_not(scene, 0, other)


def test_two_humans_pass_at_once_each_with_its_own_pointer_and_peek(app, drive, fast):
    from game.scenes.table.curtain import CurtainScene

    hands = (
        ("buoy pass left", "blue 5", "red 5", "yellow 9"),
        ("blue 3", "blue 9", "red 2", "yellow 4"),
        ("blue 7", "red 8", "yellow 6", "green 5"),
    )
    setup = TableSetup("fishing", seats(("p0", "p1"), 3), {"hands": hands, "leader": 0}, seed=3)
    scene, script = start(app, setup, ["p0", "p1"])

    def lift(pointer: str, seat: int) -> None:
        settle(drive, scene)
        drive.frames(1)
        assert isinstance(drive.top, CurtainScene) and drive.top.seat == seat
        assert not scene.hand_face_up(seat), "with two humans a hand stays hidden behind the curtain"
        act(drive, script, "p1" if pointer == "p0" else "p0", (10, 10), scene)
        assert isinstance(drive.top, CurtainScene), "only the seat's own device lifts its curtain"
        act(drive, script, pointer, (10, 10), scene)
        assert drive.top is scene and scene.hand_face_up(seat)

    lift("p0", 0)
    act(drive, script, "p0", card_pos(scene, 0, "buoy pass left"), scene)
    lift("p1", 1)
    act(drive, script, "p1", card_pos(scene, 1, "blue 9"), scene)
    lift("p0", 0)
    assert scene.state.phase == PASS and sorted(scene.humans_to_move()) == [0, 1]
    fans = fishing_model.pass_hands(scene)
    assert set(fans) == {0, 1}
    # p1 looks at its hand with its peek button while p0 chooses: p1's hand shows (p0's waits),
    # nothing is passed.
    script.extend([Step(script.clock, "p1", PRESS, button=PEEK)])
    drive.frames(2)
    assert scene.hand_face_up(1) and not scene.hand_face_up(0) and scene.state.phase == PASS
    history = len(scene.state.history)
    script.extend([Step(script.clock, "p1", RELEASE, button=PEEK)])
    drive.frames(2)
    assert not scene.hand_face_up(1) and len(scene.state.history) == history, "letting go never passes"
    act(drive, script, "p0", card_pos(scene, 0, "red 5", fans[0]), scene)
    assert (0, PassCard(parse_card("red 5"))) in scene.state.history
    lift("p1", 1)
    assert scene.state.phase == PASS and scene.humans_to_move() == [1], "seat 1 still chooses"
    # p0 clicking on seat 1's hand does nothing: a pointer acts for its own seat only.
    act(drive, script, "p0", card_pos(scene, 1, "blue 3", fans[1]), scene)
    assert scene.state.phase == PASS
    act(drive, script, "p1", card_pos(scene, 1, "blue 3", fishing_model.pass_hands(scene)[1]), scene)
    assert (1, PassCard(parse_card("blue 3"))) in scene.state.history
    settle(drive, scene)
    assert parse_card("red 5") in scene.state.hands[1]
    assert [len(h) for h in scene.shown.hands] == [len(h) for h in scene.state.hands]


def test_a_zero_captures_the_card_its_player_picks_from_the_trick(app, drive, fast):
    hands = (("blue 0", "red 5"), ("blue 3", "red 2"), ("blue 7", "red 8"))
    scene, script = start(
        app, TableSetup("fishing", seats(("p0",), 3), {"hands": hands, "leader": 0}, seed=3)
    )
    settle(drive, scene)
    act(drive, script, "p0", card_pos(scene, 0, "blue 0"), scene)
    settle(drive, scene)
    assert scene.state.phase == rules.CAPTURE
    assert scene.banner.text == "Bot 3 (Green) wins the trick with blue 7, the highest blue"
    assert set(fishing_model.capture_candidates(scene)) == {parse_card("blue 3"), parse_card("blue 7")}
    seat_of_3 = next(seat for seat, card in scene.sight.trick_cards() if card == parse_card("blue 3"))
    act(drive, script, "p0", scene.sight.trick_pos(seat_of_3), scene)
    assert scene.state.history[-1] == (0, rules.Capture(parse_card("blue 3")))
    assert scene.banner.text == "Human 1's zero captures blue 3 onto Human 1's fisherman"
    settle(drive, scene)
    assert parse_card("blue 3") in scene.state.fishermen[0]
    assert_counts_match(scene)


# -- rules help, autosave, layout ----------------------------------------------------------------
def test_a_special_card_is_explained_the_first_time_only_and_f1_shows_the_rules(app, drive, fast):
    scene, script = start(
        app, TableSetup("fishing", seats(("p0",), 3), {"hands": CALL_AND_PASS, "leader": 0})
    )
    settle(drive, scene)
    act(drive, script, "p0", card_pos(scene, 0, "buoy call colour"), scene)
    explaining = scene.motion.explanation.explaining
    assert explaining is not None and explaining[0] == parse_card("buoy call colour")
    assert "call colour" in app.storage.load_json("fishing_seen.json", [])
    assert explain(parse_card("buoy call colour")).startswith("Buoy")
    assert app.current_rules() == "fishing.md", "the pause menu's Rules entry shows Fishing's rules"
    drive.key(pygame.K_F1)
    assert drive.stack()[-1] == "HelpScene" and app.scenes.top.rules_file == "fishing.md"


def test_a_game_resumes_from_its_autosave(app, drive, fast):
    scene, script = start(app, TableSetup("fishing", seats(("p0",), 4), {}, seed=9))
    settle(drive, scene)
    saved = app.storage.load_autosave("fishing")
    resumed = FishingScene.resume(app, saved)
    assert resumed.state == scene.state
    assert resumed.shown.counts() == scene.shown.counts()


def test_every_screen_size_lays_out_every_seat_count_and_every_choice(app, instant):
    surface = pygame.Surface((1920, 1080))
    for players in (3, 4, 5):
        humans = tuple(f"p{i}" for i in range(2))
        scene = FishingScene(app, TableSetup("fishing", seats(humans, players), {}, seed=players))
        for size in ((960, 540), (1920, 1080), (1280, 1024)):
            scene.resize(size)
            rects = [w.rect for w in scene.seats.values()] + [scene.status_rect]
            screen = pygame.Rect(0, 0, *size)
            assert all(screen.contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
            scene.draw(surface.subsurface(screen))


def test_over_fishing_is_announced_and_play_again_starts_a_new_game_at_the_same_table(app, drive, fast):
    hands = (("blue 5",), ("blue 3",), ("blue 7",))
    setup = TableSetup("fishing", seats(("p0",), 3), {"hands": hands, "ocean": (), "leader": 1}, seed=3)
    scene, script = start(app, setup, ["p0"])
    settle(drive, scene)
    act(drive, script, "p0", card_pos(scene, 0, "blue 5"), scene)
    for _ in range(600):
        if scene.results_since is not None:
            break
        if scene.banner.text.startswith("Over-fishing"):
            assert scene.shown.over_fishing == (30, 0), "11 cards each, 1 or 2 in each boat, none at sea"
        drive.frames(1)
    assert scene.results_since is not None and scene.shown.over_fishing is not None
    assert round_totals(scene.state) == [(0, 0, 0), scene.state.scores()]
    assert scene.results_screen.summary().lines[0] == "Over-fishing ended the game after round 1."
    drive.frames(40)
    again_button = results_panel.button_rects(scene.results_rect(), scene.s)["Play again"]
    act(drive, script, "p0", again_button.center, scene)
    again = app.scenes.top
    assert isinstance(again, FishingScene) and again is not scene
    assert again.setup.seats == setup.seats and again.setup.options == setup.options
    assert again.state.seed == again.setup.seed != setup.seed, "a new deal"


def test_hovering_a_pile_says_what_it_is(app):
    scene = FishingScene(app, TableSetup("fishing", seats(("p0",), 4), {}, seed=2))
    scene.banner.clear()

    def tip_at(pos: tuple[float, float]) -> str:
        scene.input.hover_pos = (round(pos[0]), round(pos[1]))
        words = scene.model().words
        return words.text if words.kind == lane.TIP else ""

    ocean = f"The ocean: {len(scene.state.ocean)} cards, the next one has 1 star"
    assert tip_at(scene.layout.ocean).startswith(ocean)
    assert tip_at(scene.seats[1].fisherman_centre()).startswith("Bot 2's fisherman: cards won this round")
    assert tip_at(scene.seats[2].boat_centre()).startswith("Bot 3's boat")
    assert tip_at((1, 1)) == ""


def test_every_fishing_event_has_a_presenter_and_changes_the_shown_table_explicitly():
    assert_presents_every_event(rules, FishingPresenter)
    missing = sorted(kind.__name__ for kind in events_of(rules) - set(APPLY))
    assert missing == [], f"the shown table has no handler for {missing}"
