"""Random full games of the classic 5er Finden race (``finden_race``): bots and random humans,
random timers, every step refereed, every record replayed. ``bench/finden_race.py`` plays more."""

from collections import Counter

from finden_race import KINDS, play_race

GAMES = 200
REPLAY_MID_GAME_EVERY = 10  # a replay costs about a game


def test_random_classic_races_keep_the_rules_at_every_step():
    tables, points, flips, timers = Counter(), Counter(), Counter(), Counter()
    for seed in range(GAMES):
        game, kinds = play_race(seed, replay_mid_game=seed % REPLAY_MID_GAME_EVERY == 0)
        tables[game.players] += 1
        timers[game.options.auto_timer_seconds > 0] += 1
        for seat, kind in enumerate(kinds):
            points[kind] += game.totals()[seat]
            flips[kind] += sum(round_[seat].bonus for round_ in game.results)
    assert set(tables) == {1, 2, 3, 4} and set(timers) == {True, False}, "every table size, timed and not"
    assert all(points[kind] > 0 for kind in KINDS), f"every kind of player scores: {points}"
    assert all(flips[kind] > 0 for kind in KINDS), f"every kind of player flips the timer: {flips}"
