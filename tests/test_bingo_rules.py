"""Trick-Taking Bingo: every rule, [decision] and worked example of shared/rules/bingo.md."""

import random

import pytest
from contract import assert_illegal, play_to_end

from game.rules import bingo, cards
from game.rules.base import IllegalMove
from game.rules.bingo import (
    Covered,
    FreeMarkerChosen,
    FreeMarkerEarned,
    GameOver,
    LeadNext,
    LineCompleted,
    Missed,
    PlaceFree,
    PlayCard,
    TrickResolved,
    TrumpSet,
    parse_card,
)
from game.rules.cards import Card

BLUE, GREEN, YELLOW, PURPLE, RED = range(5)


def hands_with(players, holds=None, lacks=None, seed=0):
    """A full deal in which seat s holds ``holds[s]`` and no card of the colours ``lacks[s]``."""
    holds, lacks = holds or {}, lacks or {}
    fixed = {parse_card(c) for cs in holds.values() for c in cs}
    rest = [c for c in cards.deck(bingo.SEAT_COLOURS[:players], bingo.VALUES) if c not in fixed]
    sizes = {s: bingo.HAND_SIZE - len(holds.get(s, ())) for s in range(players)}
    allowed = lambda s, c: c.colour not in lacks.get(s, ())  # noqa: E731
    dealt = cards.deal_consistent(rest, sizes, allowed, random.Random(seed))
    return tuple(tuple(list(holds.get(s, ())) + [str(c) for c in dealt[s]]) for s in range(players))


def play(state, seat, text):
    return state.apply(seat, PlayCard(parse_card(text)))


def of_type(events, kind):
    return [e for e in events if isinstance(e, kind)]


# -- components ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_deck_of_the_seat_colours_dealt_nine_each(players):
    state = bingo.new_game(players, seed=7)
    dealt = [c for hand in state.hands for c in hand]
    assert sorted(dealt) == sorted(cards.deck(bingo.SEAT_COLOURS[:players], range(1, 10)))
    assert len(dealt) == 9 * players and all(len(h) == 9 for h in state.hands)
    assert {c.colour for c in dealt} == set(bingo.SEAT_COLOURS[:players])


def test_seat_colours_clockwise_decision():
    assert bingo.SEAT_COLOURS == ("blue", "green", "yellow", "purple", "red")


def test_bingo_card_is_the_magic_square():
    assert bingo.MAGIC_SQUARE[1][1] == 5
    assert sorted(n for row in bingo.MAGIC_SQUARE for n in row) == list(range(1, 10))
    assert len(bingo.LINES) == 8 and len(set(bingo.LINES)) == 8
    assert all(sum(line) == 15 for line in bingo.LINES)


