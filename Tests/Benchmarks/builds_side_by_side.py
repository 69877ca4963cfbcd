#!/usr/bin/env python3
"""Two release builds of stacklint side by side in one run: a cold lint of the same plain
corpus by each, in instructions (callgrind, repeatable on a noisy machine) and in time.

Usage (from the package root, with an earlier build checked out and built elsewhere):

    swift build -c release
    python3 Tests/Benchmarks/builds_side_by_side.py --base OTHER/.build/release [--files 100] [--runs 10]

The corpus is the screens that this build's `stacklint-bench --files N --write DIR` writes,
with their `lines:` rows taken out, so that no label wraps: the figure the format's version 3 promises
to keep (a file with no wrapping text costs what it cost before). Each build lints it with
`--no-cache --quiet`:

- instructions: `valgrind --tool=callgrind`, each build on a core of its own, at the same
  time; a build that still sets glibc's allocator cache itself (by running itself again,
  which callgrind does not follow) is given that setting in its environment
  (`--base-tunables`);
- time: wall and CPU (user + system) of the lint, the builds taking turns run by run,
  median of `--runs`, on a corpus `--time-scale` times larger.

Not a test: nothing here asserts a figure.
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def plain_corpus(bench, files, directory):
    """The benchmark's corpus of `files` screens with every `lines:` row removed (the other
    files it writes, its self-sizing lists, are left out)."""
    subprocess.run([str(bench), "--files", str(files), "--write", str(directory)], check=True, capture_output=True)
    total = 0
    for path in sorted(directory.iterdir()):
        if not (path.name.startswith("screen") and path.suffix == ".stack"):
            path.unlink()
            continue
        lines = path.read_bytes().splitlines(keepends=True)
        path.write_bytes(b"".join(line for line in lines if not line.lstrip().startswith(b"lines:")))
        total += path.stat().st_size
    return total


def instructions(builds, corpus, scratch):
    """Callgrind's instruction count of each build's lint, the builds run at once."""
    running = []
    for core, (name, binary, environment) in enumerate(builds):
        output = scratch / f"{name}.callgrind"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", str(binary),
                   "--no-cache", "--quiet", str(corpus)]
        if shutil.which("taskset"):
            command = ["taskset", "-c", str(core % (os.cpu_count() or 1))] + command
        running.append((name, subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL,
                                               stderr=subprocess.PIPE)))
    counts = {}
    for name, process in running:
        _, errors = process.communicate()
        match = REFS.search(errors.decode())
        if not match:
            sys.exit(f"no instruction count from {name}: {errors.decode()[-400:]}")
        counts[name] = int(match.group(1).replace(",", ""))
    return counts


def timed(binary, corpus, environment):
    """Wall and CPU seconds of one lint."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([str(binary), "--no-cache", "--quiet", str(corpus)], env=environment,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", required=True, help="the earlier build's directory (holding `stacklint`)")
    parser.add_argument("--new", default=str(ROOT / ".build" / "release"), help="this build's directory")
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--time-scale", type=int, default=20, help="the timed corpus is this many times larger")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--base-tunables", default="glibc.malloc.tcache_count=1000",
                        help="GLIBC_TUNABLES for the earlier build, as it set them itself (empty: none)")
    arguments = parser.parse_args()
    base, new = Path(arguments.base) / "stacklint", Path(arguments.new) / "stacklint"
    bench = Path(arguments.new) / "stacklint-bench"
    plain = {key: value for key, value in os.environ.items() if key != "GLIBC_TUNABLES"}
    tuned = dict(plain, GLIBC_TUNABLES=arguments.base_tunables) if arguments.base_tunables else plain
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        small, large = scratch / "small", scratch / "large"
        small.mkdir()
        large.mkdir()
        size = plain_corpus(bench, arguments.files, small)
        large_size = plain_corpus(bench, arguments.files * arguments.time_scale, large)
        counts = instructions([("base", base, tuned), ("new", new, plain)], small, scratch)
        if arguments.base_tunables:
            counts["new, base's tunables"] = instructions([("new", new, tuned)], small, scratch)["new"]
        times = {"base": [], "new": []}
        for run in range(arguments.runs):
            order = [("base", base, tuned), ("new", new, plain)]
            for name, binary, environment in order if run % 2 == 0 else reversed(order):
                times[name].append(timed(binary, large, environment))
    print(f"cold lint of {arguments.files} plain files ({size:,} bytes): instructions (callgrind)")
    for name, count in counts.items():
        print(f"  {name:<24}{count / 1e6:>10.1f} M  {count / size:>7.0f} per byte  {count / counts['base']:>6.3f}x base")
    print(f"cold lint of {arguments.files * arguments.time_scale} plain files ({large_size:,} bytes), "
          f"median of {arguments.runs} runs")
    for name in times:
        wall = statistics.median(value[0] for value in times[name])
        cpu = statistics.median(value[1] for value in times[name])
        base_wall = statistics.median(value[0] for value in times["base"])
        base_cpu = statistics.median(value[1] for value in times["base"])
        print(f"  {name:<24}wall {wall * 1000:>8.1f} ms ({wall / base_wall:.3f}x)   "
              f"cpu {cpu * 1000:>8.1f} ms ({cpu / base_cpu:.3f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
