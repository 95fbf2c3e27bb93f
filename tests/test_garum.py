"""Garum rules: every rule of rules/garum.md and the contract, checked on built situations and random play."""

import json
import random
from collections import Counter

import pytest

from game.rules import garum
from game.rules.garum import (
    UNKNOWN,
    BonusScored,
    ChooseTank,
    DummyRevealed,
    NoWorker,
    PlaceTile,
    PlaceWorker,
    TurnDummy,
)
from game.rules.garum.data import SIZE, load
from tests.contract import assert_illegal, check_round_trips, random_play

DATA = load()
TROIA_ZONE_ROW0 = (13, 14, 15, 16)  # the top row of tanks


def rest(tanks, side="troia"):
    """A full coin order starting with ``tanks``."""
    return tuple(tanks) + tuple(t for t in DATA.boards[side].tanks if t not in tanks)


def step(state, worker=None):
    """Play the seat to move with its first legal action (or ``worker`` when a worker is due)."""
    (seat,) = state.to_move()
    if state.phase == "worker":
        action = worker or NoWorker()
    else:
        action = state.legal_actions(seat)[0]
    return state.apply(seat, action)


def play_round(state):
    start = state.round
    while state.round == start and not state.is_over():
        step(state)


def count_line(state, line):
    """Fish of each species on a line, counted from the cells (independently of the rules' tallies)."""
    cells = state.board.line_cells[line]
    return Counter(state.cells[c] for c in cells)


# -- setup -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("side", "hand", "rounds"), [("troia", 4, 16), ("baelo", 3, 12)])
def test_setup_hands_piles_workers_and_coins(side, hand, rounds):
    state = garum.new_game(4, seed=3, side=side)
    tiles = len(DATA.tiles_in_game(side, 0))
    for colour in range(4):
        assert len(state.hands[colour]) == hand
        assert len(state.piles[colour]) == tiles - hand
        assert state.left[colour] == [5, 1]
    assert state.rounds == rounds
    assert state.tank == state.used[0] and len(state.coins) == rounds - 1
    assert state.phase == "tile"


def test_setup_is_seeded_and_overridable():
    assert garum.new_game(4, seed=5) == garum.new_game(4, seed=5)
    assert garum.new_game(4, seed=5).hands != garum.new_game(4, seed=6).hands
    hands = ((0, 1, 2, 3), None, None, None)
    state = garum.new_game(4, seed=5, first=2, coins=rest([7]), hands=hands)
    assert state.hands[0] == [0, 1, 2, 3] and state.tank == 7 and state.to_move() == (2,)
    piles = (tuple(range(15, -1, -1)), None, None, None)
    assert garum.new_game(4, seed=5, piles=piles).hands[0] == [15, 14, 13, 12]
    with pytest.raises(ValueError):
        garum.new_game(4, seed=5, coins=(1, 2, 3))
    with pytest.raises(ValueError):
        garum.new_game(5, seed=5)
    with pytest.raises(ValueError):
        garum.new_game(4, seed=5, sauce=True)


# -- a turn ------------------------------------------------------------------------------------------
def test_a_turn_is_tile_then_worker_then_draw():
    state = garum.new_game(4, seed=1, first=0, coins=rest([6]))
    tile = state.hands[0][0]
    top = state.piles[0][0]
    events = state.apply(0, PlaceTile(tile, 1, 0))
    assert state.phase == "worker" and state.to_move() == (0,)
    assert state.slots[6][1] == (0, tile, 0)
    events = state.apply(0, PlaceWorker("row", 5))
    assert [type(e).__name__ for e in events] == ["WorkerPlaced", "TileDrawn"]
    assert top in state.hands[0] and tile not in state.hands[0]
    assert state.to_move() == (1,) and state.phase == "tile"


