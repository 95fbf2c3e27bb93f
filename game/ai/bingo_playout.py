"""The card-play rule of hard's Bingo simulations: sighted, so a card counts only when it will stay.

The plain greedy playout (``FastBingo.greedy_action``) values a card as if the trick ended now, so
a simulated seat happily leads a 7 that a later seat's 9 takes. In a sampled world every hand is
known, so here a seat asks the world instead: its card is worth its number in full only if no
later seat can still beat it (a higher lead card, or a trump from a seat void in the lead
colour) or undercut it (a lower lead card); a card that is extreme now but may still be beaten
is worth a share (``UNSURE``: the later seat need not play it). Cards that score nothing are
dumped, keeping the ones whose number is worth most (``KEEP``). What the later seats hold is
worked out once per move as a few integers, so a move costs some dozen comparisons.
"""

from __future__ import annotations

import random

from game.ai.bingo_fast import CHOOSE, MIDDLE, FastBingo, _worth
from game.ai.heuristic_bingo import LINE_WORTH

UNSURE = 0.3  # share of a card's worth when it is extreme now but a later seat could still take it
KEEP = 0.1  # among cards that score nothing, how much a card's worth argues for keeping it
BLOCK = 0.0  # worth of surely taking the high or low from an opponent it would give a line


def _threats(state: FastBingo, later: list, lead: str, trump: str | None) -> tuple[int, int, int]:
    """(highest lead value, lowest lead value, highest trump of a seat void in the lead colour)
    among the ``later`` seats (-1, 10, -1 when nobody has one)."""
    top, bottom, trumps = -1, 10, -1
    for other in later:
        follows = False
        best_trump = -1
        for action in state.hands[other]:
            card = action.card
            if card.colour == lead:
                follows = True
                value = card.value
                if value > top:
                    top = value
                if value < bottom:
                    bottom = value
            elif card.colour == trump and card.value > best_trump:
                best_trump = card.value
        if not follows and best_trump > trumps:
            trumps = best_trump
    return top, bottom, trumps


def _completes(state: FastBingo, seat: int, play: tuple) -> bool:
    """Whether ``play`` (another seat's, as things stand the highest or lowest) gives it a line."""
    other, card = play
    return other != seat and _worth(state.covered[other])[card.value] >= LINE_WORTH


def sighted_action(state: FastBingo, seat: int, rng: random.Random):
    """The move of a simulated seat: a free marker where it is worth most, else the card worth
    most by what it will surely cover (see the module docstring)."""
    mask = state.covered[seat]
    worth = _worth(mask)
    if state.choices[seat] == CHOOSE:
        return state.greedy_action(seat, rng)
    actions = state.playable(seat)
    if len(actions) == 1:
        return actions[0]
    trick = state.trick
    players = state.players
    later = [(seat + k) % players for k in range(1, players - len(trick))]
    known: dict = {}
    if trick:
        lead = trick[0][1].colour
        trump = state.trump if state.trump != lead else None
        high, low = state.high_low(trick)
        top_card, bottom = trick[high][1], trick[low][1].value
        trumped = top_card.colour == trump
        top = top_card.value
        block_high = BLOCK * _completes(state, seat, trick[high]) if BLOCK else 0.0
        block_low = BLOCK * _completes(state, seat, trick[low]) if BLOCK else 0.0
    best, best_value = actions[0], -1e9
    for action in actions:
        card = action.card
        value = card.value
        if trick:
            colour_lead = lead
            if card.colour == lead:
                high_now = not trumped and value > top
                low_now = value < bottom
            elif card.colour == trump:
                high_now, low_now = not trumped or value > top, False
            else:
                high_now = low_now = False
        else:
            colour_lead = card.colour
            trump = state.trump if state.trump != colour_lead else None
            high_now = low_now = True
        gain = 0.0
        if high_now or low_now:
            threat = known.get(colour_lead)
            if threat is None:
                threat = known[colour_lead] = _threats(state, later, colour_lead, trump)
            above, below, trumps = threat
            if card.colour == colour_lead:
                sure = (high_now and value > above and trumps < 0) or (low_now and value < below)
            else:
                sure = value > trumps
            gain = worth[value] if sure else UNSURE * worth[value]
            if sure and trick:
                gain += block_high * high_now + block_low * low_now
        score = gain - KEEP * worth[value] * MIDDLE[value] + rng.random() * 0.01
        if score > best_value:
            best, best_value = action, score
    return best


def sighted_playout(state: FastBingo, seat: int, actions: list, rng: random.Random):
    return sighted_action(state, seat, rng)

