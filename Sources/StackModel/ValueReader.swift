import StackSyntax

/// Reads typed values out of property syntax, reporting `invalid-value` with the range of
/// the offending part and, for unknown words, the nearest valid one.
struct ValueReader {
    private(set) var issues: [ModelIssue] = []
    let syntax: FileSyntax
    let source: SourceText

    init(syntax: FileSyntax) {
        self.syntax = syntax
        source = syntax.source
    }

    mutating func invalid(_ range: SourceRange, _ message: String, fixes: [Fix] = []) {
        issues.append(ModelIssue(.invalidValue, range: range, message: message, fixes: fixes))
    }

    /// Reports an unknown word at `range`: the message, then the nearest of `candidates`
    /// with its fix, or `otherwise` when none is near.
    mutating func unknown(
        _ range: SourceRange, _ message: String, word: String, in candidates: [String], otherwise: String = ""
    ) {
        let suggestion = SuggestedWord(for: word, in: candidates)
        invalid(
            range, message + (suggestion?.hint ?? otherwise), fixes: suggestion.map { [$0.fix(replacing: range)] } ?? []
        )
    }

    func text(_ atom: AtomSyntax) -> String { source.text(in: atom.range) }
    func text(_ identifier: Identifier) -> String { source.text(in: identifier.range) }

    /// Every atom of every item, for values whose commas are optional.
    func atoms(_ property: PropertySyntax) -> SyntaxList<AtomSyntax> { syntax.atoms(of: property.value) }

    /// The items of a property's value.
    func items(_ property: PropertySyntax) -> SyntaxList<ValueItemSyntax> { syntax.items(of: property.value) }

    /// The atoms of an item.
    func atoms(_ item: ValueItemSyntax) -> SyntaxList<AtomSyntax> { syntax.atoms(of: item) }

    /// The one atom of a single-word value.
    mutating func single(_ property: PropertySyntax, expected: @autoclosure () -> String) -> AtomSyntax? {
        let all = atoms(property)
        guard all.count == 1 else {
            if !all.isEmpty {
                invalid(
                    property.value.range,
                    "`\(text(property.name))` takes \(expected()), not `\(source.text(in: property.value.range))`")
            }
            return nil
        }
        return all[0]
    }

    mutating func bool(_ property: PropertySyntax) -> Bool? {
        guard let atom = single(property, expected: "`true` or `false`") else { return nil }
        if case .identifier(let word) = atom {
            if source.spells("true", in: word.range) { return true }
            if source.spells("false", in: word.range) { return false }
        }
        unknown(
            atom.range, "`\(text(property.name))` takes `true` or `false`, not `\(text(atom))`", word: text(atom),
            in: ["true", "false"])
        return nil
    }

    mutating func keyword<T: KeywordLookup>(_ property: PropertySyntax, _ type: T.Type) -> T? {
        guard
            let atom = single(
                property, expected: "one of \(T.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))")
        else { return nil }
        if case .identifier(let word) = atom, let value = T(word, in: source) { return value }
        let names = T.allCases.map(\.rawValue)
        unknown(
            atom.range, "`\(text(property.name))` has no value `\(text(atom))`", word: text(atom), in: names,
            otherwise: " (one of \(names.map { "`\($0)`" }.joined(separator: ", ")))")
        return nil
    }

    /// The value of a number literal when it lies in `range`; otherwise reports
    /// `invalid-value` naming the range and returns nil. `-0` reads as 0.
    mutating func checked(_ literal: NumberLiteral, _ range: ValueRange, _ what: @autoclosure () -> String) -> Double? {
        guard range.contains(literal.value) else {
            invalid(
                literal.range,
                "\(what()) must be \(range.description), found \(ValueRange.quoted(source.text(in: literal.range)))")
            return nil
        }
        return literal.value == 0 ? 0 : literal.value
    }

