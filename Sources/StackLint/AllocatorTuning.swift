#if canImport(Glibc)
import Glibc
#endif

/// Gives glibc's allocator a larger per-thread cache before any work starts, by running
/// the program again (the same process: `exec`) with one more glibc tunable. The
/// `stacklint` command does; the language server does not (below).
///
/// An analysis allocates and frees hundreds of thousands of small blocks, many of them in
/// bursts (a solver's rows, a layout's model, dropped together). glibc keeps 7 freed blocks
/// of each size per thread (`tcache`); the rest go through the arena's bins, where a
/// `malloc` costs several times as much. With 1,000 blocks a size, a cold lint of the
/// benchmark corpus counts 6 % fewer instructions and runs about 6 % faster, for an `exec`
/// that costs about half a millisecond (docs/layout.md, "Performance", the twelfth round).
/// Ruff ships its own allocator for the same reason; Swift's standard library and glibc
/// offer only this: glibc reads its tunables from the environment when a program starts,
/// and `mallopt` has no setting for the cache. The server starts once per editor session
/// and is timed to its first answer (about 1.2 ms, docs/lsp-analysis.md, "Start"), where
/// the `exec` would cost a third more, and a document's analysis showed no gain that
/// stood out of the noise.
///
/// A tunable the user set is left alone: `GLIBC_TUNABLES=glibc.malloc.tcache_count=7`
/// (glibc's default) turns the tuning off. Child processes inherit the setting.
public enum AllocatorTuning {
    /// The environment variable glibc reads its tunables from.
    public static let environmentVariable = "GLIBC_TUNABLES"
    /// Set for the program run again, which removes it: the `exec` happens once at most.
    static let relaunchMarker = "STACKLINT_ALLOCATOR_RELAUNCHED"
    /// The tunable set: how many freed blocks of one size a thread keeps.
    public static let tunable = "glibc.malloc.tcache_count"
    /// Its value (glibc's default is 7; its largest 65,535).
    public static let cachedBlocksPerSize = 1_000

    /// The tunables string to run with, given the current one (nil: unset), or nil when the
    /// current one already sets ``tunable`` (the user's choice, or this process after its
    /// `exec`). Tunables are `name=value` pairs separated by colons.
    public static func tunables(adding current: String?) -> String? {
        let setting = "\(tunable)=\(cachedBlocksPerSize)"
        guard let current, !current.isEmpty else { return setting }
        let names = current.split(separator: ":").map { $0.prefix { $0 != "=" } }
        guard !names.contains(where: { $0 == tunable }) else { return nil }
        return current + ":" + setting
    }

    /// Runs this program again, in this process, with ``tunable`` set, unless it is set
    /// already. Call it first thing in `main`, before any thread starts and before any
    /// input is read. Returns when nothing was to be done, or when the `exec` failed (no
    /// `/proc`, or the program's file deleted since it started): the program then goes on
    /// with glibc's default cache.
    public static func reexecuteIfUntuned() {
        #if os(Linux) && canImport(Glibc)
        // Once at most: a libc that drops the variable (as glibc does for a set-user-ID
        // program) would otherwise have the program run itself again without end.
        guard getenv(relaunchMarker) == nil else {
            unsetenv(relaunchMarker)
            return
        }
        let current = getenv(environmentVariable).map { String(cString: $0) }
        guard let wanted = tunables(adding: current), setenv(environmentVariable, wanted, 1) == 0,
              setenv(relaunchMarker, "1", 1) == 0 else { return }
        // The program's path, not `/proc/self/exe` itself: under Valgrind that names Valgrind,
        // while reading the link gives the program Valgrind runs (`--trace-children=yes`
        // then follows the `exec`).
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        if length > 0 { _ = execv(path, CommandLine.unsafeArgv) }
        // Still here: the environment as it was.
        unsetenv(relaunchMarker)
        if let current { setenv(environmentVariable, current, 1) } else { unsetenv(environmentVariable) }
        #endif
    }
}
