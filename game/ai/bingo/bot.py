"""Trick-Taking Bingo bots: easy and medium decide in one look, hard searches (ISMCTS).

Easy plays a quick greedy rule; medium is the sound heuristic player of ``heuristic_bingo``
(chances of staying highest or lowest from the unseen cards, the worth of each number, a missed
step as a share of a free marker). Hard runs information-set MCTS over compact ``FastBingo``
copies of sampled deals, with sound playouts (every seat plays on as the sound player would, from
what it may know in the sample: ``bingo_sound``); the deals follow what the public play says of the
hands (``bingo_infer``: a seat that ducked under a trick probably lacked the card that takes it).
A result counts the win first, then the margin of covered numbers, so a lost game is still played
for the best finish. Among its well-visited moves
the heuristic's liking tips the balance (``PRIOR``): a few hundred samples of a game this random
cannot tell close moves apart, and knowledge then beats noise. ``make_bot(level, seed)``,
``LEVELS`` and ``heuristic_bot(seed)`` are the interface of ``bench/ai.py`` and the table scene.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.base import Bot, PolicyBot, check_level
from game.ai.bingo import sound as bingo_sound
from game.ai.bingo.fast import FastBingo, Sampler
from game.ai.bingo.heuristic import Table, best_free_number, card_score, number_value
from game.ai.bingo.heuristic import heuristic_action as sound_action
from game.ai.bingo.infer import Memo
from game.ai.ismcts import ISMCTSBot, win_shares
from game.rules.base import Action
from game.rules.bingo import BingoState, PlaceFree, PlayCard
from game.rules.cards import Play, best_play

LEVELS = ("easy", "medium", "hard")
ITERATIONS = {"hard": 300}  # search budget (iterations per decision)
# With greedy playouts, bench/ai_ab.py, 300 pairs against three heuristic players, seeds 250000:
# ITERATIONS 300 against 600 -0.002 (95 % -0.024 to +0.020), decision CPU median 66 against 127 ms;
# 800 also even (below): the search is saturated, strength is bounded by the model of the others.
# With sound playouts, ITERATIONS 400 against 300: +0.006 (-0.016 to +0.028), 300 pairs, seeds 530000,
# decision CPU median 115 against 90 ms: saturated again, 300 stays.
EXPLORATION = 0.7
PLAYOUT = "sound"  # how the playouts move every seat: "sound" (``bingo_sound``) or "greedy"
# bench/bingo_model.py: greedy picks the sound player's move in 0.49 of its decisions with a choice
# (150 games of heuristic self-play; leads 0.37, discards and trumps 0.20). bench/ai_ab.py, 300
# pairs each, B = sound playouts with ITERATIONS 300 against greedy with 600: +0.039 (95 % +0.004
# to +0.075) against three heuristic players (seeds 500000), +0.032 (-0.004 to +0.067) on fresh
# seeds 520000, -0.010 (-0.048 to +0.028) on the final seeds 600000 (over the 900 pairs about
# +0.020), +0.001 (-0.035 to +0.036) against three rivals (seeds 510000), trump variant +0.004
# (-0.036 to +0.044; 0.405 against 0.401, seeds 590000); decision CPU median
# 88-107 against 90-95 ms, p99 200-300 against 140-190 ms. bench/ai.py, seeds 600000: 0.386
# (0.339-0.432, n=300) against three heuristic players, 0.375 (0.302-0.448, n=100) against three
# rivals, trump 0.382 (0.305-0.459, n=100); CPU median 88 ms, p99 188 ms. With sound playouts,
# EXPLORATION 0.4: -0.023 (-0.053 to +0.007), 300 pairs, seeds 570000: 0.7 stays; PRIOR 0: +0.006
# (-0.021 to +0.034), seeds 580000: 0.04 stays. Over the eight seed sets of 300 games measured with
# sound playouts (500000-600000), hard won 0.416 against three heuristic players.
# Progressive bias at the other seats' tree nodes (the sound player's liking of their cards, scaled
# to [0, 1], over visits + 1; commit de5e0b8, removed since): 300 pairs against three heuristic
# players, weight 1.0: +0.028 (-0.004 to +0.061, seeds 540000), +0.002 (-0.031 to +0.034) on fresh
# seeds 550000, decision CPU median +7 ms: with sound playouts the tree's opponents learn fast enough.
SPEED_DISCOUNT = 0.02  # a win is worth a little less per trick played: take a sure win now
PRIOR = 0.04  # how much the heuristic's liking sways the final choice among well-visited moves
# A sighted playout (a card counts only if no later seat in the sampled deal can still beat or
# undercut it; commit 7a398a8, removed since) measured by bench/ai_ab.py, 300 pairs, seeds 60000:
# -0.018 (95 % -0.054 to +0.018) against three heuristic players, +0.001 (-0.033 to +0.036)
# against the rival, +13 % decision CPU; with UNSURE 0.6 and KEEP 0: -0.003 (-0.042 to +0.036);
# with its BLOCK 50: -0.017 (-0.055 to +0.022). Seeing the later hands does not make the
# simulated seats a better model: greedy stays.
# A horizon (playouts stopped HORIZON tricks on and judged by a calibrated leaf, bingo_leaf fitted
# by bench/bingo_calib.py on heuristic self-play; both removed since, see commit 8b0f35e): 300 pairs
# against three heuristic players, HORIZON 2 +0.005 (95 % -0.033 to +0.043, seeds 200000), HORIZON 1
# -0.035 (-0.076 to +0.006, seeds 210000), HORIZON 2 with BLEND 0.5 of the end's result -0.018
# (-0.049 to +0.013, seeds 220000), HORIZON 2 against three rivals -0.026 (-0.063 to +0.012, seeds
# 230000). Greedy playouts predicted the winner of heuristic self-play from its true deal with log
# loss 1.24 once tempered (uniform 1.39): the playouts' model of the others, not their length, was
# what held hard back (hence the sound playout, ``PLAYOUT``).
TREE_DEPTH: int | None = None  # moves the tree spans below the root (1: flat Monte Carlo)
# Flat (B = 1), bench/ai_ab.py, 300 pairs seeds 93000: 0.387 -> 0.409, +0.022 (95 % -0.014 to
# +0.058); 1000 fresh pairs seeds 96000: 0.404 -> 0.407, +0.003 (-0.017 to +0.024), same CPU
# (median 75 -> 79 ms): no gain, the tree stays (unlike Fishing, where flat pays).
# A paired root (every root move on each sampled deal, in rounds of sequential halving;
# ``paired.PairedSearch``, commit cbc8f57, removed since) did NOT pay either: bench/ai_ab.py, 1000
# pairs seeds 101000, 0.392 -> 0.396, +0.004 (95 % -0.016 to +0.024), decision CPU median 71 -> 73 ms.
MARGIN = 0.05  # weight of the covered-numbers margin beside the win: order lost (or won) games
# Measured by bench/ai_ab.py (150 paired games against three heuristic players, seeds 40000+):
# PRIOR 0.1 instead of 0.04: +0.003 (95 % -0.025 to +0.031); EXPLORATION 0.4 instead of 0.7: +0.016
# (-0.030 to +0.063). Neither is a measured gain, so both stay. Later, 300 pairs each: ITERATIONS
# 800 (150 pairs, seeds 70000): -0.003; PRIOR 0.5: +0.010 (-0.019 to +0.039); MARGIN 0.2: +0.027
# (-0.005 to +0.058); SPEED_DISCOUNT 0: +0.037 (+0.004 to +0.070) on seeds 80000, but -0.020
# (-0.054 to +0.013) on fresh seeds 90000, and with MARGIN 0.2 there +0.007: noise, all stay.
# A paired look after the search (the moves visited at least a third as often as the most visited,
# each played out on the same 300 / moves fresh deals, best paired mean plus PRIOR): -0.041 (-0.076
# to -0.005) on 300 pairs, seeds 60000, and with ITERATIONS 400 to pay for it -0.045: flat greedy
# playouts judge root moves worse than the tree does, so the tree's choice stands. On fresh seeds
# 120000, 300 pairs each: EXPLORATION 1.0: -0.026 (-0.057 to +0.006); a tenth of the playout moves
# at random (less brittle simulated seats): -0.014 (-0.047 to +0.018). Neither pays. With the
# reading of the public play (bingo_infer), EXPLORATION 0.5: -0.024 (-0.058 to +0.010), 300 pairs,
# seeds 190000: 0.7 stays.


def card_value(state: BingoState, seat: int, action: PlayCard) -> float:
    """The worth of playing a card as if the trick ended now: the value of its number if it would
    be the highest or the lowest, discounted for middle cards when others still have to play."""
    card = action.card
    trick = (*state.trick, Play(seat, card))
    lead = trick[0].card.colour
    trump = state.trump if state.trump != lead else None
    me = len(trick) - 1
    if me not in (best_play(trick, lead, trump=trump), best_play(trick, lead, lowest_wins=True)):
        return 0.0
    value = number_value(state.covered[seat], card.value)
    if len(trick) < state.players:
        value *= 0.5 + abs(card.value - 5) / 8
    return value


def heuristic_action(state: Any, seat: int, actions: list, rng: random.Random) -> Any:
    """The easy bot's move: the card that looks best if the trick ended now."""
    if isinstance(actions[0], PlaceFree):
        return PlaceFree(best_free_number(state.covered[seat], rng))
    start = rng.randrange(len(actions))
    rotated = actions[start:] + actions[:start]  # random tie-break
    return max(rotated, key=lambda a: card_value(state, seat, a))


