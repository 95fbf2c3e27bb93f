"""The trick in the middle of Fishing's table keeps clear of every seat panel, the status panel and
the log at every supported size and table size: a card landing in any slot (at any tilt, ringed as
a candidate, with its WINS pill) covers no seat's words or tokens. (Bingo's trick is a zone of its
layout: ``test_bingo_zones`` checks it against every other zone.)"""

from __future__ import annotations

import pytest

from game.scenes.fishing.layout import FishingLayout
from game.scenes.table.layout import log_strip_above
from game.scenes.widgets.trick import TrickArea
from tests.layout_probe import SIZES


def fishing(size, players):
    lay = FishingLayout.of(size, players, 0, ("blue", "green"))
    ring = TrickArea(lay.trick_centre, lay.trick_radius, lay.trick_card, squash=lay.trick_squash)
    return ring, lay.badge, [*lay.seats.values(), lay.status, log_strip_above(lay.status, lay.s)]


@pytest.mark.parametrize("table", [fishing])
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
def test_no_card_of_the_trick_covers_a_panel(table, players, size):
    ring, badge, panels = table(size, players)
    for slot in range(players):
        card = ring.slot_rect(slot, players, badge)
        hit = card.collidelist(panels)
        assert hit < 0, f"slot {slot} of {players} at {card} covers {panels[hit]}"
