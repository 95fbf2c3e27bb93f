"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Works over the rules contract only — ``determinize``, ``to_move``, ``legal_actions``, ``apply``,
``is_over``, ``winners`` — so every turn-based game reuses it with its own hooks:

- ``playout(state, seat, actions, rng) -> action``: how the simulation continues past the tree
  (default: uniformly random);
- ``evaluate(state) -> rewards per seat`` in [0, 1] (default: the win shared among the winners);
- ``playout_limit``: stop a simulation after that many moves and ``evaluate`` the state there;
- ``horizon(state) -> bool``: stop a simulation where this is true (e.g. at the end of a round)
  and ``evaluate`` the state there;
- ``simulate(state, rng)``: play the simulation on in place, instead of the loop above (a game
  may fuse its playout, horizon and moves into one faster loop);
- ``tie_break(view, seat, action) -> float``: among root actions equally visited and valued
  (every move loses, or wins), the one a cheap evaluation likes most, not the first listed (it
  gets the seat's own view, also through a wrapper such as ``FastSamples`` that holds it as
  ``view``);
- ``max_depth``: the tree spans at most this many moves below the root; the simulation plays
  the rest (1: flat Monte Carlo at the root — every later move by the simulation's rule);
- ``root_moves(view, seat, actions) -> actions``: the root's actions worth telling apart (a game
  may keep one of several moves that cannot change the outcome, so each left gets more of the
  budget); the root then offers these in every sampled world — the searching seat's own choices
  do not depend on what it cannot see;
- ``prior_weight``: above 0, the final choice is, among root actions visited at least a third as
  often as the most visited, the best mean reward plus ``prior_weight`` times the tie-break's
  value scaled to [0, 1] over the root: knowledge settles what the samples cannot tell apart.

Each iteration samples one completion of the hidden information, walks the tree choosing only
among actions legal in that sample (UCB with availability counts), adds one node, plays out and
backs the result up. The search is incremental — ``run(n)`` as often as wanted, ``best_action()``
at any time — and seeded, so the same view, seed and iteration count give the same answer.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypedDict, TypeVar

from game.ai.base import Bot
from game.rules.base import Action, TurnState


class World(Protocol):
    """A full position the search plays on: a sampled world (a rules state or a faster copy)."""

    @property
    def players(self) -> int: ...

    def to_move(self) -> tuple[int, ...]: ...

    def legal_actions(self, seat: int) -> Sequence[Action]: ...

    def apply(self, seat: int, action: Action) -> object: ...

    def is_over(self) -> bool: ...

    def winners(self) -> tuple[int, ...]: ...


W = TypeVar("W", bound=World)
"""The worlds a search plays on: a game's rules state, or a faster copy its bot makes of one."""
V = TypeVar("V", bound=TurnState)
"""The seat's view of the state: what the tie-break, the root moves and the budget read."""
W_co = TypeVar("W_co", bound=World, covariant=True)


class Root(Protocol[W_co]):
    """What the search starts from: the seat's view, or a wrapper that samples its worlds faster
    (``FastSamples``, a game's sampler), holding the view as ``view``."""

    def legal_actions(self, seat: int) -> Sequence[Action]: ...

    def determinize(self, seat: int, rng: random.Random) -> W_co: ...


Playout = Callable[[W, int, list[Action], random.Random], Action]
Evaluate = Callable[[W], Sequence[float]]
TieBreak = Callable[[V, int, Action], float]
Horizon = Callable[[W], bool]
Simulate = Callable[[W, random.Random], None]
RootMoves = Callable[[V, int, list[Action]], list[Action]]


def own_view(view: object) -> Any:
    """The seat's own view, also when wrapped for sampling (a wrapper holds it as ``view``; a
    test's stand-in is its own view). A rules state is its own view too, not its ``view`` method."""
    return view if isinstance(view, TurnState) else getattr(view, "view", view)


def random_playout(state: World, seat: int, actions: list[Action], rng: random.Random) -> Action:
    return actions[rng.randrange(len(actions))]


def win_shares(state: World) -> list[float]:
    """1 shared equally among the winners, 0 for the others (nothing yet if the game runs on)."""
    rewards = [0.0] * state.players
    winners = state.winners() if state.is_over() else ()
    for seat in winners:
        rewards[seat] = 1.0 / len(winners)
    return rewards


def liking(tie_break: TieBreak[V], view: V, seat: int, actions: Sequence[Action]) -> list[float]:
    """The tie-break's value of each action, scaled to [0, 1] over ``actions`` (all 0 if equal)."""
    values = [tie_break(view, seat, a) for a in actions]
    low, spread = min(values), (max(values) - min(values)) or 1.0
    return [(value - low) / spread for value in values]


