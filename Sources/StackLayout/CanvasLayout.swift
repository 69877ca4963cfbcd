import StackModel
import StackRecipe
import StackSolver

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
    /// The user interface layout direction solved in (format version 3 solves both where
    /// the layout lists both).
    public var direction: LayoutDirection = .ltr
    /// Whether the layout is solved in both directions (then names say which).
    public var namesDirection = false
    /// Whether the layout has size-class variations and its canvases more than one
    /// combination of size classes (then names say which, stack-format.md §13).
    public var namesSizeClasses = false
    /// Whether each element is installed at this canvas's size classes (stack-format.md
    /// §13), by index; empty when every element is. An element not installed has a frame
    /// in ``frames`` (its index keeps its place) that no report shows.
    public var installedFlags: [Bool] = []
    /// Whether the canvas's `auto` side was not decided by the content and took UIKit's
    /// standard 44 points (stack-format.md §10.2).
    public var autoSizeUndetermined = false

    /// How diagnostics name this solve: `iPhoneSE`, `375 x 667`, `iPhoneSE, AX3`,
    /// `iPhone16 landscape (wC hC)`, `iPhoneSE, rtl`.
    public var name: String {
        var name = canvasEntry?.description ?? canvas.description
        if namesSizeClasses, let classes = canvasEntry?.sizeClasses { name += " (\(classes))" }
        if namesCategory { name += ", \(contentSize.rawValue)" }
        if namesDirection { name += ", \(direction.rawValue)" }
        return name
    }
    /// Whether the element with this index is installed at this canvas (stack-format.md §13).
    public func isInstalled(_ element: Int) -> Bool {
        installedFlags.isEmpty || (installedFlags.indices.contains(element) && installedFlags[element])
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
    /// Each constraint's expression (`expression RELATION 0`), by its index in ``constraints``.
    public var expressions = ExpressionList()
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
    /// Per element index, a wrapping label's lines at its final width (stack-format.md
    /// §10.1), nil for any other element; empty when no label wraps.
    public var textLines: [TextLines?] = []
    /// The wrapping labels whose width still changed in the last of the text passes
    /// (§10.1), by element index.
    public var unstableText: [Int] = []

    /// What a solve of many canvases keeps of each.
    public enum Retention: Sendable {
        /// The frames and conflicts, which every rule and front end reads.
        case frames
        /// Also the generated constraints, the broken ones and the level errors (for
        /// ``solverProblem`` and the engine's own tests).
        case constraints
    }

    /// A wrapping label's lines at its final width (stack-format.md §10.1); nil for any
    /// other element.
    public func lines(of element: Int) -> TextLines? {
        textLines.indices.contains(element) ? textLines[element] : nil
    }

    /// The canvas without its generated constraints (and the indices of the broken ones
    /// into them) and without the solver's level errors: its frames and conflicts.
    public var retainingFrames: CanvasLayout {
        var kept = self
        kept.constraints = []
        kept.expressions = ExpressionList()
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
        return Rect(
            x: x + left, y: y + insets.top, width: width - left - right, height: height - insets.top - insets.bottom)
    }
}
