"""Garum bot strength against several opponents: ``python bench/ai.py garum --vs heuristic``.

Each match seats one tested level against ``players - 1`` copies of an opponent (the seat rotates
game by game, every game has its own seed) and reports the tested seat's win rate (a shared win
counts as a fraction) with its 95 % interval, its margin over the best rival, and the CPU time of
its decisions that had a real choice (median and p99). The opponents are the levels and the
``heuristic`` player (``game/ai/garum/heuristic.py``, which is also the medium level) and the
independent ``rival`` of ``bench/rivals.py`` and ``sound`` of ``bench/garum_sound.py``.

- ``--vs easy,heuristic``: hard against each; prints ``garum hard_vs_<opponent>_winrate: <v>``
  lines, so the usual ``hard_vs_easy_winrate`` line stays.
- ``--table N``: every level against every other level and the rival, N games a match
  (``--table-players easy,medium,sound`` picks the table's players).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import time

from bench.ai import cell, interval, timing
from bench.garum_sound import garum_player
from game.ai.base import decide
from game.ai.garum import bot as ai
from game.rules import garum

OPPONENTS = ("easy", "medium", "hard", "heuristic", "rival", "sound")


def play_one(task: tuple[str, str, int, int, int, str]) -> tuple[str, str, float, float, list[float]]:
    """One game: ``tested`` in seat ``index % players``, ``opponent`` elsewhere. Returns the pair,
    the tested seat's win share and margin, and the CPU times of its decisions with a choice."""
    tested, opponent, index, players, base_seed, side = task
    seed = base_seed + index
    state = garum.new_game(players, seed=seed, side=side)
    seat_tested = index % players
    names = [tested if seat == seat_tested else opponent for seat in range(players)]
    bots = [garum_player(name, seed * 10 + seat) for seat, name in enumerate(names)]
    times = []
    while not state.is_over():
        (seat,) = state.to_move()
        view = state.view(seat)
        start = time.process_time()
        action = decide(bots[seat], view, seat)
        if seat == seat_tested and len(state.legal_actions(seat)) > 1:
            times.append(time.process_time() - start)
        state.apply(seat, action)
    winners, scores = state.winners(), state.scores()
    share = 1.0 / len(winners) if seat_tested in winners else 0.0
    margin = scores[seat_tested] - max(s for k, s in enumerate(scores) if k != seat_tested)
    return tested, opponent, share, float(margin), times


def ms(values: list[float], pick=statistics.median) -> str:
    return f"{pick(values) * 1000:.1f} ms" if values else "-"


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def run(pairs: list[tuple[str, str]], games: int, args: argparse.Namespace) -> dict:
    """Play ``games`` games for every (tested, opponent) pair over the worker pool."""
    tasks = [(t, o, i, args.players, args.seed, args.side) for t, o in pairs for i in range(games)]
    results: dict = {pair: ([], [], []) for pair in pairs}
    with multiprocessing.Pool(args.workers) as pool:
        for done, (tested, opponent, share, margin, times) in enumerate(
                pool.imap_unordered(play_one, tasks, chunksize=1), 1):
            shares, margins, all_times = results[tested, opponent]
            shares.append(share)
            margins.append(margin)
            all_times.extend(times)
            if args.progress and done % args.progress == 0:
                mean, low, high = interval(shares)
                print(f"  ... {tested} vs {opponent}: {mean:.3f} (95% {low:.3f}-{high:.3f}), margin "
                      f"{statistics.fmean(margins):+.1f} after {len(shares)} games; {timing(all_times)}",
                      file=sys.stderr, flush=True)
    return results


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="bench/ai.py garum", description=__doc__.splitlines()[0])
    parser.add_argument("--vs", default="easy", help=f"hard's opponents, among {', '.join(OPPONENTS)}")
    parser.add_argument("--games", type=int, default=300, help="games per match")
    parser.add_argument("--table", type=int, default=0, help="games per match of the level table (0: none)")
    parser.add_argument("--table-players", default="", help="the table's players (default: levels, rival)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--side", default="troia", choices=("troia", "baelo"))
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--progress", type=int, default=0, help="print running figures every N games")
    args = parser.parse_args(argv)
    fair = 1.0 / args.players
    start = time.perf_counter()
    if args.table:
        # the heuristic player is the medium level
        columns = tuple(n for n in args.table_players.split(",") if n) or (*ai.LEVELS, "rival")
        pairs = [(t, o) for t in columns for o in columns if t != o]
        results = run(pairs, args.table, args)
        print(f"garum level table ({args.side}, {args.players} players, fair share {fair:.2f}): win rate "
              f"of one row seat against {args.players - 1} column bots, {args.table} games each")
        print("  " + " " * 8 + "".join(f"{o:>18}" for o in columns))
        for tested in columns:
            cells = "".join(f"{'-' if o == tested else cell(results[tested, o][0]):>18}" for o in columns)
            print(f"  {tested:>8}{cells}")
        for tested in columns:
            times = [t for o in columns if o != tested for t in results[tested, o][2]]
            print(f"    {tested}: decisions with a choice: median {ms(times)} CPU, "
                  f"p99 {p99(times) * 1000:.1f} ms")
    opponents = [o for o in args.vs.split(",") if o] if args.games else []  # --games 0: the table only
    results = run([("hard", o) for o in opponents], args.games, args) if opponents else {}
    for opponent in opponents:
        shares, margins, times = results["hard", opponent]
        mean, low, high = interval(shares)
        print(f"garum hard against {args.players - 1} {opponent} ({args.side}): {len(shares)} games, margin "
              f"{statistics.fmean(margins):+.1f} points; decisions with a choice: median {ms(times)} CPU, "
              f"p99 {p99(times) * 1000:.1f} ms CPU, max {ms(times, max)} CPU over {len(times)}")
        print(f"garum hard_vs_{opponent}_winrate: {mean:.3f} (95% {low:.3f}-{high:.3f}, n={len(shares)}, "
              f"{args.side}, fair {fair:.2f}); decision CPU median {ms(times)}, "
              f"p99 {p99(times) * 1000:.1f} ms")
    print(f"wall time {time.perf_counter() - start:.1f} s")