    mutating func number(_ property: PropertySyntax, range: ValueRange) -> Double? {
        let expected = range.isWhole ? "a whole number" : "a number"
        guard let atom = single(property, expected: expected) else { return nil }
        guard case .number(let literal) = atom else {
            invalid(atom.range, "`\(text(property.name))` takes \(expected), not `\(text(atom))`")
            return nil
        }
        if range.isWhole, literal.value.isFinite, literal.value != literal.value.rounded() {
            invalid(
                atom.range, "`\(text(property.name))` takes a whole number, found \(source.text(in: literal.range))")
            return nil
        }
        // The message reads a copy of the source: `checked` changes `self` while it builds it.
        let (source, name) = (self.source, property.name)
        return checked(literal, range, "`\(source.text(in: name.range))`")
    }

    mutating func intrinsic(_ property: PropertySyntax) -> OptionalSize? {
        guard let atom = single(property, expected: "a size like `120 x 21`") else { return nil }
        guard case .size(let size) = atom else {
            invalid(
                atom.range, "`intrinsic` takes a size like `120 x 21` (either side may be `none`), not `\(text(atom))`")
            return nil
        }
        // Each side checked (and reported) on its own; `none` stays nil.
        var valid = true
        func side(_ side: SizeSide, _ name: String) -> Double? {
            if case .auto(let range) = side {
                invalid(
                    range,
                    "`auto` is for a side of a `canvas` (the content decides it); an intrinsic \(name) is a number or `none`"
                )
                valid = false
                return nil
            }
            guard case .number(let literal) = side else { return nil }
            let value = checked(literal, .length, "an intrinsic \(name)")
            if value == nil { valid = false }
            return value
        }
        let width = side(size.width, "width")
        let height = side(size.height, "height")
        return valid ? OptionalSize(width: width, height: height) : nil
    }

    /// `canvas`: sizes (`375 x 667`, `375 x auto`, `768 x 1024 wR hR`) and device names
    /// (`iPhoneSE`, `iPhone16 landscape`, or a model of the same screen such as `iPhone15`).
    /// Each entry that is not one is reported and left out; the others are kept.
    mutating func canvases(_ property: PropertySyntax) -> [Canvas]? {
        var canvases: [Canvas] = []
        for item in items(property) {
            if case .identifier(let word) = atoms(item)[0] {
                if source.spells("auto", in: word.range) {
                    invalid(
                        item.range,
                        "`auto` is one side of a canvas size, not a canvas: give the other side, as in `375 x auto` for a self-sizing cell"
                    )
                    continue
                }
                guard let device = Device(name: text(word)) else {
                    let names = Device.allCases.map(\.rawValue)
                    unknown(
                        word.range, "unknown device `\(text(word))`", word: text(word), in: names,
                        otherwise: " (the devices are \(names.map { "`\($0)`" }.joined(separator: ", ")))")
                    continue
                }
                if let canvas = deviceCanvas(device, item) { canvases.append(canvas) }
                continue
            }
            guard case .size(let size) = atoms(item)[0] else {
                invalid(
                    item.range,
                    "`canvas` takes sizes like `375 x 667` or device names like `iPhoneSE`, separated by commas, not `\(source.text(in: item.range))`"
                )
                continue
            }
            guard let classes = sizeClasses(atoms(item).dropFirst(), item: item) else { continue }
            if case .auto = size.width, case .auto = size.height {
                invalid(
                    size.range,
                    "a canvas cannot be `auto` on both sides: give the side its container fixes, as in `375 x auto` for a self-sizing cell"
                )
                continue
            }
            if case .none = size.width {
                invalid(size.range, "a canvas needs both a width and a height; `none` is for intrinsic sizes")
                continue
            }
            if case .none = size.height {
                invalid(size.range, "a canvas needs both a width and a height; `none` is for intrinsic sizes")
                continue
            }
            var autoAxis: Axis?
            func side(_ side: SizeSide, _ axis: Axis) -> Double? {
                switch side {
                case .number(let literal):
                    return checked(literal, .canvas, axis == .horizontal ? "a canvas width" : "a canvas height")
                case .auto:
                    autoAxis = axis
                    return Canvas.autoPlaceholderLength
                case .none: return nil
                }
            }
            let width = side(size.width, .horizontal)
            let height = side(size.height, .vertical)
            guard let width, let height else { continue }
            canvases.append(Canvas(size: Size(width: width, height: height), sizeClasses: classes, autoAxis: autoAxis))
        }
        return canvases.isEmpty ? nil : canvases
    }

