#!/usr/bin/env python3
"""Side by side: stack-solve against kiwisolver on typical problems of the benchmark corpus.

Usage (from the package root, after `swift build -c release`):

    python3 -m venv /tmp/kiwi-venv && /tmp/kiwi-venv/bin/pip install kiwisolver
    /tmp/kiwi-venv/bin/python Tests/Benchmarks/compare_kiwi.py [--repeat 200] [PROBLEM.json ...]

Each problem (default: Tests/Benchmarks/problems/*.json, about 150 constraints each,
dumped with `stacklint frames FILE --format problem`) is solved by `stack-solve --repeat N`
and by kiwi_solve.py with the same protocol (one warm-up, then N solves in process; the
median is compared). Prints one line a problem and the geometric mean of the ratios
stack-solve / kiwi (below 1: stack-solve is faster).
"""
import argparse
import math
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TIMING = re.compile(r"^timing: solve-median-ms=([0-9.]+) solve-min-ms=([0-9.]+) solve-cpu-median-ms=([0-9.]+)$")


def timing(command, problem):
    with open(problem, "rb") as stdin:
        result = subprocess.run(command, stdin=stdin, capture_output=True, check=True)
    lines = [line for line in result.stderr.decode().splitlines() if line.startswith("timing:")]
    match = TIMING.match(lines[-1]) if len(lines) == 1 else None
    if not match:
        sys.exit(f"no single timing line from {command[0]}: {result.stderr.decode()!r}")
    return tuple(float(value) for value in match.groups())


def main():
    parser = argparse.ArgumentParser(description="stack-solve against kiwisolver")
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--stack-solve", default=os.environ.get("STACK_SOLVE", str(ROOT / ".build" / "release" / "stack-solve")))
    parser.add_argument("problems", nargs="*")
    args = parser.parse_args()
    problems = args.problems or sorted(str(path) for path in (HERE / "problems").glob("*.json"))
    ratios = []
    print(f"{'problem':<24} {'stack-solve ms':>15} {'kiwi ms':>10} {'ratio':>7}   (medians of {args.repeat}; CPU ratio)")
    for problem in problems:
        ours = timing([args.stack_solve, "--repeat", str(args.repeat)], problem)
        kiwi = timing([sys.executable, str(HERE / "kiwi_solve.py"), "--repeat", str(args.repeat)], problem)
        ratio = ours[0] / kiwi[0]
        ratios.append(ratio)
        print(f"{Path(problem).stem:<24} {ours[0]:>15.4f} {kiwi[0]:>10.4f} {ratio:>7.2f}   ({ours[2] / kiwi[2]:.2f})")
    geometric = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"stack-solve / kiwi, geometric mean of {len(ratios)} problems: {geometric:.2f}x")


if __name__ == "__main__":
    main()