def test_tile_rotation_lays_the_fish_turned_clockwise():
    tile = 2  # TTTM: the mackerel sits bottom-left when upright
    state = garum.new_game(4, seed=1, first=0, coins=rest([13]), hands=((2, 0, 1, 3), None, None, None))
    state.apply(0, PlaceTile(tile, 0, 1))  # a quarter turn moves the bottom-left fish to the top-left
    top_left = state.board.slot_cells[13][0][0]
    assert state.cells[top_left] == 1
    assert [state.cells[c] for c in state.board.slot_cells[13][0]] == [1, 0, 0, 0]


def test_legal_tiles_list_each_picture_once_but_apply_accepts_any_rotation():
    state = garum.new_game(4, seed=1, first=0, coins=rest([13]), hands=((0, 1, 2, 8), None, None, None))
    actions = state.legal_actions(0)
    # tile 1 repeats tile 0, which has a single picture
    assert Counter(a.tile for a in actions) == {0: 4, 2: 16, 8: 16}
    state.apply(0, PlaceTile(1, 2, 3))  # the identical tile, in an unlisted rotation, is still legal
    assert state.slots[13][2] == (0, 1, 3)


def test_identical_tiles_listed_once():
    """Blue TSTC (tile 14) is TCTS (tile 15) turned: one tile, listed once, every picture reachable."""
    assert DATA.tiles[14].canonical == DATA.tiles[15].canonical
    state = garum.new_game(4, seed=1, first=0, coins=rest([13]), hands=((14, 15, 2, 8), None, None, None))
    actions = state.legal_actions(0)
    assert {a.tile for a in actions} == {14, 2, 8}
    pictures = {(a.slot, DATA.tiles[a.tile].turned(a.rotation)) for a in actions}
    assert len(pictures) == len(actions), "no two actions give the same tank"
    assert {(s, DATA.tiles[15].turned(r)) for s in range(4) for r in range(4)} <= pictures
    state.apply(0, PlaceTile(15, 1, 2))  # the twin is still accepted
    assert state.slots[13][1] == (0, 15, 2)


def test_no_hand_lists_two_actions_with_the_same_outcome():
    state = garum.new_game(4, seed=5)
    rng = random.Random(5)
    while not state.is_over():
        (seat,) = state.to_move()
        actions = state.legal_actions(seat)
        if isinstance(actions[0], PlaceTile):
            outcomes = {(a.slot, DATA.tiles[a.tile].turned(a.rotation)) for a in actions}
            assert len(outcomes) == len(actions)
        state.apply(seat, rng.choice(actions))


def test_workers_only_on_lines_through_the_tank():
    state = garum.new_game(4, seed=1, first=0, coins=rest([6]))
    state.apply(0, state.legal_actions(0)[0])
    lines = {a.line for a in state.legal_actions(0) if isinstance(a, PlaceWorker)}
    # tank 6 is tank row 1, tank column 2: cell rows 4-7 and cell columns 8-11
    assert lines == {4, 5, 6, 7} | {SIZE + c for c in range(8, 12)}
    message = assert_illegal(state, 0, PlaceWorker("row", 0))
    assert "through this round's tank" in message


def test_worker_limit_five_apprentices_and_one_foreman():
    state = garum.new_game(4, seed=1, first=0)
    placed = Counter()
    while not state.is_over():
        (seat,) = state.to_move()
        if state.phase == "worker" and seat == 0:
            options = [a for a in state.legal_actions(0) if isinstance(a, PlaceWorker)]
            if state.left[0] == [0, 0]:
                assert options == []
            action = options[-1] if options else NoWorker()
            if isinstance(action, PlaceWorker):
                placed[action.foreman] += 1
            state.apply(0, action)
        else:
            step(state)
    assert placed == {False: 5, True: 1}
    assert all(a + f >= 0 for a, f in state.left)


