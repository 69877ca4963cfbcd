import StackRuleKit

/// Example files that several rules of this module share, each written once.
extension RuleExample {
    /// Labels that fit their canvas at their intrinsic sizes.
    static let labelsThatFit = RuleExample(
        """
        layout A {
          canvas: 200 x 50
          stack s {
            pin: top, leading
            label title { intrinsic: 80 x 20 }
            label detail { intrinsic: 80 x 20 }
          }
        }

        """)
}
