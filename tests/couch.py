"""Two people at one screen, played headless: Ann on the system mouse (seat 0), Bo on the WASD keys
(seat 1), easy bots after them. ``Couch`` lifts hand-off curtains with the right device, lets the
other player peek during a turn, asks hints, tries a card the rules refuse and plays, while
recording every string the screen draws (``draw.text`` is the one function that renders text)
beside whose hands were face down when it was drawn."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from contextlib import contextmanager

from game.engine import draw, pointers, tween
from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.scenes.table.curtain import CurtainScene

DEVICES = (("mouse", "mouse"), ("keys:wasd", "keyboard"))
"""(pointer id, kind of device) of the two people."""


@contextmanager
def drawn_strings() -> Iterator[list[str]]:
    """Every string ``draw.text`` renders while the block runs (cache hits too)."""
    seen: list[str] = []
    original = draw.text

    def recording(s, *args, **kwargs):
        seen.append(s)
        return original(s, *args, **kwargs)

    draw.text = recording
    try:
        yield seen
    finally:
        draw.text = original


def setup(game: str, players: int, seed: int = 7) -> TableSetup:
    seats = [Seat(HUMAN, n, SEAT_COLOURS[i], pointers=(DEVICES[i][0],)) for i, n in enumerate(("Ann", "Bo"))]
    seats += [Seat(BOT, f"Bot {i + 1}", SEAT_COLOURS[i], "easy") for i in range(2, players)]
    return TableSetup(game, seats, {}, seed=seed)


def secrets(scene, seat: int) -> list[str]:
    """What the screen may not say while ``seat``'s hand is face down: its cards in the table's
    words (Fishing, Bingo; but for those also played or passed before: Fishing's specials come
    twice, so "New: Play first buoy" may be about the other one), its hint's reason and a refusal
    about its hand."""
    out = []
    hands = getattr(scene.state, "hands", None)
    if scene.key in ("fishing", "bingo") and hands is not None:
        played = {scene.card_words(a.card) for _s, a in scene.state.history if hasattr(a, "card")}
        words = [scene.card_words(card) for card in hands[seat] if card is not None]
        out += [w for w in words if w not in played]
    shown = scene.hints.shown.get(seat)
    if shown is not None and shown.moment == scene.hints.moment(seat) and scene.turn_uses_hand(seat):
        out.append(shown.hint.reason)
    if scene.notice_seat == seat and scene.setup.seats[seat].name in scene.notice:
        out.append(scene.notice)  # "Ann holds red …" ("You hold purple" may be the mover's own tip)
    return [s for s in out if s]


def leaks(strings: list[str], secret: str) -> list[str]:
    pattern = re.compile(rf"(?<!\w){re.escape(secret)}(?!\w)", re.IGNORECASE)
    return [s for s in strings if pattern.search(s)]


class Couch:
    def __init__(self, app, game: str, players: int, seed: int = 7, state=None):
        self.app, self.rng = app, random.Random(seed)
        self.hub = app.pointers
        for pointer_id, kind in DEVICES:
            self.hub.pointer(pointer_id, kind)
        table = setup(game, players, seed)
        app.start_game(table)
        self.scene = app.scenes.top
        if state is not None:  # the same table, at a later moment of a game
            self.scene = type(self.scene)(app, table, state)
            app.scenes.replace(self.scene)
        self.found: list[tuple[int, str, str]] = []  # (seat, secret, drawn string)
        self.curtains: list[tuple[str, str, str]] = []
        self.phases: list[str] = []  # the phase of each human move
        self.actions = 0

    def pointer(self, seat: int) -> pointers.Pointer:
        return self.hub.pointers[DEVICES[seat][0]]

    def frame(self) -> None:
        with drawn_strings() as seen:
            self.app.frame()
        scene = self.scene
        for seat in scene.human_seats():
            if scene.hand_face_up(seat):
                continue
            for secret in secrets(scene, seat):
                self.found += [(seat, secret, s) for s in leaks(seen, secret)]

    def frames(self, n: int) -> None:
        for _ in range(n):
            self.frame()

    def press(self, seat: int, button: int, pos: tuple[float, float] | None = None, hold: int = 0) -> None:
        pointer = self.pointer(seat)
        if pos is not None:
            self.hub.move_to(pointer, *pos)
        self.hub.press(pointer, button)
        self.frames(hold + 1)
        self.hub.release(pointer, button)
        self.frame()

    def settle(self, limit: int = 4000) -> bool:
        """Frames (one at least: the table pushes its curtain as it updates) until a curtain is up
        or a human may act; False once the game is over."""
        self.frame()
        for _ in range(limit):
            if isinstance(self.app.scenes.top, CurtainScene):
                return True
            scene = self.scene
            if scene.state.is_over() or scene.results_since is not None:
                return False
            if scene.humans_to_move() and not scene.presenting():
                return True
            self.frame()
        raise AssertionError("the table never settled")

    def turn(self) -> None:
        """One human move, as a couch makes it."""
        top = self.app.scenes.top
        if isinstance(top, CurtainScene):
            self.curtains.append(top.words())
            self.press(top.seat, pointers.PRIMARY)
            return
        scene = self.scene
        seat = scene.humans_to_move()[0]
        other = 1 - seat
        self.phases.append(getattr(scene.state, "phase", ""))
        assert scene.hand_face_up(seat) or not scene.turn_uses_hand(seat), "the turn began behind a curtain"
        self.press(other, pointers.PEEK, hold=3)  # the other one looks at their own hand meanwhile
        for asking in scene.humans_to_move():  # both, when both choose at once (Fishing's pass)
            scene.hints.ask(asking)
            for _ in range(200):
                if not scene.hints.thinking(asking):
                    break
                self.frame()
        self.frames(2)
        self.refused_card(seat)
        self.press(other, pointers.PEEK, hold=2)  # … and again while a refusal shows
        self.play(seat)
        self.actions += 1

    def hand(self, seat: int):
        """(the fan ``seat`` plays from, its cards, the indices it may play), or None."""
        scene = self.scene
        if scene.key == "bingo" and seat == scene.hand_seat():
            return scene.hand, scene.shown.hands[seat], scene.playable_indices(seat)
        if scene.key == "fishing":
            fan = scene.sight.fan_of(seat)
            if fan is not None:
                return fan, scene.sight.visible_hand(seat), scene.playable_indices(seat)
        return None

    def card_pos(self, fan, cards, playable, index) -> tuple[float, float]:
        return fan.positions(len(cards), playable, index)[index][0]

    def refused_card(self, seat: int) -> None:
        hand = self.hand(seat)
        if hand is None:
            return
        fan, cards, playable = hand
        barred = [i for i in range(len(cards)) if i not in playable]
        if playable and barred:
            self.press(seat, pointers.PRIMARY, self.card_pos(fan, cards, playable, barred[0]))

    def play(self, seat: int) -> None:
        scene, hand = self.scene, self.hand(seat)
        before = len(scene.state.history)
        if hand is not None and hand[2]:
            fan, cards, playable = hand
            index = self.rng.choice(sorted(playable))
            self.press(seat, pointers.PRIMARY, self.card_pos(fan, cards, playable, index))
        if len(scene.state.history) == before:
            scene.submit(seat, self.rng.choice(scene.state.legal_actions(seat)))
        self.frame()


def play_game(app, game: str, players: int, max_turns: int = 400, state=None) -> Couch:
    """A whole game (or ``max_turns`` human moves; from ``state``, else from the deal) at instant
    animation speed."""
    speed = tween.get_speed()
    tween.set_speed(0)
    try:
        couch = Couch(app, game, players, state=state)
        for _ in range(max_turns):
            if not couch.settle():
                break
            couch.turn()
        return couch
    finally:
        tween.set_speed(speed)
