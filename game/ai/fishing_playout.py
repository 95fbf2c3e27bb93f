"""The card-play rule of hard's simulations: the sound heuristic's choice, cheap and sighted.

In a sampled world every hand is known, so instead of the odds the heuristic player estimates
(``heuristic_fishing.Sight``), a simulated seat asks the world directly whether a later seat can
still beat a card: it takes a trick worth having with its cheapest *safe* winner, ducks under a
trick holding a −3, dumps its −3 on a trick someone else takes, and otherwise throws its weakest
card. Ranks are plain tuples, with no trick copies, so a move costs a few dozen comparisons.
"""

from __future__ import annotations

from game.ai.heuristic_fishing import strength, worth
from game.rules.cards import Card
from game.rules.fishing import MINUS_THREE, load_deck

NONE = (-1, 0)  # the rank of a card that cannot win the trick


def rank(card: Card, lead: str | None, trump: str, lowest: bool) -> tuple[int, int]:
    """How strongly ``card`` claims the trick: trumps above the lead colour, then by value
    (reversed under *Lowest wins*); ``NONE`` for a buoy or an off-colour card."""
    colour = card.colour
    if colour is None or (colour != trump and colour != lead):
        return NONE
    return (1 if colour == trump else 0, -card.value if lowest else card.value)


def best_answer(hand: tuple, lead: str | None, trump: str, lowest: bool) -> tuple[int, int]:
    """The strongest rank a seat holding ``hand`` can still play into a trick led ``lead``
    (following suit when it can, trumping only when it cannot)."""
    follows = lead is not None and any(c.colour == lead for c in hand)
    best = NONE
    for card in hand:
        if follows and card.colour != lead:
            continue
        r = rank(card, lead, trump, lowest)
        if r > best:
            best = r
    return best


def sighted_play(state, seat: int, actions: list) -> object:
    """The move of a simulated seat in the play phase (``actions`` are ``PlayCard``)."""
    if len(actions) == 1:
        return actions[0]
    trump, lowest, trick = load_deck().trump, state.lowest, state.trick
    lead = state.lead_colour()
    later = [(seat + k) % state.players for k in range(1, state.players - len(trick))]
    # per lead colour: the best rank already in the trick, and the best a later seat can answer
    above: dict = {}
    threats: dict = {}

    def claim(card: Card) -> tuple:
        """The card's rank under its trick's lead, and whether it beats the trick as it stands."""
        own_lead = lead if lead is not None else card.colour
        r = rank(card, own_lead, trump, lowest)
        if own_lead not in above:
            above[own_lead] = max((rank(p.card, own_lead, trump, lowest) for p in trick), default=NONE)
        return own_lead, r, r != NONE and r > above[own_lead]

    def safe(card: Card) -> bool:
        own_lead, r, now = claim(card)
        if not now:
            return False
        if own_lead not in threats:
            threats[own_lead] = max((best_answer(state.hands[o], own_lead, trump, lowest) for o in later),
                                    default=NONE)
        return r > threats[own_lead]

    cards = {a.card: a for a in actions}
    minus = [c for c in cards if c.special == MINUS_THREE]
    if any(p.card.special == MINUS_THREE for p in trick):
        losers = [c for c in cards if not claim(c)[2]]
        if losers:
            return cards[max(losers, key=strength)]
    stake = sum(worth(p.card) for p in trick) + len(later)
    winners = [c for c in cards if safe(c)]
    if winners and stake > 0:
        return cards[min(winners, key=strength)]
    if minus:
        return cards[minus[0]]  # nobody here wins safely: give the trick its −3
    keep = [c for c in cards if c.special != MINUS_THREE] or list(cards)
    return cards[min(keep, key=strength)]
