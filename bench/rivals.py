"""A second yardstick: one plain heuristic player per table game, written apart from ``game/ai``.

The bots are tuned against the heuristic players of ``game/ai`` (the medium level); so that hard
is not merely good at beating the player it was tuned against, ``bench/ai.py --vs rival`` also
measures it against these. They use only the rules' public API and a few rules of thumb a club
player would name — "follow cheaply, dump risk, value lines by expected fish" — and no odds:

- Bingo: take the high or low only when it is sure (no unseen card of the lead colour beyond it,
  or nobody left to play) and the number helps a line; block a line an opponent would complete;
  otherwise throw a middle card and keep the extremes.
- Fishing: duck under a trick holding a −3, dump one's own −3 on a trick someone else takes, win a
  trick worth having with the cheapest winner when last or nearly, else throw the weakest card;
  capture the most valuable card; pass the −3 or the weakest card; call the longest colour.
- Garum: lay fish on lines its own workers stand on (a foreman's line counts double), away from
  rivals' lines, take the bonus; put a worker on the line whose own-species count, plus what its
  unfilled tanks should still bring, scores best on the chart — the foreman only for a rich line.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.base import Bot, PolicyBot
from game.rules.bingo import LINE_MASKS, SEAT_COLOURS, VALUES, PlaceFree
from game.rules.cards import Card, Play, best_play
from game.rules.fishing import CALL, CAPTURE, MINUS_THREE, PASS, is_zero, load_deck
from game.rules.garum import NoWorker, PlaceTile, PlaceWorker

# -- Bingo ------------------------------------------------------------------------------------------


def _bingo_worth(mask: int, number: int) -> float:
    """Lines through ``number``, each worth 4 to the power of its numbers already covered."""
    if mask >> number & 1:
        return 0.2  # a missed step, roughly
    worth = 0.0
    for line in LINE_MASKS:
        if line >> number & 1:
            have = (mask & line).bit_count()
            worth += 1000.0 if have == 2 else 4.0 ** have
    return worth


def bingo_rival(view: Any, seat: int, actions: list, rng: random.Random) -> Any:
    if isinstance(actions[0], PlaceFree):
        return max(actions, key=lambda a: (_bingo_worth(view.covered[seat], a.number), rng.random()))
    if len(actions) == 1:
        return actions[0]
    seen = set(view.hands[seat]) | set(view.played) | {p.card for p in view.trick}
    unseen = {(c, v) for c in SEAT_COLOURS[:view.players] for v in VALUES if Card(c, v) not in seen}
    last = len(view.trick) == view.players - 1

    def score(action: Any) -> tuple[float, float]:
        card = action.card
        trick = (*view.trick, Play(seat, card))
        lead = trick[0].card.colour
        trump = view.trump if view.trump_variant and view.trump != lead else None
        high = best_play(trick, lead, trump=trump)
        low = best_play(trick, lead, lowest_wins=True)
        me = len(trick) - 1
        above = any(c == card.colour and v > card.value for c, v in unseen)
        below = any(c == lead and v < card.value for c, v in unseen)
        trumped = trump is not None and not last and any(c == trump for c, _ in unseen)
        sure = (high == me and (last or not (above or trumped))) or (low == me and (last or not below))
        share = 1.0 if sure else 0.3 if me in (high, low) else 0.0
        value = _bingo_worth(view.covered[seat], card.value) * share
        for index in {high, low} - {me, None}:  # an opponent completing a line with this trick
            play = trick[index]
            value -= 1000.0 * (_bingo_worth(view.covered[play.seat], play.card.value) >= 1000)
        return value, -abs(card.value - 5) if value <= 0 else 0.0  # else keep the extremes

    return max(actions, key=score)


# -- Fishing ----------------------------------------------------------------------------------------


def _fish_points(card: Card) -> float:
    """What a card is worth on my fisherman and in my next hand."""
    if card.special == MINUS_THREE:
        return -2.0
    if card.colour is None or is_zero(card):
        return 1.5
    return 2.0 + card.value / 16 if card.colour == load_deck().trump else 1.0 + card.value / 20


def _fish_keep(card: Card) -> float:
    """How much a card is worth keeping in hand (the weakest is thrown first)."""
    if card.special == MINUS_THREE:
        return -1.0
    if card.colour is None:
        return 0.5
    return card.value / 10 + (2.0 if card.colour == load_deck().trump else 0.0)


def fishing_rival(view: Any, seat: int, actions: list, rng: random.Random) -> Any:
    if len(actions) == 1:
        return actions[0]
    if view.phase == PASS:  # the card least worth keeping (the −3 first)
        return min(actions, key=lambda a: _fish_keep(a.card))
    if view.phase == CAPTURE:
        return max(actions, key=lambda a: _fish_points(a.card))
    if view.phase == CALL:
        hand = view.hands[seat]
        return max(actions, key=lambda a: sum(1 + c.value / 20 for c in hand if c.colour == a.colour))
    cards = {a.card: a for a in actions}
    trick = list(view.trick)
    wins = [c for c in cards
            if c.colour is not None and view.trick_winner([*trick, Play(seat, c)]).seat == seat]
    loses = [c for c in cards if c not in wins]
    if any(p.card.special == MINUS_THREE for p in trick) and loses:
        return cards[max(loses, key=_fish_keep)]  # duck under the −3 with the highest loser
    minus = [c for c in cards if c.special == MINUS_THREE]
    if minus and trick and not wins:
        return cards[minus[0]]  # someone else takes this trick: give them the −3
    stake = sum(_fish_points(p.card) for p in trick)
    if wins and len(trick) >= view.players - 2 and stake > 1.5:
        return cards[min(wins, key=_fish_keep)]
    if not trick:
        trumps = [c for c in cards if c.colour == load_deck().trump and c.value >= 12]
        if trumps:
            return cards[max(trumps, key=_fish_keep)]
    keep = [c for c in cards if c.special != MINUS_THREE] or list(cards)
    return cards[min(keep, key=_fish_keep)]


# -- Garum ------------------------------------------------------------------------------------------
EXPECTED_OWN = 1.5  # own-species fish a line gains per unfilled tank it crosses


def garum_rival(view: Any, seat: int, actions: list, rng: random.Random) -> Any:
    if len(actions) == 1:
        return actions[0]
    colour = view.colour_to_move()
    if colour is None:  # the tank (Emperor) or the dummy's rotation: any will do
        return actions[rng.randrange(len(actions))]
    if isinstance(actions[0], PlaceTile):
        return max(actions, key=lambda a: (_tile_value(view, colour, a), rng.random()))
    return max(actions, key=lambda a: _worker_value(view, colour, a))


def _tile_value(view: Any, colour: int, action: PlaceTile) -> float:
    board, tank = view.board, view.tank
    weight: dict[tuple[int, int], float] = {}
    for worker in view.workers:
        mine = view.owner[worker.colour] == view.owner[colour]
        step = (2.0 if worker.foreman else 1.0) * (1.0 if mine else -0.5)
        weight[worker.line, worker.colour] = weight.get((worker.line, worker.colour), 0.0) + step
    fish = view.data.tiles[action.tile].turned(action.rotation)
    value = 0.0
    for cell, species in zip(board.slot_cells[tank][action.slot], fish, strict=True):
        for line in (cell // 16, 16 + cell % 16):
            value += weight.get((line, species), 0.1 if species == colour else 0.0)
    icon = board.bonus.get((tank, action.slot))
    if icon is not None:
        data = view.data
        value += data.wild_points if icon[1] < 0 else data.species_points * (fish[icon[0]] == icon[1])
    return value


def _worker_value(view: Any, colour: int, action: Any) -> float:
    if isinstance(action, NoWorker) or not isinstance(action, PlaceWorker):
        return 0.0
    board = view.board
    unfilled = sum(1 for t in board.line_tanks[action.line] if t not in view.used)
    expected = view.counts[action.line][colour] + EXPECTED_OWN * unfilled
    points = board.points(round(expected), action.foreman, view.data.foreman_factor)
    needed = 9 if board.line_length == 16 else 8
    if action.foreman and expected < needed:
        return -1.0
    return points - 2.0  # a worker kept is worth about two points


POLICIES = {"bingo": bingo_rival, "fishing": fishing_rival, "garum": garum_rival}


def rival_bot(game: str, seed: int = 0) -> Bot:
    bot = PolicyBot(POLICIES[game], seed)
    bot.level = "rival"
    return bot
