/// The intrinsic content sizes UIKit gives the controls the format has no kind for, which an
/// import writes on a plain `view` (docs/interface-builder.md, "Other controls").
enum IBControlSize {
    /// Where the size comes from.
    enum Source {
        /// UIKit's fixed size for the control.
        case uiKit
        /// The stored frame, on the sides UIKit gives a size to (it depends on the content:
        /// a segmented control's segments, a page control's pages).
        case storedFrame
    }

    /// The size on each side (nil: no intrinsic metric on that side) and its source; nil for a
    /// class with no intrinsic size (table and collection views, text views that scroll, maps).
    static func intrinsic(of view: IBView) -> (width: Double?, height: Double?, source: Source)? {
        switch view.ibClass {
        case "activityIndicatorView":
            let large = view.style == "large" || view.style == "whiteLarge"
            return large ? (37, 37, .uiKit) : (20, 20, .uiKit)
        case "stepper": return (94, 32, .uiKit)
        // Bars have a height of their own and take the width they are given.
        case "navigationBar", "toolbar": return (nil, 44, .uiKit)
        case "tabBar": return (nil, 49, .uiKit)
        case "searchBar": return (nil, 56, .uiKit)
        case "progressView": return (nil, view.frame?.height, .storedFrame)
        case "slider": return (nil, view.frame?.height, .storedFrame)
        case "segmentedControl", "pageControl":
            guard let frame = view.frame else { return nil }
            return (frame.width, frame.height, .storedFrame)
        default: return nil
        }
    }
}
