from game.rules.cards import Card, Play, best_play, lead_colour, playable

B = "blue"
R = "red"
G = "green"


def plays(*cards):
    return [Play(seat, card) for seat, card in enumerate(cards)]


def test_follow_suit_only_when_holding_lead():
    hand = [Card(B, 3), Card(R, 5), Card(R, 9)]
    assert playable(hand, B) == [Card(B, 3)]
    assert playable(hand, G) == hand
    assert playable(hand, None) == hand


def test_always_playable_cards_join_the_followers():
    buoy = Card(None, None, "play first")
    hand = [Card(B, 3), buoy, Card(R, 5)]
    assert playable(hand, B, always_playable=lambda c: c.colour is None) == [Card(B, 3), buoy]


def test_lead_colour_skips_colourless_and_respects_preset():
    trick = plays(Card(None, None, "pass left"), Card(R, 4), Card(B, 9))
    assert lead_colour(trick) == R
    assert lead_colour(trick, preset=B) == B
    assert lead_colour(plays(Card(None, None, "x"))) is None


def test_highest_of_lead_wins_without_trump():
    trick = plays(Card(B, 3), Card(B, 9), Card(R, 12))
    assert best_play(trick, B) == 1


def test_trump_beats_lead_and_lowest_wins_inverts():
    trick = plays(Card(B, 3), Card(G, 2), Card(G, 7), Card(B, 9))
    assert best_play(trick, B, trump=G) == 2
    assert best_play(trick, B, trump=G, lowest_wins=True) == 1
    assert best_play(trick, B, lowest_wins=True) == 0


def test_cards_that_never_win_and_empty_pool():
    trick = plays(Card(None, None, "a"), Card(None, None, "b"))
    assert best_play(trick, None) is None
    trick = plays(Card(B, 0), Card(B, 5))
    assert best_play(trick, B, can_win=lambda c: c.value != 5) == 0
