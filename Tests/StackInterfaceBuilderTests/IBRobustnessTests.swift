import Foundation
import StackInterfaceBuilder
import StackModel
import StackSyntax
import StackTestSupport
import XCTest

/// Damaged IB files: the import never traps, and what it writes always parses. Each fixture
/// is cut at every line, has every line left out in turn, and has bytes replaced through it.
final class IBRobustnessTests: XCTestCase {
    static func check(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(bytes: bytes), baseName: "x") else { return }
        for layout in layouts {
            let syntax = Parser.parse(SourceText(layout.text))
            XCTAssertEqual(syntax.issues.map(\.message), [], "\(what):\n\(layout.text)", file: file, line: line)
        }
    }

    func testDamagedFixturesImportOrFailWithoutTrappingAndTheImportAlwaysParses() throws {
        for fixture in ImportGoldenTests.fixtures {
            let url = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(fixture)")
            let bytes = Array(try Data(contentsOf: url))
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for cut in 0..<lines.count {
                Self.check(
                    Array(lines[..<cut].joined(separator: [UInt8(ascii: "\n")])), "\(fixture) cut at line \(cut)")
                var without = Array(lines)
                without.remove(at: cut)
                Self.check(Array(without.joined(separator: [UInt8(ascii: "\n")])), "\(fixture) without line \(cut + 1)")
            }
            for (offset, replacement) in zip(
                stride(from: 0, to: bytes.count, by: 29), [UInt8]("\"<>&=x9 -\0".utf8).cycled())
            {
                var damaged = bytes
                damaged[offset] = replacement
                Self.check(damaged, "\(fixture) with byte \(offset) replaced")
            }
        }
    }

    /// What `fuzz-ib` found, replayed: each input imports to text that parses.
    func testTheFuzzTargetsRegressionsImportToTextThatParses() throws {
        let directory = TestSupport.packageRoot.appendingPathComponent("Tests/Fuzz/Regressions/fuzz-ib")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            Self.check(Array(try Data(contentsOf: directory.appendingPathComponent(name))), name)
        }
    }

    func testValuesOutOfRangeAreClampedNotTrapped() {
        let xml = IBMappingTests.xib(
            #"<label text="\#(String(repeating: "W", count: 5000))" numberOfLines="-99999999999999999999" horizontalHuggingPriority="1e400" id="l"><rect key="frame" x="nan" y="0" width="1e300" height="-5"/><fontDescription key="fontDescription" type="system" pointSize="1e308"/></label>"#,
            constraints:
                #"<constraint firstItem="l" firstAttribute="width" multiplier="1:0" constant="inf" priority="-3" id="c"/>"#
        )
        let lines = IBMappingTests.body(xml: xml)
        XCTAssertTrue(lines.contains("      intrinsic: 1000000 x 1000000"), "\(lines)")
        XCTAssertTrue(lines.contains("      width == 0 @1"), "\(lines)")
    }
}

extension Array {
    /// The elements repeated without end, for `zip`.
    fileprivate func cycled() -> AnySequence<Element> {
        AnySequence { () -> AnyIterator<Element> in
            var index = 0
            return AnyIterator {
                guard !isEmpty else { return nil }
                defer { index = (index + 1) % count }
                return self[index]
            }
        }
    }
}
