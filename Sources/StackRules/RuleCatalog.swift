import StackModel
import StackSyntax

/// Every rule, in the order of the catalog (rules.md): what the driver runs, what
/// `stacklint rules` lists and what `docs/rules/` is generated from.
public enum RuleCatalog {
    /// All rules.
    public static let all: [any Rule] = modelRules + [
        MarginsIgnored(),
        BaselineRelativeOnHorizontalStack(),
        IneffectiveCustomSpacing(),
        HorizontalOnlyAlignment(),
        BaselineAlignmentOnVerticalStack(),
        ConflictingConstraints(),
        RequiredSizeOnFilledAxis(),
        NegativeSpacingInEqualDistribution(),
        NegativeSpacingOverlap(),
        DeepNesting(),
        CustomSpacingWithEqualSpacing(),
        BaselineOnStretchedView(),
        BaselineOverflow(),
        ContentPriorityAmbiguity(),
        AmbiguousLayout(),
        MissingIntrinsicSize(),
        FillProportionallyZeroLength(),
        Truncation(),
        Overflow(),
        UnpositionedSubview(),
        StackBackground(),
        SingleChildStack(),
        EmptyStack(),
        AllHidden(),
        TooManyArrangedViews(),
        RootNotPositioned(),
        MultilineLabelInHorizontalStack(),
    ] + analysisRules + suppressionRules

