/// A canonical text form of the resolved model, without source positions: two files have
/// equal meaning exactly when their dumps are equal (used to prove that formatting never
/// changes meaning).
extension SemanticModel {
    /// Every layout, element, property value and constraint, one per line.
    public var semanticDump: String {
        var lines: [String] = []
        for layout in layouts {
            lines.append(
                "layout \(layout.name ?? "-") canvas=\(layout.canvases.map(\.description).joined(separator: ",")) cell=\(layout.isCell) direction=\(layout.direction.rawValue) target=\(formatPoints(layout.target)) roots=\(layout.roots)"
                    + (layout.margins != Layout.defaultMargins ? " margins=\(layout.margins)" : "")
                    + (layout.safeArea != .zero ? " safeArea=\(layout.safeArea)" : "")
                    + (layout.directions.count > 1
                        ? " directions=\(layout.directions.map(\.rawValue).joined(separator: ","))" : "")
                    + (layout.canvasEntries.contains { $0.sizeClasses != .compactRegular }
                        ? " sizeClasses=\(layout.canvasEntries.map(\.sizeClasses.description).joined(separator: ","))"
                        : ""))
            for element in layout.elements {
                let p = element.properties
                var line =
                    "  \(element.path) kind=\(element.kindName) parent=\(element.parent.map(String.init) ?? "-") arranged=\(element.isArranged)"
                line +=
                    " intrinsic=\(p.intrinsic) hugging=\(formatPoints(p.hugging.horizontal))/\(formatPoints(p.hugging.vertical))"
                line += " compression=\(formatPoints(p.compression.horizontal))/\(formatPoints(p.compression.vertical))"
                line += " baseline=\(p.baseline.map(formatPoints) ?? "-")/\(p.lastBaseline.map(formatPoints) ?? "-")"
                line +=
                    " hidden=\(p.isHidden) spacingAfter=\(p.spacingAfter) pins=\(p.pins.map(\.description).joined(separator: ","))"
                line +=
                    " background=\(p.background?.description ?? "-") text=\(p.text.map { "\"\($0)\"" } ?? "-") lines=\(p.lines)"
                if let stack = element.stack {
                    line +=
                        " axis=\(stack.axis.rawValue) distribution=\(stack.distribution.rawValue) alignment=\(stack.alignment.rawValue)"
                    line +=
                        " spacing=\(stack.spacing) baselineRelative=\(stack.isBaselineRelative) marginsRelative=\(stack.isMarginsRelative) margins=\(stack.margins)"
                }
                if p.margins != ElementProperties(kind: element.kind).margins { line += " margins=\(p.margins)" }
                if p.mayTruncate { line += " mayTruncate=true" }
                if p.isRuntime { line += " runtime=true" }
                if !p.isInstalled { line += " installed=false" }
                if element.kind == .scroll { line += " contentInset=\(p.contentInset.rawValue)" }
                lines.append(line)
                for variant in layout.variations.properties where variant.element == element.id {
                    var copy = element
                    variant.name.copyValue(from: variant, to: &copy)
                    let value = copy.stack.map { "\($0)" } ?? ""
                    lines.append("    \(variant.name.rawValue)\(variant.traits) = \(copy.properties) \(value)")
                }
                for constraint in element.constraints {
                    let target =
                        constraint.target.map { "\(itemPath($0.item, in: layout)).\($0.attribute.rawValue)" } ?? "-"
                    lines.append(
                        "    \(constraint.attribute.rawValue) \(constraint.relation.rawValue) \(target) * \(formatPoints(constraint.multiplier)) + \(formatPoints(constraint.constant)) @\(formatPoints(constraint.priority))"
                            + (constraint.traits.isEmpty ? "" : " \(constraint.traits)"))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func itemPath(_ item: ConstraintItem, in layout: Layout) -> String {
        switch item {
        case .element(let element): return layout.elements[element].path
        case .canvas: return "canvas"
        case .margins(let element): return (element.map { layout.elements[$0].path } ?? "canvas") + ".margins"
        case .safeArea: return "safeArea"
        case .scrollGuide(let guide, let element): return layout.elements[element].path + "." + guide.rawValue
        }
    }
}
