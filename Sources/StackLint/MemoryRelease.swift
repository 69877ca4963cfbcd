import StackPlatform

/// Hands the memory the allocator holds free back to the system after a large analysis.
///
/// An analysis builds and drops a model per layout on several threads; glibc keeps what
/// they freed in each thread's arena, resident, and a later allocation on another thread
/// (the whole document's model a request builds, the findings an answer writes) cannot reuse
/// it. `malloc_trim` returns those free pages, quickly next to the analysis:
/// a large document's server then peaks lower by the garbage of its analysis. Elsewhere
/// (no glibc) there is nothing to do.
enum MemoryRelease {
    /// How many layouts an analysis must have analysed afresh for its garbage to be worth
    /// returning: an edit re-analyses one or two, and leaves little.
    static let minimumLayouts = 64
    /// How many element frames those layouts' solves must have given: a layout solved at
    /// many canvases and categories leaves its solves' garbage however few layouts there are.
    static let minimumFrames = 1 << 16

    #if canImport(Glibc)
    private typealias Trim = @convention(c) (Int) -> Int32
    /// glibc's `malloc_trim`, looked up once (`malloc.h` is not part of the Glibc module).
    private static let trim: Trim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: Trim.self) }
    #endif

    /// Returns the free memory to the system if the analysis analysed `layouts` afresh,
    /// solving them into `frames` element frames, enough to have left much garbage.
    static func afterAnalysis(layouts: Int, frames: Int) {
        guard layouts >= minimumLayouts || frames >= minimumFrames else { return }
        now()
    }

    /// Returns the free memory to the system (a document's results were let go).
    static func now() {
        #if canImport(Glibc)
        _ = trim?(0)
        #endif
    }
}
