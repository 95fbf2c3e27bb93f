"""The presenter base: handlers by event class, inherited, and no event dropped silently."""

import pytest

from game.scenes.table.present import MissingPresenter, Presenter, handles


class Played:
    pass


class Won:
    pass


class LateWin(Won):
    pass


class Base(Presenter):
    def __init__(self, scene=None):
        super().__init__(scene)
        self.seen = []

    @handles(Played)
    def played(self, event):
        self.seen.append("played")


class Game(Base):
    @handles(Won)
    def won(self, event):
        self.seen.append("won")


def test_each_event_goes_to_its_handler_and_subclasses_inherit():
    game = Game()
    game.present_all([Played(), Won(), LateWin()])
    assert game.seen == ["played", "won", "won"]
    assert Game.handled() == {Played, Won} and Base.handled() == {Played}


def test_an_event_without_a_handler_is_refused_loudly():
    with pytest.raises(MissingPresenter, match="Base has no handler for Won"):
        Base().present(Won())
