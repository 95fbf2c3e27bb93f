"""Builds the game as a folder that runs without Python (PyInstaller onedir, from
``packaging/tabletop-arcade.spec``) and prints the build time, the folder's size and the built
game's start-up time.

    python tools/build.py                      build dist/tabletop-arcade/
    python tools/build.py --smoke              build, then play the folder as a player's machine would
    python tools/build.py --smoke --no-build   play the folder already built

Needs the ``build`` extra (``pip install -e ".[build]"``). Build on the system the folder is for.

``--smoke`` (what CI runs on Linux) starts the built program with a clean environment — only
``HOME`` (a new empty folder each run), ``PATH=/usr/bin:/bin`` and the dummy SDL drivers, from an
empty working folder — and plays, headless, a whole autoplayed game of each of the four games in
English and in 繁體中文, recording each, then replays each English record. A run passes when it
exits with 0, its screenshot is a real picture (not one flat colour), its record is written and
the game kept it as finished (``recent/<game>.json`` under ``HOME``). It also checks what the
folder holds: every data file, pygame_gui's theme, fonts and translations, nothing of the tests,
benchmarks or tools, and (Linux) no library linked from outside the folder. It ends with
``smoke: N passed, M failed`` and exits 1 on any failure. Screenshots are left in ``build/smoke/``.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "tabletop-arcade.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
SMOKE_OUT = ROOT / "build" / "smoke"
GAMES = ("finden", "fishing", "bingo", "garum")
LANGUAGES = ("en", "zh-Hant")
SIZE = (1280, 720)
STARTUP_RUNS = 5
RUN_TIMEOUT_S = 300
MIN_COLOURS = 64
"""A screenshot of a table has thousands of colours; a black or one-colour frame has one."""


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = _load("arcade_bundle", ROOT / "packaging" / "bundle.py")


# -- building and measuring ----------------------------------------------------------------------
def build() -> float:
    """Run PyInstaller on the spec; the seconds it took."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.monotonic()
    subprocess.run(command, cwd=ROOT, env=env, check=True)
    return time.monotonic() - start


def folder() -> Path:
    return DIST / bundle.NAME


def program(base: Path) -> Path:
    return base / (bundle.NAME + (".exe" if sys.platform == "win32" else ""))


def contents_dir(base: Path) -> Path:
    """Where the bundle's data sits in the onedir folder (``sys._MEIPASS`` when it runs)."""
    return base / "_internal"


def size_bytes(base: Path) -> int:
    return sum(p.lstat().st_size for p in base.rglob("*") if p.is_file() and not p.is_symlink())


def clean_env(home: Path) -> dict[str, str]:
    """A machine with no Python and nothing set up: like ``env -i HOME=… PATH=/usr/bin:/bin …``."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", r"C:\Windows")  # Windows cannot start without it
    return env


def run_program(exe: Path, args: list[str], home: Path, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(exe), *args], env=clean_env(home), cwd=cwd, capture_output=True, text=True, timeout=RUN_TIMEOUT_S
    )


def startup_seconds(exe: Path, runs: int = STARTUP_RUNS) -> list[tuple[float, float]]:
    """(wall, CPU) seconds from launch to exit of ``--headless --frames 1`` (start, first menu
    frame, save, quit), after one run to warm the file cache, as a second launch would be. The
    CPU time is the process's own: a busy machine adds waiting to the wall time, not to it."""
    times = []
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        for i in range(runs + 1):
            cpu = _children_cpu()
            start = time.monotonic()
            result = run_program(exe, ["--headless", "--frames", "1"], home, home)
            if result.returncode != 0:
                raise RuntimeError(f"the built game did not start:\n{result.stdout}\n{result.stderr}")
            if i:
                times.append((time.monotonic() - start, _children_cpu() - cpu))
    return times


def _children_cpu() -> float:
    """CPU seconds of the finished child processes (not measured on Windows: nan)."""
    try:
        import resource
    except ImportError:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


# -- the smoke test ------------------------------------------------------------------------------
@dataclass
class Check:
    name: str
    problems: list[str]
    detail: str = ""

    @property
    def passed(self) -> bool:
        return not self.problems

    def line(self) -> str:
        said = "; ".join(self.problems) if self.problems else self.detail
        return f"{'ok  ' if self.passed else 'FAIL'} {self.name}: {said}"


def screenshot_problems(path: Path) -> tuple[list[str], str]:
    """Whether ``path`` is a real frame of the game: the right size and many colours."""
    if not path.is_file():
        return [f"no screenshot {path.name}"], ""
    import numpy as np
    import pygame

    image = pygame.image.load(path)
    if image.get_size() != SIZE:
        return [f"screenshot is {image.get_size()}, not {SIZE}"], ""
    pixels = pygame.surfarray.array3d(image).reshape(-1, 3)
    colours = len(np.unique(pixels.view([("", pixels.dtype)] * 3)))
    if colours < MIN_COLOURS:
        return [f"screenshot has only {colours} colours"], ""
    return [], f"screenshot {path.name} ({colours} colours)"


def exit_problems(result: subprocess.CompletedProcess) -> list[str]:
    """A failed run's exit status with the end of what it said on stderr."""
    return [] if result.returncode == 0 else [f"exit {result.returncode}: {result.stderr.strip()[-800:]}"]


def frames_said(result: subprocess.CompletedProcess) -> str:
    lines = [line for line in result.stdout.splitlines() if line.startswith("frames:")]
    return lines[-1].split()[1] if lines else "?"


