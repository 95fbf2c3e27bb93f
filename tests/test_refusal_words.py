"""Every refusal the turn-based rules can raise, as the table words it: seats by name and colour,
never "seat 0", no code names, never empty (issue 20).

Seeded random games walk Bingo, Fishing and Garum to their end; at every step a few illegal
actions are tried for every seat. Each distinct refusal is worded with the table's names, and every
``IllegalMove(...)`` written in a rules package must have been met, so a new refusal without a
state that triggers it fails here.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.rules import bingo, fishing, garum
from game.rules.base import IllegalMove
from game.rules.bingo import TO_CHOOSE, PlaceFree
from game.rules.cards import PlayCard
from game.rules.fishing import CallColour, Capture, PassCard
from game.rules.garum import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy
from game.scenes.table.words import refusal, who

NAMES = [("Ann", "Blue"), ("Green", "Green"), ("Easy bot", "Sky"), ("Easy bot", "Orange")]
BAD = re.compile(r"\bseats?\b|\d+\]|\[|legal|action|Action|Card\(|None|\{|\}|Place|Choose|Turn[A-Z]")
ROOT = Path(__file__).resolve().parents[1] / "game" / "rules"


def name(seat: int) -> str:
    return who(*NAMES[seat])


def candidates(state, seat: int, rng: random.Random) -> list:
    """Actions worth trying for ``seat``: every game's shapes, most of them illegal now."""
    cards = [c for hand in state.hands for c in (hand if isinstance(hand, tuple | list) else ())]
    found: list = [object()]
    if isinstance(state, garum.GarumState):
        tiles = [t for hand in state.hands for t in hand]
        found += [ChooseTank(rng.randrange(1, 18)), NoWorker(), TurnDummy(rng.randrange(5))]
        found += [PlaceTile(rng.choice(tiles), rng.randrange(5), rng.randrange(5)) for _ in range(3) if tiles]
        found += [
            PlaceWorker(rng.choice(("row", "column", "diagonal")), rng.randrange(17), rng.random() < 0.5)
        ]
        return found
    found += [PlayCard(c) for c in rng.sample(cards, min(4, len(cards)))]
    if isinstance(state, bingo.BingoState):
        found.append(PlaceFree(rng.randrange(0, 10)))
    else:
        found += [PassCard(c) for c in rng.sample(cards, min(2, len(cards)))]
        found += [Capture(c) for c in rng.sample(cards, min(2, len(cards)))]
        found += [CallColour("mauve"), CallColour(rng.choice(state.deck.suits))]
    return found


def walk(state, seed: int, met: dict[str, IllegalMove]) -> None:
    """Play a seeded random game to its end, trying illegal actions for every seat on the way."""
    rng = random.Random(seed)
    while True:
        for seat in range(state.players):
            legal = state.legal_actions(seat) if seat in state.to_move() else []
            for action in candidates(state, seat, rng):
                if action in legal:
                    continue
                try:
                    state.apply(seat, action)  # may be accepted: Garum lists one turn of a symmetric tile
                except IllegalMove as err:
                    met.setdefault(err.template, err)
                legal = state.legal_actions(seat) if seat in state.to_move() else []
        if state.is_over():
            return
        seat = rng.choice(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def bingo_special_states(met: dict[str, IllegalMove]) -> None:
    """A seat owing a free marker: the only time these two refusals can happen."""
    state = bingo.new_game(3, seed=2, leader=0)
    state.choices[0] = TO_CHOOSE
    state.covered[0] |= 1 << 5
    problem = state.why_unplayable(0, state.hands[0][0])
    met.setdefault(problem.template, problem)
    try_refused(state, 0, PlaceFree(5), met)


def fishing_call_state(met: dict[str, IllegalMove]) -> None:
    """A seat calling a colour (after a Call buoy): random play seldom gets there."""
    state = fishing.new_game(3, seed=0)
    state.phase, state.next_caller = fishing.CALL, 0
    try_refused(state, 0, CallColour("mauve"), met)


def garum_closed_zone_state(met: dict[str, IllegalMove]) -> None:
    """A worker on a line whose zone has no unfilled tank left but this one."""
    state = garum.new_game(3, seed=0)
    rng = random.Random(0)
    while state.phase != "worker":
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for zone in state.board.zones[state.tank]:  # its row band and its column band
        state.used = type(state.used)(set(state.used) | set(state.board.zone_tanks[zone]))
        line = state.board.zone_lines[zone][0]
        try_refused(state, state.to_move()[0], PlaceWorker(*garum.line_name(line)), met)


def try_refused(state, seat: int, action, met: dict[str, IllegalMove]) -> None:
    with pytest.raises(IllegalMove) as err:
        state.apply(seat, action)
    met.setdefault(err.value.template, err.value)


@pytest.fixture(scope="module")
def met() -> dict[str, IllegalMove]:
    found: dict[str, IllegalMove] = {}
    for seed in range(3):
        walk(bingo.new_game(4, seed=seed, trump=True), seed, found)
        walk(fishing.new_game(3 + seed % 2, seed=seed), seed, found)
        walk(garum.new_game(2 + seed, seed=seed, emperor=seed == 1), seed, found)
    bingo_special_states(found)
    fishing_call_state(found)
    garum_closed_zone_state(found)
    return found


def written_refusals() -> list[str]:
    """The fixed start of every ``IllegalMove("…")`` sentence in the turn-based rules."""
    starts = []
    for package in ("base.py", "bingo", "fishing", "garum"):
        for path in [ROOT / package] if package.endswith(".py") else sorted((ROOT / package).glob("*.py")):
            text = path.read_text()
            starts += re.findall(r'IllegalMove\(\s*f?"([^"{]*)', text)
    return [s for s in starts if s]


def test_every_refusal_is_in_player_words(met):
    assert len(met) > 10
    for template, err in met.items():
        words = refusal(err, name)
        assert words.strip(), f"empty refusal for {template!r}"
        assert not BAD.search(words), f"{words!r} names a seat by number or uses a code name"
        assert words[0].isupper() and words.rstrip().endswith((".", "!")), words


def test_every_written_refusal_was_met(met):
    missing = [s for s in written_refusals() if not any(t.startswith(s) for t in met)]
    assert not missing, f"no state triggered these refusals: {missing}"


def test_seats_are_named_with_their_colours(met):
    turn = next(err for t, err in met.items() if t.startswith("Not {seat}'s turn"))
    words = refusal(turn, name)
    assert any(f"{n} ({c})" in words or n == c and n in words for n, c in NAMES[:2]), words
