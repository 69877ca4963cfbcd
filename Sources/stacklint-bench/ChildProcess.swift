import Dispatch
import Foundation
import StackPlatform

/// A program run to its exit, timed from its spawn to its reaping.
///
/// Spawned with `posix_spawn` and reaped with a blocking `waitpid`: Foundation's
/// `Process.waitUntilExit()` on Linux notices an exit only when it next polls, which would
/// add its polling interval to every run it times.
enum ChildProcess {
    /// The seconds `executable` took with `arguments`, run in the current directory with
    /// its standard output and error sent to `/dev/null`; nil when it could not be started.
    static func secondsToExit(_ executable: String, _ arguments: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // This process's environment, passed on (`environ` is not declared alike everywhere).
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in environment { free(variable) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
