"""Format version 2, scenario by scenario: hand-made layouts whose frames are worked out by hand
from stack-format.md §4-§5 ("Constraints") and uistackview-constraints.md ("Pins and the
user's constraints"), checked three ways: the hand-computed frames, the independent reference
(`recipe_reference.py`) and the engine (`stacklint frames`), which must agree with the
reference on every frame it does not mark ambiguous (`disagreements`).

Covered: a card (an icon, a title and a subtitle placed by sibling constraints and pins to the
margins) in `ltr` and `rtl`; `left`/`right`/`centerX`-only constraints that hold in canvas
coordinates in `rtl` while `leading`/`trailing` ones are mirrored with their constant; the
safe area and `canvas.margins` (directional insets); margins guides of views and stacks;
baselines (first = top + baseline, last = bottom − (intrinsic height − lastBaseline), a
stack's from its baseline view); multipliers; pins with relations, insets and priorities;
non-arranged views; the container fix for a constraint that fights its stack; and a fitting
size that an outside constraint reaches into (the fitting solve sees only the subtree).
"""
import json
import subprocess
import unittest

from recipe_reference import Constraint as C, Layout, Leaf, Stack, reference_frames
from test_recipe_differential import STACKLINT, TOLERANCE, disagreements

W, H = 375, 667


def card(direction="ltr"):
    """The card of issue 10: icon pinned to the card's margins, title beside it, subtitle below."""
    return Layout(Leaf("view", "card", pin="top safeArea 8, leading margins, trailing margins", children=[
        Leaf("image", "icon", intrinsic=(40, 40), pin="top margins, leading margins"),
        Leaf("label", "title", intrinsic=(100, 20), baseline=16, constraints=[
            C("top", "==", 0, target="icon", anchor="top"),
            C("leading", "==", 8, target="icon", anchor="trailing"),
            C("trailing", "<=", 0, target="parent.margins", anchor="trailing")]),
        Leaf("label", "subtitle", intrinsic=(80, 16), baseline=12, constraints=[
            C("top", "==", 4, target="title", anchor="bottom"),
            C("leading", "==", 0, target="title", anchor="leading"),
            C("bottom", "<=", 0, target="parent.margins", anchor="bottom")]),
    ], constraints=[C("bottom", ">=", 8, target="icon", anchor="bottom"),
                    C("bottom", "==", 8, 750, target="subtitle", anchor="bottom")]),
        (W, H), direction=direction, safe_area=(20, 0, 0, 0))


def directions(direction):
    """Constraints written with left/right/centerX only (not mirrored), with leading/trailing
    (mirrored as a whole, constant included) and directional pins."""
    return Layout(Leaf("view", "page", pin="edges", children=[
        Leaf("label", "a", intrinsic=(100, 20), constraints=[
            C("left", "==", 20, target="parent", anchor="left"), C("top", "==", 10, target="parent", anchor="top")]),
        Leaf("label", "b", intrinsic=(100, 20), constraints=[
            C("leading", "==", 20, target="parent", anchor="leading"), C("top", "==", 8, target="a", anchor="bottom")]),
        Leaf("label", "c", intrinsic=(50, 20), constraints=[
            C("centerX", "==", 30, target="parent", anchor="centerX"), C("top", "==", 0, target="b", anchor="bottom")]),
        Leaf("label", "d", intrinsic=(60, 20), constraints=[
            C("leading", "==", 10, target="b", anchor="trailing"), C("top", "==", 0, target="b", anchor="top")]),
        Leaf("image", "icon", intrinsic=(40, 40), pin="top margins, leading margins"),
        Leaf("image", "e", intrinsic=(40, 40), pin="centerX 10, bottom 20"),
    ]), (W, H), direction=direction)


