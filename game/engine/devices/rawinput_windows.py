"""The Win32 side of raw input: imported only on Windows (``rawinput.create`` does so).

A message-only window (parent ``HWND_MESSAGE``: never shown, never in front) lives on its own
thread with its own message loop, so mice are read even while the game's thread is busy. It
registers for mice with ``RIDEV_INPUTSINK`` (input even though it is never the foreground window)
and ``RIDEV_DEVNOTIFY`` (``WM_INPUT_DEVICE_CHANGE`` on plug and unplug, and once per mouse already
present). Only one window per process may receive a device class's raw input, so this replaces any
registration SDL made: keep pygame's relative mouse mode off while several mice are on.
Everything here is ctypes against user32 and kernel32: no extra dependency.
"""

from __future__ import annotations

import ctypes
import sys
import threading

import pygame

from game.engine.devices.rawinput_layout import RAWINPUTHEADER, RIM_TYPEMOUSE, Inbox

if sys.platform != "win32":  # (type checkers on other systems skip the rest: it is Win32 only)
    raise ImportError("raw input is read through Win32: rawinput.create imports this on Windows only")

from ctypes import wintypes  # noqa: E402 - Windows only, after the platform check

WM_DESTROY, WM_CLOSE = 0x0002, 0x0010
WM_INPUT_DEVICE_CHANGE, WM_INPUT = 0x00FE, 0x00FF
GIDC_ARRIVAL, GIDC_REMOVAL = 1, 2
RIDEV_REMOVE, RIDEV_INPUTSINK, RIDEV_DEVNOTIFY = 0x00000001, 0x00000100, 0x00002000
RID_INPUT = 0x10000003
RIDI_DEVICENAME = 0x20000007
HID_USAGE_PAGE_GENERIC, HID_USAGE_GENERIC_MOUSE = 0x01, 0x02
HWND_MESSAGE = wintypes.HWND(-3)
CLASS_NAME = "TabletopArcadeRawMice"

user32 = ctypes.WinDLL("user32", use_last_error=True)
kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
LRESULT = ctypes.c_ssize_t
WNDPROC = ctypes.WINFUNCTYPE(LRESULT, wintypes.HWND, wintypes.UINT, wintypes.WPARAM, wintypes.LPARAM)


class WNDCLASSEXW(ctypes.Structure):
    _fields_ = (
        ("cbSize", wintypes.UINT),
        ("style", wintypes.UINT),
        ("lpfnWndProc", WNDPROC),
        ("cbClsExtra", ctypes.c_int),
        ("cbWndExtra", ctypes.c_int),
        ("hInstance", wintypes.HINSTANCE),
        ("hIcon", wintypes.HICON),
        ("hCursor", wintypes.HANDLE),
        ("hbrBackground", wintypes.HBRUSH),
        ("lpszMenuName", wintypes.LPCWSTR),
        ("lpszClassName", wintypes.LPCWSTR),
        ("hIconSm", wintypes.HICON),
    )


class RAWINPUTDEVICE(ctypes.Structure):
    _fields_ = (
        ("usUsagePage", wintypes.USHORT),
        ("usUsage", wintypes.USHORT),
        ("dwFlags", wintypes.DWORD),
        ("hwndTarget", wintypes.HWND),
    )


class RAWINPUTDEVICELIST(ctypes.Structure):
    _fields_ = (("hDevice", wintypes.HANDLE), ("dwType", wintypes.DWORD))