# -- the zone restriction ----------------------------------------------------------------------------
@pytest.mark.parametrize(("side", "zone_tanks"), [("troia", (13, 14, 15, 16)), ("baelo", (14, 15, 16))])
def test_no_worker_on_the_zone_of_its_last_unfilled_tank(side, zone_tanks):
    state = garum.new_game(4, seed=2, side=side, first=0, coins=rest(zone_tanks, side))
    for _ in zone_tanks[:-1]:
        play_round(state)
    last = zone_tanks[-1]
    assert state.tank == last
    step(state)  # a tile
    lines = {a.line for a in state.legal_actions(state.to_move()[0]) if isinstance(a, PlaceWorker)}
    column_zone = state.board.zones[last][1]
    assert lines == set(state.board.zone_lines[column_zone]), "the other zone through the tank stays open"
    message = assert_illegal(state, state.to_move()[0], PlaceWorker("row", 0))
    assert "last unfilled tank of that zone" in message


@pytest.mark.parametrize("side", ["troia", "baelo"])
def test_no_worker_can_be_placed_in_the_final_round(side):
    state = garum.new_game(4, seed=4, side=side)
    while state.round < state.rounds - 1:
        play_round(state)
    while not state.is_over():
        assert state.phase == "tile", "the worker step is skipped: both zones are closed"
        step(state)


# -- bonuses -----------------------------------------------------------------------------------------
def test_bonus_species_icon_and_wild_icons():
    # tank 15: slot 0 tuna icon (cell 2), slot 1 wild, slot 2 wild, slot 3 mackerel icon (cell 0)
    hands = ((2, 3, 4, 5), (16, 17, 18, 19), (32, 33, 34, 35), (48, 49, 50, 51))
    state = garum.new_game(4, seed=1, first=0, coins=rest([15]), hands=hands)
    events = state.apply(0, PlaceTile(2, 0, 0))  # TTTM upright: a tuna on cell 2
    assert BonusScored(0, 15, 0, 2) in events and state.bonus[0] == 2
    state.apply(0, NoWorker())
    state.apply(1, PlaceTile(16, 3, 0))  # MMMM covers the mackerel icon
    state.apply(1, NoWorker())
    state.apply(2, PlaceTile(32, 1, 0))  # any fish on a wild icon
    assert state.bonus[:3] == [2, 2, 1]
    state.apply(2, NoWorker())
    state.apply(3, PlaceTile(48, 2, 0))
    assert state.bonus == [2, 2, 1, 1]
    assert state.scores() == (2, 2, 1, 1)


def test_bonus_species_icon_needs_the_icon_species_whoever_places_it():
    hands = ((2, 3, 4, 5), None, None, None)
    state = garum.new_game(4, seed=1, first=0, coins=rest([15]), hands=hands)
    events = state.apply(0, PlaceTile(2, 0, 3))  # turned: the mackerel lands on the tuna icon
    assert not any(isinstance(e, BonusScored) for e in events) and state.bonus[0] == 0
    hands = (None, None, (34, 35, 36, 37), None)  # yellow SSST: a tuna, yellow's tile, on the tuna icon
    state = garum.new_game(4, seed=1, first=2, coins=rest([15]), hands=hands)
    rotation = next(r for r in range(4) if DATA.tiles[36].turned(r)[2] == 0)
    state.apply(2, PlaceTile(36, 0, rotation))
    assert state.bonus[2] == 2


# -- player counts -----------------------------------------------------------------------------------
def test_two_players_control_two_colours_in_order_a1_b1_a2_b2():
    state = garum.new_game(2, seed=1, first=0)
    assert state.owner == (0, 1, 0, 1)
    turns = []
    for _ in range(2):
        for _ in range(4):
            turns.append((state.to_move()[0], state.colour_to_move()))
            step(state)
            if state.phase == "worker":
                colour = state.colour_to_move()
                workers = [a for a in state.legal_actions(state.to_move()[0]) if isinstance(a, PlaceWorker)]
                state.apply(state.to_move()[0], workers[0])
                assert state.workers[-1].colour == colour, "only the colour on turn places a worker"
    assert turns == [(0, 0), (1, 1), (0, 2), (1, 3), (1, 1), (0, 2), (1, 3), (0, 0)]


