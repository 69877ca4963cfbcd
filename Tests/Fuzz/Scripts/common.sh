# Shared by run-smoke.sh and run-long.sh (sourced, not run): builds the fuzz package and
# runs one libFuzzer target on its corpus. Needs only the Swift toolchain (libFuzzer ships with it).

fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo_dir="$(cd "$fuzz_dir/../.." && pwd)"
# Gitignored (`.build-*/`): the build, the growing corpora, crash artifacts and logs.
scratch="${FUZZ_SCRATCH:-$repo_dir/.build-fuzz}"
# The Swift runtime's backtracer would take libFuzzer's and AddressSanitizer's place on a crash.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
fuzz_targets=(fuzz-analyze fuzz-format fuzz-fix fuzz-frames-json fuzz-document-sync)

# FUZZ_SANITIZE picks the sanitizers the targets are built with (default fuzzer,address);
# `FUZZ_SANITIZE=fuzzer` leaves AddressSanitizer out for long runs that want executions.
# Each choice builds into a scratch folder of its own.
sanitize="${FUZZ_SANITIZE:-fuzzer,address}"
[ "$sanitize" = "fuzzer,address" ] || scratch="$scratch-${sanitize//,/-}"

fuzz_build() {
    echo "== building the fuzz targets (release, -sanitize=$sanitize) into ${scratch#"$repo_dir"/}"
    (cd "$fuzz_dir" && swift build -c release -Xswiftc -sanitize="$sanitize" --scratch-path "$scratch")
}

# fuzz_run TARGET LIBFUZZER-OPTIONS...: fuzzes TARGET starting from the examples, the test
# corpus and its regressions; prints "TARGET: N executions, ok|FAILED (exit E)" and returns
# libFuzzer's exit status. New corpus entries go to the scratch corpus only. Leak detection
# is off: Swift runtime and Dispatch caches read as leaks and the checks cost 3/4 of the time.
fuzz_run() {
    local target="$1"
    shift
    local corpus="$scratch/corpus/$target"
    local artifacts="$scratch/artifacts/$target"
    local log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    local seeds=("$repo_dir/Examples" "$repo_dir/Tests/Corpus")
    [ -d "$fuzz_dir/Regressions/$target" ] && seeds+=("$fuzz_dir/Regressions/$target")
    local status=0 saved_before
    # Failures only: libFuzzer also writes `slow-unit-*` files, which report time (a
    # paused or loaded machine makes them) and are not failures.
    saved_before=$(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l)
    (cd "$artifacts" && "$scratch/release/$target" -dict="$fuzz_dir/stack.dict" -artifact_prefix="$artifacts/" \
        -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -max_len=4096 -print_final_stats=1 "$@" "$corpus" "${seeds[@]}") >"$log" 2>&1 || status=$?
    local runs
    # `-a`: a log can hold bytes that are not text (an input's bytes in a message), and
    # grep would then print "binary file matches" instead of the line. In fork mode
    # (FUZZ_JOBS) the count is the last status line's, and an interrupted run says "a
    # child was interrupted".
    runs=$(grep -aEo '^stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
    [ -n "$runs" ] || runs=$(grep -aEo '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    # In fork mode (FUZZ_KEEP_GOING) libFuzzer exits 0 after ignored failures: count the inputs it saved.
    local saved=$(($(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l) - saved_before))
    if [ "$status" -eq 0 ] && [ "$saved" -gt 0 ]; then
        status=1
        echo "$target: ${runs:-0} executions, FAILED ($saved failing inputs saved in ${artifacts#"$repo_dir"/})"
        return "$status"
    fi
    # A run stopped by SIGINT exits with libFuzzer's -interrupted_exitcode (72): not a failure.
    if [ "$status" -eq 72 ] && grep -aqE "libFuzzer: (run|a child was) interrupted" "$log"; then
        echo "$target: ${runs:-0} executions, interrupted (stopped by a signal; no failure found)"
        return 0
    fi
    if [ "$status" -eq 0 ]; then
        echo "$target: ${runs:-0} executions, ok"
    else
        echo "$target: ${runs:-0} executions, FAILED (exit $status); log: ${log#"$repo_dir"/}"
        grep -aE "stacklint-fuzz: property broken|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY|Test unit written to" "$log" | head -8 | sed 's/^/    /'
    fi
    return "$status"
}
