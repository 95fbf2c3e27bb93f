"""Lines of text stacked in a table's status panel keep a visible gap between them: in German the
Fishing rule ("Grün ist Trumpf; Bojen dürfen immer gespielt werden") takes two lines and its second
line sat on the prompt below it, with no space between the two sentences."""

from __future__ import annotations

import numpy
import pygame
import pytest
from fake_app import FakeApp
from table_helpers import table

from game import i18n
from game.engine.draw import DrawProbe, TextProbe
from game.scenes.fishing import model as fishing_model
from game.scenes.fishing import trick_markers
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
GAP = 0.25
"""Between two stacked text blocks: at least this share of the lower block's font size."""


def panel_texts(scene, panel) -> list:
    """The texts drawn inside ``panel``: this frame's and the static layer's (drawn once per size)."""
    return texts_in(Frames(scene).draw(), panel)


def texts_in(texts, panel) -> list:
    return [t for t in texts if panel.contains(t.rect) and t.text.strip()]


class Frames:
    """A table drawn frame after frame onto one probe (a probe is painted whole every time, as any
    surface but the retained screen is), with the static layer's texts read once: the table paints
    that layer once per window size too (``TableView.background``). A game watched at 4K costs its
    draws, not a new 4K surface and three draws per frame looked at."""

    def __init__(self, scene, probe: type[DrawProbe] = TextProbe):
        """``probe``: a ``DrawProbe`` for a check that reads the frame's pixels too."""
        size = scene.layout.size
        self.scene, self.probe, static = scene, probe(size), TextProbe(size)
        scene.view.paint_static(static)
        self.static = static.texts

    def draw(self) -> list:
        """This frame's texts and the static layer's; a ``DrawProbe`` holds this frame's pixels."""
        self.probe.texts = []
        self.scene.draw(self.probe)
        return self.probe.texts + self.static


def cramped(texts) -> list[str]:
    """Pairs of blocks one above the other (their columns overlap) with less than ``GAP`` between."""
    out = []
    for a in texts:
        for b in texts:
            beside = a.rect.right <= b.rect.left or b.rect.right <= a.rect.left
            if a is b or beside or a.rect.centery > b.rect.centery:
                continue
            gap = b.rect.top - a.rect.bottom
            if gap < GAP * b.size:
                out.append(f"{a.text!r} {a.rect} is {gap} px above {b.text!r} {b.rect}")
    return out


LONG_PROMPTS = (
    "{players}: pass one card to the left (click the card to pass)",
    "{players}: call the colour everyone must play next trick",
    "{players}: your zero captures one card: click it in the trick",
    "Hold your hand to look, release on a card to pass it",
)
"""Fishing's longest prompts (``fishing/model.prompt``)."""



@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_fishing_rule_and_prompt_keep_a_gap(every_language, size, monkeypatch):
    scene = FishingScene(FakeApp(size), table("fishing", humans=1, players=4))
    scene.enter()
    for _ in range(3000):
        if not scene.presenting() and scene.humans_to_move():
            break
        scene.update(1 / 30)
    texts = panel_texts(scene, scene.layout.status)
    assert len(texts) >= 5, [t.text for t in texts]  # title, cards, rule, prompt, hint button
    assert cramped(texts) == []
    rule = next(t for t in texts if t.text == i18n._("Green is trump; buoys may always be played"))
    prompt = next(t for t in texts if t.text.startswith(scene.seat_name(0)))
    assert rule.size >= prompt.size, "the rule is a sentence to read from the couch, as the prompt is"
    for words in LONG_PROMPTS:  # under a two-line rule, a long prompt still has the room to be read
        said = i18n._(words).format(players=scene.seat_name(0))
        monkeypatch.setattr(fishing_model, "prompt", lambda table, said=said: said)
        texts = panel_texts(scene, scene.layout.status)
        assert cramped(texts) == []
        prompt = next(t for t in texts if t.text == said)
        assert prompt.size >= 0.9 * scene.layout.font_text, (words, prompt.size)


def empty_runs(surface, rect: pygame.Rect, inset: int) -> int:
    """The tallest run of pixel rows inside ``rect`` (less ``inset`` at the sides) in which nothing
    is drawn: every pixel of the row within a few levels of the others (the panel's plain fill)."""
    inner = rect.inflate(-2 * inset, 0).clip(surface.get_rect())
    block = pygame.surfarray.pixels3d(surface)[inner.left : inner.right, inner.top : inner.bottom]
    rows = numpy.ascontiguousarray(block.transpose(1, 2, 0))  # row, channel, x: reduced along x 30x faster
    spread = (rows.max(axis=2).astype(int) - rows.min(axis=2)).max(axis=1)
    best = run = 0
    for row_is_empty in spread <= 16:
        run = run + 1 if row_is_empty else 0
        best = max(best, run)
    return best


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_garum_table_of_bots_leaves_no_empty_band_in_its_column(size, players):
    """With no human seat the controls show only "Bots are playing…": the panel kept the height of
    the worker buttons it no longer showed, and three players' hand panel held only the dummy's
    tile, blank until it was turned: empty bands a seat row would fit in. Measured in the drawn
    pixels of the column, from the header's foot to the column's foot."""
    scene = GarumScene(FakeApp(size), table("garum", humans=0, players=players))
    scene.enter()
    for _ in range(60):  # the first tiles placed, the dummy's not yet turned
        scene.update(1 / 30)
    surface = pygame.Surface(size)
    scene.draw(surface)
    lay = scene.layout
    column = pygame.Rect(lay.header.x, lay.header.bottom, lay.header.w, 0)
    column.h = round(1056 * lay.s) - column.y
    row = 104 * lay.s  # a seat row at its least height
    assert empty_runs(surface, column, lay.panel_radius) < row