def test_two_player_scores_and_views_cover_both_colours():
    (final,) = random_play(garum, 1, 2, seed=7)
    assert final.scores() == (final.colour_score(0) + final.colour_score(2),
                              final.colour_score(1) + final.colour_score(3))
    state = garum.new_game(2, seed=1)
    view = state.view(0)
    assert view.hands[0] == state.hands[0] and view.hands[2] == state.hands[2]
    assert set(view.hands[1]) == set(view.hands[3]) == {UNKNOWN}


def test_three_players_the_dummy_fills_the_last_slot_and_scores_nothing():
    state = garum.new_game(3, seed=1, first=1, coins=rest([1]))
    assert state.dummy == 3 and state.hands[3] == [] and len(state.piles[3]) == 16
    top = state.piles[3][0]
    for _ in range(3):
        events = step(state)
        if state.phase == "worker":
            events = step(state)
    assert DummyRevealed(3, top) in events
    assert state.phase == "dummy" and state.to_move() == (1,), "the start player turns the dummy tile"
    assert state.legal_actions(1) == [TurnDummy(r) for r in DATA.tiles[top].rotations]
    (free,) = state.free_slots()
    state.apply(1, TurnDummy(DATA.tiles[top].rotations[-1]))
    assert state.slots[1][free][:2] == (3, top)
    assert state.bonus[3] == 0
    assert state.round == 1 and state.to_move() == (2,), "the start role passes clockwise"


def test_three_player_dummy_never_scores_or_places_workers():
    for final in random_play(garum, 20, 3, seed=11, colours=(2, 0, 3)):
        assert final.dummy == 1
        assert final.bonus[1] == final.final[1] == 0
        assert not any(w.colour == 1 for w in final.workers)
        assert sum(1 for fills in final.slots.values() for f in fills if f[0] == 1) == 16


def test_four_players_start_role_passes_clockwise():
    state = garum.new_game(4, seed=1, first=3)
    starts = []
    for _ in range(5):
        starts.append(state.to_move()[0])
        play_round(state)
    assert starts == [3, 0, 1, 2, 3]


# -- variants ----------------------------------------------------------------------------------------
def test_emperor_start_player_chooses_an_unfilled_tank():
    state = garum.new_game(4, seed=1, emperor=True, first=2)
    assert state.phase == "tank" and state.to_move() == (2,) and state.coins == []
    assert state.legal_actions(2) == [ChooseTank(t) for t in range(1, 17)]
    events = state.apply(2, ChooseTank(9))
    assert state.tank == 9 and events[0].by_coin is False
    play_round(state)
    assert ChooseTank(9) not in state.legal_actions(3)
    assert "unfilled tank" in assert_illegal(state, 3, ChooseTank(9))


def test_choosing_a_tank_without_the_emperor_is_refused():
    state = garum.new_game(4, seed=1, first=0)
    assert "Emperor variant" in assert_illegal(state, 0, ChooseTank(3))


def test_priest_shows_the_coin_order_otherwise_hidden():
    state = garum.new_game(4, seed=1)
    assert set(state.view(0).coins) == {UNKNOWN}
    priest = garum.new_game(4, seed=1, priest=True)
    assert priest.view(0).coins == priest.coins


@pytest.mark.parametrize("options", [{"emperor": True}, {"priest": True}, {"emperor": True, "side": "baelo"}])
def test_variants_play_to_the_end(options):
    for final in random_play(garum, 5, 4, seed=3, **options):
        assert len(final.used) == final.rounds


# -- end and scoring ---------------------------------------------------------------------------------
@pytest.mark.parametrize("side", ["troia", "baelo"])
def test_final_scoring_counts_the_workers_species_on_its_line(side):
    for final in random_play(garum, 10, 4, seed=5, side=side):
        for colour in range(4):
            expected = 0
            for worker in final.workers:
                if worker.colour == colour:
                    n = count_line(final, worker.line)[colour]
                    base = -1 if n < final.board.chart_start else 1 + (n - final.board.chart_start) * (
                        n - final.board.chart_start + 1) // 2
                    expected += 2 * base if worker.foreman else base
            assert final.final[colour] == expected, "unplaced workers score nothing"
            assert final.colour_score(colour) == final.bonus[colour] + expected
        for line in range(2 * SIZE):
            assert sum(count_line(final, line).values()) == final.board.line_length