    /// `DEVICE` or `DEVICE landscape`: a device has its own size classes and no `auto` side.
    private mutating func deviceCanvas(_ device: Device, _ item: ValueItemSyntax) -> Canvas? {
        for atom in atoms(item).dropFirst() {
            if case .identifier(let word) = atom, source.spells("auto", in: word.range) {
                let width = formatPoints(device.size(landscape: false).width)
                invalid(
                    word.range,
                    "a device canvas has no `auto` side: a device name always means the whole screen; for a self-sizing cell as wide as the device, write `\(width) x auto`"
                )
                return nil
            }
            if case .identifier(let word) = atom, SizeClassTrait(word, in: source) != nil {
                invalid(
                    word.range,
                    "a device has its own size classes (`\(device.rawValue)` is \(device.sizeClasses(landscape: false)) in portrait): write classes only after a size, as in `768 x 1024 wR hR`"
                )
                return nil
            }
        }
        var landscape = false
        if atoms(item).count == 2, case .identifier(let orientation) = atoms(item)[1],
            text(orientation).lowercased() == "landscape"
        {
            landscape = true
        } else if atoms(item).count > 1 {
            invalid(
                item.range,
                "a device canvas is `DEVICE` or `DEVICE landscape`, as in `iPhone16 landscape`, not `\(source.text(in: item.range))`"
            )
            return nil
        }
        return Canvas(device: device, landscape: landscape)
    }

    /// The size classes written after a canvas size (`wR hR`): `wC` / `hR` for an axis none
    /// is written for; nil after reporting a word that is not one, or two for one axis.
    private mutating func sizeClasses(_ atoms: Slice<SyntaxList<AtomSyntax>>, item: ValueItemSyntax) -> SizeClasses? {
        var written = TraitSet.any
        for atom in atoms {
            guard case .identifier(let word) = atom else {
                invalid(
                    atom.range,
                    "`canvas` takes a size followed by its size classes, as in `768 x 1024 wR hR`, not `\(source.text(in: item.range))`"
                )
                return nil
            }
            guard let trait = sizeClassTrait(word) else { return nil }
            guard add(trait, to: &written, at: word) else { return nil }
        }
        return SizeClasses(horizontal: written.horizontal ?? .compact, vertical: written.vertical ?? .regular)
    }

    /// The size class a word names; nil after reporting it with "did you mean".
    private mutating func sizeClassTrait(_ word: Identifier) -> SizeClassTrait? {
        if let trait = SizeClassTrait(word, in: source) { return trait }
        let names = SizeClassTrait.allCases.map(\.rawValue)
        unknown(
            word.range, "`\(text(word))` is not a size class", word: text(word), in: names,
            otherwise: " (the size classes are `wC`, `wR`, `hC`, `hR`: width or height, compact or regular)")
        return nil
    }

    /// Adds a trait to a set; reports a class written twice (and keeps the set) or a second
    /// class for one axis (and returns false: no canvas has both).
    private mutating func add(_ trait: SizeClassTrait, to set: inout TraitSet, at word: Identifier) -> Bool {
        let current = trait.axis == .horizontal ? set.horizontal : set.vertical
        if current == trait.sizeClass {
            invalid(word.range, "`\(trait.rawValue)` is listed twice")
            return true
        }
        if let current {
            let other = SizeClasses(horizontal: current, vertical: current).trait(trait.axis).rawValue
            invalid(
                word.range,
                "`\(other)` and `\(trait.rawValue)` contradict each other: a canvas's \(trait.axis == .horizontal ? "width" : "height") is either compact or regular; keep one"
            )
            return false
        }
        if trait.axis == .horizontal { set.horizontal = trait.sizeClass } else { set.vertical = trait.sizeClass }
        return true
    }