def safe_area(direction):
    """canvas 400 x 800, safe area 44 10 34 30, layout margins 8 20 8 12 (all top leading bottom
    trailing): the safe area spans x 10..370 in ltr (30..390 in rtl), `canvas.margins` x 30..358
    (42..370) and y 52..758."""
    return Layout(Leaf("view", "page", pin="edges", children=[
        Leaf("label", "head", intrinsic=(100, 20), constraints=[
            C("top", "==", 0, target="safeArea", anchor="top"),
            C("leading", "==", 0, target="canvas.margins", anchor="leading")]),
        Leaf("label", "foot", intrinsic=(100, 20), constraints=[
            C("bottom", "==", 0, target="canvas.margins", anchor="bottom"),
            C("right", "==", 0, target="safeArea", anchor="right")]),
        Leaf("label", "mid", intrinsic=(100, 20), constraints=[
            C("leading", "==", 5, target="safeArea", anchor="leading"),
            C("trailing", "==", 0, target="canvas.margins", anchor="trailing"),
            C("centerY", "==", 0, target="canvas", anchor="centerY")]),
    ]), (400, 800), direction=direction, margins=(8, 20, 8, 12), safe_area=(44, 10, 34, 30))


def root_on_guides(direction):
    """The root pinned to the safe area and the canvas's margins (a root's `margins` pin is
    `canvas.margins`)."""
    return Layout(Stack("form", axis="vertical", pin="top safeArea, leading margins, bottom safeArea 10, trailing margins",
                        children=[Leaf("view", "fill")]),
                  (400, 800), direction=direction, margins=(8, 20, 8, 12), safe_area=(44, 10, 34, 30))


def margins_guides(direction):
    """`NAME.margins` and `parent.margins` of a view (margins 10 20 30 40, default 8 on its
    child view) and of a stack whose margins do not arrange anything."""
    return Layout(Leaf("view", "box", pin="edges", margins=(10, 20, 30, 40), children=[
        Leaf("view", "a", pin="edges margins"),
        Leaf("label", "b", intrinsic=(50, 20), constraints=[
            C("top", "==", 0, target="a.margins", anchor="top"),
            C("leading", "==", 0, target="a.margins", anchor="leading")]),
        Stack("s", pin="bottom, leading, trailing", margins=(4, 8, 4, 8), children=[
            Leaf("label", "l", intrinsic=(60, 20))]),
        Leaf("label", "c", intrinsic=(30, 10), constraints=[
            C("top", "==", 0, target="s.margins", anchor="top"),
            C("trailing", "==", 0, target="s.margins", anchor="trailing")]),
    ]), (300, 300), direction=direction)


def baselines():
    """First baseline = top + baseline; last = bottom − (intrinsic height − lastBaseline), also on
    a stretched label; a view without baseline falls back to its top/bottom; a stack's come
    from its baseline view (a horizontal stack's tallest view)."""
    return Layout(Leaf("view", "page", pin="edges", children=[
        Leaf("label", "a", intrinsic=(100, 40), baseline=30, last_baseline=34, pin="top 10, leading 10"),
        Leaf("label", "b", intrinsic=(60, 20), baseline=16, constraints=[
            C("firstBaseline", "==", 0, target="a", anchor="firstBaseline"),
            C("leading", "==", 8, target="a", anchor="trailing")]),
        Leaf("label", "c", intrinsic=(60, 20), baseline=16, constraints=[
            C("height", "==", 50), C("lastBaseline", "==", 0, target="a", anchor="lastBaseline"),
            C("leading", "==", 8, target="b", anchor="trailing")]),
        Leaf("image", "d", intrinsic=(20, 20), constraints=[
            C("firstBaseline", "==", 0, target="a", anchor="lastBaseline"),
            C("leading", "==", 8, target="c", anchor="trailing")]),
        Stack("e", pin="top 100, leading 10", alignment="firstBaseline", children=[
            Leaf("label", "e1", intrinsic=(40, 20), baseline=15),
            Leaf("label", "e2", intrinsic=(40, 30), baseline=25)]),
        Leaf("label", "f", intrinsic=(40, 20), baseline=15, constraints=[
            C("firstBaseline", "==", 0, target="e", anchor="firstBaseline"),
            C("leading", "==", 8, target="e", anchor="trailing")]),
    ]), (W, 200))


def relations():
    """Multipliers on sizes; pins with relations, insets and priorities."""
    return Layout(Leaf("view", "page", pin="edges", children=[
        Leaf("view", "pic", pin="top, leading", constraints=[
            C("width", "==", 10, target="parent", anchor="width", multiplier=0.5),
            C("height", "==", 0, anchor="width", multiplier=0.75)]),
        Leaf("label", "b", intrinsic=(50, 20), pin="top >= 200, trailing 10", constraints=[
            C("width", ">=", 0, target="pic", anchor="height", multiplier=0.5),
            C("top", "==", 4, 250, target="pic", anchor="bottom")]),
        Leaf("label", "c", intrinsic=(50, 20), pin="bottom <= 30, leading margins", constraints=[
            C("top", "==", 0, 500, target="pic", anchor="bottom")]),
        Leaf("label", "d", intrinsic=(50, 20), pin="top 20 @750, leading 300", constraints=[
            C("top", ">=", 40, target="pic", anchor="top")]),
    ]), (400, 300))


