"""The engine's wrapping text (stack-format.md §10.1) against the reference's, on the layouts of
`Tests/StackLayoutTests/TextPassesTests.swift`: several widths (375, 320) and categories (large,
AX5), a capped `lines`, an unstable label (its height fed back into its width) and an ambiguous
width. Every frame the engine marks unique, and every wrapping label's `lines`, must agree
(`entry_disagreements` of the recipe differential); the unstable label is compared on the
eighth pass's frames, which both report.
"""
import unittest

from recipe_reference import Constraint as C, Layout, Leaf, Stack, solve_layout
from test_recipe_differential import engine_canvases, entry_disagreements


def message(lines):
    return Leaf("label", "message", intrinsic=(300, 20), lines=lines, text_style="body",
                pin="top 16, leading 16, trailing 16")


LAYOUTS = {
    "several widths and categories": Layout(message(0), [(375, 600), (320, 600)], content_size=["large", "AX5"]),
    "capped lines": Layout(message(2), [(375, 600), (320, 600)], content_size=["large", "AX5"]),
    "exactly W1 / 2": Layout(message(0), (182, 400)),
    "unstable": Layout(Stack("row", pin="top, leading, trailing", children=[
        Leaf("label", "text", intrinsic=(90, 30), lines=0, compression=(1, 1000), hugging=(251, 1000)),
        Leaf("view", "spacer", constraints=[C("width", "==", 0, target="text", anchor="height")])]), (100, 400)),
    "ambiguous width": Layout(Stack("pair", pin="top, leading, trailing", children=[
        Leaf("label", "left", intrinsic=(300, 20), lines=3), Leaf("label", "right", intrinsic=(300, 20), lines=3)]),
        (400, 300)),
    "in a vertical stack": Layout(Stack("column", pin="top 20, leading 20, trailing 20", axis="vertical", children=[
        Leaf("label", "title", intrinsic=(200, 24), baseline=18, text_style="headline"),
        Leaf("label", "body", intrinsic=(700, 20), baseline=16, lines=0, text_style="body"),
        Leaf("label", "footer", intrinsic=(400, 16), lines=2, text_style="footnote")]),
        [(375, 667), (320, 568)], content_size=["large", "AX3", "AX5"]),
}


class TextPassesEngineTest(unittest.TestCase):
    def test_engine_agrees_with_the_reference(self):
        for name, layout in LAYOUTS.items():
            with self.subTest(name):
                entries = engine_canvases(layout.text())
                results = solve_layout(layout)
                self.assertEqual(len(entries), len(results))
                for entry, result in zip(entries, results):
                    self.assertEqual(entry_disagreements(0, entry, result), [])
                    lines = {e["path"]: e["lines"] for e in entry["elements"] if "lines" in e}
                    self.assertEqual(lines, result.lines)

    def test_the_unstable_label_is_unstable_in_both(self):
        (result,) = solve_layout(LAYOUTS["unstable"])
        self.assertEqual(result.unstable, ["row/text"])


if __name__ == "__main__":
    unittest.main()
