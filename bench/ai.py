"""Bot strength and decision time for one turn-based game: ``python bench/ai.py bingo|fishing|garum``.

Per game it imports ``game.rules.<game>`` (``new_game``) and ``game.ai.<game>.bot`` (``make_bot(level,
seed)``, ``LEVELS``, and ``heuristic_bot(seed)`` for the opponent called ``heuristic``; ``rival`` is
the second, independent yardstick of ``bench/rivals.py``). Each
tested level plays ``--games`` seeded games in one seat (rotating) against ``--vs`` players in all
the others (several opponents, comma-separated, are measured in turn), spread over every core. It
prints per pairing the win rate with its 95 % interval (a shared win counts as a fraction) and the
decision CPU time median / p99, then ``<game> hard_vs_<opponent>_winrate: <v>`` per opponent.
``--cross N`` adds a table of every level and the rival against every other, N games a cell
(``--cross-players`` may add the ``heuristic`` player).
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.rivals import rival_bot  # noqa: E402
from game.ai.base import decide  # noqa: E402

HEURISTIC = "heuristic"
RIVAL = "rival"  # the second yardstick, written apart from game/ai (bench/rivals.py)


def make_player(game: str, ai, name: str, seed: int):
    if name == RIVAL:
        return rival_bot(game, seed)
    return ai.heuristic_bot(seed) if name == HEURISTIC else ai.make_bot(name, seed)


def play_one(task: tuple) -> tuple:
    """One game: ``level`` in seat ``index % players``, ``opponent`` elsewhere. Returns the
    pairing, the tested seat's win share, and the CPU times of its decisions with a real choice
    (more than one legal action)."""
    game, level, opponent, index, players, base_seed, options = task
    rules = importlib.import_module(f"game.rules.{game}")
    ai = importlib.import_module(f"game.ai.{game}.bot")
    seed = base_seed + index
    state = rules.new_game(players, seed=seed, **options)
    tested = index % players
    bots = [make_player(game, ai, level if seat == tested else opponent, seed * 10 + seat)
            for seat in range(players)]
    choice_times = []
    while not state.is_over():
        for seat in state.to_move():
            if state.is_over() or seat not in state.to_move():
                continue
            view = state.view(seat)
            start_cpu = time.process_time()
            action = decide(bots[seat], view, seat)
            cpu = time.process_time() - start_cpu
            if seat == tested and len(state.legal_actions(seat)) > 1:
                choice_times.append(cpu)
            state.apply(seat, action)
    winners = state.winners()
    share = 1.0 / len(winners) if tested in winners else 0.0
    return (level, opponent), share, choice_times


def interval(shares: list[float]) -> tuple[float, float, float]:
    """Mean and normal-approximation 95 % interval of the win shares."""
    mean = statistics.fmean(shares)
    sd = statistics.stdev(shares) if len(shares) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(shares))
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timing(values: list[float]) -> str:
    if not values:
        return "no real choices"
    return (f"decision CPU median {statistics.median(values) * 1000:.1f} ms, "
            f"p99 {percentile(values, 0.99) * 1000:.1f} ms, max {max(values) * 1000:.1f} ms "
            f"over {len(values)} decisions")


def run(pairings: list[tuple[str, str]], games: int, args, options: dict) -> dict:
    tasks = [(args.game, lv, opp, i, args.players, args.seed, options)
             for lv, opp in pairings for i in range(games)]
    results: dict = {p: ([], []) for p in pairings}
    with multiprocessing.Pool(args.workers) as pool:
        for done, (pairing, share, times) in enumerate(pool.imap_unordered(play_one, tasks, chunksize=1), 1):
            results[pairing][0].append(share)
            results[pairing][1].extend(times)
            if args.progress and done % args.progress == 0:
                shares, all_times = results[pairing]
                mean, low, high = interval(shares)
                print(f"  ... {pairing[0]} vs {pairing[1]}: {mean:.3f} (95% {low:.3f}-{high:.3f}) after "
                      f"{len(shares)} games; {timing(all_times)}", file=sys.stderr, flush=True)
    return results


def cell(shares: list[float]) -> str:
    mean, low, high = interval(shares)
    return f"{mean:.2f} ({low:.2f}-{high:.2f})"


def cross_table(ai, args, options: dict) -> None:
    """Every level and the rival against every other (``--cross-players`` may add the heuristic
    player; in Garum it is the medium level, in Bingo and Fishing medium is a small search): the
    row's win rate with its 95 % interval, and the row's decision times."""
    names = [n for n in args.cross_players.split(",") if n] or list(ai.LEVELS) + [RIVAL]
    cells = run([(a, b) for a in names for b in names if a != b], args.cross, args, options)
    print(f"cross table: the row's win rate in one seat against the column's in the others, "
          f"{args.cross} games a cell")
    print(" " * 9 + "".join(f"{n:>18}" for n in names))
    for a in names:
        row = "".join(f"{'-' if a == b else cell(cells[a, b][0]):>18}" for b in names)
        print(f"{a:>9}{row}")
    for a in names:
        print(f"  {a}: {timing([t for b in names if a != b for t in cells[a, b][1]])}")


def parse_options(pairs: list[str]) -> dict:
    """``--option trump=true`` -> {"trump": True}; numbers become ints."""
    options = {}
    for pair in pairs:
        key, _, text = pair.partition("=")
        low = text.lower()
        options[key] = True if low in ("true", "yes", "") else False if low in ("false", "no") else (
            int(text) if text.lstrip("-").isdigit() else text)
    return options


def main() -> None:
    if sys.argv[1:2] == ["garum"]:  # Garum has its own bench with --vs and --table
        from bench.ai_garum import main as garum_main

        garum_main(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=300, help="games per pairing")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", default="", help="comma-separated tested levels (default: all)")
    parser.add_argument("--vs", default="easy", help="comma-separated opponents: levels, heuristic, rival")
    parser.add_argument("--option", action="append", default=[], help="game option, e.g. trump=true")
    parser.add_argument("--cross", type=int, default=0, help="games per cell of the every-level table")
    parser.add_argument("--cross-players", default="", help="the table's players (default: levels, rival)")
    parser.add_argument("--progress", type=int, default=0, help="print running figures every N games")
    args = parser.parse_args()

    ai = importlib.import_module(f"game.ai.{args.game}.bot")
    options = parse_options(args.option)
    levels = [lv for lv in args.levels.split(",") if lv] or list(ai.LEVELS)
    opponents = [o for o in args.vs.split(",") if o]
    start = time.perf_counter()
    pairings = [(lv, opp) for opp in opponents for lv in levels] if args.games else []  # 0: the table only
    results = run(pairings, args.games, args, options)
    label = args.game + "".join(f" {k}={v}" for k, v in options.items())
    print(f"{label}: {args.games} games per pairing, {args.players} players, one tested seat (rotating) "
          f"against the others; a fair share is {1 / args.players:.3f}; CPU time of the deciding process")
    for (level, opponent), (shares, times) in results.items():
        mean, low, high = interval(shares)
        print(f"  {level:>9} vs 3 {opponent:<9}: win rate {mean:.3f} (95% {low:.3f}-{high:.3f}) "
              f"over {len(shares)} games; {timing(times)}")
    if args.cross:
        cross_table(ai, args, options)
    print(f"wall time {time.perf_counter() - start:.1f} s")
    for opponent in opponents:
        if ("hard", opponent) in results:
            shares, times = results["hard", opponent]
            mean, low, high = interval(shares)
            print(f"{args.game} hard_vs_{opponent}_winrate: {mean:.3f} (95% {low:.3f}-{high:.3f}, "
                  f"n={len(shares)}{''.join(f', {k}={v}' for k, v in options.items())}); {timing(times)}")


if __name__ == "__main__":
    main()
