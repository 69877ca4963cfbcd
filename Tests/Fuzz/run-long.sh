#!/usr/bin/env bash
# The long fuzz run (docs/dev/fuzzing.md): every target (or those named as arguments) in turn,
# for FUZZ_RUNS executions each (default 10,000,000) or, when FUZZ_SECONDS is set, that many
# seconds each. At lowest priority, one target at a time. With FUZZ_KEEP_GOING=1 a target
# keeps fuzzing after a failure (libFuzzer's fork mode), saving every failing input. With
# FUZZ_JOBS=N a target runs in N processes at once on one corpus, a core each, its
# executions added up (fork mode's N workers when FUZZ_KEEP_GOING=1). FUZZ_TRACE_CMP=0
# builds without comparison tracing (Scripts/common.sh).
# The corpora grow under .build-fuzz/corpus and carry over from run to run.
set -euo pipefail
if [ -z "${FUZZ_NICED:-}" ]; then FUZZ_NICED=1 exec nice -n 19 "$0" "$@"; fi
source "$(dirname "$0")/Scripts/common.sh"

if [ -n "${FUZZ_SECONDS:-}" ]; then limit=(-max_total_time="$FUZZ_SECONDS"); else limit=(-runs="${FUZZ_RUNS:-10000000}"); fi
# libFuzzer rereads the corpus folder every second by default (a listing and a stat of
# each of its thousands of files: a twenty-fifth of a document-sync run); every 30 s is
# soon enough for processes sharing it.
limit+=(-reload=30)
jobs="${FUZZ_JOBS:-1}"
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "run-long.sh: FUZZ_JOBS must be a positive whole number, not '$jobs'" >&2; exit 2; }
# Plain processes sharing the corpus made about twice the executions of fork mode's workers
# (document sync on two cores: about 300 a second against 100 to 170); fork mode is kept
# for FUZZ_KEEP_GOING, which needs a process that outlives a crash.
if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then limit+=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
else fuzz_processes="$jobs"; fi
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=("${fuzz_targets[@]}")

fuzz_build
failed=0
for target in "${targets[@]}"; do
    echo "== $target (${limit[*]}) since $(date -u +%H:%M:%S)"
    fuzz_run "$target" "${limit[@]}" || failed=$((failed + 1))
done
echo "fuzz long run: $failed of ${#targets[@]} targets failed"
[ "$failed" -eq 0 ]
