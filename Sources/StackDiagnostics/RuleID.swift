/// The id of a rule of the catalog (rules.md): every id there is, in catalog order.
///
/// The one place a rule id is spelled. A rule id read from outside (a configuration file,
/// a suppression comment, the command line) becomes a `RuleID` through
/// `RuleID(rawValue:)`, which has no value for an unknown id, so an unknown id cannot reach
/// the analysis. The default severity lives here too, next to the ids of the syntax and
/// model issues that `RuleID(_:)` maps findings made below the rule catalog to.
public enum RuleID: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case syntaxError = "syntax-error"
    case unknownElement = "unknown-element"
    case unknownProperty = "unknown-property"
    case invalidValue = "invalid-value"
    case duplicateName = "duplicate-name"
    case unknownReference = "unknown-reference"
    case childrenNotAllowed = "children-not-allowed"
    case rootCount = "root-count"
    case invalidConstraint = "invalid-constraint"
    case duplicateProperty = "duplicate-property"
    case propertyNotApplicable = "property-not-applicable"
    case marginsIgnored = "margins-ignored"
    case leftRightAnchor = "left-right-anchor"
    case baselineRelativeOnHorizontalStack = "baseline-relative-on-horizontal-stack"
    case ineffectiveCustomSpacing = "ineffective-custom-spacing"
    case horizontalOnlyAlignment = "horizontal-only-alignment"
    case baselineAlignmentOnVerticalStack = "baseline-alignment-on-vertical-stack"
    case redundantConstraint = "redundant-constraint"
    case constraintFightsStack = "constraint-fights-stack"
    case conflictingConstraints = "conflicting-constraints"
    case requiredSizeOnFilledAxis = "required-size-on-filled-axis"
    case negativeSpacingInEqualDistribution = "negative-spacing-in-equal-distribution"
    case negativeSpacingOverlap = "negative-spacing-overlap"
    case deepNesting = "deep-nesting"
    case customSpacingWithEqualSpacing = "custom-spacing-with-equal-spacing"
    case baselineOnStretchedView = "baseline-on-stretched-view"
    case baselineOverflow = "baseline-overflow"
    case contentPriorityAmbiguity = "content-priority-ambiguity"
    case ambiguousLayout = "ambiguous-layout"
    case missingIntrinsicSize = "missing-intrinsic-size"
    case fillProportionallyZeroLength = "fill-proportionally-zero-length"
    case truncation = "truncation"
    case overflow = "overflow"
    case autoSizeUndetermined = "auto-size-undetermined"
    case scrollContentAmbiguous = "scroll-content-ambiguous"
    case textLayoutUnstable = "text-layout-unstable"
    case unsolvedVariation = "unsolved-variation"
    case outsideSafeArea = "outside-safe-area"
    case unpositionedSubview = "unpositioned-subview"
    case stackBackground = "stack-background"
    case singleChildStack = "single-child-stack"
    case emptyStack = "empty-stack"
    case allHidden = "all-hidden"
    case tooManyArrangedViews = "too-many-arranged-views"
    case rootNotPositioned = "root-not-positioned"
    case multilineLabelInHorizontalStack = "multiline-label-in-horizontal-stack"
    case layoutTooComplex = "layout-too-complex"
    case unusedSuppression = "unused-suppression"
    case invalidSuppression = "invalid-suppression"
    case misplacedView = "misplaced-view"

    /// The severity a finding has unless the configuration says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .syntaxError, .unknownElement, .unknownProperty, .invalidValue, .duplicateName,
            .unknownReference, .childrenNotAllowed, .rootCount, .invalidConstraint, .baselineAlignmentOnVerticalStack,
            .conflictingConstraints, .layoutTooComplex, .invalidSuppression:
            return .error
        case .duplicateProperty, .propertyNotApplicable, .marginsIgnored, .leftRightAnchor,
            .baselineRelativeOnHorizontalStack,
            .constraintFightsStack,
            .ineffectiveCustomSpacing, .horizontalOnlyAlignment, .requiredSizeOnFilledAxis,
            .negativeSpacingInEqualDistribution, .deepNesting, .customSpacingWithEqualSpacing,
            .baselineOnStretchedView, .baselineOverflow, .contentPriorityAmbiguity, .ambiguousLayout,
            .missingIntrinsicSize, .fillProportionallyZeroLength, .truncation, .overflow, .autoSizeUndetermined,
            .outsideSafeArea,
            .unpositionedSubview, .stackBackground, .emptyStack, .tooManyArrangedViews, .rootNotPositioned,
            .unusedSuppression, .scrollContentAmbiguous, .textLayoutUnstable, .misplacedView:
            return .warning
        case .negativeSpacingOverlap, .redundantConstraint, .singleChildStack, .allHidden,
            .multilineLabelInHorizontalStack,
            .unsolvedVariation:
            return .info
        }
    }

    /// Whether a suppression comment may hide its findings: syntax errors cannot be
    /// suppressed (as in Ruff), since a file that does not parse is not checked at all.
    public var isSuppressible: Bool { self != .syntaxError }

    /// The kebab-case id.
    public var description: String { rawValue }
}
