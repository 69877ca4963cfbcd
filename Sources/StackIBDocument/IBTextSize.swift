/// The one-line size of a label's, button's or field's text, where the file does not show it
/// (docs/interface-builder.md, "Estimates"). The file stores no text metrics, so this is an
/// estimate: the system font's average advance and line height as fractions of the point
/// size, the same on every run.
public enum IBTextSize {
    /// The average advance of a character of the system font, as a fraction of its point size.
    package static let advance = 0.55
    /// The line height of the system font, as a fraction of its point size.
    package static let lineHeight = 1.2
    /// The first baseline below the top, as a fraction of the point size.
    package static let ascender = 0.95
    /// UILabel's and UITextField's default font size.
    package static let defaultPointSize = 17.0
    /// UIButton's default title size.
    package static let buttonPointSize = 15.0

    /// The size of a text style at the default content size category (`UICTFontTextStyleBody` is 17).
    public static func styleSize(_ style: String) -> Double? {
        switch style {
        case "UICTFontTextStyleLargeTitle": return 34
        case "UICTFontTextStyleTitle1": return 28
        case "UICTFontTextStyleTitle2": return 22
        case "UICTFontTextStyleTitle3": return 20
        case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": return 17
        case "UICTFontTextStyleCallout": return 16
        case "UICTFontTextStyleSubhead": return 15
        case "UICTFontTextStyleFootnote": return 13
        case "UICTFontTextStyleCaption1": return 12
        case "UICTFontTextStyleCaption2": return 11
        default: return nil
        }
    }

    /// A rounded estimate, to the half point, so the import reads as a person would write it.
    package static func half(_ value: Double) -> Double { (value * 2).rounded(.up) / 2 }

    /// The one-line width and height of `characters` characters at `pointSize`.
    package static func line(characters: Int, pointSize: Double) -> (width: Double, height: Double) {
        (half(Double(characters) * pointSize * advance), half(pointSize * lineHeight))
    }

    /// The first baseline at `pointSize`.
    package static func baseline(pointSize: Double) -> Double { half(pointSize * ascender) }
}
