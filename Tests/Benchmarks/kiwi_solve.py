#!/usr/bin/env python3
"""kiwisolver (C++ Cassowary) as a timing peer of `stack-solve`.

Reads a stack-solve problem (JSON on standard input: {"variables": n, "constraints":
[{"terms": [[variable, coefficient], ...], "constant": c, "relation": "<=|==|>=",
"priority": p or null}]}), adds its constraints in the same order as stack-solve
(required ones in file order, then optional ones from the highest priority down) and
prints the values as JSON. With --repeat N: after one warm-up, solves N more times from
a fresh solver and prints to standard error exactly one line
`timing: solve-median-ms=X solve-min-ms=Y solve-cpu-median-ms=Z`, as stack-solve does.

Kiwi has numeric strengths, not levels: a priority p maps to strength p * 1000 (so 1100,
the engine's broken-constraint level, stays below kiwi's required strength), the usual
mapping of Auto Layout priorities. It is a timing peer, not an exactness peer: a weighted
sum can settle elsewhere than the lexicographic optimum.

Only the solve is timed: variables and constraint objects are built once (kiwi lets one
constraint enter several solvers), so Python's expression building is not counted.
"""
import argparse
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def build(problem):
    variables = [kiwi.Variable(f"x{i}") for i in range(max(0, problem["variables"]))]
    rows = problem["constraints"]
    required = [i for i, row in enumerate(rows) if row.get("priority") is None]
    optional = sorted((i for i, row in enumerate(rows) if row.get("priority") is not None),
                      key=lambda i: (-rows[i]["priority"], i))
    constraints = []
    for index in required + optional:
        row = rows[index]
        expression = kiwi.Expression([kiwi.Term(variables[int(v)], c) for v, c in row["terms"]], row["constant"])
        relation = row["relation"]
        constraint = expression <= 0 if relation == "<=" else expression >= 0 if relation == ">=" else expression == 0
        priority = row.get("priority")
        strength = kiwi.strength.required if priority is None else priority * 1000
        constraints.append(constraint | strength)
    return variables, constraints


def solve(variables, constraints):
    solver = kiwi.Solver()
    rejected = 0
    for constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            rejected += 1
    solver.updateVariables()
    return rejected


def timed(problem, repeat):
    """(median wall ms, min wall ms, median CPU ms) over `repeat` solves after one warm-up."""
    variables, constraints = build(problem)
    solve(variables, constraints)
    wall, cpu = [], []
    for _ in range(repeat):
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        solve(variables, constraints)
        wall.append((time.perf_counter() - start_wall) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(wall), min(wall), statistics.median(cpu)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=0)
    args = parser.parse_args()
    problem = json.load(sys.stdin)
    variables, constraints = build(problem)
    solve(variables, constraints)
    if args.repeat > 0:
        median, minimum, cpu = timed(problem, args.repeat)
        print(f"timing: solve-median-ms={median:.4f} solve-min-ms={minimum:.4f} solve-cpu-median-ms={cpu:.4f}", file=sys.stderr)
    print(json.dumps({"values": [v.value() for v in variables]}))


if __name__ == "__main__":
    main()