    /// `[wR hR]` of a variant or a constraint line; nil after reporting a word that is not
    /// a size class, or contradicting classes (the statement then holds nowhere).
    mutating func traits(_ traits: TraitsSyntax) -> TraitSet? {
        var set = TraitSet.any
        var valid = true
        for word in syntax.words(of: traits) {
            guard let trait = sizeClassTrait(word) else { valid = false; continue }
            if !add(trait, to: &set, at: word) { valid = false }
        }
        return valid ? set : nil
    }

    /// `direction`: `ltr`, `rtl`, or both (`ltr, rtl`), each once.
    mutating func directions(_ property: PropertySyntax) -> [LayoutDirection]? {
        var directions: [LayoutDirection] = []
        for atom in atoms(property) {
            guard case .identifier(let word) = atom, let direction = LayoutDirection(word, in: source) else {
                let names = LayoutDirection.allCases.map(\.rawValue)
                unknown(
                    atom.range, "`direction` has no value `\(text(atom))`", word: text(atom), in: names,
                    otherwise: " (one of `ltr`, `rtl`)")
                return nil
            }
            guard !directions.contains(direction) else {
                invalid(atom.range, "`\(direction.rawValue)` is listed twice")
                continue
            }
            directions.append(direction)
        }
        return directions.isEmpty ? nil : directions
    }

    /// `contentSize`: content size categories, short or UIKit names, each once. Each entry
    /// that is not one (or is listed again) is reported and left out; the others are kept.
    mutating func contentSizes(_ property: PropertySyntax) -> [ContentSizeCategory]? {
        var categories: [ContentSizeCategory] = []
        for atom in atoms(property) {
            guard case .identifier(let word) = atom, let category = ContentSizeCategory(name: text(word)) else {
                let otherwise =
                    " (`xSmall`, `small`, `medium`, `large`, `xLarge`, `xxLarge`, `xxxLarge`, `AX1` ... `AX5`)"
                if case .identifier = atom {
                    unknown(
                        atom.range, "`\(text(atom))` is not a content size category", word: text(atom),
                        in: ContentSizeCategory.names,
                        otherwise: otherwise)
                } else {
                    // Only a word is a misspelt category; a number or a string is no typo to correct.
                    let hint =
                        Suggestion.nearest(to: text(atom), in: ContentSizeCategory.names).map {
                            "; did you mean `\($0)`?"
                        } ?? otherwise
                    invalid(atom.range, "`\(text(atom))` is not a content size category\(hint)")
                }
                continue
            }
            guard !categories.contains(category) else {
                invalid(atom.range, "`\(category.rawValue)` is listed twice")
                continue
            }
            categories.append(category)
        }
        return categories.isEmpty ? nil : categories
    }

    /// A priority, of the property named `property` (nil: one after `@`).
    mutating func priority(_ atom: AtomSyntax, of property: Identifier?) -> Double? {
        switch atom {
        case .number(let literal):
            return checked(literal, .priority, "a priority")
        case .identifier(let word):
            if let value = Priority.value(named: word, in: source) { return value }
            let names = Priority.named.map(\.name)
            unknown(
                atom.range, "`\(text(word))` is not a priority", word: text(word), in: names,
                otherwise: " (a number from 1 to 1000, or `required`, `high`, `low`, `fittingSize`)")
            return nil
        default:
            invalid(
                atom.range,
                "\(property.map { "`\(text($0))`" } ?? "`@`") takes a priority (1 to 1000, `required`, `high`, `low`, `fittingSize`), not `\(text(atom))`"
            )
            return nil
        }
    }

