"""An independent referee for Fishing and Trick-Taking Bingo, written from the rules text
(``rules/fishing.md``, ``rules/bingo.md``) and sharing no code with the engines: no
``cards.best_play``, no ``lead_colour``, no ``flow`` helper. Cards are read only through their
``colour``, ``value`` and ``special`` fields; a trick is a list of ``(seat, card)`` in play order.

The watches of ``invariants.py`` ask it who should have won, what the ocean should have dealt and
who should lead a round, and compare that with what the engine did.
"""

from __future__ import annotations

FISHING_TRUMP = "green"  # "green = trump" (Fishing, Cards)


def _pick(cards: list[tuple[int, object]], lowest: bool) -> int:
    """The seat of the highest (or lowest) card; values are unique within a colour."""
    best = None
    for seat, card in cards:
        if best is None or (card.value < best[1].value if lowest else card.value > best[1].value):
            best = (seat, card)
    return best[0]


def fishing_winner(trick: list[tuple[int, object]], called: str | None = None, caller: int | None = None,
                   lowest: bool = False) -> int:
    """Fishing, "Winner" with readings 5, 6 and 10: a green card in the trick → the highest green
    (lowest under *Lowest wins*); else the lead colour (the called one, else the first non-buoy
    card's) decides the same way; buoys never win, except the first buoy of an all-buoy trick;
    a called trick nobody followed (and nobody trumped) goes to the caller."""
    greens = [(seat, card) for seat, card in trick if card.colour == FISHING_TRUMP]
    if greens:
        return _pick(greens, lowest)
    lead = called
    if lead is None:
        lead = next((card.colour for _, card in trick if card.colour is not None), None)
    following = [(seat, card) for seat, card in trick if lead is not None and card.colour == lead]
    if following:
        return _pick(following, lowest)
    if called is not None:
        return caller
    return trick[0][0]  # only buoys: the first buoy played


def earlier_first(seats, last_trick: list[int]) -> list[int]:
    """Seats in the order they played in the previous round's last trick (reading 11)."""
    return sorted(seats, key=last_trick.index)


def ocean_draw_order(missing: dict[int, int], last_trick: list[int]) -> list[int]:
    """Rounds 2 to 8, step 2: the seat missing most draws first; ties, the one that played
    earlier in the last trick of the previous round. Only seats missing a card draw."""
    order = earlier_first([seat for seat, count in missing.items() if count], last_trick)
    # a stable sort by count keeps the "earlier" order among equal counts
    return sorted(order, key=lambda seat: -missing[seat])


def first_leader(scores, last_trick: list[int]) -> int:
    """Rounds 2 to 8, step 4: the fewest points leads; ties, earlier in the last trick."""
    fewest = min(scores)
    return earlier_first([seat for seat, score in enumerate(scores) if score == fewest], last_trick)[0]


def bingo_high_low(trick: list[tuple[int, object]], trump: str | None) -> tuple[int, int]:
    """Trick-Taking Bingo, "A trick" step 2 and the trump variant: (highest seat, lowest seat).

    The lead colour is the first card's. Highest: the highest trump if any trump was played (no
    trump when the lead colour is the trump colour), else the highest of the lead colour. Lowest:
    always the lowest of the lead colour (so a lone lead card is both, without trump)."""
    lead = trick[0][1].colour
    following = [(seat, card) for seat, card in trick if card.colour == lead]
    trumps = [(seat, card) for seat, card in trick if trump not in (None, lead) and card.colour == trump]
    return _pick(trumps or following, lowest=False), _pick(following, lowest=True)
