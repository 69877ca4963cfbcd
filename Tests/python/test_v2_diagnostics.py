"""Format version 2 diagnostics from the command line: `invalid-constraint` for every form UIKit
refuses (stack-format.md §5, "What UIKit accepts"), with its exact range and a replacement that
is itself valid; and conflicts between the user's constraints, where the broken one is the
latest user constraint of the conflicting set in document order, pins before constraint lines
(uistackview-constraints.md, "Pins and the user's constraints"), named by anchors as UIKit's
console names them (`"title.top == icon.bottom + 8"`).
"""
import json
import os
import re
import subprocess
import unittest
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STACKLINT = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))

# A constraint line on `title`, written on line 7 of `with_line` at column 7 (1-based).
LINE, COLUMN = 7, 7


def with_line(line):
    return ("layout I {\n  view card {\n    pin: edges\n    label title {\n      intrinsic: 80 x 20\n"
            f"      pin: top, leading\n      {line}\n    }}\n  }}\n}}\n")


def lint(text):
    result = subprocess.run([str(STACKLINT), "--format", "json", "--isolated", "--no-cache",
                             "--stdin-filename", "v2.stack", "-"],
                            input=text, capture_output=True, text=True, check=False)
    return json.loads(result.stdout)["files"][0]["diagnostics"]


def frames(text):
    result = subprocess.run([str(STACKLINT), "frames", "--format", "json", "-"], input=text, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)["layouts"][0]["canvases"][0]


def span(diagnostic):
    r = diagnostic["range"]
    return (r["start"]["line"], r["start"]["column"], r["end"]["line"], r["end"]["column"])


# (constraint line, the part of it the range covers): the whole constraint where the form as a
# whole is refused; the offending reference where one anchor cannot pair with the other or the
# left side is not this element's own; the multiplier's number where a position takes one.
INVALID = [
    ("top == 20", "top == 20"),                                   # a position to a constant alone
    ("top >= 16", "top >= 16"),
    ("leading == 16 @750", "leading == 16 @750"),
    ("leading == card.left", "card.left"),                       # leading/trailing with left/right
    ("left == leading", "leading"),
    ("width == card.top", "card.top"),                           # a size with a position
    ("height == canvas.centerY", "canvas.centerY"),
    ("centerX == card.top", "card.top"),                         # an x-axis anchor with a y-axis one
    ("top == card.top * 2", "2"),                                # a multiplier on a position
    ("width == width", "width == width"),                        # an anchor related to itself
    ("top == top", "top == top"),
    ("safeArea.bottom == bottom + 16", "safeArea.bottom"),      # a left side not this element's own
    ("top == safeArea.firstBaseline", "safeArea.firstBaseline"),  # a guide has no baselines
    ("firstBaseline == parent.margins.lastBaseline", "parent.margins.lastBaseline"),
]


def replacement(message):
    """The constraint the message tells the user to write instead, if it names one."""
    found = re.search(r"(?:write|both sides:) `([^`]+)`", message)
    return found.group(1) if found else None


class InvalidConstraintTest(unittest.TestCase):
    def test_each_invalid_form_is_reported_with_its_exact_range(self):
        for line, covered in INVALID:
            with self.subTest(line=line):
                found = [d for d in lint(with_line(line)) if d["rule"] == "invalid-constraint"]
                start = COLUMN + line.index(covered)
                self.assertEqual([(d["severity"], span(d)) for d in found],
                                 [("error", (LINE, start, LINE, start + len(covered)))])

    def test_the_form_to_write_instead_is_valid(self):
        for line, _ in INVALID:
            with self.subTest(line=line):
                message = [d for d in lint(with_line(line)) if d["rule"] == "invalid-constraint"][0]["message"]
                written = replacement(message)
                if written is None:
                    continue
                self.assertEqual([d["message"] for d in lint(with_line(written)) if d["rule"] == "invalid-constraint"],
                                 [], f"{line} -> {written}")

    def test_left_with_own_leading_suggests_a_valid_constraint(self):
        message = [d for d in lint(with_line("left == leading")) if d["rule"] == "invalid-constraint"][0]["message"]
        written = replacement(message)
        self.assertEqual([d["rule"] for d in lint(with_line(written)) if d["rule"] == "invalid-constraint"], [])

    def test_the_replacement_keeps_the_priority(self):
        message = [d for d in lint(with_line("leading == 16 @750")) if d["rule"] == "invalid-constraint"][0]["message"]
        self.assertEqual(replacement(message), "leading == parent.leading + 16 @750")

    def test_valid_forms_are_not_reported(self):
        for line in ["top == parent.top + 20", "leading == card.leading", "left == card.left", "width == card.height * 0.5",
                     "height == width * 0.75", "centerX == card.centerX", "top >= safeArea.top + 8",
                     "bottom <= canvas.margins.bottom", "leading == margins.leading", "trailing == parent.margins.trailing",
                     "firstBaseline == card.top + 16", "width >= 40 @999", "top == card.margins.top @low"]:
            with self.subTest(line=line):
                self.assertEqual([d["message"] for d in lint(with_line(line)) if d["rule"] == "invalid-constraint"], [])

    def test_safe_area_pin_below_the_root_and_reserved_names(self):
        text = ("layout I {\n  view card {\n    pin: edges\n    label title {\n      intrinsic: 80 x 20\n"
                "      pin: top safeArea, leading\n    }\n    label parent { intrinsic: 80 x 20 }\n  }\n}\n")
        found = {(d["rule"], span(d)[0]) for d in lint(text)}
        self.assertIn(("property-not-applicable", 6), found)
        self.assertIn(("invalid-value", 8), found)


