import StackIBDocument

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

    /// The first tools version (Xcode 11's, with iOS 13) whose steppers are 32 points high.
    static let toolsVersionOfTallerStepper = 15000

    /// How far a switch's frame reaches past its alignment rectangle at the trailing side:
    /// Auto Layout places the alignment rectangle, IB stores the frame (its public files
    /// show every switch's trailing edge that far past where its constraints put it).
    static let switchTrailingOutset = 2.0
    /// How far a slider's frame reaches past its alignment rectangle at each side.
    static let sliderSideOutset = 2.0

    /// How far the frame of a view of `ibClass` reaches past its alignment rectangle at the
    /// leading and trailing sides (left to right).
    static func alignmentOutsets(ofClass ibClass: String) -> (leading: Double, trailing: Double) {
        switch ibClass {
        case "switch": return (0, switchTrailingOutset)
        case "slider": return (sliderSideOutset, sliderSideOutset)
        default: return (0, 0)
        }
    }

    /// A switch's alignment size: the frame IB stored less ``switchTrailingOutset`` where the
    /// frame is one of UIKit's switch sizes (51 x 31; 63 x 28 since iOS 26), else the older.
    static func switchAlignmentSize(of view: IBView) -> (width: Double, height: Double) {
        let size = view.frame.flatMap { frame in [(51.0, 31.0), (63, 28)].first { $0 == (frame.width, frame.height) } }
        return ((size?.0 ?? 51) - switchTrailingOutset, size?.1 ?? 31)
    }

    /// The size on each side (nil: no intrinsic metric on that side) and its source; nil for a
    /// class with no intrinsic size (table and collection views, text views that scroll, maps).
    /// `toolsVersion`: the file's, as some controls changed size with iOS versions.
    static func intrinsic(of view: IBView, toolsVersion: Int? = nil) -> (
        width: Double?, height: Double?, source: Source
    )? {
        switch view.ibClass {
        case "activityIndicatorView":
            let large = view.style == "large" || view.style == "whiteLarge"
            return large ? (37, 37, .uiKit) : (20, 20, .uiKit)
        // A stepper was 29 points high before iOS 13 (the files of Xcode 10 and earlier).
        case "stepper": return (94, (toolsVersion ?? .max) < toolsVersionOfTallerStepper ? 29 : 32, .uiKit)
        // Bars have a height of their own and take the width they are given.
        case "navigationBar", "toolbar": return (nil, 44, .uiKit)
        case "tabBar": return (nil, 49, .uiKit)
        case "searchBar": return (nil, 56, .uiKit)
        case "progressView": return (nil, view.frame?.height, .storedFrame)
        case "slider": return (nil, view.frame?.height, .storedFrame)
        // A text view that does not scroll is as tall as its text, which IB measured.
        case "textView" where view.scrollDisabled: return (nil, view.frame?.height, .storedFrame)
        case "segmentedControl", "pageControl":
            guard let frame = view.frame else { return nil }
            return (frame.width, frame.height, .storedFrame)
        default: return nil
        }
    }
}