def badge(direction):
    """A non-arranged view pinned to its stack takes no part in the arrangement."""
    return Layout(Stack("row", pin="top, leading, trailing", children=[
        Leaf("label", "a", intrinsic=(100, 20), hugging=(249, 249)),
        Leaf("view", "dot", intrinsic=(12, 12), arranged=False, pin="top 4, trailing 4"),
        Leaf("label", "b", intrinsic=(60, 20))]), (300, 200), direction=direction)


def container_fix():
    """Xamarin's case, fixed: the inset goes on a pin inside a `view` container."""
    return Layout(Stack("form", axis="vertical", pin="edges", children=[
        Leaf("view", "wrap", children=[Leaf("label", "title", intrinsic=(100, 20), pin="top, leading 20, trailing 20")]),
        Leaf("label", "other", intrinsic=(100, 20))]), (300, 200))


def fitting_reach():
    """A horizontal baseline row whose container's child is sized from outside the row
    (`height == canvas.height * 0.1`): the row's baseline view is chosen by fitting height,
    and the fitting solve sees only the subtree, so `wrap` fits at 30 and `a` (40) is the
    baseline view, although `wrap` ends up 66.7 tall."""
    return Layout(Leaf("view", "page", pin="edges", children=[
        Stack("row", pin="top 10, leading 10", alignment="firstBaseline", children=[
            Leaf("label", "a", intrinsic=(50, 40), baseline=30),
            Leaf("view", "wrap", children=[Leaf("label", "b", intrinsic=(50, 30), baseline=20, pin="edges", constraints=[
                C("height", "==", 0, target="canvas", anchor="height", multiplier=0.1)])])]),
        Leaf("label", "c", intrinsic=(40, 20), baseline=15, constraints=[
            C("lastBaseline", "==", 0, target="row", anchor="lastBaseline"),
            C("leading", "==", 8, target="row", anchor="trailing")]),
    ]), (W, H))


