#if canImport(FoundationEssentials)
import FoundationEssentials  // JSON without ICU: the static binary stays lean
#else
import Foundation
#endif
import StackSolver
import StackPlatform

// Reads a SolverProblem as JSON on standard input; prints its Solution as JSON.
// A tool for differential tests of the solver against other LP solvers, and for timing it
// against them: `--repeat N` solves the problem N more times in process after one
// warm-up and prints to standard error exactly one line
// `timing: solve-median-ms=X solve-min-ms=Y solve-cpu-median-ms=Z`.
func fail(_ message: String) -> Never {
    write(Array("stack-solve: \(message)\n".utf8), to: 2)
    exit(2)
}

var repeats = 0
var arguments = Array(CommandLine.arguments.dropFirst())
while let option = arguments.first {
    arguments.removeFirst()
    switch option {
    case "--repeat":
        guard let value = arguments.first, let count = Int(value), count > 0 else {
            fail("--repeat needs a positive count")
        }
        arguments.removeFirst()
        repeats = count
    default:
        fail("usage: stack-solve [--repeat N] < problem.json")
    }
}

/// Everything on standard input.
func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes += chunk[..<count]
        } else if count == 0 || errno != EINTR {
            return bytes
        }
    }
}

/// Writes all of `bytes` to a file descriptor.
func write(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written > 0 {
            offset += written
        } else if written < 0, errno == EINTR {
            continue
        } else {
            return
        }
    }
}

guard let problem = try? JSONDecoder().decode(SolverProblem.self, from: Data(readStandardInput())) else {
    fail("expected a JSON problem on standard input")
}

/// Wall-clock and process CPU time, in milliseconds.
func clocks() -> (wall: Double, cpu: Double) {
    var wall = timespec()
    var cpu = timespec()
    clock_gettime(CLOCK_MONOTONIC, &wall)
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
    func milliseconds(_ time: timespec) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6 }
    return (milliseconds(wall), milliseconds(cpu))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

// Built once (as the kiwisolver peer builds its constraint objects once): only solves are timed.
let prepared = problem.prepared()
var solution = prepared.solve()
if repeats > 0 {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<repeats {
        let start = clocks()
        solution = prepared.solve()
        let end = clocks()
        wall.append(end.wall - start.wall)
        cpu.append(end.cpu - start.cpu)
    }
    /// A time in milliseconds with four decimals (times are never negative).
    func milliseconds(_ value: Double) -> String {
        let tenths = Int((max(value, 0) * 10_000).rounded())
        let fraction = String(tenths % 10_000)
        return "\(tenths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
    let line =
        "timing: solve-median-ms=\(milliseconds(median(wall))) solve-min-ms=\(milliseconds(wall.min() ?? 0))"
        + " solve-cpu-median-ms=\(milliseconds(median(cpu)))"
    write(Array((line + "\n").utf8), to: 2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
guard let output = try? encoder.encode(solution) else { fail("cannot encode the solution") }
write(Array(output) + [UInt8(ascii: "\n")], to: 1)