def fast_playout(state: FastBingo, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """The playout move: the sound player's (``PLAYOUT`` "sound") or the greedy one."""
    if PLAYOUT == "sound":
        return bingo_sound.sound_action(state, seat, rng)
    return state.greedy_action(seat, rng)


def outcome(state: FastBingo) -> list[float]:
    """The searched result per seat: the win shared among the winners, a little more the sooner it
    comes (take a sure win now), plus a small share for covering more numbers than the best other
    seat (in a lost game, lose by as little as possible)."""
    worth = 1.0 - SPEED_DISCOUNT * state.tricks
    counts = [mask.bit_count() for mask in state.covered]
    rewards = []
    for seat, share in enumerate(win_shares(state)):
        rival = max(n for s, n in enumerate(counts) if s != seat)
        rewards.append((1 - MARGIN) * worth * share + MARGIN * (counts[seat] - rival + 9) / 18)
    return rewards


def sound_tie_break(view: BingoState, seat: int, action: Action) -> float:
    """The heuristic player's liking of a root action: it settles ties and sways the final choice
    among well-visited moves (``PRIOR``)."""
    if isinstance(action, PlaceFree):
        return number_value(view.covered[seat], action.number)
    if isinstance(action, PlayCard):
        return card_score(Table(view, seat), action.card)
    raise TypeError(f"{action} is not a Trick-Taking Bingo action")


class BingoSearchBot(ISMCTSBot):
    """ISMCTS whose sampled deals are played on ``FastBingo`` copies, drawn by what the public play
    says of the hands (``bingo_infer``'s chain; ``CHAIN`` off gives uniform deals). The scores of
    past plays are kept between decisions."""

    def __init__(self, *args: Any, **options: Any):
        super().__init__(*args, **options)
        self.memo = Memo()

    def _start(self, view: Any, seat: int) -> None:
        sampler = Sampler(view, seat, self.memo)
        super()._start(sampler, seat)
        self.reading = sampler.reading.steps if sampler.reading is not None else iter(())

    def _work(self) -> Action | None:
        """First the reading of the public play, a past play per unit, then the search."""
        if len(self.search.root_actions) > 1 and next(self.reading, True) is None:
            return None
        return super()._work()


def heuristic_bot(seed: int = 0) -> Bot:
    """The sound one-look player of ``heuristic_bingo``: the yardstick of ``bench/ai.py``."""
    return PolicyBot(sound_action, seed)


def make_bot(level: str, seed: int = 0) -> Bot:
    check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(heuristic_action, seed)
    if level == "medium":
        bot = heuristic_bot(seed)
    else:
        bot = BingoSearchBot(seed, ITERATIONS[level], playout=fast_playout, evaluate=outcome,
                             exploration=EXPLORATION, tie_break=sound_tie_break, prior_weight=PRIOR,
                             max_depth=TREE_DEPTH)
    bot.level = level
    return bot
