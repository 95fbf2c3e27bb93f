"""Hard's simulated card play (``fishing_playout``): sighted, legal, and it follows the rules of
thumb it claims."""

import random

from contract import step_random
from fishing_helpers import buoy, play, table

from bench.fishing_sim import rich_deal
from game.ai.fishing.heuristic import strength, worth
from game.ai.fishing.playout import sighted_card, sighted_play
from game.rules import fishing
from game.rules.cards import Card
from game.rules.fishing import MINUS_THREE, PLAY, PlayCard, load_deck
from game.rules.fishing.deck import parse_card

C = parse_card


def choice(state):
    (seat,) = state.to_move()
    return sighted_play(state, seat, state.legal_actions(seat)).card


def test_takes_a_trick_with_its_cheapest_winner_nobody_later_can_beat():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 14"], ["blue 13", "red 2"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("blue 14"), "blue 12 would fall to the blue 13 still to come"


def test_throws_its_weakest_card_when_no_winner_is_safe():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 3"], ["blue 13", "red 2"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("blue 3")


def test_a_void_seat_with_a_trump_makes_a_winner_unsafe():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 3"], ["green 2", "red 2"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("blue 3")


def test_ducks_under_a_minus_three_with_its_strongest_loser():
    state = table([[buoy("-3"), "red 6", "red 5"], ["blue 9", "red 8", "red 4"],
                   ["blue 12", "blue 4", "blue 7"]])
    play(state, buoy("-3"), "blue 9")
    assert choice(state) == C("blue 7")


def test_dumps_its_minus_three_when_it_cannot_win_safely():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], [buoy("-3"), "yellow 7"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("buoy -3")


def test_always_legal_over_random_games():
    for seed in range(12):
        rng = random.Random(seed)
        state = fishing.new_game(4, seed=seed)
        for _ in range(400):
            if state.is_over():
                break
            if state.phase == PLAY:
                (seat,) = state.to_move()
                action = sighted_play(state, seat, state.legal_actions(seat))
                assert isinstance(action, PlayCard) and action in state.legal_actions(seat)
                state.apply(seat, action)
            else:
                step_random(state, rng)


def test_the_fast_rule_chooses_as_the_readable_one():
    """``sighted_card`` (written for speed) against ``sighted_card_plain``, for every seat to move
    in sampled worlds of dealt and effect-rich games, over their every card play."""
    compared = 0
    for seed in range(24):
        rng = random.Random(seed)
        players = 3 + seed % 3
        options = rich_deal(players, seed) if seed % 2 else {}
        game = fishing.new_game(players, seed=seed, **options)
        while not game.is_over():
            seat = game.to_move()[0]
            world = game.determinize(seat, rng) if game.phase == PLAY else game
            if world.phase == PLAY:
                cards = [a.card for a in world.legal_actions(seat)]
                if len(cards) > 1:
                    lead = world.lead_colour()
                    fast = sighted_card(world, seat, cards, lead)
                    assert fast is sighted_card_plain(world, seat, cards, lead)
                    compared += 1
            step_random(game, rng)
    assert compared > 1000


# -- the reference: the same rule written to be read -----------------------------------------------
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
    values = [c.value for c in hand if c.colour == lead] if lead is not None else None
    if not values:  # void in the lead colour (or none yet): only a trump can claim the trick
        values = [c.value for c in hand if c.colour == trump]
        if not values:
            return NONE
        lead = trump
    return (1 if lead == trump else 0, -min(values) if lowest else max(values))


def sighted_card_plain(state, seat: int, cards: list, lead: str | None) -> Card:
    """``fishing_playout.sighted_card``'s rule written to be read: the reference it must match."""
    trump, lowest, trick, players = load_deck().trump, state.lowest, state.trick, state.players
    top, dumped = NONE, False  # the best rank in the trick so far; does it hold a −3?
    for played in trick:
        if played.card.special == MINUS_THREE:
            dumped = True
        elif lead is not None:
            r = rank(played.card, lead, trump, lowest)
            if r > top:
                top = r
    # each card's rank, when it beats the trick as it stands (with no lead yet a coloured card
    # leads its own colour and beats the buoys before it)
    if lead is not None:
        ranks = [rank(c, lead, trump, lowest) for c in cards]
    else:
        ranks = [rank(c, c.colour, trump, lowest) for c in cards]
    if dumped:
        losers = [c for c, r in zip(cards, ranks, strict=True) if not r > top]
        if losers:
            return losers[0] if len(losers) == 1 else max(losers, key=strength)
    later = [(seat + k) % players for k in range(1, players - len(trick))]
    if not trick or sum(worth(p.card) for p in trick) + len(later) > 0:
        threats: dict = {}  # per lead colour: the best rank a later seat can answer
        winners = []
        for card, r in zip(cards, ranks, strict=True):
            if not r > top:
                continue
            own_lead = lead if lead is not None else card.colour
            threat = threats.get(own_lead)
            if threat is None:
                threat = threats[own_lead] = max((best_answer(state.hands[o], own_lead, trump, lowest)
                                                  for o in later), default=NONE)
            if r > threat:
                winners.append(card)
        if winners:
            return winners[0] if len(winners) == 1 else min(winners, key=strength)
    for card in cards:
        if card.special == MINUS_THREE:
            return card  # nobody here wins safely: give the trick its −3
    return min(cards, key=strength)
