#!/usr/bin/env bash
# The Swift tests under sanitizers (docs/dev/fuzzing.md), each build in its own scratch path:
#   AddressSanitizer:  every test               (.build-asan)
#   ThreadSanitizer:   the language server's    (.build-tsan)
# UndefinedBehaviorSanitizer is not run: swiftc refuses `-sanitize=undefined` on Linux
# ("unsupported option for target x86_64-unknown-linux-gnu"), and Swift traps on the
# overflows and out-of-bounds accesses it would catch in C anyway.
# Prints the time and the test count of each step; exits non-zero if any step failed.
# Leak detection is off by default (ASAN_OPTIONS to change it): the Swift runtime's and
# XCTest's caches read as leaks.
set -uo pipefail
cd "$(dirname "$0")/../.."
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"  # let the sanitizer report, not the runtime's backtracer
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0}"
logs="${SANITIZER_LOGS:-.build-sanitizers}"
mkdir -p "$logs"

failed=0
summary=()
step() {  # step NAME SCRATCH SANITIZER [swift test arguments...]
    local name="$1" scratch="$2" sanitizer="$3"
    shift 3
    local log="$logs/$name.log"
    echo "== $name: swift test --sanitize=$sanitizer --scratch-path $scratch $*"
    local start=$SECONDS status=0
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1 || status=$?
    local built=$((SECONDS - start))
    if [ "$status" -eq 0 ]; then
        swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@" >>"$log" 2>&1 || status=$?
    fi
    local tested=$((SECONDS - start - built))
    local counts
    counts=$(grep -E "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1 | sed -E 's/.*(Executed [0-9]+ tests?, with [0-9]+ failures?).*/\1/')
    local reports
    reports=$(grep -cE "^(==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer)" "$log" || true)
    local line="$name: build ${built}s, tests ${tested}s, ${counts:-no test count}, $reports sanitizer reports, exit $status (log: $log)"
    echo "$line"
    summary+=("$line")
    [ "$status" -eq 0 ] || failed=$((failed + 1))
}

step asan .build-asan address
step tsan-lsp .build-tsan thread --filter StackLSPTests

echo "== sanitizers"
printf '%s\n' "${summary[@]}"
[ "$failed" -eq 0 ]