    mutating func priorities(_ property: PropertySyntax) -> AxisPair<Double>? {
        // Read in place: every element sets its priorities, and the value has one or two words.
        let all = atoms(property)
        let count = all.count
        guard count == 1 || count == 2, let first = all.first, let last = all.last else {
            if count > 0 {
                invalid(
                    property.value.range,
                    "`\(text(property.name))` takes one priority for both axes or two (horizontal, vertical), found \(count)"
                )
            }
            return nil
        }
        guard let horizontal = priority(first, of: property.name) else { return nil }
        guard count == 2 else { return AxisPair(horizontal: horizontal, vertical: horizontal) }
        guard let vertical = priority(last, of: property.name) else { return nil }
        return AxisPair(horizontal: horizontal, vertical: vertical)
    }

    mutating func spacing(_ property: PropertySyntax) -> Spacing? {
        guard let atom = single(property, expected: "a number or `system`") else { return nil }
        switch atom {
        case .number(let literal): return checked(literal, .offset, "`spacing`").map { .points($0) }
        case .identifier(let word) where source.spells("system", in: word.range): return .system
        default:
            unknown(
                atom.range, "`spacing` takes a number of points or `system`, not `\(text(atom))`", word: text(atom),
                in: ["system"])
            return nil
        }
    }

    mutating func customSpacing(_ property: PropertySyntax) -> CustomSpacing? {
        guard let atom = single(property, expected: "a number, `system` or `default`") else { return nil }
        switch atom {
        case .number(let literal): return checked(literal, .offset, "`spacingAfter`").map { .spacing(.points($0)) }
        case .identifier(let word) where source.spells("system", in: word.range): return .spacing(.system)
        case .identifier(let word) where source.spells("default", in: word.range): return .default
        default:
            unknown(
                atom.range, "`spacingAfter` takes a number of points, `system` or `default`, not `\(text(atom))`",
                word: text(atom),
                in: ["system", "default"])
            return nil
        }
    }

    /// `margins` (1 or 4 offsets) and `safeArea` (4 lengths): top leading bottom trailing.
    mutating func insets(_ property: PropertySyntax, allowsOne: Bool = true, range: ValueRange = .offset)
        -> DirectionalInsets?
    {
        let name = text(property.name)
        var values: [Double] = []
        for atom in atoms(property) {
            guard case .number(let literal) = atom else {
                invalid(atom.range, "`\(name)` takes numbers, not `\(text(atom))`")
                return nil
            }
            guard let value = checked(literal, range, "`\(name)`") else { return nil }
            values.append(value)
        }
        switch values.count {
        case 0: return nil
        case 1 where allowsOne:
            return DirectionalInsets(top: values[0], leading: values[0], bottom: values[0], trailing: values[0])
        case 4: return DirectionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        default:
            let counts = allowsOne ? "1 number (all sides) or 4" : "4 numbers"
            invalid(
                property.value.range, "`\(name)` takes \(counts) (top leading bottom trailing), found \(values.count)")
            return nil
        }
    }

    /// `pin`: `EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY]`, comma-separated; `edges` stands
    /// for the four sides with the same modifiers.
    mutating func pins(_ property: PropertySyntax) -> [(pin: Pin, range: SourceRange)]? {
        var pins: [(pin: Pin, range: SourceRange)] = []
        for item in items(property) {
            guard case .identifier(let word) = atoms(item)[0] else {
                invalid(
                    atoms(item)[0].range,
                    "`pin` takes edges (`top`, `bottom`, `leading`, `trailing`, `centerX`, `centerY`, `edges`), not `\(text(atoms(item)[0]))`"
                )
                return nil
            }
            let edges: [PinEdge]
            if source.spells("edges", in: word.range) {
                edges = [.top, .leading, .bottom, .trailing]
            } else if let edge = PinEdge(word, in: source) {
                edges = [edge]
            } else {
                unknown(
                    word.range, "`\(text(word))` is not an edge", word: text(word),
                    in: ["edges"] + PinEdge.allCases.map(\.rawValue))
                return nil
            }
            guard let modifiers = pinModifiers(item, edge: word) else { return nil }
            for edge in edges {
                // At most six pins: a look through them, no table.
                if pins.contains(where: { $0.pin.edge == edge }) {
                    invalid(item.range, "`\(edge.rawValue)` is pinned twice")
                    return nil
                }
                pins.append(
                    (
                        Pin(
                            edge: edge, inset: modifiers.inset, guide: modifiers.guide, relation: modifiers.relation,
                            priority: modifiers.priority), item.range
                    ))
            }
        }
        return pins
    }