def _declare() -> None:
    """Argument types, so handles and pointers keep their full width on 64-bit Windows."""
    sig = {
        user32.DefWindowProcW: (LRESULT, (wintypes.HWND, wintypes.UINT, wintypes.WPARAM, wintypes.LPARAM)),
        user32.RegisterClassExW: (wintypes.ATOM, (ctypes.POINTER(WNDCLASSEXW),)),
        user32.CreateWindowExW: (
            wintypes.HWND,
            (
                wintypes.DWORD,
                wintypes.LPCWSTR,
                wintypes.LPCWSTR,
                wintypes.DWORD,
                ctypes.c_int,
                ctypes.c_int,
                ctypes.c_int,
                ctypes.c_int,
                wintypes.HWND,
                wintypes.HMENU,
                wintypes.HINSTANCE,
                wintypes.LPVOID,
            ),
        ),
        user32.DestroyWindow: (wintypes.BOOL, (wintypes.HWND,)),
        user32.PostMessageW: (
            wintypes.BOOL,
            (wintypes.HWND, wintypes.UINT, wintypes.WPARAM, wintypes.LPARAM),
        ),
        user32.GetMessageW: (
            wintypes.BOOL,
            (ctypes.POINTER(wintypes.MSG), wintypes.HWND, wintypes.UINT, wintypes.UINT),
        ),
        user32.DispatchMessageW: (LRESULT, (ctypes.POINTER(wintypes.MSG),)),
        user32.PostQuitMessage: (None, (ctypes.c_int,)),
        user32.RegisterRawInputDevices: (
            wintypes.BOOL,
            (ctypes.POINTER(RAWINPUTDEVICE), wintypes.UINT, wintypes.UINT),
        ),
        user32.GetRawInputData: (
            wintypes.UINT,
            (wintypes.HANDLE, wintypes.UINT, wintypes.LPVOID, ctypes.POINTER(wintypes.UINT), wintypes.UINT),
        ),
        user32.GetRawInputDeviceInfoW: (
            wintypes.UINT,
            (wintypes.HANDLE, wintypes.UINT, wintypes.LPVOID, ctypes.POINTER(wintypes.UINT)),
        ),
        user32.GetRawInputDeviceList: (
            wintypes.UINT,
            (ctypes.POINTER(RAWINPUTDEVICELIST), ctypes.POINTER(wintypes.UINT), wintypes.UINT),
        ),
        user32.ClipCursor: (wintypes.BOOL, (ctypes.POINTER(wintypes.RECT),)),
        user32.GetClientRect: (wintypes.BOOL, (wintypes.HWND, ctypes.POINTER(wintypes.RECT))),
        user32.ClientToScreen: (wintypes.BOOL, (wintypes.HWND, ctypes.POINTER(wintypes.POINT))),
        kernel32.GetModuleHandleW: (wintypes.HMODULE, (wintypes.LPCWSTR,)),
    }
    for function, (restype, argtypes) in sig.items():
        function.restype, function.argtypes = restype, argtypes


_declare()


_HANDLE_MASK = (1 << (8 * ctypes.sizeof(ctypes.c_void_p))) - 1


def _handle(value: int) -> int:
    """A handle as the unsigned number ``RAWINPUTHEADER.hDevice`` holds (an LPARAM is signed)."""
    return value & _HANDLE_MASK


def device_path(handle: int) -> str:
    """``GetRawInputDeviceInfoW(RIDI_DEVICENAME)``: the device's path ('' if it is gone)."""
    size = wintypes.UINT(0)
    user32.GetRawInputDeviceInfoW(handle, RIDI_DEVICENAME, None, ctypes.byref(size))
    if not size.value:
        return ""
    buffer = ctypes.create_unicode_buffer(size.value + 1)
    if user32.GetRawInputDeviceInfoW(handle, RIDI_DEVICENAME, buffer, ctypes.byref(size)) in (0, 0xFFFFFFFF):
        return ""
    return buffer.value


def mouse_paths() -> list[str]:
    """Every mouse Windows lists right now (for the device panel's count)."""
    count = wintypes.UINT(0)
    entry = ctypes.sizeof(RAWINPUTDEVICELIST)
    user32.GetRawInputDeviceList(None, ctypes.byref(count), entry)
    devices = (RAWINPUTDEVICELIST * max(count.value, 1))()
    found = user32.GetRawInputDeviceList(devices, ctypes.byref(count), entry)
    if found == 0xFFFFFFFF:
        return []
    return [device_path(d.hDevice) for d in devices[:found] if d.dwType == RIM_TYPEMOUSE]


