import StackConstraintRules
import StackContentRules
import StackDiagnostics
import StackModel
import StackModelRules
import StackRuleKit
import StackSyntax

/// Every rule, in the order of the catalog (rules.md): what the driver runs, what
/// `stacklint rules` lists and what `docs/rules/` is generated from.
public enum RuleCatalog {
    /// All rules, in catalog order.
    public static let all: [any Rule] = RuleID.allCases.map(rule)

    /// The rule with this id. The switch is exhaustive: a new id does not compile until it
    /// has its rule.
    public static func rule(_ id: RuleID) -> any Rule {
        switch id {
        case .layoutTooComplex: return ModelDecidedRule.layoutTooComplex
        case .unusedSuppression: return ModelDecidedRule.unusedSuppression
        case .invalidSuppression: return ModelDecidedRule.invalidSuppression
        case .misplacedView: return ModelDecidedRule.misplacedView
        case .syntaxError: return ModelDecidedRule.syntaxError
        case .unknownElement: return ModelDecidedRule.unknownElement
        case .unknownProperty: return ModelDecidedRule.unknownProperty
        case .invalidValue: return ModelDecidedRule.invalidValue
        case .duplicateName: return ModelDecidedRule.duplicateName
        case .unknownReference: return ModelDecidedRule.unknownReference
        case .childrenNotAllowed: return ModelDecidedRule.childrenNotAllowed
        case .rootCount: return ModelDecidedRule.rootCount
        case .invalidConstraint: return ModelDecidedRule.invalidConstraint
        case .leftRightAnchor: return LeftRightAnchor()
        case .redundantConstraint: return RedundantConstraint()
        case .constraintFightsStack: return ConstraintFightsStack()
        case .duplicateProperty: return ModelDecidedRule.duplicateProperty
        case .propertyNotApplicable: return ModelDecidedRule.propertyNotApplicable
        case .marginsIgnored: return MarginsIgnored()
        case .baselineRelativeOnHorizontalStack: return BaselineRelativeOnHorizontalStack()
        case .ineffectiveCustomSpacing: return IneffectiveCustomSpacing()
        case .horizontalOnlyAlignment: return HorizontalOnlyAlignment()
        case .baselineAlignmentOnVerticalStack: return BaselineAlignmentOnVerticalStack()
        case .conflictingConstraints: return ConflictingConstraints()
        case .requiredSizeOnFilledAxis: return RequiredSizeOnFilledAxis()
        case .negativeSpacingInEqualDistribution: return NegativeSpacingInEqualDistribution()
        case .negativeSpacingOverlap: return NegativeSpacingOverlap()
        case .deepNesting: return DeepNesting()
        case .customSpacingWithEqualSpacing: return CustomSpacingWithEqualSpacing()
        case .baselineOnStretchedView: return BaselineOnStretchedView()
        case .baselineOverflow: return BaselineOverflow()
        case .contentPriorityAmbiguity: return ContentPriorityAmbiguity()
        case .ambiguousLayout: return AmbiguousLayout()
        case .missingIntrinsicSize: return MissingIntrinsicSize()
        case .fillProportionallyZeroLength: return FillProportionallyZeroLength()
        case .truncation: return Truncation()
        case .overflow: return Overflow()
        case .autoSizeUndetermined: return AutoSizeUndetermined()
        case .outsideSafeArea: return OutsideSafeArea()
        case .unpositionedSubview: return UnpositionedSubview()
        case .stackBackground: return StackBackground()
        case .singleChildStack: return SingleChildStack()
        case .emptyStack: return EmptyStack()
        case .allHidden: return AllHidden()
        case .tooManyArrangedViews: return TooManyArrangedViews()
        case .rootNotPositioned: return RootNotPositioned()
        case .multilineLabelInHorizontalStack: return MultilineLabelInHorizontalStack()
        case .scrollContentAmbiguous: return ScrollContentAmbiguous()
        case .textLayoutUnstable: return TextLayoutUnstable()
        case .unsolvedVariation: return ModelDecidedRule.unsolvedVariation
        }
    }
}
