/// The relation of a constraint.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    /// The relation with its two sides swapped (`a >= b` is `b <= a`).
    public var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        case .lessThanOrEqual: return .greaterThanOrEqual
        }
    }
}

/// The names reserved for constraint targets (stack-format.md §3): no element may take one.
public enum ReservedName: String, CaseIterable, Sendable {
    case parent, canvas, margins, safeArea

    /// The reserved name spelled `word`, if any: ``init(rawValue:)`` without the string
    /// switch it compiles to, which compares whole strings (the model asks it of every
    /// element name and constraint target).
    public init?(spelling word: String) {
        var word = word
        guard let name = word.withUTF8({ Self(bytes: $0) }) else { return nil }
        self = name
    }

    /// The reserved name an identifier spells in `source`, if any, read from its bytes.
    public init?(_ word: Identifier, in source: SourceText) {
        guard let name = source.withBytes(in: word.range, { Self(bytes: $0) }) else { return nil }
        self = name
    }

    /// The reserved name spelled by UTF-8 bytes, if any.
    private init?(bytes word: UnsafeBufferPointer<UInt8>) {
        switch word.count {
        case 6:
            if word.elementsEqual("parent".utf8) {
                self = .parent
            } else if word.elementsEqual("canvas".utf8) {
                self = .canvas
            } else {
                return nil
            }
        case 7:
            guard word.elementsEqual("margins".utf8) else { return nil }
            self = .margins
        case 8:
            guard word.elementsEqual("safeArea".utf8) else { return nil }
            self = .safeArea
        default:
            return nil
        }
    }
}

/// A relation written in a value (`bottom >= 20` in a `pin`), with where it stands.
public struct RelationLiteral: Hashable, Sendable {
    /// The relation.
    public var relation: Relation
    /// Where it stands.
    public var range: SourceRange

    /// Creates a relation literal.
    public init(relation: Relation, range: SourceRange) {
        self.relation = relation
        self.range = range
    }
}

/// What a constraint refers to before its anchor: `NAME`, `parent`, `canvas`, `margins` or
/// `safeArea`, optionally followed by `.margins` (that item's layout margins guide) or, in
/// format version 3, by `.content` or `.frame` (a scroll view's guides, §11). A bare
/// `content` or `frame` is a `base` here: whether it names a guide is the model's to say.
public struct TargetSyntax: Hashable, Sendable {
    /// `NAME`, `parent`, `canvas`, `margins`, `safeArea`, `content` or `frame` as written.
    public var base: Identifier
    /// The `margins` of `NAME.margins`, if written.
    public var margins: Identifier?
    /// The `content` or `frame` of `NAME.content`, `parent.frame`, if written.
    public var scrollGuide: Identifier?
    /// Where it stands, `.margins` or the guide included.
    public var range: SourceRange

    /// Creates a target.
    public init(base: Identifier, margins: Identifier?, scrollGuide: Identifier? = nil, range: SourceRange) {
        self.base = base
        self.margins = margins
        self.scrollGuide = scrollGuide
        self.range = range
    }
}

/// `[TARGET.]ANCHOR`: an anchor of this element, of a named one, of `parent`, `canvas`,
/// a margins guide or the safe area.
public struct ReferenceSyntax: Hashable, Sendable {
    /// The target, or nil for this element.
    public var target: TargetSyntax?
    /// The anchor (`width`, `top`, `centerX`, `firstBaseline`, ...), as written.
    public var anchor: Identifier
    /// Where it stands.
    public var range: SourceRange

    /// Creates a reference.
    public init(target: TargetSyntax?, anchor: Identifier, range: SourceRange) {
        self.target = target
        self.anchor = anchor
        self.range = range
    }

    /// The name the target starts with (an element's name, `parent`, `canvas`, `margins` or
    /// `safeArea`), or nil for this element's own anchor.
    public var element: Identifier? { target?.base }
}

/// The right-hand side of a constraint: a constant, or `ref [* m] [± c]`.
public struct ExpressionSyntax: Hashable, Sendable {
    /// The referenced anchor, or nil for a constant.
    public var reference: ReferenceSyntax?
    /// The multiplier after `*`.
    public var multiplier: NumberLiteral?
    /// `+` or `-` before the constant of a reference expression.
    public var constantIsSubtracted: Bool
    /// The constant: the whole expression when there is no reference.
    public var constant: NumberLiteral?
    /// Where it stands.
    public var range: SourceRange

    /// Creates an expression.
    public init(
        reference: ReferenceSyntax?, multiplier: NumberLiteral?, constantIsSubtracted: Bool,
        constant: NumberLiteral?, range: SourceRange
    ) {
        self.reference = reference
        self.multiplier = multiplier
        self.constantIsSubtracted = constantIsSubtracted
        self.constant = constant
        self.range = range
    }
}

/// `@ PRIORITY`: a number or a named priority.
public struct PrioritySyntax: Hashable, Sendable {
    /// The value as written: its own small enum rather than an atom, so that a priority
    /// inside a value's atom holds no atom and needs no box.
    private enum Word: Hashable, Sendable {
        case number(NumberLiteral)
        case name(Identifier)
    }

    private var word: Word
    /// From `@` to the end of the value.
    public var range: SourceRange

    /// A numeric priority (`@750`).
    public init(number: NumberLiteral, range: SourceRange) {
        word = .number(number)
        self.range = range
    }

    /// A named priority (`@high`).
    public init(name: Identifier, range: SourceRange) {
        word = .name(name)
        self.range = range
    }

    /// `999`, or `high`, `low`, `required`, `fittingSize`: a number or an identifier atom.
    public var value: AtomSyntax {
        switch word {
        case .number(let number): return .number(number)
        case .name(let name): return .identifier(name)
        }
    }
}

/// `[TARGET.]ANCHOR RELATION EXPR [@ PRIORITY] [TRAITS]`: the left side is this element's own
/// anchor (a dotted left side is parsed only so that the model can report it with the
/// flipped form).
public struct ConstraintSyntax: Hashable, Sendable {
    /// The left side.
    public var lhs: ReferenceSyntax
    /// The relation.
    public var relation: Relation
    /// Where the relation stands.
    public var relationRange: SourceRange
    /// The right-hand side.
    public var expression: ExpressionSyntax
    /// The priority, if written.
    public var priority: PrioritySyntax?
    /// The size classes the line is installed at (`width == 600 @999 [wR]`, format
    /// version 3), if written.
    public var traits: TraitsSyntax?
    /// The whole line, traits included.
    public var range: SourceRange

    /// Creates a constraint.
    public init(
        lhs: ReferenceSyntax, relation: Relation, relationRange: SourceRange,
        expression: ExpressionSyntax, priority: PrioritySyntax?, traits: TraitsSyntax? = nil, range: SourceRange
    ) {
        self.lhs = lhs
        self.relation = relation
        self.relationRange = relationRange
        self.expression = expression
        self.priority = priority
        self.traits = traits
        self.range = range
    }

    /// The left side's anchor.
    public var anchor: Identifier { lhs.anchor }
}
