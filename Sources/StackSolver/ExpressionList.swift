/// Linear expressions stored one after another: every term in one array, each expression a
/// range of it and a constant, addressed by index.
///
/// A solve reads its constraints' expressions many times (to split the variables into
/// components, to key them, to add each one); kept as one array of terms, those reads
/// need no array, reference count or copy of their own per expression, and the list is
/// built with one allocation for its terms.
public struct ExpressionList: Sendable {
    /// One term: a variable and its coefficient.
    public typealias Term = (variable: Variable, coefficient: Double)

    /// Every expression's terms, one expression after another.
    public private(set) var terms: [Term] = []
    /// Where each expression's terms end in ``terms`` (each starts where the one before ends).
    @usableFromInline private(set) var ends: [Int] = []
    /// Each expression's constant.
    public private(set) var constants: [Double] = []

    /// An empty list with room for `count` expressions of `termCount` terms in all.
    public init(capacity count: Int = 0, termCapacity termCount: Int = 0) {
        ends.reserveCapacity(count)
        constants.reserveCapacity(count)
        terms.reserveCapacity(termCount)
    }

    /// The number of expressions.
    @inlinable public var count: Int { ends.count }

    /// The positions in ``terms`` of expression `index`'s terms.
    @inlinable public func termRange(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// Room for `count` more expressions of `termCount` more terms in all.
    public mutating func reserveCapacity(_ count: Int, termCapacity termCount: Int) {
        ends.reserveCapacity(ends.count + count)
        constants.reserveCapacity(constants.count + count)
        terms.reserveCapacity(terms.count + termCount)
    }

    /// Expression `index`'s terms, read in place.
    @inlinable public func terms(of index: Int) -> ArraySlice<Term> {
        terms[termRange(of: index)]
    }

    /// Appends an expression.
    public mutating func append(_ expression: LinearExpression) {
        terms.append(contentsOf: expression.terms)
        close(constant: expression.constant)
    }

    /// Appends an expression of these terms and constant. Term by term: an expression has
    /// two or three terms most often, where `append(contentsOf:)` cost more than the copy.
    public mutating func append(_ expressionTerms: UnsafeBufferPointer<Term>, constant: Double) {
        for term in expressionTerms { terms.append(term) }
        close(constant: constant)
    }

    /// Appends expressions `range` of another list, as they are.
    public mutating func append(contentsOf other: ExpressionList, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let otherStart = other.termRange(of: range.lowerBound).lowerBound
        // Each end moved by where the block's terms start here rather than there.
        let shift = terms.count - otherStart
        terms.append(contentsOf: other.terms[otherStart..<other.ends[range.upperBound - 1]])
        constants.append(contentsOf: other.constants[range])
        ends.reserveCapacity(ends.count + range.count)
        for index in range { ends.append(other.ends[index] + shift) }
    }

    /// Appends expression `index` of another list.
    public mutating func append(_ index: Int, of other: ExpressionList) {
        terms.append(contentsOf: other.terms[other.termRange(of: index)])
        close(constant: other.constants[index])
    }

    /// Ends the expression whose terms were just appended.
    private mutating func close(constant: Double) {
        ends.append(terms.count)
        constants.append(constant)
    }

    /// Expression `index` as a value of its own (an array of its terms).
    public subscript(index: Int) -> LinearExpression {
        LinearExpression(Array(terms[termRange(of: index)]), constant: constants[index])
    }
}