CARD = """layout C {
  canvas: 375 x 667
  view card {
    pin: edges
    image icon {
      intrinsic: 40 x 40
      pin: top 8, leading 8
      height == 40
    }
    label title {
      intrinsic: 100 x 20
      top == icon.bottom + 8
      pin: top 10, leading 60
    }
  }
}
"""


class ConflictTest(unittest.TestCase):
    def test_a_constraint_line_breaks_before_a_pin_written_after_it(self):
        canvas = frames(CARD)
        self.assertEqual(canvas["conflicts"], [{
            "constraints": ["icon.top == card.top + 8", "title.top == card.top + 10", "icon.height == 40",
                            "title.top == icon.bottom + 8"],
            "broken": "title.top == icon.bottom + 8"}])
        title = next(e for e in canvas["elements"] if e["name"] == "title")
        self.assertEqual(title["canvasFrame"], {"x": 60, "y": 10, "width": 100, "height": 20})
        found = [d for d in lint(CARD) if d["rule"] == "conflicting-constraints"]
        self.assertEqual([span(d) for d in found], [(12, 7, 12, 29)])
        self.assertIn('will attempt to recover by breaking "title.top == icon.bottom + 8"', found[0]["message"])

    def test_pins_alone_break_the_latest_pin(self):
        text = ("layout C {\n  canvas: 375 x 667\n  view card {\n    pin: edges\n    label title {\n"
                "      intrinsic: 100 x 20\n      pin: edges, centerX 10\n    }\n  }\n}\n")
        self.assertEqual(frames(text)["conflicts"], [{
            "constraints": ["title.leading == card.leading", "title.trailing == card.trailing",
                            "title.centerX == card.centerX + 10"],
            "broken": "title.centerX == card.centerX + 10"}])

    def test_a_constraint_that_fights_its_stack_is_the_one_broken(self):
        """Xamarin's case: a margin constraint on an arranged view of a fill/fill stack."""
        text = ("layout X {\n  canvas: 300 x 200\n  stack form {\n    pin: edges\n    axis: vertical\n"
                "    label title {\n      intrinsic: 100 x 20\n      leading == parent.leading + 20\n    }\n"
                "    label other {\n      intrinsic: 100 x 20\n      hugging: 251 252\n    }\n  }\n}\n")
        canvas = frames(text)
        self.assertEqual(canvas["conflicts"], [{"constraints": ["form.leading == title.leading",
                                                                "title.leading == form.leading + 20"],
                                                "broken": "title.leading == form.leading + 20"}])
        title = next(e for e in canvas["elements"] if e["name"] == "title")
        self.assertEqual(title["canvasFrame"], {"x": 0, "y": 0, "width": 300, "height": 180})
        rules = {(d["rule"], span(d)) for d in lint(text)}
        self.assertIn(("conflicting-constraints", (8, 7, 8, 37)), rules)
        self.assertIn(("constraint-fights-stack", (8, 7, 8, 37)), rules)

    def test_lines_in_document_order_within_siblings(self):
        text = ("layout O {\n  canvas: 375 x 667\n  view card {\n    pin: edges\n"
                "    label a {\n      intrinsic: 100 x 20\n      pin: top, leading\n      height == 20\n    }\n"
                "    label b {\n      intrinsic: 100 x 20\n      pin: top, leading\n      height == a.height\n"
                "      height == 30\n    }\n  }\n}\n")
        self.assertEqual(frames(text)["conflicts"], [{
            "constraints": ["a.height == 20", "b.height == a.height", "b.height == 30"], "broken": "b.height == 30"}])

    def test_a_parent_line_written_after_its_children_is_the_latest(self):
        text = ("layout Order {\n  canvas: 375 x 667\n  view card {\n    pin: top, leading\n    label title {\n"
                "      intrinsic: 100 x 20\n      pin: top, leading\n      height == 20\n    }\n"
                "    height == title.height\n    height == 100\n  }\n}\n")
        canvas = frames(text)
        self.assertEqual([c["broken"] for c in canvas["conflicts"]], ["card.height == 100"])
        title = next(e for e in canvas["elements"] if e["name"] == "title")
        self.assertEqual(title["canvasFrame"], {"x": 0, "y": 0, "width": 100, "height": 20})


if __name__ == "__main__":
    unittest.main()