class V2ScenarioTest(unittest.TestCase):
    def check(self, layout, expected):
        frames, *_ = reference_frames(layout)
        self.assertEqual({path: tuple(round(v, 3) for v in frames[path]) for path in expected}, expected,
                         "the reference against the hand-computed frames")
        self.assertEqual(disagreements(0, layout), [], "the engine against the reference")

    def test_card(self):
        self.check(card(), {"card": (16, 28, 343, 56), "card/icon": (24, 36, 40, 40),
                            "card/title": (72, 36, 100, 20), "card/subtitle": (72, 60, 80, 16)})

    def test_card_rtl(self):
        self.check(card("rtl"), {"card": (16, 28, 343, 56), "card/icon": (311, 36, 40, 40),
                                 "card/title": (203, 36, 100, 20), "card/subtitle": (223, 60, 80, 16)})

    def test_left_right_hold_in_canvas_coordinates(self):
        self.check(directions("ltr"), {"page/a": (20, 10, 100, 20), "page/b": (20, 38, 100, 20),
                                       "page/c": (192.5, 58, 50, 20), "page/d": (130, 38, 60, 20),
                                       "page/icon": (8, 8, 40, 40), "page/e": (177.5, 607, 40, 40)})

    def test_rtl_mirrors_leading_trailing_constraints_and_pins_only(self):
        self.check(directions("rtl"), {"page/a": (20, 10, 100, 20), "page/b": (255, 38, 100, 20),
                                       "page/c": (192.5, 58, 50, 20), "page/d": (185, 38, 60, 20),
                                       "page/icon": (327, 8, 40, 40), "page/e": (157.5, 607, 40, 40)})

    def test_safe_area_and_canvas_margins(self):
        self.check(safe_area("ltr"), {"page/head": (30, 44, 100, 20), "page/foot": (270, 738, 100, 20),
                                      "page/mid": (15, 390, 343, 20)})

    def test_safe_area_and_canvas_margins_rtl(self):
        self.check(safe_area("rtl"), {"page/head": (270, 44, 100, 20), "page/foot": (290, 738, 100, 20),
                                      "page/mid": (42, 390, 343, 20)})

    def test_root_pinned_to_guides(self):
        self.check(root_on_guides("ltr"), {"form": (30, 44, 328, 712)})
        self.check(root_on_guides("rtl"), {"form": (42, 44, 328, 712)})

    def test_margins_guides(self):
        self.check(margins_guides("ltr"), {"box/a": (20, 10, 240, 260), "box/b": (28, 18, 50, 20),
                                           "box/s": (0, 280, 300, 20), "box/c": (262, 284, 30, 10)})

    def test_margins_guides_rtl(self):
        self.check(margins_guides("rtl"), {"box/a": (40, 10, 240, 260), "box/b": (222, 18, 50, 20),
                                           "box/s": (0, 280, 300, 20), "box/c": (8, 284, 30, 10)})

    def test_baselines(self):
        self.check(baselines(), {"page/a": (10, 10, 100, 40), "page/b": (118, 24, 60, 20),
                                 "page/c": (186, -2, 60, 50), "page/d": (254, 44, 20, 20),
                                 "page/e/e1": (10, 100, 40, 20), "page/e/e2": (50, 90, 40, 30),
                                 "page/e": (10, 100, 80, 20), "page/f": (98, 100, 40, 20)})

    def test_multipliers_and_pin_relations(self):
        # c: `bottom <= 30` keeps its bottom at most 30 inside (>= 270), and its top on pic's
        # bottom at 500 outranks its hugging (251): it stretches from 157.5 to 270.
        self.check(relations(), {"page/pic": (0, 0, 210, 157.5), "page/b": (311.25, 200, 78.75, 20),
                                 "page/c": (8, 157.5, 50, 112.5), "page/d": (300, 40, 50, 20)})

    def test_non_arranged_view(self):
        self.check(badge("ltr"), {"row": (0, 0, 300, 20), "row/a": (0, 0, 240, 20), "row/b": (240, 0, 60, 20),
                                  "row/dot": (284, 4, 12, 12)})
        self.check(badge("rtl"), {"row": (0, 0, 300, 20), "row/a": (60, 0, 240, 20), "row/b": (0, 0, 60, 20),
                                  "row/dot": (4, 4, 12, 12)})

    def test_container_fix(self):
        self.check(container_fix(), {"form/wrap": (0, 0, 300, 180), "form/wrap/title": (20, 0, 260, 20),
                                     "form/other": (0, 180, 300, 20)})

    def test_fitting_size_sees_only_the_subtree(self):
        self.check(fitting_reach(), {"page/row": (10, 10, 100, 96.7), "page/row/a": (10, 10, 50, 40),
                                     "page/row/wrap": (60, 40, 50, 66.7), "page/row/wrap/b": (60, 40, 50, 66.7),
                                     "page/c": (118, 25, 40, 20)})


    def test_every_canvas(self):
        """The guides follow each canvas of the list: the second canvas (320 x 568) agrees too."""
        for make in (card, directions, safe_area, margins_guides):
            for direction in ("ltr", "rtl"):
                layout = make(direction)
                text = layout.text().replace("  canvas: %g x %g" % layout.canvas,
                                             "  canvas: %g x %g, 320 x 568" % layout.canvas)
                result = subprocess.run([str(STACKLINT), "frames", "--format", "json", "-"], input=text,
                                        capture_output=True, text=True, check=True)
                second = json.loads(result.stdout)["layouts"][0]["canvases"][1]
                self.assertEqual((second["width"], second["height"]), (320, 568))
                layout.canvas = (320, 568)
                frames, *_ = reference_frames(layout)
                compared = [e for e in second["elements"] if not e["ambiguous"]]
                self.assertGreater(len(compared), 2, make.__name__)
                self.assertEqual([(e["path"], e["canvasFrame"]) for e in compared
                                  if any(abs(e["canvasFrame"][k] - v) > TOLERANCE
                                         for k, v in zip(("x", "y", "width", "height"), frames[e["path"]]))],
                                 [], f"{make.__name__} {direction}")

if __name__ == "__main__":
    unittest.main()
