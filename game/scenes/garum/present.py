"""Garum's rule events become motion on the table, one handler per event class.

The coin flips to name the tank, tiles fly into their slots, bonus points float to the scores,
workers walk to their line, and at the end every worker's line lights up in turn while its points
fly to its owner. Each handler queues on the scene's timeline; what a tween brings is written into
the scene's ``Shown`` only when it lands. Every duration follows the animation speed setting
through ``engine.tween``.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import pygame

from game.engine import tween
from game.i18n import _
from game.rules.garum import (
    BonusScored,
    DummyRevealed,
    GameEnded,
    TankNamed,
    TileDrawn,
    TilePlaced,
    WorkerPlaced,
    WorkerScored,
    line_id,
)
from game.scenes.garum.breakdown import final_breakdown
from game.scenes.garum.words import bonus_words, line_words, worker_words
from game.scenes.table.present import Presenter, handles
from game.scenes.widgets import garum_fish
from game.scenes.widgets.flights import points_pill
from game.scenes.widgets.garum_board import fill_of

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

# Seconds at 1x speed.
COIN_FLIP = 0.9
TANK_CHOSEN = 0.3  # the Emperor's tank: no flip, a short beat
DUMMY_SHOWN = 0.4
TILE_FLIGHT = 0.45
WORKER_WALK = 0.4
POINTS_FLIGHT = 1.0  # a "+N" shown at its line or bonus icon, then flying to the seat
SCORE_LINE = 1.2  # a line lit (and its banner read) before its worker's points fly
SCORE_BANNER = 2.2
BANNER_S = 2.0
BEFORE_RESULTS = 0.8
NO_FLIP = -10.0  # coin_since when the coin is at rest


class GarumPresenter(Presenter):
    def __init__(self, scene: GarumScene):
        super().__init__(scene)
        self.coin_since = NO_FLIP
        """Scene time when the coin started to flip (the view squashes it for ``COIN_FLIP``)."""
        self.final: list[WorkerScored] = []  # the workers scored at the end, for the breakdown
        self.reach: weakref.WeakKeyDictionary[tween.Tween, tuple[int, int]] = weakref.WeakKeyDictionary()
        """The size of what each flight launched here paints, centred where it is (the retained
        screen puts that rect back after it: ``draw_flights``)."""

    @handles(TankNamed)
    def tank_named(self, event: TankNamed) -> None:
        self.scene.timeline.call(lambda: self._name_tank(event))
        self.scene.timeline.wait(COIN_FLIP if event.by_coin else TANK_CHOSEN)
        who = self.owner(event.colour)
        if event.by_coin:  # "start player: Blue and Yellow", not "Blue and Yellow starts"
            words = _("Round {round}: the coin names tank {tank}; start player: {player}")
        else:
            words = _("Round {round}: {player}, as Emperor, chose tank {tank}")
        words = words.format(round=event.round, tank=event.tank, player=who)
        self.scene.timeline.call(lambda: self.scene.banner.show(words, BANNER_S))
        self.say(words)

    @handles(TilePlaced)
    def tile_placed(self, event: TilePlaced) -> None:
        self.scene.timeline.add(tween.Deferred(lambda: self._fly_tile(event)))
        words = _("{player} placed a tile on tank {tank}")
        self.say(words.format(player=self.owner(event.colour), tank=event.tank))

    @handles(TileDrawn)
    def tile_drawn(self, event: TileDrawn) -> None:
        """Nothing moves: a hand is drawn from the true state, and other hands show only a count."""

    @handles(BonusScored)
    def bonus_scored(self, event: BonusScored) -> None:
        start, words = self._bonus_icon(event)
        self.scene.timeline.call(lambda: self.scene.banner.show(words, BANNER_S))
        self.scene.timeline.add(
            tween.Deferred(lambda: self._fly_points(start, event.colour, event.points, "bonus"))
        )
        self.say(words)

    @handles(WorkerPlaced)
    def worker_placed(self, event: WorkerPlaced) -> None:
        self.scene.timeline.add(tween.Deferred(lambda: self._walk_worker(event)))
        foreman = _("{player} put a foreman on {line}")
        words = foreman if event.foreman else _("{player} put an apprentice on {line}")
        line = line_words(line_id(event.axis, event.index))
        self.say(words.format(player=self.owner(event.colour), line=line))

    @handles(DummyRevealed)
    def dummy_revealed(self, event: DummyRevealed) -> None:
        shown = self.scene.shown
        self.scene.timeline.call(lambda: setattr(shown, "dummy_tile", event.tile))
        self.scene.timeline.wait(DUMMY_SHOWN)
        self.say(_("The neutral tile is turned face up"))

    @handles(WorkerScored)
    def worker_scored(self, event: WorkerScored) -> None:
        self.final.append(event)
        line = self.scene.timeline
        line.call(lambda: self._light_score(event))
        line.wait(SCORE_LINE)
        centre = self._worker_spot(line_id(event.axis, event.index), event.colour, event.foreman)
        line.add(tween.Deferred(lambda: self._fly_points(centre, event.colour, event.points, "final")))
        self.say(worker_words(self.owner(event.colour), self.scene.state.data.species[event.colour], event))

    @handles(GameEnded)
    def game_ended(self, event: GameEnded) -> None:
        shown, line = self.scene.shown, self.scene.timeline
        line.call(lambda: setattr(shown, "scoring", None))
        self.scene.breakdown.hold(line, lambda: final_breakdown(self.scene, self.final))
        line.wait(BEFORE_RESULTS)
        line.call(lambda: setattr(shown, "winners", event.winners))
        self.say(self.scene.winners_title())

    def draw_flights(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The tiles, workers and points in flight, and where (None: one of unknown size flies)."""
        rects: list[pygame.Rect] | None = []
        for sprite in self.scene.sprites:
            sprite.draw(surface)
            size = self.reach.get(sprite.motion)
            if size is None or rects is None:
                rects = None
                continue
            rect = pygame.Rect((0, 0), size)
            rect.center = (round(sprite.motion.value[0]), round(sprite.motion.value[1]))
            rects.append(rect.inflate(4, 4))
        return rects

    def owner(self, colour: int) -> str:
        """Who plays a colour, in player words (the dummy has no player)."""
        seat = self.scene.state.owner[colour]
        return _("The neutral colour") if seat is None else self.name(seat)

    # -- what the handlers start -----------------------------------------------------------------
    def _name_tank(self, event: TankNamed) -> None:
        scene = self.scene
        scene.shown.tank, scene.shown.round = event.tank, event.round - 1
        self.coin_since = scene.clock if event.by_coin else NO_FLIP
        scene.app.audio.play("tick")

    def seat_spot(self, colour: int) -> tuple[float, float]:
        """Where a colour's things fly from and to: its owner's seat row, near the score."""
        seat = self.scene.state.owner[colour]
        rect = self.scene.layout.seats[seat if seat is not None else 0]
        return rect.x + rect.w * 0.82, rect.centery

    def _fly_tile(self, event: TilePlaced) -> tween.Tween:
        scene, grid = self.scene, self.scene.layout.grid
        state = scene.state
        fill = fill_of(event.colour, state.data.tiles[event.tile].fish, event.rotation)
        seat = state.owner[event.colour]
        if event.colour == state.dummy:
            start = scene.layout.dummy.center
            scene.shown.dummy_tile = None
        elif seat is not None and seat in scene.human_seats():
            start = scene.layout.hand.center
        else:
            start = self.seat_spot(event.colour)
        end = grid.slot_rect(event.tank, event.slot).center
        motion = tween.Tween(start, end, TILE_FLIGHT, tween.out_cubic)

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> None:
            grid.draw_tile_at(surface, fill[1], pos, fill[0])

        def land() -> None:
            scene.shown.fills[event.tank][event.slot] = fill
            scene.app.audio.play("card")

        self.reach[motion] = (2 * grid.cell, 2 * grid.cell)
        return scene.sprites.launch(motion, paint, land)

    def _walk_worker(self, event: WorkerPlaced) -> tween.Tween:
        scene, grid = self.scene, self.scene.layout.grid
        line = line_id(event.axis, event.index)
        count = sum(1 for w in scene.shown.workers if w[1] == line)
        end = grid.workers.centre(line, count, count + 1)
        motion = tween.Tween(self.seat_spot(event.colour), end, WORKER_WALK, tween.in_out_quad)
        size = grid.workers.fit(count + 1, line)[0]  # the size it will stand at
        image = garum_fish.worker(event.colour, size, event.foreman)

        def paint(surface: pygame.Surface, pos: tuple[float, float]) -> None:
            surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))

        def land() -> None:
            scene.shown.workers.append((event.colour, line, event.foreman))
            scene.app.audio.play("click")

        self.reach[motion] = image.get_size()
        return scene.sprites.launch(motion, paint, land)

    def _worker_spot(self, line: int, colour: int, foreman: bool) -> tuple[float, float]:
        pieces = [w for w in self.scene.shown.workers if w[1] == line]
        index = pieces.index((colour, line, foreman)) if (colour, line, foreman) in pieces else 0
        return self.scene.layout.grid.workers.centre(line, index, len(pieces))

    def _light_score(self, event: WorkerScored) -> None:
        line = line_id(event.axis, event.index)
        self.scene.shown.scoring = (line, event.colour, event.count, event.points)
        species = self.scene.state.data.species[event.colour]
        words = worker_words(self.owner(event.colour), species, event)
        self.scene.banner.show(words, SCORE_BANNER)
        self.scene.app.audio.play("tick")

    def _bonus_icon(self, event: BonusScored) -> tuple[tuple[float, float], str]:
        """Where the covered bonus icon is (the "+N" starts there) and the banner's words."""
        scene, board = self.scene, self.scene.state.board
        icon = board.bonus.get((event.tank, event.slot))
        if icon is None:
            start = scene.layout.grid.slot_rect(event.tank, event.slot).center
        else:
            start = scene.layout.grid.cell_rect(board.slot_cells[event.tank][event.slot][icon[0]]).center
        species = None if icon is None else icon[1]
        return start, bonus_words(event, self.owner(event.colour), species, scene.state.data.species)

    def _fly_points(self, start: tuple[float, float], colour: int, points: int, kind: str) -> tween.Tween:
        """A "+N" from the board to its owner's score: across the board to the left end of the
        owner's row, then along that row only (on a pill, so it reads over the row's own words),
        never over another seat's row."""
        scene = self.scene
        seat = scene.state.owner[colour]

        def land() -> None:
            (scene.shown.bonus if kind == "bonus" else scene.shown.final)[colour] += points

        end, size = self.seat_spot(colour), scene.layout.points_size
        pill = points_pill(points, size, end)
        via = [(scene.layout.seats[0].x - pill.w / 2 - size / 4, end[1])]  # beside the row
        motion = scene.sprites.points(seat, points, start, end, size, POINTS_FLIGHT, land, via, backed=True)
        self.reach[motion] = pill.inflate(4, 4).size
        return motion