def _garum_until(scene, humans_move: bool, limit: int = 3000) -> None:
    """Run the table until the presentation rests with a human to move (or, not, a bot)."""
    for _ in range(limit):
        if not scene.presenting() and bool(scene.humans_to_move()) == humans_move:
            return
        scene.update(1 / 30)
    raise AssertionError("the table never came to that moment")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("humans_move", [False, True], ids=["bots move", "a tile to place"])
def test_garum_controls_are_no_empty_frame_before_the_worker_buttons(
    every_language, size, players, humans_move
):
    """With a human seat the controls kept the worker buttons' height while the bots moved and
    while the human's tile was still to place: one line of prompt over an empty frame. Now what
    comes next stands where the buttons go; measured in the panel's drawn pixels, and every text
    stays inside the panel with a gap between blocks, in every language."""
    scene = GarumScene(FakeApp(size), table("garum", humans=1, players=players, first=1))
    scene.enter()
    _garum_until(scene, humans_move)
    assert scene.state.phase == "tile" or not humans_move
    surface = pygame.Surface(size)
    scene.draw(surface)
    lay = scene.layout
    empty = empty_runs(surface, lay.controls, lay.panel_radius)
    assert empty < 104 * lay.s, "an empty band a seat row would fit in"
    probe = TextProbe(size)
    scene.draw(probe)
    touching = [t.text for t in probe.texts if t.rect.colliderect(lay.controls) and t.text.strip()]
    inside = panel_texts(scene, lay.controls)
    assert len(inside) == len(touching) >= 2, touching  # the prompt and what comes next, in the panel
    assert cramped(inside) == []


def _others_moving(scene, frames: int = 1200, every: int = 9):
    """The table every ``every`` frames while the game runs: animating or a bot thinking."""
    for frame in range(frames):
        scene.update(1 / 30)
        if scene.state.is_over():
            return
        if frame % every == 0 and not scene.humans_to_move():
            yield frame


def _card_table(game: str, size, humans: int, players: int = 4, **options):
    """A Bingo or Fishing table, started; its status panel's rect."""
    from game.scenes.bingo.scene import BingoScene

    scene_class = BingoScene if game == "bingo" else FishingScene
    scene = scene_class(FakeApp(size), table(game, humans=humans, players=players, **options))
    scene.enter()
    rect = scene.layout.status.rect if game == "bingo" else scene.layout.status
    return scene, rect


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("humans", [0, 1], ids=["bots only", "one human"])
@pytest.mark.parametrize("game", ["bingo", "fishing"])
def test_card_table_status_panel_has_no_empty_band_while_others_move(game, size, humans):
    """While the table showed the moves and at tables of bots only the prompt was blank (and
    Bingo's lead line between tricks): an empty band of up to two thirds of the panel. Now it says
    who plays or leads next; measured in the drawn pixels."""
    scene, rect = _card_table(game, size, humans)
    frames, worst = Frames(scene, DrawProbe), (0, None)
    for frame in _others_moving(scene):
        texts = frames.draw()
        worst = max(worst, (empty_runs(frames.probe, rect, round(16 * scene.layout.s)), frame))
        assert cramped(texts_in(texts, rect)) == []
    assert worst[1] is not None
    # Fishing's panel holds a German two-line rule, a three-line prompt and the Hint button: under
    # a shorter English prompt the Hint button's band may stay
    band = 60 if game == "bingo" else 75
    assert worst[0] < band * scene.layout.s, f"an empty band of {worst[0]} px at frame {worst[1]}"


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["bingo", "fishing"])
def test_card_table_status_words_fit_their_panel_whole(every_language, game, size):
    """Who plays next (and Bingo's lead line before the first card) stay inside the panel, whole
    (a German "Ausgespielt: bestimmt die erste…" was cut short to fit), readable from the couch."""
    options = {"trump": True} if game == "bingo" else {}
    scene, rect = _card_table(game, size, humans=0, players=5, **options)
    frames, seen = Frames(scene), set()
    for _ in _others_moving(scene, frames=900, every=5):
        drawn = frames.draw()
        touching = [t for t in drawn if t.rect.colliderect(rect) and t.text.strip()]
        within = texts_in(drawn, rect)
        assert len(within) == len(touching), [t.text for t in touching]
        assert cramped(within) == []
        for text in within:
            assert not text.text.endswith("…"), text.text
            assert text.size >= 0.016 * size[1], (text.text, text.size)
        seen.add(scene.model().status.prompt)
    assert len(seen) > 5, seen


