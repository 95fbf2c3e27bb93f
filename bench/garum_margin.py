"""Where a Garum player wins or loses its points: ``python bench/garum_margin.py --tested hard --vs sound``.

Plays seeded games of one tested player (seat rotating) against ``players - 1`` copies of an
opponent and splits every colour's final score into its sources, averaged per game for the tested
seat, for the opponents' average seat and for the best rival of each game (the seat the margin is
taken against):

- bonus points (icons covered), and their count per game;
- worker points by kind (apprentice, foreman) and by the quarter of the game the worker was placed
  in, with how many were placed, how many scored below zero, the mean final fish on their lines;
- workers left unplaced;
- where a worker's fish came from: its own colour's tiles or the others' (strays), and whether a
  rival's worker shared its line (a contested line) or not;
- worker points by the exact round of placement (``--rounds`` prints that table);
- fish a seat's tiles laid on rivals' worker lines (of the worker's species: gifts) and on its own.

The players are the levels of ``game.ai.garum.bot`` and the yardsticks of ``bench/rivals.py`` and
``bench/garum_sound.py`` (``rival``, ``sound``).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.garum_sound import garum_player  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.rules import garum  # noqa: E402
from game.rules.garum import PlaceTile, PlaceWorker  # noqa: E402


def play_one(task: tuple) -> dict:
    """One game; returns per-seat tallies of the tested seat and of the opponents (averaged)."""
    tested, opponent, index, players, base_seed, side = task
    seed = base_seed + index
    state = garum.new_game(players, seed=seed, side=side)
    seat_tested = index % players
    bots = [garum_player(tested if s == seat_tested else opponent, seed * 10 + s) for s in range(players)]
    placed_round = []  # per worker, in state.workers order: the round it was placed in
    laid_by = {}  # cell -> colour of the tile lying there
    while not state.is_over():
        (seat,) = state.to_move()
        action = decide(bots[seat], state.view(seat), seat)
        round_no, tank, colour = state.round, state.tank, state.colour_to_move()
        state.apply(seat, action)
        if isinstance(action, PlaceWorker):
            placed_round.append(round_no)
        elif isinstance(action, PlaceTile):
            for cell in state.board.slot_cells[tank][action.slot]:
                laid_by[cell] = colour
    quarter = max(1, state.rounds // 4)
    tallies = []
    for seat in range(players):
        tally: dict = defaultdict(float)
        for colour in state.colours_of(seat):
            tally["bonus"] += state.bonus[colour]
            tally["unplaced"] += sum(state.left[colour])
        for worker, round_no in zip(state.workers, placed_round, strict=True):
            if state.owner[worker.colour] != seat:
                continue
            count = state.counts[worker.line][worker.colour]
            points = state.board.points(count, worker.foreman, state.data.foreman_factor)
            kind = "foreman" if worker.foreman else "apprentice"
            first = round_no // quarter * quarter
            stage = f"placed rounds {first + 1}-{first + quarter}"
            for key in (kind, stage):
                tally[f"{key} points"] += points
                tally[f"{key} placed"] += 1
                tally[f"{key} below 0"] += points < 0
                tally[f"{key} fish"] += count
            rivals = [w for w in state.workers if w.line == worker.line and state.owner[w.colour] != seat]
            tally["line shared with a rival worker"] += bool(rivals)
            line = "contested line" if rivals else "line alone"
            tally[f"{line} points"] += points
            tally[f"{line} placed"] += 1
            tally[f"{line} fish"] += count
            cells = [c for c in state.board.line_cells[worker.line] if state.cells[c] == worker.colour]
            own = sum(1 for c in cells if laid_by.get(c) == worker.colour)
            tally[f"{kind} fish from own tiles"] += own
            tally[f"{kind} fish from others' tiles"] += len(cells) - own
            tally[f"round {round_no + 1:02d} points"] += points
            tally[f"round {round_no + 1:02d} placed"] += 1
        colours = set(state.colours_of(seat))
        for worker in state.workers:
            mine = worker.colour in colours
            for cell in state.board.line_cells[worker.line]:
                if laid_by.get(cell) in colours and state.cells[cell] == worker.colour:
                    tally["fish laid on own worker lines" if mine else "fish laid on rival worker lines"] += 1
        tally["score"] = state.scores()[seat]
        tallies.append(tally)
    scores = state.scores()
    best_rival = max(s for k, s in enumerate(scores) if k != seat_tested)
    winners = state.winners()
    best = max((k for k in range(players) if k != seat_tested), key=lambda k: scores[k])
    return {"tested": tallies[seat_tested], "rivals": [t for k, t in enumerate(tallies) if k != seat_tested],
            "best": tallies[best],
            "margin": scores[seat_tested] - best_rival,
            "win": 1.0 / len(winners) if seat_tested in winners else 0.0}


def half_width(values: list[float]) -> float:
    """Half the 95 % interval of a mean (normal approximation)."""
    return 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0


def report(results: list[dict]) -> None:
    """Per game means: tested seat, opponents' average seat, each game's best rival, and the
    tested-minus-best difference with its 95 % interval (paired by game)."""
    games = len(results)
    keys = sorted({k for r in results for t in [r["tested"], *r["rivals"]] for k in t})
    margins = [r["margin"] for r in results]
    print(f"{games} games; win share {statistics.fmean(r['win'] for r in results):.3f}, "
          f"margin over the best rival {statistics.fmean(margins):+.2f} (+-{half_width(margins):.2f})")
    print(f"{'per game':<42}{'tested':>10}{'rival avg':>11}{'diff':>8}{'best rival':>12}{'diff':>8}{'+-':>7}")
    for key in keys:
        if key.endswith(" fish"):
            continue
        tested = sum(r["tested"].get(key, 0.0) for r in results) / games
        rival = sum(t.get(key, 0.0) for r in results for t in r["rivals"]) / games / len(results[0]["rivals"])
        diffs = [r["tested"].get(key, 0.0) - r["best"].get(key, 0.0) for r in results]
        best = tested - statistics.fmean(diffs)
        print(f"{key:<42}{tested:>10.2f}{rival:>11.2f}{tested - rival:>+8.2f}"
              f"{best:>12.2f}{tested - best:>+8.2f}{half_width(diffs):>7.2f}")
    for key in keys:
        if key.endswith(" fish"):
            placed = key.replace(" fish", " placed")
            mine = sum(r["tested"].get(placed, 0.0) for r in results)
            theirs = sum(t.get(placed, 0.0) for r in results for t in r["rivals"])
            best = sum(r["best"].get(placed, 0.0) for r in results)
            fish = sum(r["tested"].get(key, 0.0) for r in results) / max(1.0, mine)
            rfish = sum(t.get(key, 0.0) for r in results for t in r["rivals"]) / max(1.0, theirs)
            bfish = sum(r["best"].get(key, 0.0) for r in results) / max(1.0, best)
            print(f"{'mean final fish, ' + key[:-5]:<42}{fish:>10.2f}{rfish:>11.2f}{fish - rfish:>+8.2f}"
                  f"{bfish:>12.2f}{fish - bfish:>+8.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tested", default="hard")
    parser.add_argument("--vs", default="sound")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--side", default="troia", choices=("troia", "baelo"))
    parser.add_argument("--seed", type=int, default=300_000)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    tasks = [(args.tested, args.vs, i, args.players, args.seed, args.side) for i in range(args.games)]
    with multiprocessing.Pool(args.workers) as pool:
        results = list(pool.imap_unordered(play_one, tasks, chunksize=1))
    print(f"{args.tested} against {args.players - 1} {args.vs} ({args.side}), seeds {args.seed}+")
    report(results)


if __name__ == "__main__":
    main()