def play_out(state: W, rng: random.Random, playout: Playout[W], horizon: Horizon[W] | None = None,
             limit: int | None = None) -> None:
    """The generic simulation: ``playout`` moves until the game ends, ``limit`` moves or the
    ``horizon``."""
    steps = 0
    while not state.is_over() and (limit is None or steps < limit):
        if horizon is not None and horizon(state):
            break
        mover = state.to_move()[0]
        state.apply(mover, playout(state, mover, list(state.legal_actions(mover)), rng))
        steps += 1


class Node:
    """Statistics of one action in one information set, for the seat that took it."""

    __slots__ = ("seat", "children", "visits", "reward", "available")

    def __init__(self, seat: int):
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0


class Search(Generic[W, V]):
    """An anytime ISMCTS for ``seat`` from ``view`` (the seat's view of the state, or a root
    sampling its worlds ``W``; the callbacks read those worlds and the view ``V``)."""

    def __init__(
        self,
        view: Root[W],
        seat: int,
        rng: random.Random,
        playout: Playout[W] = random_playout,
        evaluate: Evaluate[W] = win_shares,
        exploration: float = 0.7,
        playout_limit: int | None = None,
        horizon: Horizon[W] | None = None,
        tie_break: TieBreak[V] | None = None,
        prior_weight: float = 0.0,
        simulate: Simulate[W] | None = None,
        max_depth: int | None = None,
        root_moves: RootMoves[V] | None = None,
    ):
        self.view, self.seat, self.rng = view, seat, rng
        self.max_depth = max_depth
        self.simulate = simulate
        self.horizon, self.tie_break, self.prior_weight = horizon, tie_break, prior_weight
        self.playout, self.evaluate = playout, evaluate
        self.exploration, self.playout_limit = exploration, playout_limit
        self.root = Node(seat)
        self.root_actions = list(view.legal_actions(seat))
        self.fixed_root = root_moves is not None
        if root_moves is not None and len(self.root_actions) > 1:
            self.root_actions = root_moves(own_view(view), seat, self.root_actions)
        # a fixed root's nodes by position (beside ``root.children``): no action hashed per iteration
        self.root_nodes: list[Node | None] = [None] * len(self.root_actions)
        self.root_untried = len(self.root_actions)
        self.root_tried: list[Node] = []  # root_nodes once every one is there
        self.iterations = 0

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self._iterate()

    def best_action(self) -> Action:
        """The most visited root action (ties: the higher total reward, then ``tie_break``, then
        legal order); the first legal action before any iteration."""
        best, key, ties = self.root_actions[0], (-1, 0.0), []
        for action in self.root_actions:
            child = self.root.children.get(action)
            if child is None:
                continue
            if (child.visits, child.reward) > key:
                best, key, ties = action, (child.visits, child.reward), [action]
            elif (child.visits, child.reward) == key:
                ties.append(action)
        if self.prior_weight > 0 and self.tie_break is not None and key[0] > 0:
            return self._with_prior(self.tie_break, key[0])
        if len(ties) > 1 and self.tie_break is not None:
            view, liked = own_view(self.view), self.tie_break
            best = max(ties, key=lambda a: liked(view, self.seat, a))
        return best

    def _with_prior(self, tie_break: TieBreak[V], most: int) -> Action:
        known = dict(zip(self.root_actions, liking(tie_break, own_view(self.view), self.seat,
                                                   self.root_actions), strict=True))
        best, best_value = self.root_actions[0], -math.inf
        for action in self.root_actions:
            child = self.root.children.get(action)
            if child is None or 3 * child.visits < most:
                continue
            value = child.reward / child.visits + self.prior_weight * known[action]
            if value > best_value:
                best, best_value = action, value
        return best

    def statistics(self) -> dict[Action, tuple[int, float]]:
        """Visits and mean reward of each root action (for debugging and tests)."""
        children = self.root.children.items()
        return {a: (c.visits, c.reward / c.visits if c.visits else 0.0) for a, c in children}

    def _iterate(self) -> None:
        rng = self.rng
        state = self.view.determinize(self.seat, rng)
        node, path = self.root, list[Node]()
        mover = self.seat
        # Selection and expansion: walk while every legal action here has a node.
        while not state.is_over():
            if self.fixed_root and node is self.root:
                action, node, expanded = self._root_choice(rng)
            else:
                action, node, expanded = self._choice(node, state.legal_actions(mover), mover, rng)
            state.apply(mover, action)
            path.append(node)
            if expanded or len(path) == self.max_depth:  # the rest is the simulation's
                break
            if not state.is_over():
                mover = state.to_move()[0]
        # Simulation.
        (self.simulate or self._play_out)(state, rng)
        # Backpropagation: each node scores the result for the seat that chose it.
        rewards = self.evaluate(state)
        for n in path:
            n.visits += 1
            n.reward += rewards[n.seat]
        self.root.visits += 1
        self.iterations += 1

    def _choice(self, node: Node, actions: Sequence[Action], mover: int,
                rng: random.Random) -> tuple[Action, Node, bool]:
        """The action taken at ``node`` (UCB with availability counts, or an untried one, chosen at
        random), its node, and whether that node was just added."""
        children = node.children
        untried = [a for a in actions if a not in children]
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = children[action] = Node(mover)
            for a in actions:
                if a in children:
                    children[a].available += 1
            return action, child, True
        explore = self.exploration
        best, best_value = actions[0], -1.0
        for a in actions:
            c = children[a]
            c.available += 1
            value = c.reward / c.visits + explore * math.sqrt(math.log(c.available) / c.visits)
            if value > best_value:
                best, best_value = a, value
        return best, children[best], False

    def _root_choice(self, rng: random.Random) -> tuple[Action, Node, bool]:
        """``_choice`` at a fixed root (``root_moves``), the same choices and statistics, with its
        nodes kept by position beside ``root.children``: an iteration hashes none of its actions
        (a card action hashes through two dataclasses)."""
        actions, nodes = self.root_actions, self.root_nodes
        if self.root_untried:
            untried = [i for i, n in enumerate(nodes) if n is None]
            index = untried[rng.randrange(len(untried))]
            child = nodes[index] = self.root.children[actions[index]] = Node(self.seat)
            self.root_untried -= 1
            for n in nodes:
                if n is not None:
                    n.available += 1
            if not self.root_untried:
                self.root_tried = [n for n in nodes if n is not None]  # all of them, in order
            return actions[index], child, True
        explore, log, sqrt = self.exploration, math.log, math.sqrt
        tried = self.root_tried
        best, best_value = 0, -1.0
        for index, c in enumerate(tried):
            c.available += 1
            value = c.reward / c.visits + explore * sqrt(log(c.available) / c.visits)
            if value > best_value:
                best, best_value = index, value
        return actions[best], tried[best], False

    def _play_out(self, state: W, rng: random.Random) -> None:
        play_out(state, rng, self.playout, self.horizon, self.playout_limit)


