import StackModel
import StackSyntax

/// Where a generated constraint comes from: its identity in conflict reports, named the
/// way UIKit's console names it.
public enum ConstraintOrigin: Hashable, Sendable {
    case canvasConnection(stack: Int)
    case spacing(stack: Int, after: Int)
    case hiding(element: Int)
    case hiddenAttachment(element: Int)
    case fillEqually(stack: Int, element: Int)
    case fillProportionally(stack: Int, element: Int)
    case distributing(stack: Int, after: Int)
    case canvasFit(stack: Int)
    case alignment(stack: Int, element: Int)
    case spanningBoundary(stack: Int, element: Int)
    case spanningFit(stack: Int)
    case ambiguitySuppression(element: Int)
    case multilineWidth(element: Int)
    case hugging(element: Int, axis: Axis)
    case compression(element: Int, axis: Axis)
    /// Hugging and compression resistance together, as one soft equality.
    case contentSize(element: Int, axis: Axis)
    case pin(element: Int, edge: PinEdge)
    /// The tie-breaker that keeps ambiguous sizes from going negative.
    case nonNegativeSize(element: Int)
    case user(element: Int, index: Int)
    /// The origin and `size == 0 @50` of a compressed fitting-size solve.
    case fittingSize(element: Int)
    /// A stack with no visible arranged views: its guide's `length == 0 @0.001`.
    case allHiddenCollapse(stack: Int)
    /// A scroll view's content size held at 0 below every real level (§11): a side the
    /// children's constraints leave open.
    case scrollContentHold(scroll: Int)

    /// Whether the constraint is one the user wrote (a constraint line or a pin).
    public var isUserConstraint: Bool {
        switch self {
        case .user, .pin: return true
        default: return false
        }
    }

    /// The identifier UIKit prints for such a constraint.
    public var identifier: String {
        switch self {
        case .canvasConnection: return "UISV-canvas-connection"
        case .spacing: return "UISV-spacing"
        case .hiding: return "UISV-hiding"
        case .hiddenAttachment: return "UISV-hiding-attachment"
        case .fillEqually: return "UISV-fill-equally"
        case .fillProportionally: return "UISV-fill-proportionally"
        case .distributing: return "UISV-distributing"
        case .canvasFit: return "UISV-canvas-fit"
        case .alignment: return "UISV-alignment"
        case .spanningBoundary: return "UISV-spanning-boundary"
        case .spanningFit: return "UISV-spanning-fit"
        case .ambiguitySuppression: return "UISV-ambiguity-suppression"
        case .multilineWidth: return "UISV-text-width-disambiguation"
        case .hugging: return "NSContentSizeLayoutConstraint (hugging)"
        case .compression: return "NSContentSizeLayoutConstraint (compression)"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        case .pin: return "pin"
        case .nonNegativeSize: return "stacklint-non-negative-size"
        case .user: return "NSLayoutConstraint"
        case .fittingSize: return "stacklint-fitting-size"
        case .allHiddenCollapse: return "UISV-hiding-guide"
        case .scrollContentHold: return "stacklint-scroll-content-size"
        }
    }

    /// The element whose line caused the constraint (the stack for stack-installed ones).
    public var element: Int {
        switch self {
        case .canvasConnection(let stack), .canvasFit(let stack), .spanningFit(let stack),
            .allHiddenCollapse(let stack),
            .scrollContentHold(let stack):
            return stack
        case .spacing(let stack, _), .distributing(let stack, _): return stack
        case .fillEqually(_, let element), .fillProportionally(_, let element), .alignment(_, let element),
            .spanningBoundary(_, let element):
            return element
        case .hiding(let element), .hiddenAttachment(let element), .ambiguitySuppression(let element),
            .multilineWidth(let element), .hugging(let element, _), .compression(let element, _),
            .contentSize(let element, _),
            .pin(let element, _), .user(let element, _), .nonNegativeSize(let element), .fittingSize(let element):
            return element
        }
    }
}
