"""Differential test of the lexicographic solver against SciPy's HiGHS, level by level.

Random problems shaped like layouts (positions and sizes chained by required equalities
and inequalities, with optional wishes at several priority levels, several levels close
together) go to `stack-solve`; the same problem is solved here as a sequence of LPs, one
per level from the highest: minimise that level's error sum with the levels above fixed
at their optimum. The per-level optima must agree, and stack-solve's values must satisfy
every required constraint.
"""
import json
import os
import random
import re
import subprocess
import unittest
from pathlib import Path

import numpy as np
from scipy.optimize import linprog

ROOT = Path(__file__).resolve().parents[2]
SOLVE = Path(os.environ.get("STACK_SOLVE", ROOT / ".build" / "debug" / "stack-solve"))
PROBLEMS = int(os.environ.get("SOLVER_DIFF_PROBLEMS", "500"))
LEVELS = [1000.5, 999.999, 999.5, 999, 751, 750, 251, 250, 50, 25]


def random_problem(rng):
    n_views = rng.randint(1, 6)
    n = 2 * n_views + 1  # x_i, w_i per view, plus the container width
    container = 2 * n_views
    rows = [{"terms": [[container, 1]], "constant": -rng.choice([100, 200, 320, 375]), "relation": "==", "priority": None}]
    for i in range(n_views):
        x, w = 2 * i, 2 * i + 1
        rows.append({"terms": [[w, 1]], "constant": 0, "relation": ">=", "priority": None})
        if i == 0:
            rows.append({"terms": [[x, 1]], "constant": 0, "relation": "==", "priority": None})
        else:
            px, pw = 2 * (i - 1), 2 * (i - 1) + 1
            gap = rng.choice([0, 8, 10, -10])
            rel = rng.choice(["==", "==", ">="])
            rows.append({"terms": [[x, 1], [px, -1], [pw, -1]], "constant": -gap, "relation": rel, "priority": None})
        intrinsic = rng.choice([20, 40, 50, 80, 100, 160])
        rows.append({"terms": [[w, 1]], "constant": -intrinsic, "relation": "<=", "priority": rng.choice(LEVELS[5:])})
        rows.append({"terms": [[w, 1]], "constant": -intrinsic, "relation": ">=", "priority": rng.choice(LEVELS[3:7])})
        if rng.random() < 0.3:
            rows.append({"terms": [[w, 1], [1, -rng.choice([1, 0.5, 2])]], "constant": 0, "relation": "==",
                         "priority": rng.choice(LEVELS)})
        if rng.random() < 0.2:
            rows.append({"terms": [[w, 1]], "constant": -rng.choice([30, 60]), "relation": rng.choice(["<=", ">=", "=="]),
                         "priority": None if rng.random() < 0.3 else rng.choice(LEVELS)})
    last_x, last_w = 2 * (n_views - 1), 2 * (n_views - 1) + 1
    rows.append({"terms": [[last_x, 1], [last_w, 1], [container, -1]], "constant": 0,
                 "relation": rng.choice(["==", "<="]), "priority": None})
    return {"variables": n, "constraints": rows}


def level_optima(problem, rejected):
    """Solves the lexicographic problem with HiGHS, one LP per level."""
    optima, _ = level_optima_with_solution(problem, rejected)
    return optima, [r for i, r in enumerate(problem["constraints"]) if i not in rejected and r.get("priority") is None]