class SearchOptions(TypedDict, Generic[W, V]):
    """What an ``ISMCTSBot`` hands each decision's ``Search`` (a game's bot may change them)."""

    playout: Playout[W]
    evaluate: Evaluate[W]
    exploration: float
    playout_limit: int | None
    horizon: Horizon[W] | None
    tie_break: TieBreak[V] | None
    prior_weight: float
    simulate: Simulate[W] | None
    max_depth: int | None
    root_moves: RootMoves[V] | None


class ISMCTSBot(Bot, Generic[W, V]):
    """A bot that searches a fixed number of iterations, a few at a time per ``step``, on worlds
    ``W`` from the seat's view ``V``: a game's bot starts each decision with ``search_from``, its
    root sampling the worlds its callbacks read (``ViewSearchBot``: the view's own).

    The iteration budget (not the clock) fixes the decision, so replays repeat it. A seat with a
    single legal action answers at once.
    """

    level = "search"
    chunk = 1
    """Iterations per unit of work. One: a Fishing iteration (determinize, walk, play out to the
    round's end) takes about half a millisecond, and ``Bot.step`` keeps calling units until its
    time slice is used, so larger chunks only overrun the slice (16 held frames for up to 37 ms)."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 1000,
        playout: Playout[W] = random_playout,
        evaluate: Evaluate[W] = win_shares,
        exploration: float = 0.7,
        playout_limit: int | None = None,
        horizon: Horizon[W] | None = None,
        tie_break: TieBreak[V] | None = None,
        prior_weight: float = 0.0,
        simulate: Simulate[W] | None = None,
        max_depth: int | None = None,
        root_moves: RootMoves[V] | None = None,
    ):
        super().__init__(seed)
        self.iterations = iterations
        self.options: SearchOptions[W, V] = {
            "playout": playout,
            "evaluate": evaluate,
            "exploration": exploration,
            "playout_limit": playout_limit,
            "horizon": horizon,
            "tie_break": tie_break,
            "prior_weight": prior_weight,
            "simulate": simulate,
            "max_depth": max_depth,
            "root_moves": root_moves,
        }
        self.search: Search[W, V] | None = None

    def search_from(self, root: Root[W], view: V, seat: int) -> None:
        """Start this decision's search: ``root`` samples the worlds, ``view`` is the seat's."""
        self.search = Search(root, seat, random.Random(self.rng.getrandbits(64)), **self.options)
        self.budget_now = self.budget(view)

    def budget(self, view: V) -> int:
        """Iterations for this decision: ``iterations`` unless a game scales it by the work left
        (it may only read the view, so replays repeat it)."""
        return self.iterations

    def _work(self) -> Action | None:
        search = self.search
        if len(search.root_actions) == 1:
            return search.root_actions[0]
        search.run(min(self.chunk, self.budget_now - search.iterations))
        if search.iterations >= self.budget_now:
            return search.best_action()
        return None


class ViewSearchBot(ISMCTSBot[TurnState, TurnState]):
    """The search on the view's own sampled worlds (``determinize``), for any turn-based game."""

    def _start(self, view: TurnState, seat: int) -> None:
        self.search_from(view, view, seat)