def test_rules_doc_examples_through_the_state():
    state = garum.new_game(4, seed=1)
    assert garum.worker_points(DATA, state.board, 9, True) == 22
    assert garum.worker_points(DATA, state.board, 6, False) == 2
    assert garum.worker_points(DATA, state.board, 4, False) == -1


def test_tie_break_fewer_apprentices_then_shared():
    (final,) = random_play(garum, 1, 2, seed=3)
    final.bonus, final.final = [5, 5, 0, 0], [0, 0, 0, 0]
    final.workers = [garum.Worker(0, 0, False), garum.Worker(1, 1, False), garum.Worker(3, 2, False),
                     garum.Worker(2, 3, True)]
    assert final.scores() == (5, 5)
    assert final.winners() == (0,), "seat 0 has one apprentice on the board, seat 1 two"
    final.workers = final.workers[:3] + [garum.Worker(2, 3, False)]  # two apprentices each
    assert final.winners() == (0, 1)


def test_no_winners_while_playing():
    assert garum.new_game(3, seed=1).winners() == ()


# -- refusals ----------------------------------------------------------------------------------------
def test_illegal_moves_are_refused_with_the_rule():
    state = garum.new_game(4, seed=1, first=0, coins=rest([6]))
    other = state.hands[1][0]
    assert "own hand" in assert_illegal(state, 0, PlaceTile(other, 0, 0))
    assert "quarter turns" in assert_illegal(state, 0, PlaceTile(state.hands[0][0], 0, 4))
    assert "not the moment" in assert_illegal(state, 0, PlaceWorker("row", 4))
    assert "turn" in assert_illegal(state, 1, PlaceTile(other, 0, 0))
    state.apply(0, PlaceTile(state.hands[0][0], 0, 0))
    assert "not the moment" in assert_illegal(state, 0, PlaceTile(state.hands[0][0], 1, 0))
    state.apply(0, PlaceWorker("row", 4, True))
    assert "not free" in assert_illegal(state, 1, PlaceTile(other, 0, 0))
    state.apply(1, PlaceTile(other, 1, 0))
    assert "16 cell rows" in assert_illegal(state, 1, PlaceWorker("diagonal", 4))
    state.apply(1, NoWorker())
    play_round(state)
    while state.colour_to_move() != 0 or state.phase != "worker":
        step(state, worker=NoWorker())
    lines = state.open_lines()
    axis, index = garum.line_name(lines[0])
    assert "no foreman left" in assert_illegal(state, 0, PlaceWorker(axis, index, True))
    assert "In Garum you choose" in assert_illegal(state, 0, object())


def test_actions_and_events_read_as_words():
    assert str(PlaceTile(2, 1, 1)) == "place tile TTTM in slot 1, turned 90°"
    assert str(PlaceWorker("column", 3, True)) == "foreman on column 4"
    assert str(NoWorker()) == "no worker"
    assert str(ChooseTank(7)) == "choose tank 7"
    assert str(TurnDummy(0)) == "dummy tile upright"


# -- hidden information ------------------------------------------------------------------------------
def test_view_hides_other_hands_every_pile_and_the_coins():
    state = garum.new_game(4, seed=9)
    for _ in range(10):
        step(state)
    view = state.view(1)
    assert view.hands[1] == state.hands[1]
    assert all(set(view.hands[c]) == {UNKNOWN} for c in (0, 2, 3))
    assert all(set(p) == {UNKNOWN} and len(p) == len(q) for p, q in zip(view.piles, state.piles, strict=True))
    assert view.seed is None and "hands" not in view.options
    assert view.cells == state.cells and view.workers == state.workers and view.scores() == state.scores()


