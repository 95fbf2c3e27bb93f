"""The scene stack: push / pop / replace / reset, overlays and who updates and draws."""

from game.engine.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, opaque=True, pauses_below=True):
        super().__init__(app=None)
        self.name, self.log = name, log
        self.opaque, self.pauses_below = opaque, pauses_below

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def covered(self):
        self.log.append(f"covered {self.name}")

    def uncovered(self):
        self.log.append(f"uncovered {self.name}")


def names(scenes):
    return [s.name for s in scenes]


def test_push_and_pop_call_the_hooks_in_order():
    log = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b and len(stack) == 2
    assert stack.pop() is b
    assert stack.top is a
    assert log == ["enter a", "covered a", "enter b", "exit b", "uncovered a"]
    assert stack.pop() is a and stack.pop() is None and stack.top is None


def test_replace_swaps_the_top_without_uncovering_the_one_below():
    log = []
    stack = SceneStack()
    stack.push(Recorder("menu", log))
    stack.push(Recorder("lobby", log))
    log.clear()
    stack.replace(Recorder("game", log))
    assert names(stack) == ["menu", "game"]
    assert log == ["exit lobby", "enter game"]


def test_reset_exits_everything_top_down_and_starts_over():
    log = []
    stack = SceneStack()
    for name in "abc":
        stack.push(Recorder(name, log))
    log.clear()
    stack.reset(Recorder("menu", log))
    assert names(stack) == ["menu"]
    assert log == ["exit c", "exit b", "exit a", "enter menu"]


def test_an_overlay_shows_the_scene_below_and_freezes_it():
    log = []
    stack = SceneStack()
    game = Recorder("game", log)
    pause = Recorder("pause", log, opaque=False, pauses_below=True)
    stack.push(game)
    stack.push(pause)
    assert names(stack.visible()) == ["game", "pause"]
    assert names(stack.updating()) == ["pause"]


def test_a_non_pausing_overlay_lets_the_game_run_on():
    stack = SceneStack()
    stack.push(Recorder("game", []))
    stack.push(Recorder("toast", [], opaque=False, pauses_below=False))
    assert names(stack.updating()) == ["game", "toast"]


def test_an_opaque_scene_hides_everything_below_it():
    stack = SceneStack()
    stack.push(Recorder("menu", []))
    stack.push(Recorder("game", []))
    stack.push(Recorder("help", [], opaque=False))
    assert names(stack.visible()) == ["game", "help"]


def test_scene_defaults_are_not_pausable_and_have_no_rules():
    scene = Scene(app=None)
    assert not scene.pausable and scene.rules == ""
    assert scene.handle(None) is False and scene.handle_pointer(None) is False