class Win32RawInput:
    """The message-only window and its thread; posts what it reads into the backend's queue."""

    def __init__(self) -> None:
        self.hwnd: int | None = None
        self._inbox: Inbox | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._proc = WNDPROC(self._window_proc)  # kept alive as long as the window
        self._buffer = ctypes.create_string_buffer(1024)

    # -- Source protocol ---------------------------------------------------------------------
    def start(self, inbox: Inbox) -> None:
        self._inbox = inbox
        self._thread = threading.Thread(target=self._run, name="raw-input mice", daemon=True)
        self._thread.start()
        self._ready.wait(2.0)

    def stop(self) -> None:
        if self.hwnd:
            user32.PostMessageW(self.hwnd, WM_CLOSE, 0, 0)
        if self._thread is not None:
            self._thread.join(2.0)
        self.clip(False)

    @staticmethod
    def device_path(handle: int) -> str:
        return device_path(handle)

    @staticmethod
    def clip(hold: bool) -> None:
        """Keep the hidden system cursor inside the game's window while held, so no stray click
        lands on another window; ``ClipCursor(NULL)`` frees it."""
        if not hold:
            user32.ClipCursor(None)
            return
        hwnd = pygame.display.get_wm_info().get("window") if pygame.display.get_init() else None
        if not hwnd:
            return
        rect, corner = wintypes.RECT(), wintypes.POINT(0, 0)
        user32.GetClientRect(hwnd, ctypes.byref(rect))
        user32.ClientToScreen(hwnd, ctypes.byref(corner))
        rect.left, rect.top = corner.x, corner.y
        rect.right, rect.bottom = corner.x + rect.right, corner.y + rect.bottom
        user32.ClipCursor(ctypes.byref(rect))

    # -- the window's thread -----------------------------------------------------------------
    def _run(self) -> None:
        instance = kernel32.GetModuleHandleW(None)
        window_class = WNDCLASSEXW(
            cbSize=ctypes.sizeof(WNDCLASSEXW),
            lpfnWndProc=self._proc,
            hInstance=instance,
            lpszClassName=CLASS_NAME,
        )
        user32.RegisterClassExW(ctypes.byref(window_class))  # fails harmlessly if registered before
        self.hwnd = user32.CreateWindowExW(
            0, CLASS_NAME, "", 0, 0, 0, 0, 0, HWND_MESSAGE, None, instance, None
        )
        if self.hwnd:
            self._register(RIDEV_INPUTSINK | RIDEV_DEVNOTIFY, self.hwnd)
        self._ready.set()
        if not self.hwnd:
            return
        message = wintypes.MSG()
        while user32.GetMessageW(ctypes.byref(message), None, 0, 0) > 0:
            user32.DispatchMessageW(ctypes.byref(message))
        self.hwnd = None

    @staticmethod
    def _register(flags: int, hwnd: int | None) -> None:
        device = RAWINPUTDEVICE(HID_USAGE_PAGE_GENERIC, HID_USAGE_GENERIC_MOUSE, flags, hwnd)
        user32.RegisterRawInputDevices(ctypes.byref(device), 1, ctypes.sizeof(RAWINPUTDEVICE))

    def _window_proc(self, hwnd: int, message: int, wparam: int, lparam: int) -> int:
        if message == WM_INPUT:
            self._post_input(_handle(lparam))
        elif message == WM_INPUT_DEVICE_CHANGE and self._inbox is not None:
            what = {GIDC_ARRIVAL: "added", GIDC_REMOVAL: "removed"}.get(wparam)
            if what:
                self._inbox.put((what, _handle(lparam)))
            return 0
        elif message == WM_CLOSE:
            user32.DestroyWindow(hwnd)
            return 0
        elif message == WM_DESTROY:
            self._register(RIDEV_REMOVE, None)
            user32.PostQuitMessage(0)
            return 0
        return user32.DefWindowProcW(hwnd, message, wparam, lparam)

    def _post_input(self, handle: int) -> None:
        """Copy the ``RAWINPUT`` out now: its handle is valid only while the message is handled."""
        size = wintypes.UINT(ctypes.sizeof(self._buffer))
        header = ctypes.sizeof(RAWINPUTHEADER)
        read = user32.GetRawInputData(handle, RID_INPUT, self._buffer, ctypes.byref(size), header)
        if read not in (0, 0xFFFFFFFF) and self._inbox is not None:
            self._inbox.put(("input", self._buffer.raw[:read]))
