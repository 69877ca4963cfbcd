/// The devices a canvas may name (stack-format.md §4): screen size in points (portrait)
/// and safe-area insets.
public enum Device: String, CaseIterable, Sendable, Hashable {
    case iPhoneSE, iPhone13mini, iPhone14, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax
    case iPadMini, iPad, iPadPro11, iPadPro13

    /// The device a name stands for, matched without regard to case: its own name, or one
    /// of the models that share its screen (``aliases``).
    public init?(name: String) {
        let lowered = name.lowercased()
        guard
            let device = Device.allCases.first(where: {
                $0.rawValue.lowercased() == lowered || $0.aliases.contains { $0.lowercased() == lowered }
            })
        else { return nil }
        self = device
    }

    /// The other models the row of §4's table names in parentheses, written without spaces
    /// (format version 3): the same screen size and safe area.
    public var aliases: [String] {
        switch self {
        case .iPhoneSE: return ["iPhone8"]
        case .iPhone14: return ["iPhone13", "iPhone12"]
        case .iPhone16: return ["iPhone15", "iPhone14Pro"]
        case .iPhone16Plus: return ["iPhone15Plus", "iPhone15ProMax", "iPhone14ProMax"]
        case .iPhone13mini, .iPhone16Pro, .iPhone16ProMax, .iPadMini, .iPad, .iPadPro11, .iPadPro13: return []
        }
    }

    /// The size classes in an orientation (stack-format.md §4): every iPhone is `wC hR` in
    /// portrait and `wC hC` in landscape, except the two largest, `wR hC` in landscape;
    /// every iPad is `wR hR`.
    public func sizeClasses(landscape: Bool) -> SizeClasses {
        if isPad { return SizeClasses(horizontal: .regular, vertical: .regular) }
        guard landscape else { return .compactRegular }
        let wide = self == .iPhone16Plus || self == .iPhone16ProMax
        return SizeClasses(horizontal: wide ? .regular : .compact, vertical: .compact)
    }

    /// Whether it is an iPad (landscape insets differ).
    public var isPad: Bool { rawValue.hasPrefix("iPad") }

    /// The screen size in portrait.
    public var portraitSize: Size {
        switch self {
        case .iPhoneSE: return Size(width: 375, height: 667)
        case .iPhone13mini: return Size(width: 375, height: 812)
        case .iPhone14: return Size(width: 390, height: 844)
        case .iPhone16: return Size(width: 393, height: 852)
        case .iPhone16Plus: return Size(width: 430, height: 932)
        case .iPhone16Pro: return Size(width: 402, height: 874)
        case .iPhone16ProMax: return Size(width: 440, height: 956)
        case .iPadMini: return Size(width: 744, height: 1133)
        case .iPad: return Size(width: 820, height: 1180)
        case .iPadPro11: return Size(width: 834, height: 1194)
        case .iPadPro13: return Size(width: 1032, height: 1376)
        }
    }

    /// The safe-area insets in portrait: top (status bar, notch or Dynamic Island) and
    /// bottom (home indicator).
    public var portraitInsets: (top: Double, bottom: Double) {
        switch self {
        case .iPhoneSE: return (20, 0)
        case .iPhone13mini: return (50, 34)
        case .iPhone14: return (47, 34)
        case .iPhone16, .iPhone16Plus: return (59, 34)
        case .iPhone16Pro, .iPhone16ProMax: return (62, 34)
        case .iPadMini, .iPad, .iPadPro11, .iPadPro13: return (24, 20)
        }
    }

    /// The screen size in an orientation.
    public func size(landscape: Bool) -> Size {
        let size = portraitSize
        return landscape ? Size(width: size.height, height: size.width) : size
    }

    /// The safe-area insets in an orientation: in landscape the size is swapped and the
    /// insets become leading = trailing = the portrait top inset, top 0, bottom 21; the
    /// iPhone SE has none in landscape, and the iPads keep top 24, bottom 20.
    public func safeArea(landscape: Bool) -> DirectionalInsets {
        let insets = portraitInsets
        guard landscape else {
            return DirectionalInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
        }
        if self == .iPhoneSE { return .zero }
        if isPad { return DirectionalInsets(top: 24, leading: 0, bottom: 20, trailing: 0) }
        return DirectionalInsets(top: 0, leading: insets.top, bottom: 21, trailing: insets.top)
    }
}

/// One canvas of a layout: a size, or a device in an orientation, with its safe area.
public struct Canvas: Hashable, Sendable, CustomStringConvertible {
    /// The container's size.
    public var size: Size
    /// The device it stands for, if it was named by one.
    public var device: Device?
    /// Whether the device is in landscape.
    public var isLandscape: Bool
    /// The safe-area insets (the device's, or the layout's `safeArea` for a size).
    public var safeArea: DirectionalInsets
    /// Its size classes (stack-format.md §13): the device's, or those written after a size
    /// (`wC hR` where none is written).
    public var sizeClasses: SizeClasses
    /// The side written `auto` (`375 x auto`: `.vertical`), which the content decides
    /// (§10.2); nil when both are fixed. That side of ``size`` holds
    /// ``autoPlaceholderLength`` until the layout engine solves it.
    public var autoAxis: Axis?

    /// What the `auto` side of ``size`` holds before it is solved: UIKit's standard row
    /// height, the length §10.2 falls back to where the content does not decide it.
    public static let autoPlaceholderLength = 44.0

    /// A canvas given as a size.
    public init(
        size: Size, safeArea: DirectionalInsets = .zero, sizeClasses: SizeClasses = .compactRegular,
        autoAxis: Axis? = nil
    ) {
        self.size = size
        self.device = nil
        self.isLandscape = false
        self.safeArea = safeArea
        self.sizeClasses = sizeClasses
        self.autoAxis = autoAxis
    }

    /// A device canvas.
    public init(device: Device, landscape: Bool = false) {
        self.size = device.size(landscape: landscape)
        self.device = device
        self.isLandscape = landscape
        self.safeArea = device.safeArea(landscape: landscape)
        self.sizeClasses = device.sizeClasses(landscape: landscape)
        self.autoAxis = nil
    }

    /// How diagnostics name it: `iPhoneSE`, `iPhone16 landscape`, `375 x 667`, or
    /// `375 x auto`.
    public var description: String {
        guard let device else {
            switch autoAxis {
            case nil: return size.description
            case .horizontal?: return "auto x \(formatPoints(size.height))"
            case .vertical?: return "\(formatPoints(size.width)) x auto"
            }
        }
        return device.rawValue + (isLandscape ? " landscape" : "")
    }

    /// Reads `375 x 667`, `iPhoneSE` or `iPhone16 landscape` (command-line options,
    /// configuration files); nil for anything else.
    public init?(parsing text: String) {
        let words = text.split(separator: " ").map(String.init)
        if let first = words.first, let device = Device(name: first) {
            guard words.count == 1 || (words.count == 2 && words[1].lowercased() == "landscape") else { return nil }
            self.init(device: device, landscape: words.count == 2)
            return
        }
        guard let size = Size(parsing: text) else { return nil }
        self.init(size: size)
    }
}
