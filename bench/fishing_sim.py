"""Hard's simulation state is the game: ``python bench/fishing_sim.py --games 2000``.

``side_by_side`` plays one seeded game on a ``FishingState``, on its ``SimState`` copy
(``game.ai.fishing.sim``) and on a second copy whose cards are played with the simulations' own
``SimState.play_fast``, all at once, and fails at the first legal-action list, event list or state
field that differs (the history and the public knowledge, which a simulation drops, aside). Every
other game is played at random, the rest by hard's simulated card play (``fishing.playout_action``
with its noise); every third game starts from hands holding all the buoys and zeros
(``rich_deal``), so that the effects and the tricks after them (a called colour, *Lowest wins*)
come often.
``tests/test_fishing_sim.py`` runs a short sample; this runs thousands.

``--rollout-games N`` also plays, from sampled worlds along N random games, hard's fused
simulation (``fishing_rollout.Rollout``: ``play_fast`` and the fast ``sighted_card``) beside the
generic ISMCTS loop with ``fishing.playout_action`` (and the rules' flow), as
``tests/test_fishing_rollout.py`` does for a few: same end state, same random draws.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.fishing import bot as fishing  # noqa: E402
from game.ai.fishing.bot import playout_action  # noqa: E402
from game.ai.fishing.rollout import Rollout  # noqa: E402
from game.ai.fishing.sim import simulated  # noqa: E402
from game.ai.ismcts import Search  # noqa: E402
from game.rules.fishing import PLAY, FishingState, load_deck, new_game  # noqa: E402

COMPARED = [f for f in FishingState._FIELDS if f not in ("history", "knowledge")]


def rich_deal(players: int, seed: int) -> dict:
    """Setup options for a game whose first hands hold every buoy and zero among ten cards each
    (the effects come from the ocean's deepest groups, so a dealt game sees them rarely)."""
    rng = random.Random(seed)
    cards = load_deck().all_cards(players)
    special = [c for c in cards if c.colour is None or c.value == 0]
    others = [c for c in cards if c not in special]
    rng.shuffle(others)
    dealt = special + others[:10 * players - len(special)]
    rng.shuffle(dealt)
    return {"hands": [[str(c) for c in dealt[i::players]] for i in range(players)]}


def side_by_side(players: int, seed: int, heuristic: bool = False, rich: bool = False) -> int:
    """Play one game (random moves, or hard's simulated ones; from a ``rich_deal`` or dealt as
    the rules deal) on the three states; return its number of moves."""
    rng = random.Random(seed)
    real = new_game(players, seed=seed, **(rich_deal(players, seed) if rich else {}))
    sim = simulated(real.clone())
    fast = simulated(real.clone())
    moves = 0
    while not real.is_over():
        assert sim.to_move() == real.to_move(), (seed, moves)
        for seat in range(players):
            assert sim.legal_actions(seat) == real.legal_actions(seat), (seed, moves, seat)
        seat = rng.choice(real.to_move())
        actions = real.legal_actions(seat)
        action = playout_action(sim, seat, actions, rng) if heuristic else rng.choice(actions)
        if fast.phase == PLAY:
            fast.play_fast(seat, action.card, fast.lead_colour())
        else:
            fast.apply(seat, action)
        assert sim.apply(seat, action) == real.apply(seat, action), (seed, moves)
        for field in COMPARED:
            assert getattr(sim, field) == getattr(real, field), (seed, moves, field)
            assert getattr(fast, field) == getattr(real, field), (seed, moves, field, "fast")
        if rng.random() < 0.1:
            sim, fast = sim.clone(), fast.clone()  # clones stay simulation states
        moves += 1
    assert sim.is_over() and sim.winners() == real.winners() == fast.winners()
    return moves


def rollouts_side_by_side(players: int, seed: int) -> int:
    """Along one random game, both simulation loops from a sampled world every few moves; return
    how many pairs were compared."""
    rng = random.Random(seed)
    game = new_game(players, seed=seed)
    compared = 0
    while not game.is_over():
        seat = game.to_move()[0]
        world = simulated(game.determinize(seat, rng))
        generic, fused = world.clone(), world.clone()
        rng_generic, rng_fused = random.Random(seed + compared), random.Random(seed + compared)
        Search(generic, seat, rng_generic, playout=playout_action,
               horizon=fishing.RoundHorizon(world.round))._play_out(generic, rng_generic)
        Rollout(world.round, fishing.PLAYOUT_NOISE, playout_action)(fused, rng_fused)
        assert rng_generic.getstate() == rng_fused.getstate(), (seed, compared)
        for field in COMPARED:
            assert getattr(generic, field) == getattr(fused, field), (seed, compared, field)
        compared += 1
        for _ in range(3):
            if not game.is_over():
                seat = rng.choice(game.to_move())
                game.apply(seat, rng.choice(game.legal_actions(seat)))
    return compared


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=70_000)
    parser.add_argument("--rollout-games", type=int, default=0)
    args = parser.parse_args()
    start, moves = time.perf_counter(), 0
    for index in range(args.games):
        moves += side_by_side(3 + index % 3, args.seed + index, heuristic=index % 2 == 1,
                              rich=index % 3 == 2)
    print(f"{args.games} games (half random, half by hard's simulated play, a third from rich "
          f"deals), {moves} moves: SimState and its play_fast equal to FishingState throughout "
          f"({time.perf_counter() - start:.0f} s)")
    if args.rollout_games:
        start, pairs = time.perf_counter(), 0
        for index in range(args.rollout_games):
            pairs += rollouts_side_by_side(3 + index % 3, args.seed + index)
        print(f"{args.rollout_games} games, {pairs} simulations: the fused loop played as the generic "
              f"one throughout ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
