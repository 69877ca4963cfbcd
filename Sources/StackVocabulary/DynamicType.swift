/// A Dynamic Type content size category (stack-format.md §9), smallest first.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// UIKit's name (`UIContentSizeCategory`), also accepted in files.
    public var uiKitName: String {
        switch self {
        case .xSmall: return "extraSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "extraLarge"
        case .xxLarge: return "extraExtraLarge"
        case .xxxLarge: return "extraExtraExtraLarge"
        case .AX1: return "accessibilityMedium"
        case .AX2: return "accessibilityLarge"
        case .AX3: return "accessibilityExtraLarge"
        case .AX4: return "accessibilityExtraExtraLarge"
        case .AX5: return "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The category a short or UIKit name stands for, without regard to case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard
            let found = ContentSizeCategory.allCases.first(where: {
                $0.rawValue.lowercased() == lowered || $0.uiKitName.lowercased() == lowered
            })
        else { return nil }
        self = found
    }

    /// Every name a file may write, short ones first.
    public static var names: [String] {
        allCases.map(\.rawValue) + allCases.map(\.uiKitName).filter { ContentSizeCategory(rawValue: $0) == nil }
    }

    /// Whether it is one of the accessibility sizes.
    public var isAccessibility: Bool { self >= .AX1 }

    private var index: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// Its position in the order above (0 for `xSmall`).
    public var order: Int { index }
}

/// A Dynamic Type text style (`UIFont.TextStyle`) with Apple's point sizes for iOS.
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The font size in points at each category, `xSmall` ... `AX5` (stack-format.md §9).
    public var points: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The font size at a category.
    public func points(at category: ContentSizeCategory) -> Double { points[category.order] }

    /// The factor sizes written at `large` are multiplied by at a category:
    /// `points(category) / points(large)`, unrounded.
    public func scale(at category: ContentSizeCategory) -> Double {
        points(at: category) / points(at: .large)
    }
}