def test_determinize_deals_the_unseen_tiles_consistently():
    state = garum.new_game(3, seed=9)
    for _ in range(13):
        step(state)
    rng = random.Random(1)
    differs = 0
    for _ in range(5):
        world = state.determinize(0, rng)
        assert world.view(0) == state.view(0)
        for colour in range(4):
            mine = sorted(state.hands[colour] + state.piles[colour])
            assert sorted(world.hands[colour] + world.piles[colour]) == mine
        assert world.hands[0] == state.hands[0]
        differs += world != state
        random_finish(world, rng)
    assert differs


def random_finish(state, rng):
    while not state.is_over():
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))


# -- random play ---------------------------------------------------------------------------------------
def _tiles_conserved(state):
    for colour in range(4):
        placed = [f[1] for fills in state.slots.values() for f in fills if f and f[0] == colour]
        where = state.hands[colour] + state.piles[colour] + placed
        if state.dummy_tile is not None and colour == state.dummy:
            where.append(state.dummy_tile)
        assert sorted(where) == list(DATA.tiles_in_game(state.side, colour)), "each tile is in one place"


def _invariants(state):
    _tiles_conserved(state)
    for tank in state.used:
        colours = [f[0] for f in state.slots[tank] if f]
        assert len(set(colours)) == len(colours), "one tile of each colour per tank"
        if tank != state.tank:
            assert sorted(colours) == [0, 1, 2, 3], "a tank is full after its round"
    for tank, fills in state.slots.items():
        if tank not in state.used:
            assert fills == [None] * 4
    current = 0 if state.phase in ("tank", "over") else 1
    assert len(state.used) == len(set(state.used)) == state.round + current
    for colour in range(4):
        kinds = Counter(w.foreman for w in state.workers if w.colour == colour)
        assert kinds[False] <= 5 and kinds[True] <= 1
        assert kinds[False] + state.left[colour][0] == 5 and kinds[True] + state.left[colour][1] == 1


FULL_TABLES = [
    (4, 300, {}),
    (4, 150, {"side": "baelo"}),
    (3, 150, {}),
    (3, 100, {"side": "baelo", "priest": True}),
    (2, 150, {}),
    (2, 100, {"side": "baelo"}),
    (4, 50, {"emperor": True}),
]
"""Every table's full count of random games (1,000 in all): ``bench/random_games.py --only garum``."""
SAMPLE = 4
"""The suite plays the first quarter of each table's seeds."""


@pytest.mark.parametrize(("players", "games", "options"), [(p, g // SAMPLE, o) for p, g, o in FULL_TABLES])
def test_random_play_keeps_the_invariants(players, games, options):
    play_random_games(players, games, options)


def play_random_games(players: int, games: int, options: dict) -> None:
    """``games`` seeded random games at one table, the invariants checked at every step (the test
    and ``bench/random_games.py``, which plays the full count)."""
    finals = random_play(garum, games, players, seed=players, check=_invariants, round_trip_every=40,
                         **options)
    rounds = len(DATA.boards[options.get("side", "troia")].tanks)
    for final in finals:
        placed = [f for fills in final.slots.values() for f in fills if f]
        assert len(placed) == 4 * rounds and len({f[1] for f in placed}) == 4 * rounds
        assert all(hand == [] and pile == [] for hand, pile in zip(final.hands, final.piles, strict=True))
        for line in (0, 7, SIZE + 3):
            assert [final.counts[line][s] for s in range(4)] == [count_line(final, line)[s] for s in range(4)]


def test_records_replay_to_an_equal_state_mid_game():
    state = garum.new_game(3, seed=21, side="baelo", priest=True)
    for _ in range(37):
        step(state)
    record = json.loads(json.dumps(state.to_record()))
    assert garum.GarumState.from_record(record) == state
    check_round_trips(state, garum)
