"""How well the hard Bingo bot's playout policies model a sound player: ``python bench/bingo_model.py``.

Four sound heuristic players (``heuristic_bingo``) play; at every decision with a choice, each
playout policy picks a move on a deal sampled from the mover's view (``FastBingo`` of
``determinize``: only what the mover may know is true in it), and it agrees when the heuristic
player scores its pick as high as its own (ties count as agreement). Per decision kind: lead,
follow (holds the lead colour), void (cannot follow: discards or trumps), free marker. Also the
CPU time per call of each policy.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.selfplay import heuristic_decisions  # noqa: E402
from game.ai.bingo.fast import FastBingo  # noqa: E402
from game.ai.bingo.heuristic import Table, card_score, heuristic_action, number_value  # noqa: E402
from game.ai.bingo.sound import sound_action  # noqa: E402
from game.rules.bingo import PlaceFree, new_game  # noqa: E402

POLICIES = {
    "greedy": lambda fast, seat, rng: fast.greedy_action(seat, rng),
    "sound": sound_action,
}


def kind(view, seat: int, actions: list) -> str:
    if isinstance(actions[0], PlaceFree):
        return "free marker"
    if not view.trick:
        return "lead"
    lead = view.trick[0].card.colour
    return "follow" if actions[0].card.colour == lead else "void"


def liking(view, seat: int):
    """The heuristic player's score of an action (what it maximises)."""
    table = Table(view, seat)
    return lambda a: (number_value(view.covered[seat], a.number) if isinstance(a, PlaceFree)
                      else card_score(table, a.card))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=700_000)
    parser.add_argument("--trump", action="store_true")
    parser.add_argument("--workers", type=int, default=1)  # always one process; benchq wants the flag
    args = parser.parse_args()
    counts: dict[str, dict[str, list[int]]] = {p: {} for p in POLICIES}
    spent = dict.fromkeys(POLICIES, 0.0)
    calls = 0
    decisions = heuristic_decisions(new_game, heuristic_action, args.games, args.players, args.seed,
                                    trump=args.trump)
    for _state, view, seat, actions, chosen, rng in decisions:
        score = liking(view, seat)
        best = score(chosen)
        sample = FastBingo.of(view.determinize(seat, rng))
        calls += 1
        for name, policy in POLICIES.items():
            start = time.process_time()
            pick = policy(sample, seat, rng)
            spent[name] += time.process_time() - start
            row = counts[name].setdefault(kind(view, seat, actions), [0, 0])
            row[0] += abs(score(pick) - best) < 1e-9
            row[1] += 1
    print(f"{args.games} games of four heuristic players ({'trump' if args.trump else 'no trump'}), "
          f"{calls} decisions with a choice; agreement with the heuristic player's pick")
    for name, kinds in counts.items():
        agree = sum(r[0] for r in kinds.values())
        parts = ", ".join(f"{k} {r[0] / r[1]:.3f} (n {r[1]})" for k, r in sorted(kinds.items()))
        print(f"  {name:7s} all {agree / calls:.3f}; {parts}; {spent[name] / calls * 1e6:.0f} us a call")


if __name__ == "__main__":
    main()
