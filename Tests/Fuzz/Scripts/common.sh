# Shared by run-smoke.sh and run-long.sh (sourced, not run): builds the fuzz package and
# runs one libFuzzer target on its corpus. Needs only the Swift toolchain (libFuzzer ships with it).

fuzz_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo_dir="$(cd "$fuzz_dir/../.." && pwd)"
# Gitignored (`.build-*/`): the build, the growing corpora, crash artifacts and logs.
scratch="${FUZZ_SCRATCH:-$repo_dir/.build-fuzz}"
# The Swift runtime's backtracer would take libFuzzer's and AddressSanitizer's place on a crash.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
fuzz_targets=(fuzz-analyze fuzz-format fuzz-fix fuzz-frames-json fuzz-document-sync fuzz-xml fuzz-ib)

# FUZZ_SANITIZE picks the sanitizers the targets are built with (default fuzzer,address);
# `FUZZ_SANITIZE=fuzzer` leaves AddressSanitizer out for long runs that want executions.
# FUZZ_TRACE_CMP=0 builds without comparison tracing (`-sanitize=fuzzer` turns it on): edge
# coverage only, in libFuzzer's inline counters. Tracing feeds libFuzzer's comparison
# dictionary, which finds the operands of the program's comparisons in the input; the
# document-sync input is a list of choices, not text, so the operands are never there, and
# the tracing took a third of that target's time. Each choice builds into a scratch folder
# of its own.
sanitize="${FUZZ_SANITIZE:-fuzzer,address}"
[ "$sanitize" = "fuzzer,address" ] || scratch="$scratch-${sanitize//,/-}"
coverage=()
if [ "${FUZZ_TRACE_CMP:-1}" = 0 ]; then
    scratch="$scratch-edges"
    coverage=(-Xswiftc -sanitize-coverage=edge,indirect-calls)
    for option in inline-8bit-counters pc-table stack-depth; do
        coverage+=(-Xswiftc -Xllvm -Xswiftc "-sanitizer-coverage-$option")
    done
fi

fuzz_build() {
    echo "== building the fuzz targets (release, -sanitize=$sanitize${coverage[*]:+, edge coverage only}) into ${scratch#"$repo_dir"/}"
    (cd "$fuzz_dir" && swift build -c release -Xswiftc -sanitize="$sanitize" "${coverage[@]}" --scratch-path "$scratch")
}

