/// The devices a canvas may name (stack-format.md §4): screen size in points (portrait)
/// and safe-area insets.
public enum Device: String, CaseIterable, Sendable, Hashable {
    case iPhoneSE, iPhone13mini, iPhone14, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax
    case iPadMini, iPad, iPadPro11, iPadPro13

    /// The device a name stands for, matched without regard to case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let device = Device.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = device
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
        guard landscape else { return DirectionalInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0) }
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

    /// A canvas given as a size.
    public init(size: Size, safeArea: DirectionalInsets = .zero) {
        self.size = size
        self.device = nil
        self.isLandscape = false
        self.safeArea = safeArea
    }

    /// A device canvas.
    public init(device: Device, landscape: Bool = false) {
        self.size = device.size(landscape: landscape)
        self.device = device
        self.isLandscape = landscape
        self.safeArea = device.safeArea(landscape: landscape)
    }

    /// How diagnostics name it: `iPhoneSE`, `iPhone16 landscape`, or `375 x 667`.
    public var description: String {
        guard let device else { return size.description }
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
