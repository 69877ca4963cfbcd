import StackRuleKit

/// Example files that several rules of this module share, each written once.
extension RuleExample {
    /// Two views with no width that share a bar: an ambiguous size, not a priority tie, and no view that collapses.
    static let colorBar = RuleExample(
        """
        layout ColorBar {
          canvas: 375 x 8
          stack bar {
            pin: edges
            view used { background: #34C759 }
        //  ^^^^^^^^^ ambiguous-layout warning: `used`, `free` have no intrinsic width and no width constraint, so they share the room of `bar` at 375 x 8 in no determined way (an ambiguous size, not a priority tie): give all but one of them a width or an `intrinsic` size. Reported at `used`; a suppression above any of them or above `bar` applies too
            view free { background: #E5E5EA }
          }
        }

        """)

    /// Edges tied to the card with an inset the stack does not make: a clash to come, not a repetition.
    static let cardWithInsetEdges = RuleExample(
        """
        layout Card {
          canvas: 375 x 200, 320 x 200
          view card {
            pin: edges
            stack content {
              pin: top 16, leading, trailing
              axis: vertical
              spacing: 8
              label title {
                intrinsic: 120 x 21
                leading == card.leading + 16
        //      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ constraint-fights-stack warning: `leading == card.leading + 16` sets the leading of `title`, which its stack `content` already positions across its axis (alignment `fill`): the two clash as soon as they disagree; wrap `title` in a `view` and pin it inside with an inset
              }
              label body {
                intrinsic: 200 x 40
                trailing == card.trailing - 8
        //      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ constraint-fights-stack warning: `trailing == card.trailing - 8` sets the trailing of `body`, which its stack `content` already positions across its axis (alignment `fill`): the two clash as soon as they disagree; wrap `body` in a `view` and pin it inside with an inset
              }
            }
          }
        }

        """)

    /// An edge tied to the card exactly where the stack puts it: a repetition, not a clash.
    static let cardWithRepeatedEdge = RuleExample(
        """
        layout Card {
          canvas: 375 x 200, 320 x 200
          view card {
            pin: edges
            stack content {
              pin: top 16, leading, trailing
              axis: vertical
              spacing: 8
              label title {
                intrinsic: 120 x 21
                leading == card.leading
        //      ^^^^^^^^^^^^^^^^^^^^^^^ redundant-constraint info: `leading == card.leading` only repeats what the stack `content` already holds for `title` (its leading, across its axis): removing it changes no frame at any canvas. It cannot clash today, but it will when the stack's margins, alignment or spacing change; remove it
              }
              label body { intrinsic: 200 x 40 }
            }
          }
        }

        """,
        fix: ExpectedFix(
            .safe,
            """
            layout Card {
              canvas: 375 x 200, 320 x 200
              view card {
                pin: edges
                stack content {
                  pin: top 16, leading, trailing
                  axis: vertical
                  spacing: 8
                  label title {
                    intrinsic: 120 x 21
                  }
                  label body { intrinsic: 200 x 40 }
                }
              }
            }

            """))
}