def test_first_leader_is_drawn_at_random_and_can_be_set():
    leaders = {bingo.new_game(4, seed=s).leader for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert bingo.new_game(4, seed=3).leader == bingo.new_game(4, seed=3).leader
    assert bingo.new_game(4, seed=3, leader=2).to_move() == (2,)


def test_bad_setups_are_refused():
    with pytest.raises(ValueError):
        bingo.new_game(2, seed=0)
    with pytest.raises(ValueError):
        bingo.new_game(6, seed=0)
    with pytest.raises(ValueError):
        bingo.new_game(3, seed=0, hands=(("blue 1",),) * 3)
    with pytest.raises(ValueError):
        bingo.new_game(3, seed=0, jokers=True)


# -- a trick ------------------------------------------------------------------------------------
def test_must_follow_the_lead_colour_when_holding_it():
    hands = hands_with(3, holds={0: ["green 4"], 1: ["green 2", "blue 7"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    play(state, 0, "green 4")
    assert all(a.card.colour == "green" for a in state.legal_actions(1))
    message = assert_illegal(state, 1, PlayCard(parse_card("blue 7")))
    assert "lead colour" in message and "green" in message
    assert str(state.why_unplayable(1, parse_card("blue 7"))) == message


def test_without_the_lead_colour_any_card_may_be_played():
    hands = hands_with(3, holds={0: ["green 4"]}, lacks={1: ["green"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    play(state, 0, "green 4")
    assert [a.card for a in state.legal_actions(1)] == list(state.hands[1])
    play(state, 1, str(state.hands[1][0]))
    assert state.voids[1] == frozenset({"green"})


def test_the_leader_may_lead_any_colour_and_its_own_colour_does_not_matter():
    state = bingo.new_game(3, seed=4, leader=2)
    assert [a.card for a in state.legal_actions(2)] == list(state.hands[2])
    card = next(c for c in state.hands[2] if c.colour != "yellow")
    state.apply(2, PlayCard(card))
    assert state.lead_colour() == card.colour


def test_out_of_turn_and_unheld_cards_are_refused():
    state = bingo.new_game(3, seed=1, leader=0)
    assert "turn" in assert_illegal(state, 1, PlayCard(state.hands[1][0]))
    missing = next(c for c in state.hands[1])
    assert "does not hold" in assert_illegal(state, 0, PlayCard(missing))
    assert "play a card or place a free marker" in assert_illegal(state, 0, object())
    assert "free marker" in assert_illegal(state, 0, PlaceFree(5))


def test_worked_example_1():
    hands = hands_with(
        5,
        holds={RED: ["blue 3"], BLUE: ["blue 9"], GREEN: ["blue 8"]},
        lacks={GREEN: ["blue"], YELLOW: ["blue"], PURPLE: ["blue"]},
    )
    state = bingo.new_game(5, seed=0, hands=hands, leader=RED)
    events = []
    events += play(state, RED, "blue 3")
    events += play(state, BLUE, "blue 9")
    assert [a.card for a in state.legal_actions(GREEN)] == [Card("blue", 8)]
    events += play(state, GREEN, "blue 8")
    for seat in (YELLOW, PURPLE):
        events += state.apply(seat, state.legal_actions(seat)[0])
    assert of_type(events, TrickResolved) == [TrickResolved(BLUE, RED, Card("blue", 9), Card("blue", 3))]
    assert of_type(events, Covered) == [Covered(RED, 3, "lowest"), Covered(BLUE, 9, "highest")]  # play order
    assert {e.seat for e in of_type(events, Missed)} == {GREEN, YELLOW, PURPLE}
    assert bingo.numbers(state.covered[BLUE]) == [9] and bingo.numbers(state.covered[RED]) == [3]
    assert state.missed == [0, 1, 1, 1, 0]
    assert state.to_move() == (BLUE,) and events[-1] == LeadNext(BLUE)
    assert not of_type(events, TrumpSet), "no trump without the variant"


def example_2_setup():
    """Trick 1 makes red take the lowest (trump becomes red) and uses up blue 8 and 9."""
    hands = hands_with(
        5,
        holds={
            RED: ["blue 1", "blue 4"],
            BLUE: ["blue 9", "blue 5"],
            GREEN: ["blue 8", "red 5"],
            YELLOW: ["yellow 9", "yellow 1"],
            PURPLE: ["purple 9", "red 6"],
        },
        lacks={GREEN: ["blue"], YELLOW: ["blue"], PURPLE: ["blue"]},
    )
    state = bingo.new_game(5, seed=0, hands=hands, leader=RED, trump=True)
    events = []
    for seat, card in [(RED, "blue 1"), (BLUE, "blue 9"), (GREEN, "blue 8"), (YELLOW, "yellow 9"),
                       (PURPLE, "purple 9")]:
        assert state.effective_trump() is None, "the first trick has no trump"
        events += play(state, seat, card)
    return state, events


def test_worked_example_2_trump_variant():
    state, events = example_2_setup()
    assert TrumpSet("red") in events and state.trump == "red"
    assert state.to_move() == (BLUE,)
    events = play(state, BLUE, "blue 5")
    events += play(state, GREEN, "red 5")
    events += play(state, YELLOW, "yellow 1")
    events += play(state, PURPLE, "red 6")
    assert {a.card.colour for a in state.legal_actions(RED)} == {"blue"}, "red must follow blue"
    events += play(state, RED, "blue 4")
    assert of_type(events, TrickResolved) == [TrickResolved(PURPLE, RED, Card("red", 6), Card("blue", 4))]
    assert of_type(events, Covered) == [Covered(PURPLE, 6, "highest"), Covered(RED, 4, "lowest")]
    assert {e.seat for e in of_type(events, Missed)} == {BLUE, GREEN, YELLOW}
    assert state.trump == "red" and state.to_move() == (PURPLE,)


def test_trump_is_the_colour_of_the_lowest_player_not_of_the_card():
    state, events = example_2_setup()
    lowest = of_type(events, TrickResolved)[0]
    assert lowest.low_card.colour == "blue" and state.trump == bingo.SEAT_COLOURS[lowest.lowest] == "red"


def test_nobody_is_obliged_to_trump():
    state, _ = example_2_setup()
    play(state, BLUE, "blue 5")
    colours = {a.card.colour for a in state.legal_actions(GREEN)}
    assert "red" in colours and len(colours) > 1


def test_lone_lead_card_with_a_trump_is_only_the_lowest():
    hands = hands_with(3, holds={0: ["blue 5"], 1: ["green 2"], 2: ["yellow 1"]},
                       lacks={1: ["blue"], 2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0, trump=True)
    state.trump = "green"  # as if green's player had taken the lowest of the previous trick
    events = play(state, 0, "blue 5") + play(state, 1, "green 2") + play(state, 2, "yellow 1")
    assert of_type(events, Covered) == [Covered(0, 5, "lowest"), Covered(1, 2, "highest")]
    assert of_type(events, Missed) == [Missed(2, 1)]
    assert state.leader == 1 and state.trump == "blue"


def test_lead_colour_equal_to_trump_means_no_trump():
    hands = hands_with(3, holds={0: ["green 5"], 1: ["green 2"], 2: ["yellow 9"]}, lacks={2: ["green"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0, trump=True)
    state.trump = "green"
    play(state, 0, "green 5")
    assert state.effective_trump() is None
    events = play(state, 1, "green 2") + play(state, 2, "yellow 9")
    assert of_type(events, TrickResolved)[0] == TrickResolved(0, 1, Card("green", 5), Card("green", 2))


def test_other_trumps_are_missed():
    hands = hands_with(3, holds={0: ["blue 5"], 1: ["green 2"], 2: ["green 7"]},
                       lacks={1: ["blue"], 2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0, trump=True)
    state.trump = "green"
    events = play(state, 0, "blue 5") + play(state, 1, "green 2") + play(state, 2, "green 7")
    assert of_type(events, Covered) == [Covered(0, 5, "lowest"), Covered(2, 7, "highest")]
    assert of_type(events, Missed) == [Missed(1, 1)]


def test_single_lead_card_is_both_and_covers_once_decision():
    hands = hands_with(3, holds={0: ["blue 5"]}, lacks={1: ["blue"], 2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    events = play(state, 0, "blue 5")
    for seat in (1, 2):
        events += state.apply(seat, state.legal_actions(seat)[0])
    assert of_type(events, Covered) == [Covered(0, 5, "both")]
    assert [e.seat for e in of_type(events, Missed)] == [1, 2]
    assert state.missed == [0, 1, 1] and state.leader == 0


def test_already_covered_number_is_missed_once_but_still_leads_and_sets_trump():
    hands = hands_with(3, holds={0: ["blue 5"], 1: ["green 2", "green 3"]},
                       lacks={1: ["blue"], 2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0, trump=True)
    state.covered[0] = 1 << 5
    state.trump = "yellow"
    events = play(state, 0, "blue 5")
    for seat in (1, 2):
        events += state.apply(seat, PlayCard(next(c for c in state.hands[seat] if c.colour != "yellow")))
    assert of_type(events, Covered) == []
    assert of_type(events, Missed) == [Missed(0, 1), Missed(1, 1), Missed(2, 1)]
    assert state.leader == 0 and state.trump == "blue"


# -- missed track and free markers --------------------------------------------------------------
def missed_twice_state(choosers=(1, 2)):
    """Seat 0 leads blue 5 with nobody else holding blue; ``choosers`` already have 2 misses."""
    hands = hands_with(3, holds={0: ["blue 5"]}, lacks={1: ["blue"], 2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    for seat in choosers:
        state.missed[seat] = 2
    return state


def finish_trick(state):
    events = []
    while state.trick or not events:
        seat = state.to_move()[0]
        events += state.apply(seat, state.legal_actions(seat)[0])
    return events


def test_third_miss_clears_the_track_and_earns_a_free_marker_chosen_at_the_same_time():
    state = missed_twice_state()
    events = finish_trick(state)
    assert of_type(events, FreeMarkerEarned) == [FreeMarkerEarned(1), FreeMarkerEarned(2)]
    assert state.missed == [0, 0, 0] and state.to_move() == (1, 2)
    assert state.legal_actions(1) == [PlaceFree(n) for n in range(1, 10)]
    assert "free marker" in assert_illegal(state, 1, PlayCard(state.hands[1][0]))
    assert state.apply(2, PlaceFree(9)) == [FreeMarkerChosen(2)]
    assert state.covered[2] == 0, "choices stay secret until everyone has chosen"
    assert state.view(1).choices[2] == bingo.HIDDEN and state.view(2).choices[2] == 9
    events = state.apply(1, PlaceFree(5))
    assert of_type(events, Covered) == [Covered(1, 5, "free"), Covered(2, 9, "free")]
    assert state.to_move() == (0,)


def test_free_marker_only_on_an_uncovered_number():
    state = missed_twice_state(choosers=(1,))
    state.covered[1] = 1 << 4
    finish_trick(state)
    assert PlaceFree(4) not in state.legal_actions(1)
    assert "uncovered" in assert_illegal(state, 1, PlaceFree(4))
    assert "uncovered" in assert_illegal(state, 1, PlaceFree(12))
    assert "turn" in assert_illegal(state, 2, PlaceFree(3))


def test_lines_are_checked_after_the_free_markers():
    state = missed_twice_state(choosers=(1,))
    state.covered[1] = (1 << 4) | (1 << 9)  # top row 4 9 2 lacks 2
    events = finish_trick(state)
    assert not of_type(events, GameOver)
    events = state.apply(1, PlaceFree(2))
    assert LineCompleted(1, (0,)) in events and events[-1] == GameOver((1,))
    assert state.is_over() and state.winners() == (1,) and state.to_move() == ()
    assert "over" in assert_illegal(state, 0, PlayCard(state.hands[0][0]))


def test_one_marker_may_complete_two_lines_and_more_lines_win():
    hands = hands_with(3, holds={0: ["blue 5"], 1: ["blue 1"]}, lacks={2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    state.covered[0] = sum(1 << n for n in (4, 6, 3, 7))  # 5 completes a diagonal and the middle row
    state.covered[1] = sum(1 << n for n in (8, 6))  # 1 completes the bottom row
    events = play(state, 0, "blue 5") + play(state, 1, "blue 1")
    events += state.apply(2, state.legal_actions(2)[0])
    assert of_type(events, LineCompleted) == [LineCompleted(0, (1, 6)), LineCompleted(1, (2,))]
    assert state.winners() == (0,)


def test_equal_lines_share_the_win():
    hands = hands_with(3, holds={0: ["blue 5"], 1: ["blue 1"]}, lacks={2: ["blue"]})
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    state.covered[0] = sum(1 << n for n in (3, 7))
    state.covered[1] = sum(1 << n for n in (8, 6))
    play(state, 0, "blue 5")
    play(state, 1, "blue 1")
    events = state.apply(2, state.legal_actions(2)[0])
    assert events[-1] == GameOver((0, 1)) and state.winners() == (0, 1)


def test_without_any_line_the_most_covered_numbers_share_the_win_decision():
    rng = random.Random(5)
    for seed in range(3000):
        state = play_to_end(bingo.new_game(3, seed=seed), rng)
        if not any(state.lines(s) for s in range(3)):
            break
    else:
        pytest.fail("no line-less game found")
    assert state.tricks == bingo.MAX_TRICKS and all(len(h) == 0 for h in state.hands)
    most = max(state.scores())
    assert state.winners() == tuple(s for s in range(3) if state.scores()[s] == most)


def test_scores_count_covered_numbers():
    state = bingo.new_game(3, seed=0)
    state.covered = [0, 1 << 5 | 1 << 1, 1 << 9]
    assert state.scores() == (0, 2, 1)


# -- shared trick logic, views, records ---------------------------------------------------------
def test_trick_winner_logic_is_the_shared_one(monkeypatch):
    from game.rules.bingo import state as bingo_state

    assert bingo_state.best_play is cards.best_play
    calls = []

    def spy(*args, **kwargs):
        calls.append(kwargs)
        return cards.best_play(*args, **kwargs)

    monkeypatch.setattr(bingo_state, "best_play", spy)
    state = missed_twice_state(choosers=())
    finish_trick(state)
    assert len(calls) == 2 and {bool(c.get("lowest_wins")) for c in calls} == {False, True}


def test_view_hides_other_hands_and_secret_options_only():
    state = bingo.new_game(4, seed=2, trump=True, leader=1)
    play(state, 1, str(state.hands[1][0]))
    view = state.view(2)
    assert view.hands[2] == state.hands[2]
    assert [len(h) for h in view.hands] == [len(h) for h in state.hands]
    assert all(c is None for s in (0, 1, 3) for c in view.hands[s])
    assert view.trick == state.trick and view.covered == state.covered and view.trump == state.trump
    assert view.options == {"trump": True} and view.seed is None and view.history == []
    assert view.legal_actions(2) == state.legal_actions(2)


def test_the_public_log_holds_every_card_in_order_and_a_free_marker_only_once_shown():
    state = missed_twice_state()
    finish_trick(state)
    trick = [(seat, action) for seat, action in state.history if isinstance(action, PlayCard)]
    assert state.log == tuple(trick) and state.view(1).log == state.log
    state.apply(2, PlaceFree(9))
    other = state.clone()
    other.choices = state.choices[:]
    other.choices[2] = 7  # another secret choice: no seat but 2 may tell the two apart
    assert state.view(1) == other.view(1) and state.view(0) == other.view(0)
    assert state.view(2) != other.view(2)
    state.apply(1, PlaceFree(5))
    assert state.view(0).log == (*trick, (1, PlaceFree(5)), (2, PlaceFree(9)))


def test_a_view_log_shows_no_hidden_card():
    """Two deals that differ only in the cards a seat cannot see give it the same view, log too."""
    state = bingo.new_game(4, seed=7)
    rng = random.Random(7)
    while len(state.played) + len(state.trick) < 14:
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    viewer = state.to_move()[0]
    for i in range(10):
        other = state.determinize(viewer, random.Random(i))
        assert other.view(viewer) == state.view(viewer) and other.log == state.log
    shown = [a.card for _, a in state.log if isinstance(a, PlayCard)]
    assert len(shown) == 14 and set(shown) == {p.card for p in state.trick} | state.played


def test_determinize_respects_voids_and_conserves_cards():
    state, _ = example_2_setup()
    play(state, BLUE, "blue 5")
    play(state, GREEN, "red 5")
    for i in range(30):
        other = state.determinize(BLUE, random.Random(i))
        assert other.view(BLUE) == state.view(BLUE)
        assert other.hands[BLUE] == state.hands[BLUE]
        for seat in (GREEN, YELLOW, PURPLE):
            assert not any(c.colour == "blue" for c in other.hands[seat])
        held = [c for h in other.hands for c in h] + [p.card for p in other.trick] + list(other.played)
        assert sorted(held) == sorted(cards.deck(bingo.SEAT_COLOURS, range(1, 10)))


def test_record_replays_to_an_equal_state():
    state, _ = example_2_setup()
    play(state, BLUE, "blue 5")
    record = state.to_record()
    assert record["game"] == "bingo" and record["options"]["trump"] is True
    assert bingo.BingoState.from_record(record) == state


def test_actions_and_events_read_as_sentences():
    assert str(PlayCard(Card("blue", 7))) == "play blue 7"
    assert str(PlaceFree(5)) == "free marker on 5"
    assert str(Covered(1, 9, "highest")) == "seat 1 covers 9 (highest)"
    assert str(GameOver((0, 2))) == "winner(s): seat 0, seat 2"
    with pytest.raises(IllegalMove):
        bingo.new_game(3, seed=0).apply(5, PlaceFree(1))
