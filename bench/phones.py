"""Phones at a table: five phones over real WebSockets play Fishing from their phones alone.

    python bench/phones.py [seconds] [phones]
    python bench/phones.py --slowest 20 [seconds] [phones]   # the slowest frames, part by part

``--slowest N`` times the parts of every frame of the table (``PARTS``: the loop thread's CPU in a
few functions, no profiler, so the frames cost what they cost) and lists the ``N`` slowest by the
loop thread's CPU, part by part.

``phones`` (default 5) of the five seats are phones, the others easy bots; 0 measures the same
table with bots alone, the loop's cost without phones to compare with.

The table runs in this process as a window runs at home: the real loop (``App.frame`` with its
frame pacer at 60 Hz and the real clock; SDL's dummy display, so no display server is needed),
phones on, listening on loopback; animations instant, so no move waits for the last one's. The
phones run in a process of their own, as phones are other machines: they do not share this
interpreter's lock. Each is a raw WebSocket client (aiohttp's) that takes its seat and plays
whenever it is to move. Round trip: from a phone sending its move to that phone receiving the
view in which the move was made (the move crossed the server, waited for the loop and came back),
and its three parts (``round_trip_parts``).
Also the server's own ping round trip, and the table's frame time and CPU (the loop's thread,
pacer waits excluded) while they play. Target: move round trip p99 ≤ 20 ms. The last line is
``phones_rtt_p99_ms: <value>  (target <= 20): PASS|FAIL``.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TABLETOP_ARCADE_HOME", tempfile.mkdtemp(prefix="bench-phones-"))
for key in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
    os.environ.setdefault(key, "dummy")

SEATS = 5
TARGET_MS = 20.0
PHONES_FLAG = "--phones-process"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


# -- the phones' process -------------------------------------------------------------------------
async def one_phone(port: int, token: str, seat: int, until: float, moves: list, pings: list) -> None:
    """One phone: takes ``seat`` and plays; each move's (client, seq, sent, received) goes to ``moves``
    (``perf_counter`` times: the same clock in both processes)."""
    import aiohttp

    url = f"http://127.0.0.1:{port}/ws?t={token}"
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        seq, client = 0, ""

        async def say(kind: str, **fields) -> None:
            nonlocal seq
            seq += 1
            await ws.send_str(json.dumps({"type": kind, "seq": seq, **fields}))

        await say("hello")
        sent: tuple[int, float, int] | None = None  # (moves when sent, time, seq)
        joined = False
        last_ping = 0.0
        while time.monotonic() < until:
            try:
                message = await ws.receive(timeout=0.5)
            except TimeoutError:
                message = None
            now = time.perf_counter()
            if now - last_ping > 0.25:
                last_ping = now
                await say("ping", at=int(now * 1000) % 1_000_000)
            if message is None or message.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(message.data)
            if data["type"] == "welcome":
                seq = max(seq, data["seq"])  # a ping may have gone out before the welcome came
                client = data["client"]
            elif data["type"] == "pong":
                pings.append((now * 1000 % 1_000_000 - data["at"]) % 1_000_000)
            elif data["type"] == "view" and not joined:
                joined = True
                await say("join", seat=seat)
            elif data["type"] == "view" and data.get("seat") == seat:
                if sent is not None and data["moves"] > sent[0]:
                    moves.append([client, sent[2], sent[1], now])
                    sent = None
                if data["over"]:
                    return
                if seat in data["to_move"] and data.get("legal") and sent is None:
                    sent = (data["moves"], time.perf_counter(), seq + 1)
                    await say("act", action=data["legal"][0])


def phones_process(port: int, token: str, seconds: float, count: int, out: str) -> None:
    """Play ``count`` phones until the game ends or ``seconds`` pass; write their figures to ``out``."""
    moves: list[list] = []
    pings: list[float] = []
    until = time.monotonic() + seconds

    async def all_phones() -> None:
        await asyncio.gather(*(one_phone(port, token, i, until, moves, pings) for i in range(count)))

    asyncio.run(all_phones())
    Path(out).write_text(json.dumps({"moves": moves, "pings": pings}))


def loop_times(app) -> dict[tuple[str, int], list[float]]:
    """Per phone move (client, seq): when the loop took it and when its view left (the flush after
    its step), filled in as the table plays: the round trip's middle, on the loop's own thread."""
    from game.engine.devices import phone

    desk, device = app.scenes.top.phones, phone.of(app.pointers)
    times: dict[tuple[str, int], list[float]] = {}
    waiting: list[list[float]] = []
    act, flush = desk._act, device.flush

    def taking(device, client, seat, message) -> None:
        times[client.id, message["seq"]] = stamps = [time.perf_counter()]
        waiting.append(stamps)
        act(device, client, seat, message)

    def flushing() -> None:
        now = time.perf_counter()
        for stamps in waiting:
            stamps.append(now)
        waiting.clear()
        flush()

    desk._act, device.flush = taking, flushing
    return times


# -- the table -----------------------------------------------------------------------------------
def run(seconds: float, count: int = SEATS, listed: int = 0) -> None:
    from game.app import App, parse_args
    from game.engine import tween
    from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup

    seen = {key: 1 for key in ("fishing", "bingo", "garum", "finden")}  # a returning player: no guide
    Path(os.environ["TABLETOP_ARCADE_HOME"], "settings.json").write_text(json.dumps({"guides_seen": seen}))
    args = ["--size", "1280x720", "--windowed", "--phones", "--phone-host", "127.0.0.1"]
    app = App(parse_args(args))  # a window's app: the pacer and the real clock (on SDL's dummy display)
    tween.set_speed(0.0)  # instant: a move never waits for the last one's animation, only for the loop
    url = app.phones.url
    port, token = int(url.split(":")[2].split("/")[0]), url.split("t=")[1]
    seats = [Seat(HUMAN, f"Phone {i + 1}", SEAT_COLOURS[i]) for i in range(count)]
    seats += [Seat(BOT, f"Bot {i + 1}", SEAT_COLOURS[i], "easy") for i in range(count, SEATS)]
    app.start_game(TableSetup("fishing", seats, {}, seed=9))
    app.loop.start()
    figures = Path(tempfile.mkdtemp(prefix="bench-phones-")) / "phones.json"
    phones = None
    if count:
        command = [sys.executable, __file__, PHONES_FLAG, str(port), token, str(seconds), str(count)]
        phones = subprocess.Popen([*command, str(figures)], env=dict(os.environ, PYTHONPATH=str(ROOT)))
    taken = loop_times(app) if count else {}
    frames: list[float] = []
    cpu: list[float] = []  # the loop thread's own CPU time: what a frame costs on a busy machine
    pacer, table = app.pacer, app.scenes.top
    hurried = pacer.hurried
    timed = FrameParts(app) if listed else None
    moved: list[int] = []  # moves made in each frame
    moves_before = len(table.state.history)
    until = time.monotonic() + seconds
    while phones.poll() is None if phones else time.monotonic() < until and not table.state.is_over():
        start, start_cpu, slept = time.perf_counter(), time.thread_time(), pacer.slept_s
        app.frame()
        frames.append((time.perf_counter() - start - (pacer.slept_s - slept)) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        if timed is not None:
            timed.end_frame()
            moved.append(len(table.state.history) - moves_before)
            moves_before += moved[-1]
    moves = len(table.state.history)
    hurried = pacer.hurried - hurried
    app.close()
    measured = json.loads(figures.read_text()) if phones else {"moves": [], "pings": []}
    pings = measured["pings"]
    moves_rtt = [(received - sent) * 1000 for _client, _seq, sent, received in measured["moves"]]
    if count and not moves_rtt:
        raise SystemExit("no move made it round: the phones never played")
    print(f"phones: {count}  seconds: {seconds:.0f}  moves: {moves}  move round trips: {len(moves_rtt)}")
    if moves_rtt:
        print(
            f"move_rtt_ms p50: {statistics.median(moves_rtt):.2f}  p99: {percentile(moves_rtt, 0.99):.2f}  "
            f"max: {max(moves_rtt):.2f}"
        )
        worst = sorted(range(len(moves_rtt)), key=lambda i: -moves_rtt[i])[:6]
        print("slowest round trips (move number: ms, to the loop / step / back):", ", ".join(
            f"{i}: {moves_rtt[i]:.0f} ({split(measured['moves'][i], taken)})" for i in worst))
    parts = round_trip_parts(measured["moves"], taken)
    if parts:
        shown = [f"{k} {statistics.median(v):.2f} / {percentile(v, 0.99):.2f}" for k, v in parts.items()]
        print(f"move round trip parts, ms p50 / p99: {'  '.join(shown)}")
    if pings:
        print(f"ping_rtt_ms p50: {statistics.median(pings):.2f}  p99: {percentile(pings, 0.99):.2f}")
    print(
        f"frame_ms (pacer waits excluded) p50: {statistics.median(frames):.2f}  "
        f"p99: {percentile(frames, 0.99):.2f}  frames: {len(frames)}  hurried for a phone: {hurried}"
    )
    print(f"frame_cpu_ms p50: {statistics.median(cpu):.2f}  p99: {percentile(cpu, 0.99):.2f}")
    slowest = sorted(range(len(frames)), key=lambda i: -frames[i])[:5]  # waiting (wall >> CPU): load
    shown = ", ".join(f"{i}: {frames[i]:.0f}/{cpu[i]:.0f}" for i in slowest)
    print(f"slowest frames (number: wall/CPU ms): {shown}")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if timed is not None:
        print_slowest(timed.frames, cpu, moved, listed)
    if not moves_rtt:
        return
    p99 = percentile(moves_rtt, 0.99)
    print(
        f"phones_rtt_p99_ms: {p99:.2f}  (target <= {TARGET_MS:.0f}): {'PASS' if p99 <= TARGET_MS else 'FAIL'}"
    )


PARTS: dict[str, tuple[str, str, str]] = {
    "step": ("game.app_loop", "AppLoop", "update"),
    "views": ("game.scenes.table.phone_post", "ViewPost", "send_view"),
    "autosave": ("game.scenes.table.saving", "SavedTable", "autosave"),
    "draw": ("game.app_loop", "", "draw"),
    "lane": ("game.scenes.table.lane", "", "setting"),
    "log strip": ("game.scenes.table.shared_widgets", "", "draw_strip"),
    "prompt fit": ("game.scenes.fishing.status", "", "fit_size"),
    "render": ("game.engine.draw", "", "_rendered"),
    "card image": ("game.scenes.widgets.cards", "", "card_image"),
    "flip": ("pygame.display", "", "flip"),
}
"""A frame's parts, each the loop thread's CPU inside one function (module, class, name; ``draw``
is the app's own): views and autosave are inside the step; lane (its words fitted), log strip,
prompt fit, render (texts rendered, the lane's and the log's too) and card image (cards dimmed or
rotated, not yet cached) inside the draw."""
TOP_PARTS = ("step", "draw", "flip")


class FrameParts:
    """Times each of ``PARTS`` on the loop's thread (``thread_time``, inclusive) for the frame in
    progress, and the cyclic collector's pauses ("gc"); ``frames`` keeps one dict per frame."""

    def __init__(self, app) -> None:
        import gc
        import importlib

        self.now: dict[str, float] = {}
        self.frames: list[dict[str, float]] = []
        for part, (module, owner, name) in PARTS.items():
            if part == "draw":
                app.draw = self._timed(part, app.draw)
                continue
            home = importlib.import_module(module)
            home = getattr(home, owner) if owner else home
            setattr(home, name, self._timed(part, getattr(home, name)))
        started = [0.0]

        def collecting(phase: str, _info: dict) -> None:
            if phase == "start":
                started[0] = time.thread_time()
            else:
                self.now["gc"] = self.now.get("gc", 0.0) + (time.thread_time() - started[0]) * 1000

        gc.callbacks.append(collecting)

    def _timed(self, part: str, function):
        import functools

        @functools.wraps(function)
        def timed(*args, **kwargs):
            start = time.thread_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.now[part] = self.now.get(part, 0.0) + (time.thread_time() - start) * 1000

        return timed

    def end_frame(self) -> None:
        self.frames.append(self.now)
        self.now = {}


def print_slowest(parts: list[dict[str, float]], cpu: list[float], moved: list[int], count: int) -> None:
    """The ``count`` slowest frames by CPU (the first left out: imports), part by part, ms."""
    names = [*PARTS, "gc", "other"]
    slowest = sorted(range(1, len(cpu)), key=lambda i: -cpu[i])[:count]
    print(f"\nthe {len(slowest)} slowest frames, loop thread CPU ms by part (parts nest: see PARTS):")
    print("frame moves   cpu " + " ".join(f"{name:>10}" for name in names))
    together = dict.fromkeys(names, 0.0)
    for i in slowest:
        row = dict(parts[i])
        row["other"] = cpu[i] - sum(row.get(name, 0.0) for name in (*TOP_PARTS, "gc"))
        for name in names:
            together[name] += row.get(name, 0.0)
        shown = " ".join(f"{row.get(name, 0.0):10.2f}" for name in names)
        print(f"{i:5d} {moved[i]:5d} {cpu[i]:5.1f} {shown}")
    print("mean             " + " ".join(f"{together[name] / len(slowest):10.2f}" for name in names))


def split(move: list, taken: dict[tuple[str, int], list[float]]) -> str:
    """One move's round trip in its three parts (``round_trip_parts``), ms."""
    client, seq, sent, received = move
    stamps = taken.get((client, seq), [])
    if len(stamps) != 2:
        return "?"
    spans = ((sent, stamps[0]), stamps, (stamps[1], received))
    return " / ".join(f"{(end - start) * 1000:.0f}" for start, end in spans)


def round_trip_parts(moves: list[list], taken: dict[tuple[str, int], list[float]]) -> dict[str, list[float]]:
    """Each move's round trip in three, ms: to the loop (the phone's message through the server's
    thread, waiting for the frame in progress, or for the table to finish showing the last move),
    the step (the move applied, saved, its view written) and back (the server's thread sending the
    view, the phone reading it)."""
    parts: dict[str, list[float]] = {"to the loop": [], "the step": [], "back": []}
    for client, seq, sent, received in moves:
        stamps = taken.get((client, seq), [])
        if len(stamps) == 2:
            spans = ((sent, stamps[0]), stamps, (stamps[1], received))
            for name, (start, end) in zip(parts, spans, strict=True):
                parts[name].append((end - start) * 1000)
    return parts if parts["the step"] else {}


if __name__ == "__main__":
    if sys.argv[1:2] == [PHONES_FLAG]:
        port, token, seconds, count, out = sys.argv[2:7]
        phones_process(int(port), token, float(seconds), int(count), out)
    else:
        given = sys.argv[1:]
        slowest = 0
        if given[:1] == ["--slowest"]:
            slowest, given = int(given[1]), given[2:]
        seconds = float(given[0]) if given else 20.0
        run(seconds, int(given[1]) if len(given) > 1 else SEATS, slowest)