# fuzz_run TARGET LIBFUZZER-OPTIONS...: fuzzes TARGET starting from the examples, the test
# corpus and its regressions; prints "TARGET: N executions, ok|FAILED (exit E)" and returns
# libFuzzer's exit status. New corpus entries go to the scratch corpus only. Leak detection
# is off: Swift runtime and Dispatch caches read as leaks and the checks cost 3/4 of the time.
# With fuzz_processes=N (run-long.sh's FUZZ_JOBS) N independent libFuzzer processes share
# the corpus (each reads what the others add, at libFuzzer's corpus rereads), each pinned to
# a core of its own where `taskset` exists; their executions add up.
fuzz_run() {
    local target="$1"
    shift
    local corpus="$scratch/corpus/$target"
    local artifacts="$scratch/artifacts/$target"
    local log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    local seeds=("$repo_dir/Examples" "$repo_dir/Tests/Corpus")
    # The IB mapping starts from the project's IB files and the XML reader's seed.
    [ "$target" = fuzz-ib ] && seeds=("$repo_dir/Tests/InterfaceBuilder" "$fuzz_dir/Regressions/fuzz-xml")
    [ -d "$fuzz_dir/Regressions/$target" ] && seeds+=("$fuzz_dir/Regressions/$target")
    # The XML reader's and the IB mapping's words are XML's and IB's, not the format's; the
    # mapping's inputs are whole IB files, larger than a layout.
    local dictionary="$fuzz_dir/stack.dict" max_len=4096
    case "$target" in fuzz-xml) dictionary="$fuzz_dir/xml.dict" ;; fuzz-ib) dictionary="$fuzz_dir/xml.dict" max_len=16384 ;; esac
    local status=0 saved_before processes="${fuzz_processes:-1}" cores
    cores=$(nproc 2>/dev/null || echo 1)
    # Failures only: libFuzzer also writes `slow-unit-*` files, which report time (a
    # paused or loaded machine makes them) and are not failures.
    saved_before=$(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l)
    local logs=() pids=() index
    for ((index = 1; index <= processes; index++)); do
        local process_log="$log" pin=()
        if [ "$processes" -gt 1 ]; then
            process_log="${log%.log}.$index.log"
            # A core each: the language server's threads then hand over work on one core
            # instead of migrating (about a sixth more executions for document sync).
            command -v taskset >/dev/null && pin=(taskset -c "$(((index - 1) % cores))")
        fi
        logs+=("$process_log")
        (cd "$artifacts" && exec "${pin[@]}" "$scratch/release/$target" -dict="$dictionary" -artifact_prefix="$artifacts/" \
            -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -max_len="$max_len" -print_final_stats=1 "$@" "$corpus" "${seeds[@]}") >"$process_log" 2>&1 &
        pids+=("$!")
    done
    # Each process's status: the run's is the first failure's. A signal to this script
    # interrupts `wait` (a status above 128): it is passed on, and the process waited for again.
    local interrupted=0 code
    trap 'kill -INT "${pids[@]}" 2>/dev/null || true' INT TERM
    for index in "${!pids[@]}"; do
        code=0
        wait "${pids[$index]}" || code=$?
        while kill -0 "${pids[$index]}" 2>/dev/null; do
            code=0
            wait "${pids[$index]}" || code=$?
        done
        if [ "$code" -eq 72 ] && grep -aqE "libFuzzer: (run|a child was) interrupted" "${logs[$index]}"; then
            interrupted=1
        elif [ "$code" -ne 0 ] && [ "$status" -eq 0 ]; then
            status=$code
            log="${logs[$index]}"
        fi
    done
    trap - INT TERM
    local runs=0 process_runs
    for process_log in "${logs[@]}"; do
        # `-a`: a log can hold bytes that are not text (an input's bytes in a message), and
        # grep would then print "binary file matches" instead of the line. In fork mode
        # (FUZZ_KEEP_GOING) the count is the last status line's, and an interrupted run says
        # "a child was interrupted".
        process_runs=$(grep -aEo '^stat::number_of_executed_units: *[0-9]+' "$process_log" | grep -Eo '[0-9]+$' | tail -1)
        [ -n "$process_runs" ] || process_runs=$(grep -aEo '^#[0-9]+' "$process_log" | tail -1 | tr -d '#')
        runs=$((runs + ${process_runs:-0}))
    done
    # In fork mode (FUZZ_KEEP_GOING) libFuzzer exits 0 after ignored failures: count the inputs it saved.
    local saved=$(($(find "$artifacts" -type f ! -name 'slow-unit-*' | wc -l) - saved_before))
    if [ "$status" -eq 0 ] && [ "$saved" -gt 0 ]; then
        echo "$target: $runs executions, FAILED ($saved failing inputs saved in ${artifacts#"$repo_dir"/})"
        return 1
    fi
    # A run stopped by SIGINT exits with libFuzzer's -interrupted_exitcode (72): not a failure.
    if [ "$status" -eq 0 ] && [ "$interrupted" -eq 1 ]; then
        echo "$target: $runs executions, interrupted (stopped by a signal; no failure found)"
        return 0
    fi
    if [ "$status" -eq 0 ]; then
        echo "$target: $runs executions, ok"
    else
        echo "$target: $runs executions, FAILED (exit $status); log: ${log#"$repo_dir"/}"
        grep -aE "stacklint-fuzz: property broken|ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY|Test unit written to" "$log" | head -8 | sed 's/^/    /'
    fi
    return "$status"
}
