"""Differential test of the layout engine over 500 random layouts (and 250 of format version 2).

Each random `.stack` layout goes through `stacklint frames --format problem` (the very
constraints the engine generated, with any conflict's broken constraint at 1100) and
`stacklint frames --format json` (the engine's frames). SciPy's HiGHS then solves the
problem level by level. The per-level optima must match the lexicographic solver's, and
every frame the engine did not mark ambiguous must equal HiGHS's solution, since a value
that is the same in every optimal solution is the same in HiGHS's.
"""
import json
import os
import random
import subprocess
import unittest
from pathlib import Path

from test_recipe_differential import random_v2_layouts
from test_solver_differential import level_optima_with_solution, SOLVE

ROOT = Path(__file__).resolve().parents[2]
STACKLINT = Path(os.environ.get("STACKLINT", ROOT / ".build" / "debug" / "stacklint"))
LAYOUTS = int(os.environ.get("LAYOUT_DIFF_LAYOUTS", "500"))
V2_LAYOUTS = int(os.environ.get("LAYOUT_DIFF_V2_LAYOUTS", "250"))


class Generator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.count = 0

    def name(self, base):
        self.count += 1
        return f"{base}{self.count}"

    def leaf(self, indent):
        r = self.rng
        kind = r.choice(["label", "label", "view", "image", "switch", "button"])
        lines = [f"{indent}{kind} {self.name(kind)} {{"]
        if kind != "switch" and r.random() < 0.85:
            lines.append(f"{indent}  intrinsic: {r.choice([20, 40, 44, 60, 100])} x {r.choice([16, 20, 31, 44])}")
        if kind in ("label", "button") and r.random() < 0.7:
            lines.append(f"{indent}  baseline: {r.choice([12, 15, 17])}")
        if r.random() < 0.4:
            lines.append(f"{indent}  hugging: {r.choice([249, 250, 251, 252, 750])}")
        if r.random() < 0.3:
            lines.append(f"{indent}  compression: {r.choice([749, 750, 751, 1000])}")
        if r.random() < 0.15:
            lines.append(f"{indent}  hidden: true")
        if r.random() < 0.15:
            lines.append(f"{indent}  width {r.choice(['==', '>=', '<='])} {r.choice([30, 50, 80])} @{r.choice([999, 750, 251, 1000])}")
        if r.random() < 0.1:
            lines.append(f"{indent}  spacingAfter: {r.choice([0, 4, 20])}")
        lines.append(f"{indent}}}")
        return lines

    def stack(self, indent, depth, root=False):
        r = self.rng
        lines = [f"{indent}stack {self.name('stack')} {{"]
        if root:
            lines.append(f"{indent}  pin: {r.choice(['edges', 'top, leading', 'top, leading, trailing', 'centerX, centerY'])}")
        lines.append(f"{indent}  axis: {r.choice(['horizontal', 'vertical'])}")
        lines.append(f"{indent}  distribution: {r.choice(['fill', 'fill', 'fillEqually', 'fillProportionally', 'equalSpacing', 'equalCentering'])}")
        lines.append(f"{indent}  alignment: {r.choice(['fill', 'leading', 'center', 'trailing', 'firstBaseline', 'lastBaseline'])}")
        lines.append(f"{indent}  spacing: {r.choice([0, 4, 8, 10, -6, 'system'])}")
        if r.random() < 0.2:
            lines.append(f"{indent}  margins: {r.choice(['8', '4 8 4 8'])}")
            lines.append(f"{indent}  marginsRelative: true")
        for _ in range(r.randint(1, 4)):
            if depth < 2 and r.random() < 0.25:
                lines += self.stack(indent + "  ", depth + 1)
            else:
                lines += self.leaf(indent + "  ")
        lines.append(f"{indent}}}")
        return lines

    def layout(self):
        r = self.rng
        self.count = 0
        lines = ["layout Random {", f"  canvas: {r.choice([200, 320, 375])} x {r.choice([60, 200, 667])}"]
        lines += self.stack("  ", 0, root=True)
        lines.append("}")
        return "\n".join(lines) + "\n"


def run(*args, stdin):
    result = subprocess.run([str(STACKLINT), *args], input=stdin, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


class LayoutDifferentialTest(unittest.TestCase):
    def test_random_layouts(self):
        generator = Generator(424242)
        self.check_layouts([generator.layout() for _ in range(LAYOUTS)])

    def test_random_v2_layouts(self):
        """Format version 2 (the recipe differential's generator): pins with guides, relations and
        priorities, constraint lines between any two anchors, view children, rtl."""
        self.check_layouts([layout.text() for _, layout in random_v2_layouts(V2_LAYOUTS)])

    def check_layouts(self, texts):
        problems_checked = 0
        frames_checked = 0
        mismatches = []
        for index, text in enumerate(texts):
            problem = run("frames", "--format", "problem", "-", stdin=text)[0]
            frames = run("frames", "--format", "json", "-", stdin=text)["layouts"][0]["canvases"][0]
            ours = json.loads(subprocess.run([str(SOLVE)], input=json.dumps(problem), capture_output=True,
                                             text=True, check=True).stdout)
            self.assertEqual(ours["rejected"], [], "the engine hands over a feasible required set")
            optima, solution = level_optima_with_solution(problem, set())
            levels = {level: error for level, error in ours["levels"]}
            for level, expected in optima.items():
                if abs(levels.get(level, 0.0) - expected) > 1e-5 * max(1.0, abs(expected)):
                    mismatches.append((index, "level", level, levels.get(level, 0.0), expected, text))
            problems_checked += 1
            for position, element in enumerate(frames["elements"]):
                if element["ambiguous"]:
                    continue
                frame = element["canvasFrame"]
                expected = list(solution[4 * position: 4 * position + 4])
                if "direction: rtl" in text:
                    # The engine solves a right-to-left layout leading first and mirrors it.
                    expected[0] = frames["width"] - expected[0] - expected[2]
                for key, value in zip(["x", "y", "width", "height"], expected):
                    if abs(frame[key] - value) > 2e-3:
                        mismatches.append((index, element["path"], key, frame[key], value, text))
                frames_checked += 1
        self.assertGreater(frames_checked, len(texts))
        self.assertEqual(mismatches[:3], [], f"{len(mismatches)} mismatches over {problems_checked} layouts")


if __name__ == "__main__":
    unittest.main()
