"""The benchmark harnesses run, and every scene registered for the frame benchmark resolves."""

import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pygame
import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.fixture(scope="module")
def frames():
    spec = importlib.util.spec_from_file_location("bench_frames", BENCH / "frames.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_frames"] = module
    spec.loader.exec_module(module)
    return module


def test_every_registered_scene_names_a_factory_that_exists(frames):
    missing = [name for name, target in frames.SCENES.items() if frames.resolve(target) is None]
    assert missing == []


def test_a_scene_is_measured_and_printed_in_the_agreed_format(frames, monkeypatch, capsys):
    monkeypatch.setattr(frames, "WARMUP_FRAMES", 2)
    monkeypatch.setattr(frames, "MEASURED_FRAMES", 10)
    assert frames.main(["--cpu", "--size", "1280x720", "menu", "pause"]) == 0
    *lines, verdict = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["menu", "pause"]
    assert verdict.startswith("worst_p99_ms: ") and "target_ms: 4.2 (1280x720)" in verdict
    for line in lines:
        _, p50_label, p50, p99_label, p99 = line.split()
        assert (p50_label, p99_label) == ("p50_ms:", "p99_ms:") and 0 <= float(p50) <= float(p99)


def test_an_unknown_scene_is_refused(frames, capsys):
    assert frames.main(["chess"]) == 2
    assert "registered" in capsys.readouterr().err


def test_a_scene_is_measured_in_a_real_window_with_its_flip(frames, monkeypatch, capsys):
    if shutil.which("Xvfb") is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs Xvfb (.ci/run installs xvfb)")
        pytest.skip("needs Xvfb (apt-get install xvfb)")
    monkeypatch.setattr(frames, "WARMUP_FRAMES", 2)
    monkeypatch.setattr(frames, "MEASURED_FRAMES", 10)
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)  # the window's driver; restored afterwards
    flips = []
    real_flip = pygame.display.flip
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1) or real_flip())
    assert frames.main(["--cpu", "--window", "--no-vsync", "--size", "1280x720", "menu"]) == 0
    first, menu, verdict = capsys.readouterr().out.splitlines()
    assert first == "window: x11: SDL window framebuffer (no vsync)"
    assert menu.startswith("menu p50_ms: ") and verdict.startswith("worst_p99_ms: ")
    assert len(flips) >= 12  # every frame measured was shown
