import Foundation
import StackSolver

// Reads a SolverProblem as JSON on standard input; prints its Solution as JSON.
// A tool for differential tests of the solver against other LP solvers.
let input = FileHandle.standardInput.readDataToEndOfFile()
guard let problem = try? JSONDecoder().decode(SolverProblem.self, from: input) else {
    FileHandle.standardError.write(Data("stack-solve: expected a JSON problem on standard input\n".utf8))
    exit(2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
guard let output = try? encoder.encode(problem.solve()) else { exit(2) }
FileHandle.standardOutput.write(output + Data("\n".utf8))
