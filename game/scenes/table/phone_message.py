"""The view message a phone at a turn-based table is sent, in two parts: what every phone sees
alike (the public view, the seats' names and colours, the log, the page's words), written once
per language when the table changes, and each phone's own (its hand, its choices, why a card
cannot be played, its hint), written per phone and joined to the first as text.

Written whole for each of five phones, the views of one move cost 3 ms of the loop (seven views a
move: the move, then the table having shown it; ``bench/NOTES.md``, Speed); most of each was the
same words, log and cards written again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import i18n
from game.json_types import Json
from game.phones import protocol, views
from game.rules.base import from_json, to_json
from game.rules.cards import Card
from game.scenes.table import phone_words
from game.scenes.table.words import card_colour

if TYPE_CHECKING:
    from game.scenes.table.phones import PhoneDesk

LOG_LINES = 30
"""The latest log lines a phone shows."""

Looks = dict[str, dict[str, str]]
"""A message's cards' looks, by ``phone_words.card_key``."""
Hint = tuple[int, str, Json]
"""(actions when asked, reason, action JSON) of a hint a phone asked for."""


class ViewWriter:
    """Writes the view messages of one table; the shared part once per language and ``change``
    (what the table-wide part depends on: the desk's ``change``)."""

    def __init__(self, desk: PhoneDesk):
        self.desk = desk
        self._change: object = None
        self._shared: dict[str, tuple[str, Looks]] = {}
        """By language: the shared part's text and its cards' looks."""

    def text(self, change: object, seat: int | None, hint: Hint | None) -> str:
        """The whole message for a phone at ``seat`` (None: watching), in the language spoken now."""
        if change != self._change:
            self._change, self._shared = change, {}
        lang = i18n.language()
        if lang not in self._shared:
            part = shared_part(self.desk)
            self._shared[lang] = protocol.write(part), self._dressed(part, {})
        text, looks = self._shared[lang]
        own = own_part(self.desk, seat, hint)
        own["cards"] = self._dressed(own, dict(looks))
        return protocol.joined(text, own)

    def _dressed(self, part: dict[str, object], looks: Looks) -> Looks:
        """``looks`` with those of the cards in ``part`` (``phone_words.dress_cards``)."""
        desk = self.desk
        return phone_words.dress_cards(part, desk.scene.card_words, _card_of, looks, desk.card_looks)


def shared_part(desk: PhoneDesk) -> dict[str, object]:
    """What every phone at the table is sent alike, in the language spoken now."""
    scene, state = desk.scene, desk.scene.state
    out: dict[str, object] = {"type": "view", **desk.views.shared(state), "moves": len(state.history)}
    last = scene.last_trick.memory.last() if scene.last_trick is not None else None
    out["last_trick"] = views.trick(last.plays if last is not None else ())  # as the table shows it
    out["names"] = [scene.seat_name(i) for i in range(state.players)]
    out["colours"] = [phone_words.hex_colour(scene.seat_colour(i)) for i in range(state.players)]
    out["phones"] = [desk.holds(i) for i in range(state.players)]
    out["served"] = desk.served
    out["log"] = scene.log.lines[-LOG_LINES:]
    out["ui"], out["lang"] = phone_words.ui_words(scene.key), i18n.language()
    return out


def own_part(desk: PhoneDesk, seat: int | None, hint: Hint | None) -> dict[str, object]:
    """What only the phone at ``seat`` (None: watching) is sent, in the language spoken now; no
    key of ``shared_part``."""
    scene, state = desk.scene, desk.scene.state
    out: dict[str, object] = desk.views.own(state, seat)
    out["open"] = desk.open_seats() if seat is None else []
    out["prompt"] = phone_words.turn_prompt(seat, state.to_move(), scene.seat_name, desk.holds)
    out["colour_words"] = {c: card_colour(c) for c in _colours(out.get("legal", []))}
    if seat is not None:
        refusals = desk.views.refusals(state, seat)
        out["why"] = [[to_json(card), scene.refusal_words(reason)] for card, reason in refusals]
        out["hint"] = {"reason": hint[1], "action": hint[2]} if hint else None
        out["thinking"] = seat in desk.hint_jobs
        out["can_undo"] = scene.can_undo(seat)
        out["confirm"] = bool(scene.app.settings.get("confirm_plays"))  # the page holds a card first
    if desk.extra is not None:
        legal = out.get("legal")
        out.update(desk.extra(scene, seat, legal if isinstance(legal, list) else []))
    return out


def _colours(legal: object) -> set[str]:
    """The card colours the legal actions name (a Fishing call's colour)."""
    actions = legal if isinstance(legal, list) else []
    return {a["colour"] for a in actions if isinstance(a, dict) and isinstance(a.get("colour"), str)}


def _card_of(data: object) -> Card:
    """A card as a phone's view writes it (``views.card``), read back for its words."""
    card = from_json(data, {"Card": Card})
    if not isinstance(card, Card):
        raise ValueError(f"not a card: {data!r}")
    return card
