/// The kinds of tokens of the `.stack` format.
public enum TokenKind: UInt8, Sendable, Hashable {
    case identifier, number, string, color
    case leftBrace, rightBrace, leftBracket, rightBracket, colon, semicolon, comma, dot, at, star, plus, minus
    case equalEqual, greaterEqual, lessEqual
    case newline, lineComment, blockComment
    /// Bytes that start no token: reported by the lexer already.
    case invalid
    case endOfFile

    /// Whether this kind is one of the three relations.
    public var isRelation: Bool {
        self == .equalEqual || self == .greaterEqual || self == .lessEqual
    }

    /// How the kind is named in messages.
    public var spelling: String {
        switch self {
        case .identifier: return "a name"
        case .number: return "a number"
        case .string: return "a string"
        case .color: return "a color"
        case .leftBrace: return "`{`"
        case .rightBrace: return "`}`"
        case .leftBracket: return "`[`"
        case .rightBracket: return "`]`"
        case .colon: return "`:`"
        case .semicolon: return "`;`"
        case .comma: return "`,`"
        case .dot: return "`.`"
        case .at: return "`@`"
        case .star: return "`*`"
        case .plus: return "`+`"
        case .minus: return "`-`"
        case .equalEqual: return "`==`"
        case .greaterEqual: return "`>=`"
        case .lessEqual: return "`<=`"
        case .newline: return "a line break"
        case .lineComment, .blockComment: return "a comment"
        case .invalid: return "an invalid character"
        case .endOfFile: return "the end of the file"
        }
    }
}

/// One token: its kind and where it stands.
public struct Token: Hashable, Sendable {
    /// The kind.
    public var kind: TokenKind
    /// Its bytes.
    public var range: SourceRange

    /// Creates a token.
    public init(kind: TokenKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
