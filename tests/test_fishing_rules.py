"""Fishing: one test per rule and per worked example of rules/fishing.md."""

from collections import Counter

import pytest
from contract import assert_illegal
from fishing_helpers import buoy, capture, names, of_type, play, table

from game.rules import fishing
from game.rules.base import IllegalMove
from game.rules.fishing import (
    CALL,
    CAPTURE,
    HIDDEN,
    OVER,
    PASS,
    CallColour,
    CaptureAllTook,
    CardPassed,
    CardsDrawn,
    ColourCalled,
    EffectWasted,
    GameOver,
    LeadColourSet,
    OverFishing,
    PassCard,
    Penalty,
    PlayCard,
    PlaysFirst,
    RoundScored,
    RoundStarted,
    ShuffledUnderBoat,
    TrickTaken,
    TrickWon,
    ZeroCaptured,
)
from game.rules.fishing.deck import DECK_FILE, card_key, load_deck, parse_card
from game.rules.levels import LEVELS_DIR, LevelError

C = parse_card
DECK = load_deck()


# -- cards and setup -------------------------------------------------------------------------------
def test_deck_has_100_cards_with_the_star_groups_of_the_table():
    cards = DECK.all_cards(5)
    assert len(cards) == 100
    coloured = [c for c in cards if c.colour]
    assert len(set(coloured)) == len(coloured), "every value once per colour"
    assert Counter(c.special for c in cards if c.colour is None) == {
        "play first": 1, "pass left": 1, "capture all": 1, "call colour": 1, "lowest wins": 1, "-3": 2}
    assert sorted(c.colour for c in cards if c.value == 0) == ["blue", "green", "purple", "red", "yellow"]
    one, two, three, four, five = (set(map(str, g)) for g in DECK.stars)
    assert {"blue 11", "yellow 12", "green 1", "green 4"} <= one and len(one) == 12
    assert {"red 13", "purple 14", "green 6", "buoy play first", "buoy pass left"} <= two
    assert {"blue 0", "purple 0", "green 7", "yellow 16"} <= three and "red 0" not in three
    assert {"red 0", "yellow 0", "green 10", "blue 18"} <= four
    assert {"green 11", "green 16", "green 0", "buoy capture all", "buoy call colour", "buoy lowest wins",
            "buoy -3"} <= five
    assert sum(g.count(C("buoy -3")) for g in DECK.stars) == 2


@pytest.mark.parametrize("players, each, removed", [
    (3, 10, {"blue 1", "blue 2", "blue 3", "red 1", "red 2", "red 3", "purple 1", "purple 2", "yellow 1",
             "yellow 2"}),
    (4, 9, {"blue 1", "purple 1", "red 1", "yellow 1"}),
    (5, 8, set()),
])
def test_starting_cards_are_dealt_after_the_removals(players, each, removed):
    state = fishing.new_game(players, seed=3)
    assert [len(h) for h in state.hands] == [each] * players
    assert set(names(state.out)) == removed
    dealt = {c for h in state.hands for c in h}
    assert all(c.colour in DECK.colours and 1 <= c.value <= 10 for c in dealt)
    assert state.fishermen == [[]] * players and state.boats == [[]] * players
    assert len(state.ocean) == 60 and state.round == 1


def test_ocean_is_stacked_by_stars_and_shuffled_within_each_group():
    a, b = fishing.new_game(4, seed=1), fishing.new_game(4, seed=2)
    for i, group in enumerate(DECK.stars):
        assert sorted(a.ocean[12 * i:12 * i + 12], key=card_key) == list(group)
    assert a.ocean != b.ocean


