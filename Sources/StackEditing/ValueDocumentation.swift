import StackModel

/// What enumeration values mean, for hovers.
package enum ValueDocumentation {
    package static let meanings: [String: [String: String]] = [
        "distribution": [
            "fill":
                "Views keep their natural size along the axis; the view with the lowest hugging priority takes the extra space, the one with the lowest compression resistance gives up space.",
            "fillEqually": "Every view gets the same length along the axis.",
            "fillProportionally": "Views share the length in proportion to their intrinsic lengths.",
            "equalSpacing":
                "Views keep their natural size; the gaps between them are equal (`spacing` is the minimum gap).",
            "equalCentering": "The distances between the views' centers are equal (`spacing` is the minimum gap).",
        ],
        "alignment": [
            "fill": "Views are stretched to fill the stack across its axis.",
            "leading": "Views align to the leading edge (top, on a horizontal stack).",
            "top": "Views align to the top (the same value as `leading`; meant for horizontal stacks).",
            "center": "Views are centered across the axis.",
            "trailing": "Views align to the trailing edge (bottom, on a horizontal stack).",
            "bottom": "Views align to the bottom (the same value as `trailing`; meant for horizontal stacks).",
            "firstBaseline": "Views align their first baselines (horizontal stacks only).",
            "lastBaseline": "Views align their last baselines (horizontal stacks only).",
        ],
        "axis": [
            "horizontal": "Views are arranged left to right (leading to trailing).",
            "vertical": "Views are arranged top to bottom.",
        ],
        "spacing": ["system": "The system spacing between siblings: 8 points."],
        "spacingAfter": ["system": "The system spacing: 8 points.", "default": "The stack's own `spacing`."],
        "contentInset": [
            "automatic":
                "The content is inset by the part of the canvas's safe area the scroll view covers, only along the axes on which the content is larger than the frame (UIKit's behaviour for a scroll view no navigation or tab bar controller shows).",
            "always":
                "The content is inset by the part of the canvas's safe area the scroll view covers, on every side.",
            "never": "The content is not inset by the safe area.",
        ],
        "direction": [
            "ltr": "Left to right: leading is the left edge.",
            "rtl":
                "Right to left (Arabic, Hebrew): leading is the right edge, and constraints that use leading or trailing are mirrored.",
        ],
    ]

    package static func describe(property: String, value: String) -> String {
        if property == PropertyName.canvas.rawValue, let trait = SizeClassTrait(keyword: value) {
            return "**`\(trait.rawValue)`** (`canvas`): this canvas's size class, \(VariationHover.meaning(trait))."
        }
        if let meaning = meanings[property]?[value] { return "**`\(value)`** (`\(property)`): \(meaning)" }
        if let priority = Priority.value(named: value) { return "**`\(value)`**: priority \(formatPoints(priority))." }
        return "**`\(value)`**: a value of `\(property)`."
    }
}
