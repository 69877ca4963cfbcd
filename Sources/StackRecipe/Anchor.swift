import StackModel
import StackSolver

/// How UIKit's console names an anchor (`row.leading`, `canvas.safeAreaLayoutGuide.top`),
/// kept in typed parts so that no text is built unless a constraint is reported.
public enum AnchorName: Sendable, Hashable {
    /// An attribute of an element, or of the canvas when `element` is nil, or of one of its
    /// guides.
    case attribute(LayoutAttribute, of: Int?, guide: AnchorGuide)
    /// The distance between two arranged views (between their centers with `centers`),
    /// which equal spacing or equal centering makes the same for every pair.
    case gap(from: Int, to: Int, centers: Bool)

    /// The attribute of `element` itself (no guide).
    static func of(_ element: Int, _ attribute: LayoutAttribute) -> AnchorName {
        .attribute(attribute, of: element, guide: .view)
    }

    /// The text, with element names from the layout.
    public func text(in layout: Layout) -> String {
        switch self {
        case .attribute(let attribute, of: let element?, let guide):
            return "\(layout.elements[element].displayName).\(guide.prefix)\(attribute.rawValue)"
        case .attribute(let attribute, of: nil, let guide):
            return "canvas.\(guide.prefix)\(attribute.rawValue)"
        case .gap(let from, let to, let centers):
            let (first, second) = (layout.elements[from].displayName, layout.elements[to].displayName)
            return centers ? "gap(\(first).center, \(second).center)" : "gap(\(first), \(second))"
        }
    }
}

/// A position or length as a linear expression over the layout's variables, with the name
/// UIKit's console would print for it (`row.leading`, `title.firstBaseline`).
package struct Anchor {
    package var expression: AnchorExpression
    package var name: AnchorName

    package static func + (anchor: Anchor, constant: Double) -> Anchor {
        Anchor(expression: anchor.expression + constant, name: anchor.name)
    }
}