def test_first_leader_is_random_but_seeded():
    leaders = {fishing.new_game(4, seed=s).leader for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert fishing.new_game(4, seed=5).leader == fishing.new_game(4, seed=5).leader


def test_hand_sizes_come_from_the_level_table():
    assert DECK.tables[3].hand_sizes == (10, 11, 11, 12, 12, 13, 13, 13)
    assert DECK.tables[4].hand_sizes == (9, 9, 10, 10, 11, 11, 12, 12)
    assert DECK.tables[5].hand_sizes == (8, 8, 8, 8, 8, 8, 9, 9)


def test_bad_player_counts_and_options_are_refused():
    with pytest.raises(ValueError):
        fishing.new_game(2, seed=1)
    with pytest.raises(ValueError):
        fishing.new_game(4, seed=1, colour="x")
    with pytest.raises(ValueError):
        table([["blue 5"], ["blue 5"], ["red 4"]])


# -- following and winning -------------------------------------------------------------------------
def test_must_follow_the_lead_colour_but_buoys_are_always_playable():
    state = table([["blue 5", "red 6", "red 2"], ["blue 7", "red 9", buoy("pass left")],
                   ["red 4", "yellow 3", "red 3"]])
    play(state, "blue 5")
    assert names(a.card for a in state.legal_actions(1)) == ["blue 7", "buoy pass left"]
    message = assert_illegal(state, 1, PlayCard(C("red 9")))
    assert "follow" in message
    play(state, "buoy pass left")
    assert names(a.card for a in state.legal_actions(2)) == ["red 3", "red 4", "yellow 3"]


def test_a_player_who_cannot_follow_may_trump():
    state = table([["blue 5", "red 6"], ["green 7", "red 9"], ["red 4", "yellow 3"]])
    events = play(state, "blue 5", "green 7", "red 4")
    assert of_type(events, TrickWon) == [TrickWon(1, C("green 7"), "highest")]
    assert state.leader == 1


def test_green_led_must_be_followed_with_green():
    state = table([["green 5", "red 6"], ["green 7", "red 9"], ["red 4", "green 3"]])
    play(state, "green 5")
    assert names(a.card for a in state.legal_actions(1)) == ["green 7"]


def test_highest_green_wins_else_highest_of_the_lead():
    state = table([["blue 5", "red 6"], ["blue 9", "red 9"], ["green 2", "green 3"], ["blue 12", "red 4"]])
    events = play(state, "blue 5", "blue 9", "green 2", "blue 12")
    assert of_type(events, TrickWon)[0].seat == 2
    state = table([["blue 5", "red 6"], ["blue 9", "red 9"], ["yellow 18", "green 3"], ["blue 2", "red 4"]])
    events = play(state, "blue 5", "blue 9", "yellow 18", "blue 2")
    assert of_type(events, TrickWon)[0].seat == 1


def test_a_buoy_lead_leaves_the_lead_open_until_the_first_coloured_card():
    state = table([[buoy("lowest wins"), "red 6"], ["green 7", "red 9"], ["red 4", "green 3"]])
    events = play(state, buoy("lowest wins"))
    assert not of_type(events, LeadColourSet)
    assert state.lead_colour() is None
    assert len(state.legal_actions(1)) == 2
    events = play(state, "green 7")
    assert of_type(events, LeadColourSet) == [LeadColourSet("green")]
    assert names(a.card for a in state.legal_actions(2)) == ["green 3"]
    events = play(state, "green 3")
    assert of_type(events, TrickWon)[0] == TrickWon(1, C("green 7"), "highest")


def test_a_trick_of_only_buoys_goes_to_the_first_buoy():
    state = table([[buoy("play first"), "red 6"], [buoy("lowest wins"), "red 9"], [buoy("-3"), "red 4"]],
                  leader=1)
    events = play(state, buoy("lowest wins"), buoy("-3"), buoy("play first"))
    assert of_type(events, TrickWon) == [TrickWon(1, None, "first buoy")]
    assert of_type(events, Penalty) == [Penalty(1, -3)]
    assert state.scores() == (0, -3, 0)
    assert of_type(events, PlaysFirst) == [PlaysFirst(0)]


def test_a_led_zero_nobody_beats_wins():
    state = table([["blue 0", "red 6"], ["red 9", "red 8"], ["yellow 4", "red 2"]])
    events = play(state, "blue 0", "red 9", "yellow 4")
    assert of_type(events, TrickWon)[0] == TrickWon(0, C("blue 0"), "highest")


def test_the_green_zero_as_only_trump_wins():
    state = table([["blue 5", "red 6"], ["green 0", "red 8"], ["blue 14", "red 2"]])
    events = play(state, "blue 5", "green 0", "blue 14")
    assert of_type(events, TrickWon)[0].seat == 1
    assert state.to_move() == (1,), "the zero asks which card to capture"


# -- end-of-trick effects --------------------------------------------------------------------------
def test_a_zero_captures_a_card_of_its_choice_before_the_winner_takes_the_rest():
    state = table([["blue 0", "red 6"], ["blue 9", "red 8"], ["blue 4", "red 2"]])
    events = play(state, "blue 0", "blue 9", "blue 4")
    assert state.phase == CAPTURE and state.to_move() == (0,)
    assert names(a.card for a in state.legal_actions(0)) == ["blue 9", "blue 4"]
    assert "still in the trick" in assert_illegal(state, 0, fishing.Capture(C("red 6")))
    events += capture(state, "blue 9")
    assert of_type(events, ZeroCaptured) == [ZeroCaptured(0, C("blue 0"), C("blue 9"))]
    assert of_type(events, TrickTaken) == [TrickTaken(1, (C("blue 0"), C("blue 4")))]
    assert state.fishermen == [[C("blue 9")], [C("blue 0"), C("blue 4")], []]
    assert state.leader == 1, "capturing the winning card changes neither winner nor leader"


def test_zeros_act_in_play_order_and_may_capture_a_zero_that_has_not_acted():
    state = table([["blue 0", "red 6"], ["blue 9", "red 8"], ["blue 4", "red 2"], ["purple 0", "red 3"]])
    play(state, "blue 0", "blue 9", "blue 4", "purple 0")
    assert state.to_move() == (0,)
    capture(state, "purple 0")
    assert state.to_move() == (3,), "the captured zero still acts, wherever it is"
    assert names(a.card for a in state.legal_actions(3)) == ["blue 0", "blue 9", "blue 4"]
    capture(state, "blue 9")
    assert state.fishermen[0] == [C("purple 0")] and state.fishermen[3] == [C("blue 9")]
    assert state.fishermen[1] == [C("blue 0"), C("blue 4")]


def test_capture_all_takes_the_rest_and_the_winner_gets_only_the_buoy():
    state = table([["blue 5", "red 6"], [buoy("capture all"), "red 8"], ["blue 9", "red 2"]])
    events = play(state, "blue 5", buoy("capture all"), "blue 9")
    assert of_type(events, CaptureAllTook) == [CaptureAllTook(1, (C("blue 5"), C("blue 9")))]
    assert of_type(events, TrickTaken) == [TrickTaken(2, (C("buoy capture all"),))]
    assert state.leader == 2


def test_capture_all_with_zeros_before_and_after_it():
    hands = [["blue 0", "yellow 2"], [buoy("capture all"), "yellow 3"], ["purple 0", "yellow 4"],
             ["red 0", "yellow 5"], ["blue 9", "yellow 6"]]
    state = table(hands)
    play(state, "blue 0", buoy("capture all"), "purple 0", "red 0", "blue 9")
    assert state.to_move() == (0,), "the zero before capture all acts first"
    events = capture(state, "red 0")
    assert of_type(events, CaptureAllTook) == [CaptureAllTook(1, (C("blue 0"), C("purple 0"), C("blue 9")))]
    assert of_type(events, ZeroCaptured) == [ZeroCaptured(0, C("blue 0"), C("red 0")),
                                             ZeroCaptured(2, C("purple 0"), C("buoy capture all"))]
    assert of_type(events, TrickTaken) == [TrickTaken(4, ())]
    assert state.fishermen == [[C("red 0")], [C("blue 0"), C("purple 0"), C("blue 9")],
                               [C("buoy capture all")], [], []]
    assert state.leader == 4, "the empty-handed winner still leads"


def test_a_zero_before_capture_all_may_take_the_buoy_and_capture_all_still_acts():
    state = table([["blue 0", "red 6"], [buoy("capture all"), "red 8"], ["blue 5", "red 2"]])
    play(state, "blue 0", buoy("capture all"), "blue 5")
    events = capture(state, "buoy capture all")
    assert of_type(events, CaptureAllTook) == [CaptureAllTook(1, (C("blue 0"), C("blue 5")))]
    assert of_type(events, TrickTaken) == [TrickTaken(2, ())]


def test_minus_three_costs_three_points_when_captured_by_a_zero():
    state = table([["blue 0", "red 6"], [buoy("-3"), "red 8"], ["blue 5", "red 2"]])
    play(state, "blue 0", buoy("-3"), "blue 5")
    events = capture(state, "buoy -3")
    assert of_type(events, Penalty) == [Penalty(0, -3)]
    assert state.scores() == (-3, 0, 0) and state.penalties == [1, 0, 0]


def test_minus_three_costs_the_trick_winner_and_still_counts_one_at_round_end():
    state = table([["blue 5"], [buoy("-3")], ["blue 9"]])
    events = play(state, "blue 5", buoy("-3"), "blue 9")
    assert of_type(events, Penalty) == [Penalty(2, -3)]
    assert of_type(events, RoundScored)[0].points == (0, 0, 3)
    assert state.scores() == (0, 0, 0)


def test_pass_left_is_a_simultaneous_choice_hidden_from_the_others():
    state = table([["blue 5", "red 6", "red 7"], [buoy("pass left"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 3"], ["blue 4", "green 3", "green 4"]])
    play(state, "blue 5", buoy("pass left"), "blue 9", "blue 4")
    assert state.phase == PASS and state.to_move() == (0, 1, 2, 3)
    assert "pass" in assert_illegal(state, 0, PlayCard(C("red 6")))
    events = state.apply(2, PassCard(C("yellow 3")))
    assert [str(e) for e in events] == ["seat 2 has chosen a card to pass"]
    assert state.to_move() == (0, 1, 3)
    assert state.view(3).passes[2] == HIDDEN and state.view(2).passes[2] == C("yellow 3")
    assert "does not hold" in assert_illegal(state, 0, PassCard(C("yellow 3")))
    state.apply(0, PassCard(C("red 7")))
    state.apply(3, PassCard(C("green 4")))
    events = state.apply(1, PassCard(C("yellow 2")))
    assert of_type(events, CardPassed) == [CardPassed(0, 1, C("red 7")), CardPassed(1, 2, C("yellow 2")),
                                           CardPassed(2, 3, C("yellow 3")), CardPassed(3, 0, C("green 4"))]
    assert state.hands[0] == (C("red 6"), C("green 4")) and state.hands[3] == (C("yellow 3"), C("green 3"))
    assert state.view(2).passed[2] == C("yellow 3") and state.view(0).passed[2] is None
    assert state.phase == fishing.PLAY and state.to_move() == (2,)


def test_pass_left_in_the_last_trick_does_nothing():
    state = table([["blue 5"], [buoy("pass left")], ["blue 9"]])
    events = play(state, "blue 5", buoy("pass left"), "blue 9")
    assert not of_type(events, CardPassed) and of_type(events, RoundScored)


# -- next-trick effects ----------------------------------------------------------------------------
def test_play_first_replaces_the_winner_as_next_leader():
    state = table([["blue 5", "red 6"], [buoy("play first"), "red 8"], ["blue 9", "red 2"]])
    events = play(state, "blue 5", buoy("play first"), "blue 9")
    assert of_type(events, TrickWon)[0].seat == 2
    assert of_type(events, PlaysFirst) == [PlaysFirst(1)]
    assert state.leader == 1 and state.to_move() == (1,)


def test_play_first_also_replaces_a_winner_emptied_by_capture_all():
    state = table([["blue 5", "red 6", "red 7"], [buoy("play first"), "red 8", "red 9"],
                   [buoy("capture all"), "red 2", "red 3"], ["blue 9", "red 4", "red 5"]])
    events = play(state, "blue 5", buoy("play first"), buoy("capture all"), "blue 9")
    assert of_type(events, TrickTaken) == [TrickTaken(3, (C("buoy capture all"),))]
    assert state.to_move() == (1,)


def test_call_colour_fixes_the_lead_and_the_caller_wins_when_nobody_follows():
    state = table([["blue 5", "red 6", "yellow 9"], [buoy("call colour"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 4"]])
    play(state, "blue 5", buoy("call colour"), "blue 9")
    assert state.phase == CALL and state.to_move() == (1,)
    assert names(a.colour for a in state.legal_actions(1)) == ["blue", "purple", "red", "yellow", "green"]
    assert "colour" in assert_illegal(state, 1, CallColour("pink"))
    events = state.apply(1, CallColour("purple"))
    assert of_type(events, ColourCalled) == [ColourCalled(1, "purple")]
    assert state.to_move() == (2,) and state.lead_colour() == "purple"
    events = play(state, "red 2", "red 6", "red 8")
    assert not of_type(events, LeadColourSet), "a leader who cannot follow sets no other lead"
    assert of_type(events, TrickWon) == [TrickWon(1, None, "caller")]
    assert state.fishermen[1][-3:] == [C("red 2"), C("red 6"), C("red 8")]


def test_the_called_colour_must_be_followed_by_the_leader_too():
    state = table([["blue 5", "red 6", "yellow 9"], [buoy("call colour"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 4"]])
    play(state, "blue 5", buoy("call colour"), "blue 9")
    state.apply(1, CallColour("yellow"))
    assert names(a.card for a in state.legal_actions(2)) == ["yellow 4"]
    events = play(state, "yellow 4", "yellow 9", "yellow 2")
    assert of_type(events, TrickWon)[0] == TrickWon(0, C("yellow 9"), "highest")


def test_the_caller_wins_a_trick_of_only_buoys():
    state = table([["blue 5", buoy("lowest wins"), "red 2"], [buoy("call colour"), buoy("play first"),
                   "yellow 2"], ["blue 9", buoy("pass left"), "yellow 4"]])
    play(state, "blue 5", buoy("call colour"), "blue 9")
    state.apply(1, CallColour("green"))
    events = play(state, buoy("pass left"), buoy("lowest wins"), buoy("play first"))
    assert of_type(events, TrickWon)[0] == TrickWon(1, None, "caller")


def test_call_colour_with_play_first_and_pass_left_in_the_same_trick():
    state = table([[buoy("call colour"), "red 6", "yellow 9"], [buoy("play first"), "red 8", "yellow 2"],
                   [buoy("pass left"), "red 2", "green 4"], ["blue 9", "red 4", "yellow 3"]])
    play(state, buoy("call colour"), buoy("play first"), buoy("pass left"), "blue 9")
    assert state.phase == PASS, "the pass comes before the call"
    for seat, card in ((0, "red 6"), (1, "red 8"), (2, "red 2"), (3, "red 4")):
        state.apply(seat, PassCard(C(card)))
    assert state.phase == CALL and state.to_move() == (0,)
    state.apply(0, CallColour("yellow"))
    assert state.to_move() == (1,), "the play-first player leads"
    assert names(a.card for a in state.legal_actions(1)) == ["yellow 2"], "and must follow the call"


def test_lowest_wins_in_the_next_trick():
    state = table([["blue 5", "red 6", "red 10"], [buoy("lowest wins"), "red 8", "green 9"],
                   ["blue 9", "red 2", "green 4"]])
    play(state, "blue 5", buoy("lowest wins"), "blue 9")
    assert state.to_move() == (2,)
    events = play(state, "red 2", "red 6", "red 8")
    assert of_type(events, TrickWon)[0] == TrickWon(2, C("red 2"), "lowest")
    events = play(state, "green 4", "red 10", "green 9")
    assert of_type(events, TrickWon)[0] == TrickWon(1, C("green 9"), "highest"), "only for one trick"


def test_lowest_wins_takes_the_lowest_green_if_any():
    state = table([["blue 5", "red 6"], [buoy("lowest wins"), "green 8"], ["blue 9", "red 5"],
                   ["blue 3", "green 4"]])
    play(state, "blue 5", buoy("lowest wins"), "blue 9", "blue 3")
    events = play(state, "red 5", "green 4", "red 6", "green 8")
    assert of_type(events, TrickWon)[0] == TrickWon(3, C("green 4"), "lowest")


def test_a_zero_can_win_under_lowest_wins():
    state = table([["blue 5", "red 6"], [buoy("lowest wins"), "red 0"], ["blue 9", "red 4"]])
    play(state, "blue 5", buoy("lowest wins"), "blue 9")
    events = play(state, "red 4", "red 6", "red 0")
    assert of_type(events, TrickWon)[0] == TrickWon(1, C("red 0"), "lowest")


def test_next_trick_effects_are_wasted_in_the_last_trick():
    state = table([[buoy("call colour")], [buoy("play first")], [buoy("lowest wins")], ["blue 3"]])
    events = play(state, buoy("call colour"), buoy("play first"), buoy("lowest wins"), "blue 3")
    assert of_type(events, EffectWasted) == [EffectWasted(0, C("buoy call colour")),
                                             EffectWasted(1, C("buoy play first")),
                                             EffectWasted(2, C("buoy lowest wins"))]
    assert state.phase == fishing.PLAY and not state.lowest and state.called is None
    assert not of_type(events, PlaysFirst)


# -- rounds ----------------------------------------------------------------------------------------
ANNE, NIKKI, DEBBIE, PAUL = range(4)


def _round_two_table(leader=ANNE, **extra):
    boats = [
        [f"yellow {v}" for v in range(2, 11)] + ["red 2", "red 3", "red 4"],
        [f"red {v}" for v in range(5, 11)] + ["purple 2", "purple 3"],
        [f"purple {v}" for v in range(4, 11)] + ["blue 2"],
        ["blue 3", "blue 4", "blue 5", "blue 6"],
    ]
    return table([["blue 10"], ["blue 9"], ["blue 8"], ["blue 7"]], leader=leader, boats=boats, **extra)


def test_round_two_draw_example_of_the_rules():
    state = _round_two_table()
    ocean = state.ocean[:7]
    old_anne = state.boats[ANNE][:]
    events = play(state, "blue 10", "blue 9", "blue 8", "blue 7")
    assert of_type(events, RoundScored) == [RoundScored(1, (4, 0, 0, 0), (4, 0, 0, 0))]
    assert of_type(events, ShuffledUnderBoat)[0] == ShuffledUnderBoat(ANNE, 4)
    draws = of_type(events, CardsDrawn)
    assert draws[:4] == [CardsDrawn(ANNE, "boat", 9), CardsDrawn(NIKKI, "boat", 8),
                         CardsDrawn(DEBBIE, "boat", 8), CardsDrawn(PAUL, "boat", 4)]
    assert draws[4:] == [CardsDrawn(PAUL, "ocean", 5), CardsDrawn(NIKKI, "ocean", 1),
                         CardsDrawn(DEBBIE, "ocean", 1)]
    assert set(state.hands[PAUL]) >= set(ocean[:5]) and ocean[5] in state.hands[NIKKI]
    assert ocean[6] in state.hands[DEBBIE]
    assert set(state.hands[ANNE]) == set(old_anne[:9]), "older cards are drawn first"
    assert len(state.boats[ANNE]) == 7 and set(state.boats[ANNE][:3]) == set(old_anne[9:])
    assert [len(h) for h in state.hands] == [9] * 4
    assert of_type(events, RoundStarted) == [RoundStarted(2, 9, NIKKI)], "fewest points, played earlier"


def test_the_next_leader_has_the_fewest_points():
    state = _round_two_table(scores=[0, 9, 9, 9])
    events = play(state, "blue 10", "blue 9", "blue 8", "blue 7")
    assert of_type(events, RoundStarted)[0].leader == ANNE


def test_ocean_ties_go_to_who_played_earlier_in_the_last_trick():
    state = _round_two_table(leader=DEBBIE)
    events = play(state, "blue 8", "blue 7", "blue 10", "blue 9")
    draws = [e.seat for e in of_type(events, CardsDrawn) if e.source == "ocean"]
    assert draws == [PAUL, DEBBIE, NIKKI]
    assert of_type(events, RoundStarted)[0].leader == DEBBIE


def test_over_fishing_ends_the_game_before_any_card_moves():
    state = table([["blue 10"], ["blue 9"], ["blue 8"], ["blue 7"]], ocean=["green 1", "green 2"],
                  scores=[0, 5, 0, 0])
    events = play(state, "blue 10", "blue 9", "blue 8", "blue 7")
    assert of_type(events, OverFishing) == [OverFishing(36 - 4, 2)]
    assert of_type(events, GameOver) == [GameOver((1,), (4, 5, 0, 0))]
    assert state.is_over() and state.phase == OVER and state.to_move() == ()
    assert state.ocean == [C("green 1"), C("green 2")] and state.hands == [()] * 4
    assert len(state.boats[0]) == 4 and not of_type(events, CardsDrawn)
    assert "over" in assert_illegal(state, 0, PlayCard(C("blue 10")))


def test_an_ocean_emptied_exactly_is_fine():
    boats = [[f"red {v}" for v in range(2, 11)], [f"yellow {v}" for v in range(2, 11)],
             [f"purple {v}" for v in range(2, 11)], [f"blue {v}" for v in range(2, 7)]]
    ocean = ["green 1", "green 2", "green 3", "green 4"]
    state = table([["blue 10"], ["blue 9"], ["blue 8"], ["blue 7"]], boats=boats, ocean=ocean)
    events = play(state, "blue 10", "blue 9", "blue 8", "blue 7")
    assert not of_type(events, OverFishing)
    assert state.ocean == [] and len(state.hands[3]) == 9 and set(map(C, ocean)) <= set(state.hands[3])


def test_the_game_ends_after_round_eight_and_ties_share_the_victory():
    state = table([["blue 10"], ["blue 9"], ["blue 8"]], round=8, scores=[10, 13, 10])
    events = play(state, "blue 10", "blue 9", "blue 8")
    assert of_type(events, GameOver) == [GameOver((0, 1), (13, 13, 10))]
    assert state.winners() == (0, 1) and state.is_over()


def test_scores_may_go_negative_and_fewest_points_counts_penalties():
    state = table([["blue 10", "red 3"], [buoy("-3"), "red 9"], ["blue 8", "red 4"]])
    play(state, "blue 10", buoy("-3"), "blue 8")
    assert state.scores() == (-3, 0, 0)


# -- illegal moves ---------------------------------------------------------------------------------
def test_illegal_moves_are_refused_with_a_sentence():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 4", "red 2"]])
    assert "turn" in assert_illegal(state, 1, PlayCard(C("blue 9")))
    assert "does not hold" in assert_illegal(state, 0, PlayCard(C("blue 9")))
    assert "must play a card" in assert_illegal(state, 0, CallColour("red"))
    with pytest.raises(IllegalMove):
        state.apply(0, PassCard(C("blue 5")))


def test_a_bad_deck_file_names_the_key(tmp_path):
    good = (LEVELS_DIR / DECK_FILE).read_text()
    bad = tmp_path / "deck.toml"
    bad.write_text(good.replace("hand_sizes = [9, 9, 10, 10, 11, 11, 12, 12]", "hand_sizes = [9, 9]"))
    with pytest.raises(LevelError, match="players.4.hand_sizes"):
        load_deck.__wrapped__(str(bad))
    bad.write_text(good.replace('buoys = ["play first", "pass left"]', 'buoys = ["play twice"]'))
    with pytest.raises(LevelError, match="stars\\[1\\].buoys"):
        load_deck.__wrapped__(str(bad))


@pytest.mark.parametrize("seed", [None, 0, 7, 31000])
def test_a_fisherman_goes_under_its_boat_in_the_games_seeded_order(seed):
    """``boat_order`` (drawn once per game, round, seat and size) is the order the game's own
    shuffle gives, for every size a fisherman can have."""
    from game.rules.base import rng_for
    from game.rules.fishing.flow import boat_order

    for round_, seat, size in [(1, 0, 0), (1, 3, 1), (2, 1, 8), (5, 2, 17), (8, 0, 40)]:
        cards = [f"card {k}" for k in range(size)]
        rng_for(seed, "fishing", "boat", round_, seat).shuffle(cards)
        assert [f"card {k}" for k in boat_order(seed, round_, seat, size)] == cards