    /// The parts of one pin after its edge, each at most once and in the order
    /// GUIDE, RELATION, INSET, `@` PRIORITY.
    private mutating func pinModifiers(_ item: ValueItemSyntax, edge: Identifier)
        -> (guide: PinGuide?, relation: Relation, inset: Double, priority: Double)?
    {
        var guide: PinGuide?
        var relation = Relation.equal
        var inset = 0.0
        var priority = Priority.required
        // 0: guide may follow; 1: relation; 2: inset; 3: priority; 4: nothing more.
        var stage = 0
        // Written only for a message (every pin built it, a dozen string appends).
        func usage() -> String {
            "write `\(text(edge)) [margins | safeArea] [== | >= | <=] [INSET] [@ PRIORITY]`, as in `\(text(edge)) margins 8` or `\(text(edge)) >= 20 @750`"
        }
        for atom in atoms(item).dropFirst() {
            switch atom {
            case .identifier(let word) where stage == 0:
                guard let value = PinGuide(word, in: source) else {
                    let suggestion = SuggestedWord(for: text(word), in: PinGuide.allCases.map(\.rawValue))
                    invalid(
                        word.range, "`\(text(word))` is not a guide to pin to\(suggestion?.hint ?? ""): \(usage())",
                        fixes: suggestion.map { [$0.fix(replacing: word.range)] } ?? [])
                    return nil
                }
                guide = value
                stage = 1
            case .relation(let literal) where stage <= 1:
                relation = literal.relation
                stage = 2
            case .number(let literal) where stage <= 2:
                guard let value = checked(literal, .offset, "a pin inset") else { return nil }
                inset = value
                stage = 3
            case .number where stage == 3:
                invalid(item.range, "a pinned edge takes at most one inset, as in `\(text(edge)) 20`")
                return nil
            case .priority(let syntax) where stage <= 3:
                guard let value = self.priority(syntax.value, of: nil) else { return nil }
                priority = value
                stage = 4
            default:
                invalid(atom.range, "unexpected `\(text(atom))` in a pin: \(usage())")
                return nil
            }
        }
        return (guide, relation, inset, priority)
    }

    mutating func color(_ property: PropertySyntax) -> Color? {
        guard let atom = single(property, expected: "a color like `#RRGGBB`") else { return nil }
        if case .color(let literal) = atom, let color = Color(hex: source.text(in: literal.range)) { return color }
        invalid(atom.range, "`background` takes a color `#RRGGBB` or `#RRGGBBAA` in hex digits, not `\(text(atom))`")
        return nil
    }

    mutating func string(_ property: PropertySyntax) -> String? {
        guard let atom = single(property, expected: "a string in quotes") else { return nil }
        if case .string(let literal) = atom { return literal.value(in: source) }
        invalid(atom.range, "`\(text(property.name))` takes a string in quotes, as in `\"Sign in\"`")
        return nil
    }

    mutating func target(_ property: PropertySyntax) -> Double? {
        let all = atoms(property)
        guard all.count == 2, case .identifier(let platform) = all[0], source.spells("ios", in: platform.range),
            case .number(let version) = all[1]
        else {
            if !all.isEmpty { invalid(property.value.range, "`target` takes `ios VERSION`, as in `ios 17`") }
            return nil
        }
        guard version.value >= ValueRange.iOSVersion.bounds.lowerBound else {
            invalid(version.range, "UIStackView needs iOS 9 or later; found ios \(source.text(in: version.range))")
            return nil
        }
        return checked(version, .iOSVersion, "the iOS version of `target`")
    }
}
