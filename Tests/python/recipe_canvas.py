"""Canvases of the reference, from stack-format.md §4 (devices, safe areas, size classes), §10.2
(`auto` sides) and §13 (size classes written after a size).

A canvas is written in a `Layout` as one of:
- `(width, height)`: numbers, or `"auto"` on one side (`(375, "auto")`);
- `(width, height, "wR hR")`: a size with its size classes;
- `"iPhone16"`, `"iPhone16 landscape"`: a device (matched without regard to case, models in
  parentheses accepted as names).
"""
from dataclasses import dataclass
from typing import Optional, Tuple

AUTO = "auto"
# §4's device table: portrait size, safe-area top and bottom in portrait.
DEVICES = {
    "iPhoneSE": ((375, 667), (20, 0)),
    "iPhone13mini": ((375, 812), (50, 34)),
    "iPhone14": ((390, 844), (47, 34)),
    "iPhone16": ((393, 852), (59, 34)),
    "iPhone16Plus": ((430, 932), (59, 34)),
    "iPhone16Pro": ((402, 874), (62, 34)),
    "iPhone16ProMax": ((440, 956), (62, 34)),
    "iPadMini": ((744, 1133), (24, 20)),
    "iPad": ((820, 1180), (24, 20)),
    "iPadPro11": ((834, 1194), (24, 20)),
    "iPadPro13": ((1032, 1376), (24, 20)),
}
# The models named in parentheses in §4's table.
ALIASES = {
    "iPhone8": "iPhoneSE",
    "iPhone13": "iPhone14", "iPhone12": "iPhone14",
    "iPhone15": "iPhone16", "iPhone14Pro": "iPhone16",
    "iPhone15Plus": "iPhone16Plus", "iPhone15ProMax": "iPhone16Plus", "iPhone14ProMax": "iPhone16Plus",
}
# §4: every iPhone is wC hR in portrait and wC hC in landscape, except these, wR hC in landscape.
REGULAR_WIDTH_IN_LANDSCAPE = ("iPhone16Plus", "iPhone16ProMax")
LANDSCAPE_BOTTOM = 21
IPAD_LANDSCAPE_INSETS = (24, 20)
DEFAULT_CANVAS = (375, 667)
DEFAULT_CLASSES = ("wC", "hR")


def device_name(text):
    """The device a name stands for (case-insensitive, aliases resolved), or None."""
    folded = {name.lower(): name for name in list(DEVICES) + list(ALIASES)}
    name = folded.get(text.lower())
    return ALIASES.get(name, name) if name is not None else None


@dataclass
class Canvas:
    """One resolved canvas: its size (None on an `auto` side), its directional safe-area insets
    (top leading bottom trailing), its size classes and, for a device, its name."""
    width: Optional[float]
    height: Optional[float]
    safe_area: Tuple[float, float, float, float]
    classes: Tuple[str, str]
    device: Optional[str] = None
    landscape: bool = False

    @property
    def auto(self):
        """The `auto` side's name, or None."""
        if self.width is None:
            return "width"
        return "height" if self.height is None else None


def device_canvas(text):
    """A device canvas (`"iPhone16"`, `"iPhone16 landscape"`), per §4's table."""
    words = text.split()
    name = device_name(words[0])
    if name is None:
        raise ValueError(f"unknown device {words[0]}")
    landscape = len(words) > 1 and words[1] == "landscape"
    (width, height), (top, bottom) = DEVICES[name]
    ipad = name.startswith("iPad")
    if not landscape:
        return Canvas(width, height, (top, 0, bottom, 0), ("wR", "hR") if ipad else ("wC", "hR"), name)
    if ipad:
        safe, classes = (IPAD_LANDSCAPE_INSETS[0], 0, IPAD_LANDSCAPE_INSETS[1], 0), ("wR", "hR")
    else:
        safe = (0, 0, 0, 0) if name == "iPhoneSE" else (0, top, LANDSCAPE_BOTTOM, top)
        classes = ("wR" if name in REGULAR_WIDTH_IN_LANDSCAPE else "wC", "hC")
    return Canvas(height, width, safe, classes, name, landscape=True)


def size_classes(written):
    """§13: the classes written after a size; `wC` / `hR` for an axis none is written for."""
    traits = written.split() if written else []
    horizontal = next((t for t in traits if t in ("wC", "wR")), DEFAULT_CLASSES[0])
    vertical = next((t for t in traits if t in ("hC", "hR")), DEFAULT_CLASSES[1])
    return (horizontal, vertical)


def resolve_canvas(spec, safe_area=None):
    """A `Canvas` for one written canvas; `safe_area` is the layout's (sizes only)."""
    if isinstance(spec, str):
        return device_canvas(spec)
    width, height = spec[0], spec[1]
    if width == AUTO and height == AUTO:
        raise ValueError("auto on both sides")
    return Canvas(None if width == AUTO else float(width), None if height == AUTO else float(height),
                  tuple(safe_area or (0, 0, 0, 0)), size_classes(spec[2] if len(spec) > 2 else ""))


def canvas_text(spec):
    """A canvas as written in `canvas:`."""
    if isinstance(spec, str):
        return spec
    sides = " x ".join(side if side == AUTO else f"{side:g}" for side in spec[:2])
    return sides + (f" {spec[2]}" if len(spec) > 2 and spec[2] else "")
