"""A short log sentence reads as one line in the table's log strip: "Log (L): Hard bot 4 (Yellow)
played blue 4" must not leave the lone "4" on a second line (Fishing at 1280×720 did). Every
turn-based table, every seat's name, at 720p and 1080p."""

from __future__ import annotations

import pytest

from game.app import App, parse_args
from game.scenes.registry import GAMES
from game.scenes.table.log import fit_line, strip_box, strip_text

SHORT = {"bingo": "{player} played blue 4", "fishing": "{player} played blue 4",
         "garum": "{player} put a foreman on row 8"}  # fmt: skip


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize(("game", "players"), [("bingo", 5), ("fishing", 4), ("garum", 4), ("garum", 2)])
def test_a_short_sentence_fits_the_log_strip_on_one_line(size, game, players):
    app = App(parse_args(["--headless", "--size", size, "--seed", "1"]))
    try:
        app.start_game(app.default_table(GAMES[game], players=players))
        scene = app.scenes.top
        start, width, _pad = strip_box(scene.log_rect, scene.s)
        for seat in range(players):
            text = strip_text(SHORT[game].format(player=scene.seat_name(seat)))
            assert fit_line(text, start, start, width) is not None, f"{text!r} wraps at {size}"
    finally:
        app.close()


def test_a_long_sentence_stays_inside_the_log_strip():
    """The size chosen to fit must be the size that fits as drawn: "Player 1 (Blue) took the high
    with yellow 9, Medium bot 3 (Yellow) the low with yellow 4" was set at a size its own line
    count said held two lines, and SDL_ttf, breaking lines its own way, drew three, the last one
    below the strip (Bingo at 1280x720). Every length of sentence, on strips of a few sizes."""
    import pygame

    from game.engine.draw import DrawProbe, scale
    from game.scenes.table.log import draw_strip

    pygame.font.init()
    longest = "Player 1 (Blue) took the high with yellow 9, Medium bot 3 (Yellow) the low with yellow 4"
    words = longest.split()
    outside = []
    for screen, rect in [((1280, 720), (874, 424, 360, 56)), ((1920, 1080), (1311, 636, 540, 84))]:
        strip = pygame.Rect(rect)
        for count in range(1, 2 * len(words)):
            sentence = " ".join((words * 2)[:count])
            probe = DrawProbe(screen)
            draw_strip(probe, strip, scale(screen), sentence)
            drawn = [t for t in probe.texts if t.text.strip()]
            if not strip.contains(drawn[0].rect):
                outside.append((screen, count, drawn[0].rect))
    assert outside == []
