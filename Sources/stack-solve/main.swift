import Foundation
import StackSolver
#if canImport(Glibc)
import Glibc
#endif

// Reads a SolverProblem as JSON on standard input; prints its Solution as JSON.
// A tool for differential tests of the solver against other LP solvers, and for timing it
// against them: `--repeat N` solves the problem N more times in process after one
// warm-up and prints to standard error exactly one line
// `timing: solve-median-ms=X solve-min-ms=Y solve-cpu-median-ms=Z`.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("stack-solve: \(message)\n".utf8))
    exit(2)
}

var repeats = 0
var arguments = Array(CommandLine.arguments.dropFirst())
while let option = arguments.first {
    arguments.removeFirst()
    switch option {
    case "--repeat":
        guard let value = arguments.first, let count = Int(value), count > 0 else { fail("--repeat needs a positive count") }
        arguments.removeFirst()
        repeats = count
    default:
        fail("usage: stack-solve [--repeat N] < problem.json")
    }
}

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let problem = try? JSONDecoder().decode(SolverProblem.self, from: input) else {
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
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
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
    let line = String(format: "timing: solve-median-ms=%.4f solve-min-ms=%.4f solve-cpu-median-ms=%.4f",
                      median(wall), wall.min() ?? 0, median(cpu))
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
guard let output = try? encoder.encode(solution) else { fail("cannot encode the solution") }
FileHandle.standardOutput.write(output + Data("\n".utf8))
