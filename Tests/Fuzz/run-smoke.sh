#!/usr/bin/env bash
# Smoke run of every fuzz target (docs/dev/fuzzing.md): builds the fuzz package, then fuzzes each
# target for FUZZ_SECONDS (default 10), or for FUZZ_RUNS inputs from a fixed seed, from the
# examples, the test corpus and the saved regressions. Prints the executions per target;
# exits non-zero if any target crashed, broke a property, timed out (10 s per input) or ran
# out of memory.
set -euo pipefail
source "$(dirname "$0")/Scripts/common.sh"

seconds="${FUZZ_SECONDS:-10}"
fuzz_build
# FUZZ_RUNS=N makes the run reproducible: N inputs per target from a fixed seed, so a gate
# (CI) replays the same inputs every time and never turns red on a new finding by chance;
# new findings are the long run's job.
if [ -n "${FUZZ_RUNS:-}" ]; then
    limits=(-runs="$FUZZ_RUNS" -seed=1)
    echo "== fuzzing each target for $FUZZ_RUNS inputs from seed 1"
else
    limits=(-max_total_time="$seconds")
    echo "== fuzzing each target for ${seconds}s"
fi
failed=0
for target in "${fuzz_targets[@]}"; do
    fuzz_run "$target" "${limits[@]}" || failed=$((failed + 1))
done
if [ "$failed" -gt 0 ]; then
    echo "fuzz smoke: $failed of ${#fuzz_targets[@]} targets failed (inputs saved under ${scratch#"$repo_dir"/}/artifacts)"
    exit 1
fi
echo "fuzz smoke: ${#fuzz_targets[@]} targets, no failure"
