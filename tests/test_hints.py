"""Hints for human seats: a legal move of the hard bot, a reason in player words, nothing hidden."""

import random

import pytest
from contract import step_random
from test_bingo_bots import line_in_reach, midgame
from test_fishing_endgame import lost_last_trick

from game.ai import hints
from game.ai.base import use_work_units
from game.ai.finden import hint as finden_hint
from game.rules import bingo as bingo_rules
from game.rules import fishing, garum
from game.rules.bingo import PlayCard, parse_card
from game.rules.finden.board import judge, used_mask
from game.rules.finden.classic import ClassicGame
from game.rules.finden.puzzle import PuzzleGame
from game.scenes import registry
from game.scenes.table.scene import TableScene

HINTERS = {kit.key: kit.hook("hint") for kit in registry.KITS if kit.hint}
HINTERS |= {"finden": finden_hint.CLASSIC, "finden-puzzle": finden_hint.PUZZLE}


def fishing_midgame(seed: int, steps: int):
    state = fishing.new_game(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        step_random(state, rng)
    while len(state.legal_actions(state.to_move()[0])) < 2:
        step_random(state, rng)
    return state, state.to_move()[0]


def garum_midgame(seed: int, steps: int):
    state = garum.new_game(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        step_random(state, rng)
    return state, state.to_move()[0]


def positions():
    yield "garum", *garum_midgame(4, 17)
    yield "bingo", *midgame(3)
    yield "bingo", *midgame(12, steps=6, trump=False)
    yield "fishing", *fishing_midgame(21, 9)
    yield "fishing", *fishing_midgame(5, 60)


def hidden_card_names(state, seat: int, said: str) -> list[str]:
    """Names of cards in the other hands that the seat cannot see (and holds no twin of)."""
    hands = getattr(state, "hands", None)
    if hands is None:
        return []
    seen = {str(c) for c in hands[seat]} | {str(p.card) for p in getattr(state, "trick", ())}
    hidden = {str(c) for other, hand in enumerate(hands) if other != seat for c in hand} - seen
    return sorted(name for name in hidden if f"{name}:" in said or f"{name} " in said or f"{name}." in said)


@pytest.mark.parametrize("index", range(5))
def test_a_hint_is_a_legal_move_with_a_sentence_and_ignores_hidden_cards(index):
    game, state, seat = list(positions())[index]
    given = hints.hint(HINTERS[game], state.view(seat), seat)
    assert given.action in state.legal_actions(seat)
    assert given.reason and "seat" not in given.reason and "None" not in given.reason
    assert given.reason[0].isupper() and given.reason.endswith(".") and "\n" not in given.reason
    assert not hidden_card_names(state, seat, given.reason), "the reason names a card the seat cannot see"
    changed = 0
    for i in range(2):
        other = state.determinize(seat, random.Random(i))
        changed += other != state
        assert hints.hint(HINTERS[game], other.view(seat), seat) == given
    assert changed, "the hidden cards never changed: the test proves nothing"


def test_bingo_hint_names_the_winning_line():
    state = line_in_reach()
    given = hints.hint(HINTERS["bingo"], state.view(2), 2)
    assert given.action == PlayCard(parse_card("blue 9"))
    assert "completes a line" in given.reason


def test_fishing_hint_captures_the_best_card():
    state = lost_last_trick()
    given = hints.hint(HINTERS["fishing"], state.view(0), 0)
    assert "blue 9" in given.reason and "−3" not in given.reason


def test_hint_budget_is_smaller_than_the_hard_bot():
    assert HINTERS["bingo"].bot().iterations < HINTERS["bingo"].make_bot("hard", 0).iterations


@pytest.mark.parametrize("index", [0, 1])  # Garum, Bingo: the hard bot searches
def test_a_hint_is_thought_out_a_slice_at_a_time(index):
    game, state, seat = list(positions())[index]
    use_work_units()
    try:
        job = hints.HintJob(HINTERS[game], state.view(seat), seat)
        slices = 0
        while job.step(0.001) is None:
            slices += 1
        assert slices > 5, "a search hint must spread over frames, not hold one"
        assert job.hint == hints.hint(HINTERS[game], state.view(seat), seat)
    finally:
        use_work_units(None)


def test_garum_hint_asks_the_hard_bot_on_a_smaller_budget():
    state, seat = garum_midgame(9, 5)
    given = hints.hint(HINTERS["garum"], state.view(seat), seat)
    assert isinstance(given, hints.Hint) and given.action in state.legal_actions(seat)
    bot = HINTERS["garum"].bot()
    assert bot.level == "hard" and 0 < bot.moves < HINTERS["garum"].make_bot("hard", 0).moves


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finden_hint_is_a_five_of_the_rolled_symbols_on_the_seats_free_cells(seed):
    game = ClassicGame(2, seed)
    game.start_search()
    board, faces = game.boards[1], game.roll.faces
    first = hints.hint(HINTERS["finden"], game, 1)
    assert first is not None and judge(board, first.action.cells, faces).valid
    assert "shape" in first.reason
    game.apply(1, first.action)
    second = hints.hint(HINTERS["finden"], game, 1)
    if second is not None:  # another shape, on cells still free
        assert judge(board, second.action.cells, faces).shape != judge(board, first.action.cells, faces).shape
        assert not used_mask(board, [first.action.cells])[list(second.action.cells)].any()


def test_a_puzzle_hint_is_the_solo_hint_for_any_seat():
    game = PuzzleGame.new_game(3, 7)
    for seat in range(3):
        given = hints.hint(HINTERS["finden-puzzle"], game, seat)
        found = game.valid_placements(seat)
        assert (given is None) == (not found)
        if given is not None:
            assert given.action in game.legal_actions(seat) and given.action.cells == found[0]


@pytest.mark.parametrize("kit", registry.KITS, ids=lambda kit: kit.key)
def test_every_turn_based_table_names_a_search_hint_in_its_kit(kit):
    scene = kit.entry.scene
    if isinstance(scene, type) and issubclass(scene, TableScene):
        assert isinstance(kit.hook("hint"), hints.SearchHint)


def forced_play(module, seed: int, last: bool):
    """A state whose seat to move has one card it may play: its last card, or one of several."""
    rng = random.Random(seed)
    for game in range(50):
        state = module.new_game(4, seed=seed + game)
        while not state.is_over():
            seat = state.to_move()[0]
            actions = state.legal_actions(seat)
            if (len(actions) == 1 and isinstance(actions[0], PlayCard)
                    and (len(state.hands[seat]) == 1) == last):
                return state, seat
            state.apply(seat, rng.choice(actions))
    raise AssertionError("no forced play found")


@pytest.mark.parametrize("game", ["bingo", "fishing"])
def test_a_forced_play_is_told_as_forced(game):
    module = {"bingo": bingo_rules, "fishing": fishing}[game]
    state, seat = forced_play(module, 7, last=False)
    given = hints.hint(HINTERS[game], state.view(seat), seat)
    lead = state.lead_colour()
    assert given.action.card.colour == lead, "a card of the lead colour, the only one held"
    assert given.reason == f"Plays {given.action.card}: you must follow {lead}, and it is your only one."
    state, seat = forced_play(module, 9, last=True)
    given = hints.hint(HINTERS[game], state.view(seat), seat)
    assert given.reason == f"Plays {given.action.card}: your last card."


def test_the_last_to_play_hears_what_its_card_does_not_who_is_still_to_play():
    """Blue last to play on blue 3 and blue 2 was told "no one still to play holds a higher blue"."""
    state = line_in_reach()  # seat 2 is last to play on blue 3, blue 2; it has 4 and 2 covered
    view = state.view(2)
    high = HINTERS["bingo"].why( view, 2, PlayCard(parse_card("blue 7")))
    low = HINTERS["bingo"].why( view, 2, PlayCard(parse_card("blue 1")))
    assert high == "Plays the high blue 7: it tops the trick, so it covers 7."
    assert low == "Plays the low blue 1: it is the trick's lowest, so it covers 1."
    state, seat = fishing_last_to_play()
    card = max((a.card for a in state.legal_actions(seat)), key=lambda c: c.value)
    said = HINTERS["fishing"].why( state.view(seat), seat, PlayCard(card))
    assert said == f"Takes the trick with {card}: it beats every card in the trick."


def fishing_last_to_play():
    """A first trick of round 1 where the last seat can follow above every card played (``PlayCard``
    is the one class of every trick game)."""
    for seed in range(200):
        state = fishing.new_game(3, seed=seed)
        leader = state.to_move()[0]
        state.apply(leader, PlayCard(min(state.hands[leader], key=lambda c: c.value)))
        second = state.to_move()[0]
        state.apply(second, state.legal_actions(second)[0])
        seat, lead = state.to_move()[0], state.lead_colour()
        top = max(p.card.value for p in state.trick if p.card.colour == lead)
        if any(c.colour == lead and c.value > top for c in state.hands[seat]):
            return state, seat
    raise AssertionError("no such trick")