    /// The rule with this id.
    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }

    /// Every id.
    public static var ids: [String] { all.map(\.id) }

    /// The id of the rule reporting a suppression that suppresses nothing.
    public static let unusedSuppression = "unused-suppression"
    /// The id of the rule reporting a malformed suppression.
    public static let invalidSuppression = "invalid-suppression"

    /// The id of the rule reporting a layout that runs over the work budget (`solveBudget`).
    public static let layoutTooComplex = "layout-too-complex"

    /// Findings about the analysis itself, decided by the driver (StackLint's `Analyzer`).
    static let analysisRules: [any Rule] = [
        ModelDecidedRule(
            id: layoutTooComplex, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "A layout whose solve needs more work than the budget (`solveBudget`): its frames are not computed and no solver rule checks it.",
                rationale: "No file may take unbounded time: each layout is solved at each canvas within a work budget of simplex pivots (`solveBudget` in `.stacklint.json`; the engine's default otherwise). A layout that runs over it is reported here, and the rest of the file and the other files are checked as usual. It is an error because the solver rules (conflicts, ambiguity, truncation, overflow, ...) did not check that layout: a clean run would otherwise vouch for a layout nobody looked at. The example fires with `\"solveBudget\": 1`; with the default budget only layouts far larger than any screen do.",
                firingExample: "// checked with \"solveBudget\": 1 in .stacklint.json\nlayout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 40 x 20 }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 40 x 20 }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n",
                fix: "Split the layout into smaller ones (a cell, a section), or raise `solveBudget` in `.stacklint.json` if the layout is meant to be this large.")),
    ]

    static let suppressionRules: [any Rule] = [
        ModelDecidedRule(
            id: unusedSuppression, defaultSeverity: .warning, hasFix: true,
            documentation: RuleDocumentation(
                summary: "A suppression comment that suppresses nothing.",
                rationale: "A suppression left behind after the finding was fixed hides the next real finding on that line.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line deep-nesting\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line missing-intrinsic-size\n    label l\n  }\n}\n",
                fix: "Remove the comment (the fix).")),
        ModelDecidedRule(
            id: invalidSuppression, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "A suppression comment that names an unknown rule or is malformed.",
                rationale: "A misspelled rule id suppresses nothing, silently.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line missing-intrinsic\n    label l\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    // stacklint-disable-next-line missing-intrinsic-size -- measured at run time\n    label l\n  }\n}\n",
                fix: "Correct the rule id (the message suggests the nearest one).")),
    ]

    static let modelRules: [any Rule] = [
        ModelDecidedRule(
            id: ModelRuleID.syntaxError, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "Anything the grammar does not accept.",
                rationale: "The parser recovers at the next line break, `;` or `}` and goes on, so every other finding is still reported; but a file with syntax errors is not formatted or fixed.",
                firingExample: "layout A {\n  stack s {\n    spacing 8:\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 8\n  }\n}\n",
                fix: "Correct the statement as the message says.")),
        ModelDecidedRule(
            id: ModelRuleID.unknownElement, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "An element kind that does not exist.",
                rationale: "The kinds are UIKit's views: `stack`, `view`, `label`, `button`, `image`, `field` and `switch`.",
                firingExample: "layout A {\n  stak s\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n  }\n}\n",
                fix: "Use the kind the message suggests.")),
        ModelDecidedRule(
            id: ModelRuleID.unknownProperty, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "A property name that does not exist for any element.",
                rationale: "An unknown property is ignored, so what it was meant to do does not happen.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    spcing: 8\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 8\n  }\n}\n",
                fix: "Use the name the message suggests.")),
        ModelDecidedRule(
            id: ModelRuleID.invalidValue, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "A value of the wrong type or out of range.",
                rationale: "Priorities are 1...1000, sizes are not negative, and enumerations take UIKit's case names; an invalid value is ignored and the default used.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: fillEqualy\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: fillEqually\n  }\n}\n",
                fix: "Use a valid value; the message suggests the nearest one.")),
        ModelDecidedRule(
            id: ModelRuleID.duplicateName, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "Two elements of one layout, or two layouts of one file, with the same name.",
                rationale: "Names identify elements in constraints, paths and frames; a duplicate makes them ambiguous.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 10 x 10 }\n    label t { intrinsic: 10 x 10 }\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 10 x 10 }\n    label u { intrinsic: 10 x 10 }\n  }\n}\n",
                fix: "Rename one of them.")),
        ModelDecidedRule(
            id: ModelRuleID.unknownReference, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "A constraint naming an element that the layout does not have.",
                rationale: "The constraint cannot be installed, so the size it describes is not constrained.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    view v { width == avatr.width }\n    view avatar { width == 40; height == 40 }\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    view v { width == avatar.width; height == 40 }\n    view avatar { width == 40; height == 40 }\n  }\n}\n",
                fix: "Use the name the message suggests.")),
        ModelDecidedRule(
            id: ModelRuleID.childrenNotAllowed, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "Child elements inside a kind other than `stack` or `view`.",
                rationale: "Only a stack arranges views and only a plain view is meant to hold subviews here; a label or button with subviews does not lay them out.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    label l {\n      image i\n    }\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    view box {\n      image i { pin: edges }\n    }\n  }\n}\n",
                fix: "Move the child out, or wrap both in a `view`.")),
        ModelDecidedRule(
            id: ModelRuleID.rootCount, defaultSeverity: .error, hasFix: false,
            documentation: RuleDocumentation(
                summary: "A layout with no root element, or with more than one.",
                rationale: "A layout describes one view hierarchy pinned to its canvas.",
                firingExample: "layout A {\n  canvas: 375 x 667\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n  }\n}\n",
                fix: "Add one root, or wrap several in a `stack` or `view`.")),
        ModelDecidedRule(
            id: ModelRuleID.duplicateProperty, defaultSeverity: .warning, hasFix: true,
            documentation: RuleDocumentation(
                summary: "The same property twice in one element.",
                rationale: "The last one wins; the earlier one does nothing, and a reader may take it for the value in effect.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 4\n    spacing: 8\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 8\n  }\n}\n",
                fix: "Remove the earlier one (the fix).")),
        ModelDecidedRule(
            id: ModelRuleID.propertyNotApplicable, defaultSeverity: .warning, hasFix: true,
            documentation: RuleDocumentation(
                summary: "A property that the element's kind or place ignores.",
                rationale: "Stack properties on a leaf, `lines` on a non-label, `pin` on an arranged view (its stack places it), layout settings in an element: UIKit ignores them, so they only mislead.",
                firingExample: "layout A {\n  stack s {\n    pin: edges\n    label l {\n      intrinsic: 10 x 10\n      spacing: 4\n    }\n  }\n}\n",
                passingExample: "layout A {\n  stack s {\n    pin: edges\n    spacing: 4\n    label l { intrinsic: 10 x 10 }\n  }\n}\n",
                fix: "Remove it (the fix).")),
    ]
}
