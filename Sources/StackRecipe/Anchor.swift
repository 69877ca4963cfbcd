import StackModel
import StackSolver

/// How UIKit's console names an anchor: an element's name and a field (`row.leading`),
/// kept in parts so that no text is built unless a constraint is reported.
public struct AnchorName: Sendable, Hashable {
    /// The element, or nil for the canvas and computed names.
    public var element: Int?
    /// `leading`, `layoutMarginsGuide.top`, `spanner.bottom`, ...
    public var field: String

    /// The text, with element names from the layout.
    public func text(in layout: Layout) -> String {
        guard let element else { return field }
        return "\(layout.elements[element].displayName).\(field)"
    }
}

/// A position or length as a linear expression over the layout's variables, with the name
/// UIKit's console would print for it (`row.leading`, `title.firstBaseline`).
package struct Anchor {
    package var expression: LinearExpression
    package var name: AnchorName

    package static func + (anchor: Anchor, constant: Double) -> Anchor {
        Anchor(expression: anchor.expression + constant, name: anchor.name)
    }
}

/// The four variables of an element's frame, in the canvas's coordinates, left to right
/// (a right-to-left layout is solved leading-first and mirrored afterwards).
package struct FrameVariables {
    package let x: Variable
    package let y: Variable
    package let width: Variable
    package let height: Variable
}
