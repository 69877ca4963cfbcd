/// The guide of a view (or of the canvas) that an anchor belongs to, as UIKit's console
/// writes it between the view's name and the attribute (`row.layoutMarginsGuide.top`).
public enum AnchorGuide: UInt8, Sendable, Hashable {
    /// The view itself: `row.top`.
    case view
    /// Its layout margins guide.
    case layoutMargins
    /// The canvas's safe area guide.
    case safeArea
    /// A scroll view's frame layout guide.
    case frameLayout
    /// A scroll view's content layout guide.
    case contentLayout
    /// The layout margins guide inside a scroll view's content layout guide.
    case contentLayoutMargins
    /// The guide a stack spans its arranged views with across its axis (uistackview-constraints.md).
    case spanner
    /// The guide that collapses a stack whose arranged views are all hidden.
    case hiding

    /// What the console writes before the attribute.
    var prefix: String {
        switch self {
        case .view: return ""
        case .layoutMargins: return "layoutMarginsGuide."
        case .safeArea: return "safeAreaLayoutGuide."
        case .frameLayout: return "frameLayoutGuide."
        case .contentLayout: return "contentLayoutGuide."
        case .contentLayoutMargins: return "contentLayoutGuide.layoutMarginsGuide."
        case .spanner: return "spanner."
        case .hiding: return "hidingGuide."
        }
    }
}
