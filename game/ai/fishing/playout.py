"""The card-play rule of hard's simulations: the sound heuristic's choice, cheap and sighted.

In a sampled world every hand is known, so instead of the odds the heuristic player estimates
(``heuristic_fishing.Sight``), a simulated seat asks the world directly whether a later seat can
still beat a card: it takes a trick worth having with its cheapest *safe* winner, ducks under a
trick holding a −3, dumps its −3 on a trick someone else takes, and otherwise throws its weakest
card. Ranks are plain ints, with no trick copies, so a move costs a few dozen comparisons.
"""

from __future__ import annotations

from game.ai.fishing.heuristic import strength, worth
from game.ai.fishing.runs import known_runs, runs
from game.rules.base import Action
from game.rules.cards import Card
from game.rules.fishing import MINUS_THREE, load_deck


def sighted_play(state, seat: int, actions: list) -> Action:
    """The move of a simulated seat in the play phase (``actions`` are ``PlayCard``)."""
    if len(actions) == 1:
        return actions[0]
    card = sighted_card(state, seat, [a.card for a in actions], state.lead_colour())
    return next(a for a in actions if a.card is card)


NO_RANK = -10_000  # the rank of a card that cannot win the trick; a trump ranks TRUMP_RANK + value
TRUMP_RANK = 1_000
_FACTS: dict[int, tuple[Card, float, float]] = {}
"""``id(card)`` -> (card, ``strength``, ``worth``). Each entry holds its card, so no other card can
take that id while the entry lives; the cached ``strength`` would hash the card dataclass."""
_FACTS_KEPT = 10_000  # a long session (games loaded from records) starts the table afresh here


_STRENGTHS: dict[int, float] = {}
"""``id(card)`` -> ``strength``, for the cards ``_FACTS`` holds (and so keeps alive)."""


def facts(card: Card) -> tuple[Card, float, float]:
    """(card, strength, worth) of ``card``, looked up by identity."""
    known = _FACTS.get(id(card))
    if known is None:
        if len(_FACTS) >= _FACTS_KEPT:
            _FACTS.clear()
            _STRENGTHS.clear()
        known = _FACTS[id(card)] = (card, strength(card), worth(card))
        _STRENGTHS[id(card)] = known[1]
    return known


def strength_of(card: Card) -> float:
    """``strength(card)`` looked up by identity (the cached ``strength`` hashes the dataclass)."""
    return (_FACTS.get(id(card)) or facts(card))[1]


def worth_of(card: Card) -> float:
    """``worth(card)`` looked up by identity."""
    return (_FACTS.get(id(card)) or facts(card))[2]


def strength_sum(cards) -> float:
    """``sum(strength(c) for c in cards)``, the same float (``sum`` of the same values in the same
    order), with the strengths looked up by identity in one C loop (a leaf sums whole boats)."""
    try:
        return sum(map(_STRENGTHS.__getitem__, map(id, cards)))
    except KeyError:  # a card not seen yet
        for card in cards:
            facts(card)
        return sum(map(_STRENGTHS.__getitem__, map(id, cards)))


def sighted_card(state, seat: int, cards: list, lead: str | None) -> Card:
    """The card a simulated seat plays from ``cards`` (its distinct playable cards, at least two,
    in hand order) into a trick led ``lead`` — the move of every seat in hard's simulations,
    written for speed: ranks as ints (a sign for *Lowest wins*), strength and worth looked up by
    identity, the trick's best rank and stake in one pass, each later hand's strongest answer
    from its runs (``fishing_runs``), ``min`` and ``max`` by strength as loops that keep the
    first of equals.
    ``tests/test_fishing_playout.py`` checks it against the same rule written to be read."""
    trump, lowest, trick = load_deck().trump, state.lowest, state.trick
    sign = -1 if lowest else 1
    known = _FACTS.get
    top, dumped, stake = NO_RANK, False, 0.0  # the trick's best rank, does it hold a −3, its worth
    for play in trick:
        card = play.card
        stake += (known(id(card)) or facts(card))[2]  # (summed in order, as ``sum`` would)
        if card.special == MINUS_THREE:
            dumped = True
        elif lead is not None:
            colour = card.colour
            if colour == trump:
                r = TRUMP_RANK + sign * card.value
            elif colour == lead:
                r = sign * card.value
            else:
                continue
            if r > top:
                top = r
    ranks = []
    for card in cards:
        colour = card.colour
        if colour is None:
            ranks.append(NO_RANK)
        elif colour == trump:
            ranks.append(TRUMP_RANK + sign * card.value)
        elif lead is None or colour == lead:  # with no lead yet a coloured card leads its own colour
            ranks.append(sign * card.value)
        else:
            ranks.append(NO_RANK)
    if dumped:
        best, most = None, 0.0
        for card, r in zip(cards, ranks, strict=True):
            if r <= top:
                value = (known(id(card)) or facts(card))[1]
                if best is None or value > most:
                    best, most = card, value
        if best is not None:
            return best
    players = state.players
    waiting = players - len(trick) - 1  # seats still to play after this one
    if not trick or stake + waiting > 0:
        later = None  # the hands still to play, when first needed
        threats: dict = {}  # per lead colour: the best rank a later seat can answer
        best, least = None, 0.0
        for card, r in zip(cards, ranks, strict=True):
            if r <= top:
                continue
            own_lead = lead if lead is not None else card.colour
            threat = threats.get(own_lead)
            if threat is None:
                if later is None:
                    hands = state.hands
                    later = [hands[(seat + k) % players] for k in range(1, waiting + 1)]
                threat = NO_RANK
                for hand in later:  # best_answer, inlined: a run's lowest value first
                    entry = known_runs(id(hand))
                    by_colour = runs(hand) if entry is None else entry[1]
                    run = by_colour.get(own_lead)
                    base = TRUMP_RANK if own_lead == trump else 0
                    if run is None:
                        run = by_colour.get(trump)
                        if run is None:
                            continue
                        base = TRUMP_RANK
                    answer = base - run[0].value if lowest else base + run[-1].value
                    if answer > threat:
                        threat = answer
                threats[own_lead] = threat
            if r > threat:
                value = (known(id(card)) or facts(card))[1]
                if best is None or value < least:
                    best, least = card, value
        if best is not None:
            return best
    if cards[-1].special == MINUS_THREE:  # (in hand order the −3 comes last of all)
        return cards[-1]  # nobody here wins safely: give the trick its −3
    best, least = None, 0.0
    for card in cards:
        value = (known(id(card)) or facts(card))[1]
        if best is None or value < least:
            best, least = card, value
    return best
