import StackSyntax
import StackVocabulary

/// The device an IB document simulates (`<device id="retina6_12" orientation="portrait"/>`),
/// and what the format calls it: a device name of §4's table where the format has the same
/// screen, or a size with its safe area where it has none (older iPhones).
public struct IBDevice: Sendable, Hashable {
    /// IB's device id, as written.
    public var id: String
    /// Whether the orientation is landscape.
    public var landscape: Bool
    /// The `<device>` start tag.
    public var startTag: SourceRange
    /// The major `toolsVersion` of the Xcode that saved the file, where it says: the safe
    /// area IB simulates for some devices changed between versions.
    public var toolsVersion: Int?

    /// What the format writes for a device: a device name, or a size and a safe area.
    public enum Canvas: Sendable, Hashable {
        /// A device name of the format (with `landscape` where the file is in landscape).
        case named(Device)
        /// A portrait size and safe-area insets top/bottom, for a screen the format has no name for.
        case size(width: Double, height: Double, safeTop: Double, safeBottom: Double)
    }

    /// The first tools version (Xcode 14's, with iOS 16) whose files simulate the later status
    /// bars of the iPhone 11 (48 points) and of the iPhone X, XS and 11 Pro (50 points).
    package static let toolsVersionOfLaterStatusBars = 21000

    /// The tools versions (Xcode 11's to Xcode 14's) whose files simulate an iPhone without a
    /// notch with no status bar in its safe area: its top inset is 0, not 20.
    package static let toolsVersionsWithoutStatusBar = 15000..<22000

    /// The tools versions of Xcode 26, whose files simulate the iPhone 11 with twice its
    /// insets at the top and bottom (the public files of two apps show it; the earlier Xcodes
    /// simulate the device's own).
    static let toolsVersionsOfDoubledInsets = 24000..<32000

    /// Whether the file is Xcode 26's on the iPhone 11, which it simulates with twice its insets.
    public var simulatesDoubledInsets: Bool {
        id == "retina6_1" && (toolsVersion.map(Self.toolsVersionsOfDoubledInsets.contains) ?? false)
    }

    /// Whether the file simulates a notchless iPhone without its status bar.
    private var simulatesNoStatusBar: Bool { toolsVersion.map(Self.toolsVersionsWithoutStatusBar.contains) ?? false }

    /// Whether the file was saved before ``toolsVersionOfLaterStatusBars``.
    private var simulatesEarlierStatusBars: Bool { (toolsVersion ?? .max) < Self.toolsVersionOfLaterStatusBars }

    /// Whether the device is an iPhone with a home indicator (a bottom inset), whose toolbar
    /// IB draws as tall as a tab bar.
    public var hasHomeIndicator: Bool {
        guard !id.hasPrefix("ipad") else { return false }
        switch canvas {
        case .named(let named): return named.safeArea(landscape: false).bottom > 0
        case .size(_, _, _, let bottom): return bottom > 0
        case nil: return false
        }
    }

    /// The format's canvas for IB's device id; nil for an id this table does not know.
    public var canvas: Canvas? {
        switch id {
        case "retina4_7":
            return simulatesNoStatusBar ? .size(width: 375, height: 667, safeTop: 0, safeBottom: 0) : .named(.iPhoneSE)
        case "retina5_4": return .named(.iPhone13mini)
        case "retina6_0": return .named(.iPhone14)
        case "retina6_12": return .named(.iPhone16)
        case "retina6_72": return .named(.iPhone16Plus)
        case "retina6_3": return .named(.iPhone16Pro)
        case "retina6_9": return .named(.iPhone16ProMax)
        case "ipad10_9rounded": return .named(.iPad)
        case "ipad11rounded": return .named(.iPadPro11)
        case "retina4_0": return .size(width: 320, height: 568, safeTop: simulatesNoStatusBar ? 0 : 20, safeBottom: 0)
        case "retina5_5": return .size(width: 414, height: 736, safeTop: simulatesNoStatusBar ? 0 : 20, safeBottom: 0)
        case "retina5_9":
            // Files saved before Xcode 14 have the 44-point status bar of iOS 15 and earlier.
            return .size(width: 375, height: 812, safeTop: simulatesEarlierStatusBars ? 44 : 50, safeBottom: 34)
        case "retina6_1":
            // Files saved before Xcode 14 have the 44-point status bar of iOS 15 and earlier.
            if simulatesDoubledInsets { return .size(width: 414, height: 896, safeTop: 96, safeBottom: 68) }
            return .size(width: 414, height: 896, safeTop: simulatesEarlierStatusBars ? 44 : 48, safeBottom: 34)
        case "retina6_5": return .size(width: 414, height: 896, safeTop: 44, safeBottom: 34)
        case "retina6_7":
            // Files saved before Xcode 14 have the 44-point status bar of iOS 15 and earlier.
            return .size(width: 428, height: 926, safeTop: simulatesEarlierStatusBars ? 44 : 47, safeBottom: 34)
        case "ipad9_7": return .size(width: 768, height: 1024, safeTop: 20, safeBottom: 0)
        case "ipad10_2": return .size(width: 810, height: 1080, safeTop: 20, safeBottom: 0)
        case "ipad12_9rounded": return .size(width: 1024, height: 1366, safeTop: 24, safeBottom: 20)
        default: return nil
        }
    }
}
