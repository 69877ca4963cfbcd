import StackVocabulary
import XCTest

/// The model keeps, per element, where each property was last set in a table indexed by
/// ``PropertyName/ordinal`` and sized ``PropertyName/ordinalLimit``.
final class PropertyNameOrdinalTests: XCTestCase {
    func testOrdinalIsThePlaceInTheCatalog() {
        XCTAssertEqual(PropertyName.allCases.map(\.ordinal), Array(PropertyName.allCases.indices))
    }

    func testEveryOrdinalFitsTheTable() {
        XCTAssertLessThanOrEqual(PropertyName.allCases.count, PropertyName.ordinalLimit)
    }
}
