"""Trick-Taking Bingo bots: easy decides in one look, medium and hard search (ISMCTS).

Easy plays a quick greedy rule. The sound heuristic player of ``heuristic_bingo`` (chances of
staying highest or lowest from the unseen cards, the worth of each number, a missed step as a
share of a free marker) is the yardstick (``heuristic_bot``) and the model of every seat in the
search. Medium and hard run the same information-set MCTS, medium with a small budget, over
compact ``FastBingo`` copies of sampled deals, with sound playouts (every seat plays on as the
sound player would, from what it may know in the sample: ``bingo_sound``); the deals follow what
the public play says of the hands (``bingo_infer``: a seat that ducked under a trick probably
lacked the card that takes it). A result counts the win first, then the margin of covered
numbers, so a lost game is still played for the best finish. Among its well-visited moves the
heuristic's liking tips the balance (``PRIOR``): a few hundred samples of a game this random
cannot tell close moves apart, and knowledge then beats noise. Every level's move passes
``bingo_blunder.repair``: a sure win missed, a line handed to a rival or a free marker off a line
is swapped for the look-ahead's move. ``make_bot(level, seed)``,
``LEVELS`` and ``heuristic_bot(seed)`` are the interface of ``bench/ai.py`` and the table scene.
"""

from __future__ import annotations

import functools
import random

from game.ai.base import Bot, PolicyBot, check_level, on_views
from game.ai.bingo import sound as bingo_sound
from game.ai.bingo.blunder import careful, repair
from game.ai.bingo.fast import FastBingo, Sampler
from game.ai.bingo.heuristic import Table, best_free_number, card_score, number_value
from game.ai.bingo.heuristic import heuristic_action as sound_action
from game.ai.bingo.infer import Memo
from game.ai.ismcts import ISMCTSBot, win_shares
from game.rules.base import Action
from game.rules.bingo import BingoState, PlaceFree, PlayCard
from game.rules.cards import Play, best_play

LEVELS = ("easy", "medium", "hard")
ITERATIONS = {"medium": 20, "hard": 300}  # search budget (iterations per decision)
# hard 300: more search measured even (saturated); medium: a small search sits between the levels
# (40 came too close to hard at a table of three mediums); see bench/NOTES.md, "Bingo: ITERATIONS",
# "Bingo: levels in order" and "Bingo: medium's budget, 40 -> 20".
EXPLORATION = 0.7
PLAYOUT = "sound"  # how the playouts move every seat: "sound" (``bingo_sound``) or "greedy"
# Sound playouts beat greedy ones; see bench/NOTES.md, "Bingo: PLAYOUT (sound against greedy;
# EXPLORATION and PRIOR with sound playouts)".
# Progressive bias at the other seats' nodes did not pay; see bench/NOTES.md, "Bingo: progressive
# bias (removed)".
SPEED_DISCOUNT = 0.02  # a win is worth a little less per trick played: take a sure win now
PRIOR = 0.04  # how much the heuristic's liking sways the final choice among well-visited moves
# A sighted playout and a horizon with a calibrated leaf did not pay; see bench/NOTES.md, "Bingo:
# sighted playout and horizon (removed)".
TREE_DEPTH: int | None = None  # moves the tree spans below the root (1: flat Monte Carlo)
# Flat Monte Carlo and a paired root gained nothing here; see bench/NOTES.md, "Bingo: TREE_DEPTH and
# a paired root".
MARGIN = 0.05  # weight of the covered-numbers margin beside the win: order lost (or won) games
# PRIOR, EXPLORATION, MARGIN and SPEED_DISCOUNT: other values measured as noise; see bench/NOTES.md,
# "Bingo: PRIOR, EXPLORATION, MARGIN, SPEED_DISCOUNT screens".


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


def heuristic_action(state: BingoState, seat: int, actions: list, rng: random.Random) -> Action:
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


class BingoSearchBot(ISMCTSBot[FastBingo, BingoState]):
    """ISMCTS whose sampled deals are played on ``FastBingo`` copies, drawn by what the public play
    says of the hands (``bingo_infer``'s chain; ``CHAIN`` off gives uniform deals). The scores of
    past plays are kept between decisions."""

    @functools.cached_property
    def memo(self) -> Memo:
        return Memo()

    def _start(self, view: object, seat: int) -> None:
        if not isinstance(view, BingoState):
            raise TypeError(f"the Bingo search is given {type(view).__name__}")
        self.view, self.seat = view, seat
        sampler = Sampler(view, seat, self.memo)
        self.search_from(sampler, view, seat)
        self.reading = sampler.reading.steps if sampler.reading is not None else iter(())

    def _work(self) -> Action | None:
        """First the reading of the public play, a past play per unit, then the search; its choice
        passes ``bingo_blunder.repair``."""
        if len(self.search.root_actions) > 1 and next(self.reading, True) is None:
            return None
        action = super()._work()
        return None if action is None else repair(self.view, self.seat, action)


def heuristic_bot(seed: int = 0) -> Bot:
    """The sound one-look player of ``heuristic_bingo``: the yardstick of ``bench/ai.py``."""
    return PolicyBot(on_views(BingoState, sound_action), seed)


def make_bot(level: str, seed: int = 0) -> Bot:
    check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(careful(heuristic_action), seed)
    bot = BingoSearchBot(seed, ITERATIONS[level], playout=fast_playout, evaluate=outcome,
                         exploration=EXPLORATION, tie_break=sound_tie_break, prior_weight=PRIOR,
                         max_depth=TREE_DEPTH)
    bot.level = level
    return bot