def play(exe: Path, game: str, language: str) -> Check:
    """A whole autoplayed game of ``game`` in ``language``, recorded, with its last frame saved."""
    stem = f"{game}-{language}"
    shot, record = SMOKE_OUT / f"{stem}.png", SMOKE_OUT / f"{stem}.record.json"
    args = ["--headless", "--size", "{}x{}".format(*SIZE), "--game", game, "--autoplay", "--seed", "1"]
    args += ["--lang", language, "--screenshot", str(shot), "--record", str(record)]
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        result = run_program(exe, args, home, home)
        problems = exit_problems(result)
        if not list(home.rglob(f"recent/{game}.json")):
            problems.append("the game was not kept as finished (no recent/ file under HOME)")
    if not record.is_file():
        problems.append("no record written")
    shot_problems, shot_said = screenshot_problems(shot)
    detail = f"exit 0, {frames_said(result)} frames, {shot_said}, game finished and recorded"
    return Check(f"{game} {language}", problems + shot_problems, detail)


def replay(exe: Path, game: str) -> Check:
    """``--replay`` of the English record of ``game`` to its end."""
    record, shot = SMOKE_OUT / f"{game}-en.record.json", SMOKE_OUT / f"{game}-replay.png"
    args = ["--headless", "--size", "{}x{}".format(*SIZE), "--replay", str(record), "--screenshot", str(shot)]
    with tempfile.TemporaryDirectory() as scratch:
        result = run_program(exe, args, Path(scratch), Path(scratch))
    problems = exit_problems(result)
    shot_problems, shot_said = screenshot_problems(shot)
    return Check(
        f"{game} --replay", problems + shot_problems, f"exit 0, {frames_said(result)} frames, {shot_said}"
    )


def expected_files() -> list[str]:
    """Paths inside the bundle that must be there: the game's data and pygame_gui's theme,
    translations and the fonts the game draws with."""
    import pygame_gui

    wanted = [f"{destination}/{Path(source).name}" for source, destination in bundle.game_datas()]
    gui_data = Path(pygame_gui.__file__).parent / "data"
    for file in sorted(gui_data.glob("*")) + sorted(gui_data.glob("translations/*.json")):
        if file.suffix in (".json", ".ttf", ".otf"):
            inside = f"pygame_gui/data/{file.relative_to(gui_data).as_posix()}"
            if not bundle.left_out(inside):
                wanted.append(inside)
    return wanted


def contents(base: Path) -> Check:
    """Every needed file is in the folder; nothing that must not ship is."""
    inside = contents_dir(base)
    present = {p.relative_to(inside).as_posix() for p in inside.rglob("*") if p.is_file()}
    missing = [f for f in expected_files() if f not in present]
    problems = [f"missing {f}" for f in missing[:10]] + [
        f"{f}: {bundle.problem(f)}" for f in present if bundle.problem(f)
    ]
    problems += [f"{f}: should have been left out" for f in present if bundle.left_out(f)]
    detail = (
        f"{len(present)} files, all {len(expected_files())} data, theme, font and translation files present"
    )
    return Check("folder contents", problems, detail)


def linked_outside(base: Path) -> Check:
    """Linux: no program or library in the folder loads a library from the Python that built it
    (or fails to find one), so the folder runs where no Python is installed."""
    pythons = {str(Path(p).resolve()) for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}
    libraries = [program(base)] + [p for p in contents_dir(base).rglob("*.so*") if p.is_file()]
    problems = []
    for library in libraries:
        listed = subprocess.run(["ldd", str(library)], capture_output=True, text=True).stdout
        for line in listed.splitlines():
            target = line.split("=>")[-1].strip().split(" (")[0]
            if "not found" in line or any(target.startswith(prefix) for prefix in pythons):
                problems.append(f"{library.name}: {line.strip()}")
    return Check(
        "shared libraries", problems, f"{len(libraries)} checked with ldd, none from Python's own folders"
    )


def smoke(base: Path) -> list[Check]:
    shutil.rmtree(SMOKE_OUT, ignore_errors=True)  # no picture or record of an earlier run counts
    SMOKE_OUT.mkdir(parents=True)
    exe = program(base)
    checks = [contents(base)]
    if sys.platform.startswith("linux"):
        checks.append(linked_outside(base))
    for language in LANGUAGES:
        for game in GAMES:
            checks.append(play(exe, game, language))
            print(checks[-1].line(), flush=True)
    for game in GAMES:
        checks.append(replay(exe, game))
        print(checks[-1].line(), flush=True)
    return checks


# -- the command ---------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="play the built folder with a clean environment")
    parser.add_argument("--no-build", action="store_true", help="use the folder already in dist/")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # this process loads screenshots only
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not args.no_build:
        if importlib.util.find_spec("PyInstaller") is None:
            print('PyInstaller is missing: python -m pip install -e ".[build]"', file=sys.stderr)
            return 2
        print(f"build_s: {build():.1f}  (PyInstaller, {os.cpu_count()} cores)", flush=True)
    base = folder()
    if not program(base).is_file():
        print(f"no built program at {program(base)}", file=sys.stderr)
        return 1
    files = sum(1 for p in base.rglob("*") if p.is_file())
    print(f"folder: {base}  size_mb: {size_bytes(base) / 2**20:.1f}  ({files} files)")
    walls, cpus = zip(*startup_seconds(program(base)), strict=True)
    print(
        f"startup_median_s: {statistics.median(walls):.2f}  (launch to exit of --headless --frames 1, "
        f"min {min(walls):.2f}, max {max(walls):.2f}, {len(walls)} runs; "
        f"CPU median {statistics.median(cpus):.2f} s)",
        flush=True,
    )
    if not args.smoke:
        return 0
    checks = smoke(base)
    for check in checks[:2]:
        print(check.line())
    failed = [c for c in checks if not c.passed]
    print(f"screenshots: {SMOKE_OUT}")
    print(f"smoke: {len(checks) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
