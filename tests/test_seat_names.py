"""Every seat has a name of its own in every game and language: bots set up in the lobby are
numbered by seat as on the command line, and a table never starts with two seats of one name."""

import itertools

import pytest

from game import i18n
from game.engine.seats import BOT, EMPTY, HUMAN, NAME_LIMIT, Seat, TableSetup, distinct_names
from game.engine.table_plan import TablePlan
from game.scenes.lobby.seating import plan_for
from game.scenes.registry import ENTRIES

LOBBY_GAMES = [entry for entry in ENTRIES if entry.lobby]
LANGUAGES = ("en", "de", "vi", "zh-Hant")


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)


def names(seats):
    return [seat.name for seat in seats]


def assert_distinct(plan: TablePlan) -> None:
    filled = names(plan.filled())
    assert len(set(filled)) == len(filled), filled
    colours = [seat.colour for seat in plan.filled()]
    assert len(set(colours)) == len(colours), "no two seats wear one colour"
    started = names(plan.setup(seed=1, starter="mouse").seats)
    assert started == filled, "the lobby shows the names the table will use"


@pytest.mark.parametrize("entry", LOBBY_GAMES, ids=lambda e: e.key)
def test_a_full_table_of_one_bot_level_has_a_name_per_seat(entry, language):
    for level in ("easy", "medium", "hard"):
        plan = plan_for(entry)
        for seat in range(plan.max_seats):
            plan.set_kind(seat, BOT, level)
        assert_distinct(plan)
        assert all(len(name) <= NAME_LIMIT for name in names(plan.seats))


@pytest.mark.parametrize("entry", LOBBY_GAMES, ids=lambda e: e.key)
def test_every_lobby_edit_keeps_the_names_apart(entry, language):
    """Kinds cycled, seats swapped, colours changed, seats joined: the filled seats never share a name."""
    plan = plan_for(entry)
    for seat in range(plan.max_seats):
        plan.set_kind(seat, BOT, "easy")
    for a, b in itertools.combinations(range(plan.max_seats), 2):
        plan.swap(a, b)
        assert_distinct(plan)
        plan.cycle_kind(a)
        plan.cycle_colour(b)
        assert_distinct(plan)
    plan.join("pad:0", 1)
    plan.join("keys:wasd", 2)
    assert_distinct(plan)


@pytest.mark.parametrize("entry", LOBBY_GAMES, ids=lambda e: e.key)
def test_a_set_up_remembered_with_unnumbered_bots_comes_back_numbered(entry):
    """Lobbies remembered before bots were numbered held three "Easy bot" seats."""
    plan = plan_for(entry)
    old = plan.to_json()
    for seat in old["seats"]:
        seat.update(kind=BOT, level="easy", name="Easy bot")
    plan = plan_for(entry)
    plan.restore(old)
    assert_distinct(plan)
    assert all(name.startswith("Easy bot ") for name in names(plan.seats)), names(plan.seats)


def test_bots_are_numbered_by_their_seat_and_renumbered_when_seats_move():
    plan = TablePlan("garum", 2, 4)
    plan.set_kind(2, BOT, "easy")
    assert names(plan.seats)[:3] == ["Orange", "Medium bot 2", "Easy bot 3"]
    plan.swap(1, 2)
    assert names(plan.seats)[:3] == ["Orange", "Easy bot 2", "Medium bot 3"]
    plan.set_kind(3, BOT, "easy")
    plan.set_kind(2, EMPTY)
    assert plan.seats[3].name == "Easy bot 4"


def test_a_typed_name_is_kept_but_two_equal_ones_are_told_apart_within_the_limit():
    long = "Maximilianeumx"  # NAME_LIMIT characters
    seats = [Seat(HUMAN, long, (0, 0, 0)), Seat(HUMAN, "Anna", (1, 1, 1)), Seat(HUMAN, long, (2, 2, 2))]
    out = names(distinct_names(seats))
    assert len(set(out)) == 3 and out[1] == "Anna"
    assert all(len(name) <= NAME_LIMIT for name in out)
    assert out[0].endswith(" 1") and out[2].endswith(" 3"), out


def test_a_number_never_makes_a_name_another_seat_already_has():
    seats = [Seat(HUMAN, "Anna 2", (0, 0, 0)), Seat(HUMAN, "Anna", (1, 1, 1)), Seat(HUMAN, "Anna", (2, 2, 2))]
    out = names(distinct_names(seats))
    assert len(set(out)) == 3, out


def test_a_saved_table_with_shared_names_loads_with_a_name_per_seat():
    seats = [Seat(BOT, "Easy bot", (0, 0, 0), "easy").to_json() for _ in range(3)]
    setup = TableSetup.from_json({"game": "garum", "seats": seats})
    assert names(setup.seats) == ["Easy bot 1", "Easy bot 2", "Easy bot 3"]
    assert [seat.initial for seat in setup.seats] == ["1", "2", "3"]
