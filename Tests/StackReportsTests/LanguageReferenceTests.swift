import Foundation
import StackModel
import StackReports
import StackSyntax
import XCTest

/// `docs/language.md` is generated from the model's tables; this fails when they drift.
final class LanguageReferenceTests: XCTestCase {
    private var page: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/language.md")
    }

    func testTheReferenceMatchesTheModel() throws {
        let generated = LanguageReference.markdown
        if ProcessInfo.processInfo.environment["STACKLINT_UPDATE_DOCS"] == "1" {
            try Data(generated.utf8).write(to: page)
        }
        let onDisk = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        XCTAssertEqual(
            onDisk, generated,
            "docs/language.md is stale: run `swift run stacklint explain language > docs/language.md`")
    }

    func testEveryPropertyKindAnchorAndTargetHasAnEntry() throws {
        for property in PropertyName.allCases {
            let entry = try XCTUnwrap(LanguageReference.entry(property.rawValue))
            XCTAssertTrue(entry.hasPrefix("# `\(property.rawValue)` (property)\n\n"), entry)
            XCTAssertTrue(LanguageReference.markdown.contains("| `\(property.rawValue)` |"), property.rawValue)
        }
        for kind in ElementKind.allCases {
            XCTAssertTrue(
                LanguageReference.markdown.contains("| `\(kind.rawValue)` | \(kind.uiKitClass) |"), kind.rawValue)
        }
        for attribute in LayoutAttribute.allCases {
            XCTAssertNotNil(LanguageReference.entry(attribute.rawValue))
        }
        XCTAssertEqual(
            LanguageReference.entry("alignment"),
            """
            # `alignment` (property)

            Applies to: `stack` elements. Value: `fill | leading | top | center | trailing | bottom | firstBaseline | lastBaseline`.

            `UIStackView.alignment`: how arranged views are placed across the axis. Default `fill`.

            Words: `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`.

            """)
        XCTAssertEqual(LanguageReference.entry("safeArea")?.hasPrefix("# `safeArea` (property)"), true)
        XCTAssertNil(LanguageReference.entry("sideways"))
    }

    /// Format version 3's words answer `stacklint explain` in UIKit terms (issue 32).
    func testVersion3WordsAreExplainedInUIKitTerms() throws {
        let expected: [(word: String, header: String, phrases: [String])] = [
            (
                "lines", "# `lines` (property)\n\nApplies to: `label` elements. Value: `COUNT (0: unlimited)`.",
                ["`numberOfLines`", "wraps its text at its width", "`preferredMaxLayoutWidth`", "grows taller"]
            ),
            (
                "runtime", "# `runtime` (property)\n\nApplies to: every element.",
                [
                    "`intrinsicContentSize` is computed in code", "`addArrangedSubview`", "an estimate",
                    "`missing-intrinsic-size`, `truncation`, `empty-stack`",
                ]
            ),
            (
                "scroll", "# `scroll` (element kind)\n\nUIScrollView:",
                [
                    "`contentLayoutGuide`", "`frameLayoutGuide`", "`pin: edges content`", "`width == frame.width`",
                    "not overflow",
                ]
            ),
            (
                "mayTruncate", "# `mayTruncate` (property)\n\nApplies to: `label`, `button` and `field` elements.",
                ["`lineBreakMode`", "`truncation` does not fire on it"]
            ),
            (
                "installed", "# `installed` (property)\n\nApplies to: every element.",
                ["Installed checkbox", "not added as a subview", "`installed[hC]: false`"]
            ),
            (
                "contentInset",
                "# `contentInset` (property)\n\nApplies to: `scroll` elements. Value: `automatic | always | never`.",
                [
                    "`contentInsetAdjustmentBehavior`", "`adjustedContentInset`",
                    "`contentOffset` is minus the adjusted inset",
                ]
            ),
        ]
        for (word, header, phrases) in expected {
            let entry = try XCTUnwrap(LanguageReference.entry(word), word)
            XCTAssertTrue(entry.hasPrefix(header), entry)
            for phrase in phrases {
                XCTAssertTrue(entry.contains(phrase), "\(word): \(phrase)\n\(entry)")
            }
        }
        for kind in ElementKind.allCases {
            XCTAssertTrue(
                LanguageReference.markdown.contains("- `\(kind.rawValue)`: \(kind.documentation)\n"), kind.rawValue)
        }
    }
}
