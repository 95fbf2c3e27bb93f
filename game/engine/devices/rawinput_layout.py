"""Windows' raw input structures laid out with ctypes (the native sizes of this Python: 48 bytes on
64-bit, 40 on 32-bit): read by ``rawinput`` (reports from recorded or live bytes) and by
``rawinput_windows`` (the Win32 side), which neither imports the other for them; and the queue
between the two."""

from __future__ import annotations

import ctypes
import queue

RIM_TYPEMOUSE = 0

Inbox = queue.SimpleQueue[tuple[str, bytes | int]]
"""What the Win32 side posts to the backend: ("input", the RAWINPUT bytes), ("added" or
"removed", a device handle)."""


class RAWINPUTHEADER(ctypes.Structure):
    _fields_ = (
        ("dwType", ctypes.c_uint32),
        ("dwSize", ctypes.c_uint32),
        ("hDevice", ctypes.c_void_p),  # HANDLE
        ("wParam", ctypes.c_size_t),  # WPARAM
    )


class _Buttons(ctypes.Structure):
    _fields_ = (("usButtonFlags", ctypes.c_uint16), ("usButtonData", ctypes.c_uint16))


class _ButtonsUnion(ctypes.Union):
    _anonymous_ = ("s",)
    _fields_ = (("ulButtons", ctypes.c_uint32), ("s", _Buttons))


class RAWMOUSE(ctypes.Structure):
    """LONG and ULONG are 32 bits on Windows whatever the word size, hence the fixed widths."""

    _anonymous_ = ("u",)
    _fields_ = (
        ("usFlags", ctypes.c_uint16),
        ("u", _ButtonsUnion),
        ("ulRawButtons", ctypes.c_uint32),
        ("lLastX", ctypes.c_int32),
        ("lLastY", ctypes.c_int32),
        ("ulExtraInformation", ctypes.c_uint32),
    )


class RAWKEYBOARD(ctypes.Structure):
    _fields_ = (
        ("MakeCode", ctypes.c_uint16),
        ("Flags", ctypes.c_uint16),
        ("Reserved", ctypes.c_uint16),
        ("VKey", ctypes.c_uint16),
        ("Message", ctypes.c_uint32),
        ("ExtraInformation", ctypes.c_uint32),
    )


class RAWHID(ctypes.Structure):
    _fields_ = (
        ("dwSizeHid", ctypes.c_uint32),
        ("dwCount", ctypes.c_uint32),
        ("bRawData", ctypes.c_uint8 * 1),
    )


class _Data(ctypes.Union):
    _fields_ = (("mouse", RAWMOUSE), ("keyboard", RAWKEYBOARD), ("hid", RAWHID))


class RAWINPUT(ctypes.Structure):
    _fields_ = (("header", RAWINPUTHEADER), ("data", _Data))
