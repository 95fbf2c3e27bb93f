"""How well hard Fishing's playout policies model a sound player: ``python bench/fishing_model.py``.

Four sound heuristic players (``heuristic_fishing``) play; at every decision with a choice, each
playout policy (no noise) picks a move on the true state (``--sample``: on a world sampled from the
mover's view instead, as a simulation sees it), and it agrees when the heuristic player scores its
pick as high as its own (ties count as agreement). Per decision kind: lead, follow (holds the lead
colour), void (cannot follow), capture, call, pass; and across them: a −3 in the trick, a −3 in
hand, the heuristic played a buoy. Also the CPU time per call of each policy.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.selfplay import heuristic_decisions  # noqa: E402
from game.ai.fishing import bot as fishing  # noqa: E402
from game.ai.fishing.heuristic import Sight, call_strength, card_score, heuristic_action, strength, worth  # noqa: E402
from game.ai.fishing.playout import sighted_play  # noqa: E402
from game.ai.fishing.sound import SoundWorlds, sound_action  # noqa: E402
from game.rules.fishing import CALL, CAPTURE, MINUS_THREE, PASS, PLAY, new_game  # noqa: E402


def sighted(state, seat: int, actions: list, rng: random.Random):
    """The playout's move without noise: the sighted card play, the easy rule otherwise."""
    if state.phase == PLAY:
        return sighted_play(state, seat, actions)
    return fishing.heuristic_action(state, seat, actions, rng)


# name: (policy, does it see the buried cards the heuristic player counts as out of sight?)
POLICIES = {"sighted": (sighted, False), "sound": (sound_action, True), "sound/hands": (sound_action, False)}


def kinds(view, seat: int, actions: list, chosen) -> list[str]:
    """The decision's kind, then the cross-cutting tags it carries."""
    if view.phase != PLAY:
        return [{CAPTURE: "capture", CALL: "call", PASS: "pass"}[view.phase]]
    lead = view.lead_colour()
    if not view.trick or lead is None:
        kind = "lead"
    else:
        kind = "follow" if any(c.colour == lead for c in view.hands[seat]) else "void"
    tags = [kind]
    if any(p.card.special == MINUS_THREE for p in view.trick):
        tags.append("-3 in trick")
    if any(c.special == MINUS_THREE for c in view.hands[seat]):
        tags.append("-3 in hand")
    if chosen.card.colour is None:
        tags.append("plays buoy")
    return tags


def liking(view, seat: int):
    """The heuristic player's score of an action (what it maximises)."""
    if view.phase == CAPTURE:
        return lambda a: worth(a.card)
    if view.phase == PASS:
        return lambda a: 1.0 if a.card.special == MINUS_THREE else -strength(a.card)
    if view.phase == CALL:
        return lambda a: call_strength(view.hands[seat], a.colour)
    sight = Sight(view, seat)
    return lambda a: card_score(sight, a.card)


def choices(games: int, players: int, seed: int):
    """Every decision with a choice in seeded games of heuristic players (``bench/selfplay``)."""
    return heuristic_decisions(new_game, heuristic_action, games, players, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=900_000)
    parser.add_argument("--sample", action="store_true", help="policies see a world sampled from the view")
    parser.add_argument("--workers", type=int, default=1)  # always one process; benchq wants the flag
    args = parser.parse_args()
    counts: dict[str, dict[str, list[int]]] = {p: {} for p in POLICIES}
    spent = dict.fromkeys(POLICIES, 0.0)
    calls = 0
    for state, view, seat, actions, chosen, rng in choices(args.games, args.players, args.seed):
        score = liking(view, seat)
        best = score(chosen)
        world = view.determinize(seat, rng) if args.sample else state.clone()
        seen = world.clone()
        seen.buried = SoundWorlds(world).buried(world)  # once per world in a search
        world.buried = [(0, {})] * state.players  # the pool: the other hands only
        calls += 1
        for name, (policy, buried) in POLICIES.items():
            on = seen if buried else world
            start = time.process_time()
            pick = policy(on, seat, on.legal_actions(seat), rng)
            spent[name] += time.process_time() - start
            agree = abs(score(pick) - best) < 1e-9
            for tag in ["all", *kinds(view, seat, actions, chosen)]:
                row = counts[name].setdefault(tag, [0, 0])
                row[0] += agree
                row[1] += 1
    print(f"{args.games} games of {args.players} heuristic players, {calls} decisions with a choice, "
          f"on {'sampled worlds' if args.sample else 'true states'}; agreement with the heuristic's pick")
    for name, tags in counts.items():
        parts = ", ".join(f"{k} {r[0] / r[1]:.3f} (n {r[1]})" for k, r in tags.items())
        print(f"  {name:7s} {parts}; {spent[name] / max(1, calls) * 1e6:.0f} us a call")


if __name__ == "__main__":
    main()