@pytest.mark.parametrize("game", ["bingo", "fishing"])
def test_card_table_status_names_who_acts_when_the_table_has_caught_up(game):
    """What the panel says while the moves are shown comes true: the seats it names are the ones
    that act once the presentation ends (and it names the trick a leader leads, when it says)."""
    scene, _rect = _card_table(game, (1920, 1080), humans=0)
    told = None
    for _ in _others_moving(scene, every=1):
        said = scene.model().status.prompt
        assert said, "the panel says something at every moment of the game"
        if scene.presenting():
            told = said
        elif told is not None:
            for seat in scene.state.to_move():
                assert scene.seat_name(seat) in told, (told, scene.seat_name(seat))
            if game == "bingo" and not scene.state.trick:
                assert f"trick {scene.state.tricks + 1}" in told, told
            told = None


def test_fishing_names_the_round_its_next_leader_starts():
    """While a round's scoring is shown the seat panels still mark the ending round's leader: the
    panel said "X leads the next trick" beside another seat's "leads" tag. It names the new round."""
    scene, _rect = _card_table("fishing", (1920, 1080), humans=0)
    checked = 0
    for _ in _others_moving(scene, every=1):
        state = scene.state
        new_round = state.round != scene.shown.round and state.phase == "play" and not state.trick
        if scene.presenting() and new_round:
            said = scene.model().status.prompt
            assert f"round {state.round}" in said, said
            checked += 1
    assert checked


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_fishing_trick_badges_leave_the_lead_pill_clear(every_language, size):
    """At five players the winning card's badge ("GEWINNT" in German) sat on the lead colour's
    pill in the trick's middle at 720p. Each frame of a game, no badge pill touches a marker pill."""
    scene, _rect = _card_table("fishing", size, humans=0, players=5)
    lay, area, badged = scene.layout, scene.trick_area, 0
    for _ in _others_moving(scene, frames=1500, every=3):
        model = scene.model()
        marked = [card for card in model.trick if card.mark]
        at = scene.sight.trick_pos
        badges = [area.badge_rect(at(c.seat), i18n._(c.mark[0]), lay.badge) for c in marked]
        pills = [pill for _image, _text, pill, *_rest in trick_markers.placed(lay, *model.pills)]
        badged += bool(badges)
        for badge in badges:
            assert badge.collidelist(pills) < 0, (badge, pills)
    assert badged, "a trick was won while the test watched"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_fishing_round_points_read_over_the_cards_they_count(size):
    """At a round's end each fisherman's "+N" shows on its pile, then flies to the score: drawn
    bare, "+20" sat on the top card's own number and then on the score it counts up, one figure
    over another. It is on a dark pill (as Garum's points are): sampled beside its figures."""
    scene, _rect = _card_table("fishing", size, humans=0, players=4)
    for _ in _others_moving(scene, frames=4000, every=1):
        if scene.motion.counting is not None:
            break
    else:
        raise AssertionError("no round was scored")
    checked = 0
    for _ in range(40):
        probe = DrawProbe(size)
        scene.draw(probe)
        for figure in (t for t in probe.texts if t.text.startswith("+")):
            x, y = figure.rect.x - max(figure.size // 8, 2), figure.rect.centery
            assert max(probe.get_at((x, y))[:3]) < 90, (figure, probe.get_at((x, y)))
            checked += 1
        scene.update(1 / 30)
    assert checked >= 4 * 10, "every seat's points were seen on their way"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_bingo_prompt_keeps_clear_of_the_hint_button(every_language, size):
    """At a human's turn the prompt stands over the Hint button at the panel's foot, with a gap:
    lowering the status lines for a taller script once left it 2 px above the button."""
    scene, rect = _card_table("bingo", size, humans=1, players=4, trump=True)
    for _ in range(3000):
        if not scene.presenting() and scene.humans_to_move() and scene.state.tricks >= 1:
            break
        if not scene.presenting() and scene.humans_to_move():
            seat = scene.humans_to_move()[0]
            scene.submit(seat, scene.state.legal_actions(seat)[0])  # the human plays along
        scene.update(1 / 30)
    button = scene.layout.hint_button.rect
    prompt = next(t for t in panel_texts(scene, rect) if t.text == scene.model().status.prompt)
    beside = prompt.rect.right <= button.left
    assert beside or button.top - prompt.rect.bottom >= GAP * prompt.size, (prompt, button)
