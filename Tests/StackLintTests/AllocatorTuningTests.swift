import StackLint
import XCTest

/// The tunables string a program runs with: glibc's cache setting added to what the user
/// set, and a user's own cache setting left alone.
final class AllocatorTuningTests: XCTestCase {
    func testTheCacheSettingIsAddedToWhatIsSet() {
        XCTAssertEqual(AllocatorTuning.tunables(adding: nil), "glibc.malloc.tcache_count=1000")
        XCTAssertEqual(AllocatorTuning.tunables(adding: ""), "glibc.malloc.tcache_count=1000")
        XCTAssertEqual(AllocatorTuning.tunables(adding: "glibc.malloc.mxfast=64"),
                       "glibc.malloc.mxfast=64:glibc.malloc.tcache_count=1000")
        // Names that begin like the tunable's are other tunables.
        XCTAssertEqual(AllocatorTuning.tunables(adding: "glibc.malloc.tcache_max=4096"),
                       "glibc.malloc.tcache_max=4096:glibc.malloc.tcache_count=1000")
        XCTAssertEqual(AllocatorTuning.tunables(adding: "glibc.malloc.tcache_count_x=3"),
                       "glibc.malloc.tcache_count_x=3:glibc.malloc.tcache_count=1000")
    }

    func testAUsersCacheSettingIsKept() {
        XCTAssertNil(AllocatorTuning.tunables(adding: "glibc.malloc.tcache_count=7"))
        XCTAssertNil(AllocatorTuning.tunables(adding: "glibc.malloc.mxfast=64:glibc.malloc.tcache_count=0"))
        XCTAssertNil(AllocatorTuning.tunables(adding: "glibc.malloc.tcache_count=1000:glibc.malloc.mxfast=64"))
    }
}