/// An anchor's expression: at most four terms, held inline (a view's start or length is
/// one term, its end or center two, the distance between two views' centers four, a
/// right-to-left scroll content guide's center four), so that an anchor is a plain value
/// with nothing reference-counted: anchors are made and dropped for every constraint
/// built, and a constraint built from two of them allocates only its own terms. The
/// arithmetic is ``LinearExpression``'s, term for term; a sum of two anchors that could
/// pass four terms (a mirrored constraint line) is written as a ``LinearExpression``
/// instead (``linear(_:minus:adding:)``).
package struct AnchorExpression {
    package typealias Term = (variable: Variable, coefficient: Double)

    /// The most terms an anchor of the recipe has.
    package static let capacity = 4
    private static let zero: Term = (Variable(index: 0), 0)

    package private(set) var constant: Double
    /// The number of terms.
    package private(set) var count = 0
    private var terms: (Term, Term, Term, Term) = (zero, zero, zero, zero)

    /// A constant.
    package init(constant: Double = 0) {
        self.constant = constant
    }

    /// One variable.
    package init(_ variable: Variable) {
        constant = 0
        append((variable, 1))
    }

    /// `first.variable * first.coefficient + second.variable * second.coefficient`.
    package init(_ first: Term, _ second: Term) {
        constant = 0
        append(first)
        append(second)
    }

    /// Term `index`, in the order the terms were added.
    package subscript(index: Int) -> Term {
        switch index {
        case 0: return terms.0
        case 1: return terms.1
        case 2: return terms.2
        default: return terms.3
        }
    }

    /// Adds a term. Every anchor the recipe builds has at most ``capacity`` terms (see the
    /// type's comment); a fifth would be a defect of the recipe, not of the input.
    private mutating func append(_ term: Term) {
        switch count {
        case 0: terms.0 = term
        case 1: terms.1 = term
        case 2: terms.2 = term
        case 3: terms.3 = term
        default: preconditionFailure("an anchor has at most \(Self.capacity) terms")
        }
        count += 1
    }

    /// Runs `body` on the terms, read in place (a homogeneous tuple is laid out as an array).
    package func withTerms<R>(_ body: (UnsafeBufferPointer<Term>) -> R) -> R {
        withUnsafeBytes(of: terms) { raw in
            raw.withMemoryRebound(to: Term.self) { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// The first term's variable, if there is a term.
    package var firstVariable: Variable? { count > 0 ? terms.0.variable : nil }

    /// The expression as a ``LinearExpression`` (its terms in one array).
    package var linear: LinearExpression {
        linear(adding: 0)
    }

    /// `self + constant` as a ``LinearExpression``.
    package func linear(adding constant: Double) -> LinearExpression {
        var terms: [LinearExpression.Term] = []
        terms.reserveCapacity(count)
        for index in 0..<count { terms.append(self[index]) }
        return LinearExpression(terms, constant: self.constant + constant)
    }

    /// `(lhs - rhs + constant)` as a ``LinearExpression``: the same terms, in the same order,
    /// and the same constant, bit for bit, as that arithmetic on linear expressions.
    package static func linear(_ lhs: AnchorExpression, minus rhs: AnchorExpression, adding constant: Double)
        -> LinearExpression
    {
        withDifference(lhs, minus: rhs, times: 1) { terms, difference in
            LinearExpression(Array(terms), constant: difference + constant + 0)
        }
    }

    /// Calls `body` with the terms of `lhs - rhs * multiplier`, `lhs`'s then `rhs`'s scaled,
    /// gathered on the stack, and its constant: the one writer of an anchors' difference
    /// for a constraint, whether it goes to an ``ExpressionList`` or a ``LinearExpression``.
    static func withDifference<Result>(
        _ lhs: AnchorExpression, minus rhs: AnchorExpression, times multiplier: Double,
        _ body: (UnsafeBufferPointer<Term>, Double) -> Result
    ) -> Result {
        let count = lhs.count + rhs.count
        // A fixed capacity: room on the stack without a check of the size at run time.
        return withUnsafeTemporaryAllocation(of: Term.self, capacity: 2 * capacity) { buffer in
            for index in 0..<lhs.count { buffer.initializeElement(at: index, to: lhs[index]) }
            for index in 0..<rhs.count {
                let (variable, coefficient) = rhs[index]
                buffer.initializeElement(at: lhs.count + index, to: (variable, coefficient * multiplier * -1))
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]), lhs.constant + rhs.constant * multiplier * -1)
        }
    }

    package static func + (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorExpression {
        var sum = lhs
        for index in 0..<rhs.count { sum.append(rhs[index]) }
        sum.constant = lhs.constant + rhs.constant
        return sum
    }

    /// `lhs + rhs * -1`.
    package static func - (lhs: AnchorExpression, rhs: AnchorExpression) -> AnchorExpression {
        var difference = lhs
        for index in 0..<rhs.count {
            let (variable, coefficient) = rhs[index]
            difference.append((variable, coefficient * -1))
        }
        difference.constant = lhs.constant + rhs.constant * -1
        return difference
    }

    package static func * (lhs: AnchorExpression, factor: Double) -> AnchorExpression {
        var product = AnchorExpression(constant: lhs.constant * factor)
        for index in 0..<lhs.count {
            let (variable, coefficient) = lhs[index]
            product.append((variable, coefficient * factor))
        }
        return product
    }

    package static func + (lhs: AnchorExpression, constant: Double) -> AnchorExpression {
        var sum = lhs
        sum.constant = lhs.constant + constant
        return sum
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

extension ExpressionList {
    /// Appends `lhs + constant`, its terms copied from where the anchor holds them.
    package mutating func append(_ lhs: AnchorExpression, adding constant: Double) {
        lhs.withTerms { append($0, constant: lhs.constant + constant) }
    }

    /// Appends `lhs - rhs * multiplier + constant`: the arithmetic of that expression on
    /// linear expressions, its terms gathered on the stack and appended at once.
    package mutating func append(
        _ lhs: AnchorExpression, minus rhs: AnchorExpression, times multiplier: Double, adding constant: Double
    ) {
        AnchorExpression.withDifference(lhs, minus: rhs, times: multiplier) { terms, difference in
            append(terms, constant: difference + constant)
        }
    }
}
