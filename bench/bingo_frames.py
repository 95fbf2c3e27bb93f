"""The busy Bingo table for ``bench/frames.py``: 5 seats mid-trick, a pointer over the hand.

A human sits at the bottom with four easy bots; the human's moves are submitted for it until a
later trick has cards on the table and markers on the bingo cards, with the human to play (the
playable cards lifted, the others dimmed). The returned ``poke`` sweeps the system mouse across
the fanned hand, so hover and lifting change from frame to frame.
"""

from __future__ import annotations

from bench.table_frames import human_and_bots, mouse_poke, play_until, sweep_hand


def _busy(state) -> bool:
    return state.tricks >= 2 and len(state.trick) >= 2 and sum(map(int.bit_count, state.covered)) >= 3


def mid_trick(app):
    scene = play_until(app, human_and_bots("bingo", {"trump": True}, seed=11), _busy, 20_000)
    return sweep_hand(app, scene.hand)


def results(app):
    """The results screen at the end of the same game: the mouse crossing the panel and its
    buttons (Play again, Menu, Watch replay), so a button lights and goes dark every few frames."""
    from game.scenes.widgets import results_panel

    app.start_game(human_and_bots("bingo", {"trump": True}, seed=11))
    scene = app.scenes.top
    app.loop.start()
    for _ in range(60_000):
        if scene.results_since is not None:
            break
        if not scene.presenting() and scene.state.to_move() == (0,):
            scene.submit(0, scene.state.legal_actions(0)[-1])
        app.frame()
    else:
        raise RuntimeError("the Bingo game never reached its results")
    size = scene.layout.size
    panel = results_panel.panel_rect(size)
    buttons = list(results_panel.button_rects(panel, results_panel.scale(size)).values())
    left, right = buttons[0].left - 40, buttons[-1].right + 40
    y = buttons[0].centery

    def where(frame: int) -> tuple[float, float]:
        x = left + (frame * 9) % (right - left)
        return x, y + (frame // 60 % 2) * panel.h * 0.3  # along the buttons, then over the chart

    return mouse_poke(app, where)
