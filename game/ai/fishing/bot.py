"""Fishing bots: easy plays a readable one-look rule, medium and hard search with ISMCTS cut to
its root's moves (flat Monte Carlo, ``TREE_DEPTH``; medium with a small budget); the sound
heuristic player of ``heuristic_fishing`` is the yardstick.

The search samples the hidden cards with ``determinize`` (consistent with every card played, the
fishermen, the boats' contents and the colours each seat showed it lacks), plays each sample out
to the end of the round with the sighted card play of ``fishing_playout`` (the heuristic player's
rule, asking the sampled hands instead of the odds; a little randomised; all in the one loop of
``fishing_rollout``), and then values the position by the points banked *and* the strength of
the hand each seat has just drawn (``fishing_value``); in the game's last three rounds the
simulations play on to its end (``END_GAME_ROUNDS``), where a finished game counts the win first
and then the margin, so a lost game is lost by as little as possible. The heuristic player's
liking tips the final choice among well-visited moves. Of the
cards that play alike this round the search offers only one (``fishing_equivalent``). Every
level's move passes ``fishing_blunder.repair``: a move a person would call silly (a −3 captured
for nothing, the last round's trick given away) is swapped for the look-ahead's.
``make_bot(level, seed)``, ``LEVELS`` and ``heuristic_bot(seed)`` are the interface of
``bench/ai.py`` and the table scene.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

from game.ai.base import Bot, PolicyBot, check_level, on_views
from game.ai.fishing import value as fishing_value
from game.ai.fishing.blunder import careful, repair
from game.ai.fishing.equivalent import merged_moves
from game.ai.fishing.heuristic import Sight, call_strength, card_score, strength, worth
from game.ai.fishing.heuristic import heuristic_action as sound_action
from game.ai.fishing.infer import Chain, Witness
from game.ai.fishing.playout import sighted_card, sighted_play, strength_of, worth_of
from game.ai.fishing.rollout import Rollout
from game.ai.fishing.sim import SimState, simulated
from game.ai.fishing.sound import SoundWorlds, sound_card
from game.ai.fishing.sound import sound_action as sound_playout
from game.ai.fishing.value import evaluate, last_trick_ahead
from game.ai.ismcts import ISMCTSBot, World
from game.ai.samples import FastSamples
from game.rules.base import Action
from game.rules.cards import Card, CardAction, Play
from game.rules.fishing import (
    CALL,
    CAPTURE,
    MINUS_THREE,
    PASS,
    PLAY,
    CallColour,
    FishingState,
    is_zero,
    load_deck,
)

LEVELS = ("easy", "medium", "hard")
ITERATIONS = {"medium": 60, "hard": 820}
"""Search budget (iterations per decision): hard spends what its CPU target leaves, as more has paid
so far; see bench/NOTES.md, "Fishing: ITERATIONS"."""
EXPLORATION = 0.7
# UCB exploration: lower did not confirm; see bench/NOTES.md, "Fishing: EXPLORATION".
PLAYOUT_NOISE = 0.15
"""Share of playout moves chosen at random rather than by the heuristic (less did not pay); see
bench/NOTES.md, "Fishing: PLAYOUT_NOISE"."""
END_GAME_ROUNDS = 3
"""Simulations play on to the game's end in its last this many rounds (played better at its cost);
see bench/NOTES.md, "Fishing: END_GAME_ROUNDS"."""
FULL_BUDGET_CARDS = 24  # the whole budget once this few cards are left in the hands
LATER_CARD_COST = 1.2
"""What ``budget`` counts a simulated card of a later round as (measured dearer, weighted to give
rounds 6 and 7 more simulations); see bench/NOTES.md, "Fishing: LATER_CARD_COST"."""
# More budget in the cheap first rounds did not pay; see bench/NOTES.md, "Fishing: more budget in the
# first rounds (ROUND_BUDGET, removed)".
WORLD_REUSE = 6
"""Iterations per sampled world (6 played as well as 3 for less CPU); see bench/NOTES.md,
"Fishing: WORLD_REUSE"."""
END_GAME_WORLD_REUSE = 1
"""Iterations per sampled world when simulations play on past the decision's round (their few
simulations each need their own world); see bench/NOTES.md, "Fishing: END_GAME_WORLD_REUSE"."""
INFER: tuple[str, ...] = ()
"""Levels whose samples follow the others' witnessed plays and passes (``fishing_infer``): none, as the
paired A/B came out negative; see bench/NOTES.md, "Fishing: reading the play (INFER)"."""
PRIOR = 0.05
"""How much the heuristic's liking sways the final choice among well-visited moves (more did not
confirm); see bench/NOTES.md, "Fishing: PRIOR"."""
PLAYOUT = "sighted"
"""Simulated moves: "sighted" (``fishing_playout``'s card play, the easy rule otherwise), "sound"
(``fishing_sound``: exactly the heuristic player's moves) or "easy" (the easy bot's rule); sighted
played best for its CPU; see bench/NOTES.md, "Fishing: PLAYOUT"."""
TREE_DEPTH: int | None = 1
"""Moves the search tree spans below the root before the simulation takes over (None: no limit;
1: flat Monte Carlo, which paid); see bench/NOTES.md, "Fishing: TREE_DEPTH"."""
# Sharing the root's simulations otherwise did not pay; see bench/NOTES.md, "Fishing: a paired root
# (PairedSearch, removed)".
# What knowing the hidden cards is worth, and reading plays as beliefs; see bench/NOTES.md, "Fishing:
# the hidden cards (true-state diagnostic, beliefs from play)".

# -- the easy heuristic ----------------------------------------------------------------------------
def would_win(state: FishingState, seat: int, card: Card) -> bool:
    """Would ``seat`` take the trick if it ended right after playing ``card``?"""
    return state.trick_winner([*state.trick, Play(seat, card)]).seat == seat


def heuristic_action(state: FishingState, seat: int, actions: list, rng: random.Random) -> Action:
    """The easy bot's move: win a trick worth having as cheaply as possible, else throw the least
    useful card (a −3 first, so someone else swallows it); capture the best card; pass the worst;
    call the colour of one's strongest card."""
    if state.phase == CAPTURE:  # (the simulations' captures and passes: values by identity)
        return max(actions, key=lambda a: worth_of(a.card))
    if state.phase == PASS:
        return _action_for(actions, pass_choice([a.card for a in actions]))
    if state.phase == CALL:
        hand = state.hands[seat]
        return max(actions, key=lambda a: max((strength(c) for c in hand if c.colour == a.colour), default=0))
    if len(actions) == 1:
        return actions[0]
    cards = [a.card for a in actions]
    if not state.trick:  # lead a strong plain card to pull the table, else the weakest card
        plain = [c for c in cards if c.colour not in (None, load_deck().trump) and not is_zero(c)]
        if plain and max(map(strength, plain)) > 0.45:
            return _action_for(actions, max(plain, key=strength))
        return _action_for(actions, min(cards, key=_throw_order))
    stake = sum(worth(p.card) for p in state.trick) + (state.players - len(state.trick) - 1)
    winners = [c for c in cards if c.colour is not None and would_win(state, seat, c)]
    if winners and stake > 0:
        return _action_for(actions, min(winners, key=strength))
    if stake <= 0:  # a trick with a −3: duck under it with a card that cannot win
        losers = [c for c in cards if not would_win(state, seat, c)]
        if losers:
            return _action_for(actions, max(losers, key=strength) if len(losers) > 1 else losers[0])
    return _action_for(actions, min(cards, key=_throw_order))


def pass_choice(cards: Sequence[Card]) -> Card:
    """The card the easy rule passes: the −3, else the weakest (the first of equals)."""
    return min(cards, key=_throw_order)


def _throw_order(card: Card) -> float:
    return -1.0 if card.special == MINUS_THREE else strength_of(card)


def _action_for(actions: list, card: Card) -> Action:
    return next(a for a in actions if a.card == card)


def playout_action(state: FishingState, seat: int, actions: list, rng: random.Random) -> Action:
    """Simulations follow the sighted card play (the easy rule for captures, passes and calls),
    with a little noise so they do not all agree."""
    if rng.random() < PLAYOUT_NOISE:
        return actions[rng.randrange(len(actions))]
    if PLAYOUT == "sound":
        if not isinstance(state, SimState):
            raise TypeError(f"the sound playout plays a sound world, not {type(state).__name__}")
        return sound_playout(state, seat, actions, rng)
    if PLAYOUT == "sighted" and state.phase == PLAY:
        return sighted_play(state, seat, actions)
    return heuristic_action(state, seat, actions, rng)


# -- the search ------------------------------------------------------------------------------------
def last_simulated_round(round_: int) -> int:
    """The round a simulation started in ``round_`` plays to the end of: its own, or the game's
    last once ``END_GAME_ROUNDS`` or fewer are left."""
    rounds = load_deck().rounds
    return rounds if round_ > rounds - END_GAME_ROUNDS else round_


class RoundHorizon:
    """Stop simulations once the round ``last`` (default: the one they started in) is over (or the
    game), or — before the game's final round — where its last trick starts: ``evaluate`` settles
    that trick by its cards and guesses the next hands without drawing them (a third of a
    simulation's time went there)."""

    def __init__(self, round_: int, last: int | None = None):
        self.last = round_ if last is None else last
        self.early = self.last < load_deck().rounds

    def __call__(self, state: World) -> bool:
        if not isinstance(state, FishingState):
            raise TypeError(f"a Fishing simulation plays {type(state).__name__}")
        return state.round > self.last or (self.early and state.round == self.last
                                           and last_trick_ahead(state))


def sound_tie_break(view: FishingState, seat: int, action: Action) -> float:
    """The heuristic player's liking of a root action: it settles ties and sways the final choice
    among well-visited moves (``PRIOR``)."""
    if isinstance(action, CallColour):  # the call phase's only action
        return call_strength(view.hands[seat], action.colour)
    if not isinstance(action, CardAction):
        raise TypeError(f"a Fishing action is a card or a call, not {type(action).__name__}")
    if view.phase == CAPTURE:
        return worth(action.card)
    if view.phase == PASS:
        return 1.0 if action.card.special == MINUS_THREE else -strength(action.card)
    return card_score(_sight(view, seat), action.card)


_SIGHT: list = [None, None, None]  # the last (view, seat, Sight): one decision asks many times


def _sight(view: FishingState, seat: int) -> Sight:
    if _SIGHT[0] is not view or _SIGHT[1] != seat:
        _SIGHT[:] = [view, seat, Sight(view, seat)]
    return _SIGHT[2]


class FishingSearchBot(ISMCTSBot[FishingState, FishingState]):
    """ISMCTS whose simulations end with the round, valued by :func:`evaluate`, and play on
    sampled worlds without the public knowledge bookkeeping (about a fifth faster); with ``INFER``
    the worlds follow what the other seats were seen to choose (``fishing_infer``)."""

    @functools.cached_property
    def witness(self) -> Witness:
        return Witness()

    def _start(self, view: object, seat: int) -> None:
        if not isinstance(view, FishingState):
            raise TypeError(f"the Fishing search is given {type(view).__name__}")
        last = last_simulated_round(view.round)
        self.options["horizon"] = RoundHorizon(view.round, last)
        sound = PLAYOUT == "sound"  # the worlds remember what each seat could know
        if PLAYOUT in ("sighted", "sound"):  # playout_action + horizon, in one loop
            choose = sound_card if sound else sighted_card
            blend = last > view.round and fishing_value.END_GAME_BLEND
            self.options["simulate"] = Rollout(view.round, PLAYOUT_NOISE, playout_action, choose, last,
                                               round_end=evaluate if blend else None,
                                               pass_choice=None if sound else pass_choice)
        self.options["max_depth"] = TREE_DEPTH
        fast = SoundWorlds(view) if sound else _simulated
        reuse = END_GAME_WORLD_REUSE if last > view.round else WORLD_REUSE
        sample = view.sampler(seat)
        if self.level in INFER:
            self.witness.follow(view, seat)
            reading = self.witness.reading()
            if reading is not None:
                sample = Chain(sample, reading)
        self.search_from(FastSamples(view, fast, reuse=reuse, sample=sample), view, seat)
        self.view, self.seat = view, seat

    def _work(self) -> Action | None:
        """The search's move, unless ``fishing_blunder`` shows it silly."""
        action = super()._work()
        return None if action is None else repair(self.view, self.seat, action)

    def budget(self, view: FishingState) -> int:
        """Fewer iterations while the round's simulations are long (its first tricks), so that
        the slowest decisions stay near the typical one."""
        cards_left: float = sum(len(hand) for hand in view.hands)
        for round_ in range(view.round + 1, last_simulated_round(view.round) + 1):  # simulated too
            cards_left += LATER_CARD_COST * view.players * view.hand_size(round_)
        return max(1, round(self.iterations * min(1.0, FULL_BUDGET_CARDS / max(1, cards_left))))


def _simulated(state: FishingState) -> FishingState:
    """A sampled world made a simulation state (``sim.simulated``)."""
    return simulated(state)


def heuristic_bot(seed: int = 0) -> Bot:
    """The sound one-look player of ``heuristic_fishing``: the yardstick of ``bench/ai.py``."""
    return PolicyBot(on_views(FishingState, sound_action), seed)


def make_bot(level: str, seed: int = 0) -> Bot:
    check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(careful(heuristic_action), seed)
    bot = FishingSearchBot(seed, ITERATIONS[level], playout=playout_action, evaluate=evaluate,
                           exploration=EXPLORATION, tie_break=sound_tie_break, prior_weight=PRIOR,
                           root_moves=functools.partial(merged_moves, liking=sound_tie_break))
    bot.level = level
    return bot
