import StackSolver

/// A position or length as a linear expression over the layout's variables, with the name
/// UIKit's console would print for it (`row.leading`, `title.firstBaseline`).
struct Anchor {
    var expression: LinearExpression
    var name: String

    static func + (anchor: Anchor, constant: Double) -> Anchor {
        Anchor(expression: anchor.expression + constant, name: anchor.name)
    }
}

/// The four variables of an element's frame, in the canvas's coordinates, left to right
/// (a right-to-left layout is solved leading-first and mirrored afterwards).
struct FrameVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
}
