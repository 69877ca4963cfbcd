import StackModel
import StackRecipe

/// A rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `(x, y, width, height)`.
    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// The computed frame of one element at one canvas size.
public struct ElementFrame: Sendable {
    /// The element's index in the layout.
    public var element: Int
    /// In its parent's coordinates.
    public var frame: Rect
    /// In the canvas's coordinates.
    public var canvasFrame: Rect
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// Whether some part of the frame is not uniquely determined.
    public var isAmbiguous: Bool
}

/// Required constraints that could not all hold, and the one broken to go on.
public struct Conflict: Sendable {
    /// A minimal set of required constraints that cannot all hold.
    public var constraints: [GeneratedConstraint]
    /// Their console texts, in the same order.
    public var descriptions: [String]
    /// The one broken: kept as an error term above every optional level (priority 1100).
    public var broken: GeneratedConstraint
    /// Its console text.
    public var brokenDescription: String

    /// The report UIKit's console would print.
    public var consoleMessage: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        for (constraint, description) in zip(constraints, descriptions) {
            text += "    \"\(description)\" (\(constraint.origin.identifier))\n"
        }
        text += "Will attempt to recover by breaking constraint\n    \"\(brokenDescription)\""
        return text
    }
}

/// The layout of every element at one canvas size.
public struct CanvasLayout: Sendable {
    /// The canvas size.
    public var canvas: Size
    /// The canvas as the layout names it (a size, or a device in an orientation, with its
    /// safe area).
    public var canvasEntry: Canvas?
    /// The content size category solved at.
    public var contentSize: ContentSizeCategory = .large
    /// Whether the layout is solved at more than one category (then names say which).
    public var namesCategory = false

    /// How diagnostics name this solve: `iPhoneSE`, `375 x 667`, `iPhoneSE, AX3`.
    public var name: String {
        let canvasName = canvasEntry?.description ?? canvas.description
        return namesCategory ? "\(canvasName), \(contentSize.rawValue)" : canvasName
    }
    /// One frame per element, in document order.
    public var frames: [ElementFrame]
    /// Each scroll view's content size, in document order (§11): kept apart from the
    /// frames, which every layout has and few scroll views.
    public var scrollContents: [ScrollContentSize] = []

    /// The content size of scroll view `element`; nil for any other element.
    public func content(of element: Int) -> ScrollContentSize? {
        scrollContents.first { $0.scroll == element }
    }
    /// The conflicts met, in the order they were met.
    public var conflicts: [Conflict]
    /// Every constraint installed, in order.
    public var constraints: [GeneratedConstraint]
    /// The indices (into ``constraints``) of the required constraints broken by conflicts.
    public var broken: [Int]
    /// The number of solver variables: four per element (x, y, width, height, in that
    /// order, left to right before any right-to-left mirroring), then the stacks' guides.
    public var variableCount: Int
    /// The per-level error sums at the optimum, highest level first.
    public var levelErrors: [(level: Double, error: Double)]
    /// Whether the solve ran past its ``WorkBudget`` (see
    /// ``LayoutSolveSession/solve(_:budget:retention:)``). Then ``frames`` and ``levelErrors`` are empty
    /// (``constraints`` and the conflicts met before are kept): rules must not read frames.
    public var budgetExceeded = false

    /// What a solve of many canvases keeps of each.
    public enum Retention: Sendable {
        /// The frames and conflicts, which every rule and front end reads.
        case frames
        /// Also the generated constraints, the broken ones and the level errors (for
        /// ``solverProblem`` and the engine's own tests).
        case constraints
    }

    /// The canvas without its generated constraints (and the indices of the broken ones
    /// into them) and without the solver's level errors: its frames and conflicts.
    public var retainingFrames: CanvasLayout {
        var kept = self
        kept.constraints = []
        kept.broken = []
        kept.levelErrors = []
        return kept
    }
}

extension Rect {
    /// The rectangle inset by directional insets, in canvas coordinates: leading is the left
    /// side, or the right side in a right-to-left layout.
    public func inset(by insets: DirectionalInsets, direction: LayoutDirection) -> Rect {
        let left = direction == .rtl ? insets.trailing : insets.leading
        let right = direction == .rtl ? insets.leading : insets.trailing
        return Rect(x: x + left, y: y + insets.top, width: width - left - right, height: height - insets.top - insets.bottom)
    }
}
