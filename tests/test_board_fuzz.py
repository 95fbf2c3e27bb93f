"""Random pointer and key input into every game board for thousands of frames: nothing raises,
the game stays on screen (or ends the normal way), and the state keeps the rules contract."""

import random

import pygame
import pytest

from game.scenes import registry

KEYS = (
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_w,
    pygame.K_a,
    pygame.K_s,
    pygame.K_d,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_1,
    pygame.K_r,
)
"""Every key a board might use; not Esc or F1, whose overlays would take the input off the board."""
FRAMES = 2000


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    roll = rng.random()
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    if roll < 0.85:
        kind = pygame.MOUSEBUTTONDOWN if rng.random() < 0.5 else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=rng.choice((1, 1, 1, 3)), touch=False)
    key = rng.choice(KEYS)
    kind = pygame.KEYDOWN if rng.random() < 0.6 else pygame.KEYUP
    return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("game", [kit.key for kit in registry.KITS])
def test_random_input_on_a_board_never_breaks_it(app, fast, game):
    info = registry.GAMES[game]
    seats = max(info.spec.min_seats, 2)
    app.start_game(app.default_table(info, seats, ["easy"] * (seats - 1)))  # one human: the mouse
    app.draw_every = 4
    scene = app.scenes.top
    rng = random.Random(game)
    for _ in range(FRAMES):
        for _ in range(rng.randrange(3)):
            pygame.event.post(random_event(rng, app.size))
        app.frame()
        if scene not in list(app.scenes):  # the table ended and left (results, then the menu)
            break
        while app.scenes.top is not scene:  # an overlay the input opened (help, pause): close it
            app.scenes.pop()
    state = getattr(scene, "state", None) or scene.game
    if hasattr(state, "to_move") and not state.is_over():
        assert all(state.legal_actions(seat) for seat in state.to_move())
    assert len(state.history) > 0, "the bots (and maybe the clicks) made moves"