def level_optima_with_solution(problem, rejected):
    """The per-level optima and the variables' values in the last level's optimum."""
    n = problem["variables"]
    rows = [r for i, r in enumerate(problem["constraints"]) if i not in rejected]
    required = [r for r in rows if r.get("priority") is None]
    optional = [r for r in rows if r.get("priority") is not None]
    # Variables: x (free), then for each optional row e+ and e- (>= 0).
    m = len(optional)
    size = n + 2 * m
    a_eq, b_eq, a_ub, b_ub = [], [], [], []

    def coefficients(row):
        vector = np.zeros(size)
        for var, c in row["terms"]:
            vector[int(var)] += c
        return vector

    for row in required:
        vector = coefficients(row)
        if row["relation"] == "==":
            a_eq.append(vector); b_eq.append(-row["constant"])
        elif row["relation"] == "<=":
            a_ub.append(vector); b_ub.append(-row["constant"])
        else:
            a_ub.append(-vector); b_ub.append(row["constant"])
    for k, row in enumerate(optional):
        vector = coefficients(row)
        plus, minus = n + 2 * k, n + 2 * k + 1
        if row["relation"] == "==":      # expr = e+ - e-
            vector[plus] -= 1; vector[minus] += 1
            a_eq.append(vector); b_eq.append(-row["constant"])
        elif row["relation"] == "<=":    # expr <= e+
            vector[plus] -= 1
            a_ub.append(vector); b_ub.append(-row["constant"])
        else:                             # expr >= -e+
            vector[plus] += 1
            a_ub.append(-vector); b_ub.append(row["constant"])
    bounds = [(None, None)] * n + [(0, None)] * (2 * m)
    optima = {}
    solution = [0.0] * n
    if not optional:
        result = linprog(np.zeros(size), A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
                         A_eq=np.array(a_eq) if a_eq else None, b_eq=b_eq or None, bounds=bounds, method="highs")
        assert result.status == 0, result.message
        solution = list(result.x[:n])
    for level in sorted({r["priority"] for r in optional}, reverse=True):
        cost = np.zeros(size)
        for k, row in enumerate(optional):
            if row["priority"] == level:
                cost[n + 2 * k] = 1; cost[n + 2 * k + 1] = 1
        result = linprog(cost, A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
                         A_eq=np.array(a_eq) if a_eq else None, b_eq=b_eq or None, bounds=bounds, method="highs",
                         options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})
        assert result.status == 0, result.message
        optima[level] = result.fun
        solution = list(result.x[:n])
        a_ub.append(cost); b_ub.append(result.fun + 1e-8 * max(1.0, abs(result.fun)))
    return optima, solution


class SolverDifferentialTest(unittest.TestCase):
    def test_random_problems_match_highs_level_by_level(self):
        rng = random.Random(20261121)
        problems = [random_problem(rng) for _ in range(PROBLEMS)]
        mismatches = []
        for index, problem in enumerate(problems):
            result = subprocess.run([str(SOLVE)], input=json.dumps(problem), capture_output=True, text=True, check=True)
            solution = json.loads(result.stdout)
            optima, required = level_optima(problem, set(solution["rejected"]))
            ours = {level: error for level, error in solution["levels"]}
            for level, expected in optima.items():
                if abs(ours.get(level, 0.0) - expected) > 1e-5 * max(1.0, abs(expected)):
                    mismatches.append((index, level, ours.get(level, 0.0), expected))
            values = solution["values"]
            for row in required:
                total = row["constant"] + sum(c * values[int(v)] for v, c in row["terms"])
                ok = {"==": abs(total) < 1e-6, "<=": total < 1e-6, ">=": total > -1e-6}[row["relation"]]
                if not ok:
                    mismatches.append((index, "required", row, total))
        self.assertEqual(mismatches[:5], [], f"{len(mismatches)} mismatches over {len(problems)} problems")

    def test_repeat_prints_exactly_one_timing_line_and_the_same_solution(self):
        problem = json.dumps(random_problem(random.Random(7)))
        once = subprocess.run([str(SOLVE)], input=problem, capture_output=True, text=True, check=True)
        repeated = subprocess.run([str(SOLVE), "--repeat", "5"], input=problem, capture_output=True, text=True, check=True)
        self.assertEqual(repeated.stdout, once.stdout)
        self.assertEqual(once.stderr, "")
        lines = repeated.stderr.splitlines()
        self.assertEqual(len(lines), 1, lines)
        match = re.fullmatch(r"timing: solve-median-ms=([0-9.]+) solve-min-ms=([0-9.]+) solve-cpu-median-ms=([0-9.]+)", lines[0])
        self.assertIsNotNone(match, lines[0])
        median, minimum, _ = (float(value) for value in match.groups())
        self.assertLessEqual(minimum, median)
        bad = subprocess.run([str(SOLVE), "--repeat", "0"], input=problem, capture_output=True, text=True)
        self.assertEqual(bad.returncode, 2)

    def test_huge_numbers_are_rejected_without_a_crash(self):
        problem = {"variables": 2, "constraints": [
            {"terms": [[0, 1]], "constant": -10, "relation": "==", "priority": None},
            {"terms": [[1, 1e308]], "constant": 1e308, "relation": ">=", "priority": None},
            {"terms": [[1, 1]], "constant": -1e300, "relation": "==", "priority": 250},
            {"terms": [[1, 1], [0, -1]], "constant": -5, "relation": "==", "priority": 1e308},
            {"terms": [[1, 1], [0, -1]], "constant": -4, "relation": "==", "priority": 500},
        ]}
        result = subprocess.run([str(SOLVE)], input=json.dumps(problem), capture_output=True, text=True, check=True)
        solution = json.loads(result.stdout)
        self.assertEqual(solution["rejected"], [1, 2, 3])
        self.assertEqual(solution["values"], [10, 14])


if __name__ == "__main__":
    unittest.main()
