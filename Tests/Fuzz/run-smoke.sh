#!/usr/bin/env bash
# Smoke run of every fuzz target (docs/fuzzing.md): builds the fuzz package, then fuzzes each
# target for FUZZ_SECONDS (default 10) from the examples, the test corpus and the saved
# regressions. Prints the executions per target; exits non-zero if any target crashed,
# broke a property, timed out (10 s per input) or ran out of memory.
set -euo pipefail
source "$(dirname "$0")/Scripts/common.sh"

seconds="${FUZZ_SECONDS:-10}"
fuzz_build
echo "== fuzzing each target for ${seconds}s"
failed=0
for target in "${fuzz_targets[@]}"; do
    fuzz_run "$target" -max_total_time="$seconds" || failed=$((failed + 1))
done
if [ "$failed" -gt 0 ]; then
    echo "fuzz smoke: $failed of ${#fuzz_targets[@]} targets failed (inputs saved under ${scratch#"$repo_dir"/}/artifacts)"
    exit 1
fi
echo "fuzz smoke: ${#fuzz_targets[@]} targets, no failure"
