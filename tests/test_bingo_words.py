"""Bingo's marker banners in words a newcomer can follow: a miss says what it is (no number
covered) and what its count on the track leads to, not a bare "1 of 3"."""

from __future__ import annotations

from game.rules.bingo import Covered, Missed
from game.scenes.bingo.words import covered_words, missed_words

NAMES = ["Ann (Blue)", "Bo (Green)", "Cy (Yellow)"]


def test_a_miss_says_what_it_is_and_where_the_count_leads():
    words = missed_words([Covered(0, 9, "highest"), Missed(1, 1), Missed(2, 3)], NAMES.__getitem__)
    assert words.startswith("Missed, no number covered: ")
    assert "Bo (Green) 1 of 3 · Cy (Yellow) 3 of 3" in words
    assert words.endswith("3 misses earn a free marker.")


def test_nobody_missed_says_nothing_and_covers_are_named():
    assert missed_words([Covered(0, 9, "highest")], NAMES.__getitem__) == ""
    assert covered_words([Covered(0, 9, "highest"), Missed(1, 1)], NAMES.__getitem__) == "Ann (Blue) covers 9"
