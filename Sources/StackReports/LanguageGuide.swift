/// The guide to format version 3 at the end of `docs/language.md`: how to write the screens
/// UIKit sizes by their content (wrapping labels, self-sizing cells, scroll views, content
/// set in code, size classes, both directions), for a UIKit developer. Each section is a
/// few sentences around one whole file and the findings it gives (``LanguageExample``).
enum LanguageGuide {
    /// One section: its heading, what comes before the example, the example, what after.
    struct Section {
        var title: String
        var before: String
        var example: LanguageExample
        var after: String
    }

    /// The guide in Markdown.
    static var markdown: String {
        var text = """
            ## Sizing by content (format version 3)

            Version 3 lets a layout be sized by its content, as UIKit sizes it: text that wraps,
            cells that take their content's height, content that scrolls, views the app fills in
            code, and layouts that change with the size classes. Each section holds a whole file
            and, under it, exactly the findings `stacklint check` reports on it (a test lints every
            example on this page).


            """
        text += sections.map { "### \($0.title)\n\n\($0.before)\n\n\($0.example.markdown)\n\($0.after)\n" }
            .joined(separator: "\n")
        return text
    }

    /// The examples, in page order.
    static var examples: [LanguageExample] { sections.map(\.example) }

    static let sections: [Section] = [wrapping, selfSizing, scrolling, runtime, sizeClasses, directions]

    private static let wrapping = Section(
        title: "Wrapping labels: `lines` and `mayTruncate`",
        before: """
            A label with `lines: 0` (`numberOfLines = 0`) or `lines: N` wraps at its width, as
            UILabel does under Auto Layout, whose `preferredMaxLayoutWidth` follows the width. Write
            its `intrinsic` as the text on one line: the whole text's width, one line's height.
            Narrower than that, it takes the one-line width over its width, rounded up, lines (a
            proportional estimate: real text breaks between words), capped at `lines` when that is
            above 0, and is that many lines tall. The engine solves in passes, as UIKit does: each
            pass gives every wrapping label the height its lines take at the width it got in the
            pass before, until the widths settle (at most 8 passes, or `text-layout-unstable`). With
            `textStyle`, the one-line size scales with Dynamic Type, so the text wraps onto more
            lines at larger categories.
            """,
        example: LanguageExample(
            """
            layout Note {
              canvas: 320 x 568
              contentSize: large, AX5
              stack column {
                pin: top, leading margins, trailing margins
                axis: vertical
                spacing: 8
                label body {
                  textStyle: body
                  lines: 0
                  intrinsic: 600 x 22
                }
                label summary {
                  textStyle: footnote
                  lines: 2
                  intrinsic: 700 x 18
                }
                label preview {
                  textStyle: footnote
                  lines: 2
                  mayTruncate: true
                  intrinsic: 700 x 18
                }
              }
            }

            """,
            findings: [
                .init(.overflow, line: 4, "`column` leaves the canvas at 320 x 568, AX5: the content does not fit"),
                .init(
                    .truncation, line: 13,
                    "`summary` shows 2 of 3 lines (`lines: 2`) at 320 x 568, large; 320 x 568, AX5 (up to 7 lines cut off): its text would truncate"
                ),
            ]),
        after: """
            `body` is 288 points wide: at `large` its text takes 3 lines (66 points), at AX5 7 lines.
            `summary` needs 3 lines at `large`, and `lines: 2` cuts the third off: `truncation`.
            `preview` is the same label with `mayTruncate: true`, a label whose `lineBreakMode`
            truncates by design (a two-line preview): `truncation` stays silent on it, and other
            rules still judge it. At AX5 the column is taller than the 568-point canvas: `overflow`.
            Text that grows belongs in a self-sizing cell or a scroll view, the next two sections.
            """)

    private static let selfSizing = Section(
        title: "Self-sizing cells: `375 x auto`",
        before: """
            `auto` on one side of a canvas size leaves that side to the content, as a self-sizing
            table or collection view cell's content view gets it: `375 x auto` is the table's width
            and a height the content decides. The engine solves it as
            `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`
            does, the smallest height that the required constraints and the optional ones above
            priority 50 allow, and lays the cell out at that height, so a cell grows at a larger
            Dynamic Type size instead of truncating its text. Pin the root to both edges along the
            `auto` side and give every view on the way a height (an intrinsic size or a
            constraint). `auto` stands on one side only, and never after a device name: a device
            is a whole screen.
            """,
        example: LanguageExample(
            """
            layout Setting {
              canvas: 375 x auto
              cell: true
              contentSize: large, AX5
              margins: 11 16 11 16
              stack row {
                pin: edges margins
                alignment: center
                spacing: 12
                image icon { intrinsic: 29 x 29; hugging: 750 }
                stack text {
                  axis: vertical
                  label title {
                    textStyle: body
                    lines: 0
                    intrinsic: 420 x 22
                  }
                }
              }
            }

            layout Loose {
              canvas: 375 x auto
              cell: true
              label title {
                pin: top, leading, trailing
                intrinsic: 120 x 22
              }
            }

            """,
            findings: [
                .init(
                    .autoSizeUndetermined, line: 23,
                    "the content does not decide the `auto` height of the canvas at 375 x auto: the root `title` is not pinned to the canvas's bottom. UIKit logs \"constraints ambiguously suggest a height of zero for a table view cell's content view\" and uses the standard height, 44 points; pin the root to both edges along the `auto` side and give every view in the chain a height"
                )
            ]),
        after: """
            `Setting` is 66 points tall at `large`, where its title wraps onto 2 lines, and 364.941
            at AX5 (5 lines): no `truncation`. `stacklint frames` shows the canvas as
            `375 x auto (375 x 66)`. The title sits in a vertical stack of its own: a wrapping
            label arranged directly in a horizontal stack gets a share of the stack's width at
            priority 760 (`multiline-label-in-horizontal-stack`). `Loose` pins its label to the
            top only, so nothing decides the height: UIKit then logs that the constraints
            "ambiguously suggest a height of zero" and uses the standard row height, and so do
            the frames (44 points), with `auto-size-undetermined` at the `canvas` line.
            """)

    private static let scrolling = Section(
        title: "Scroll views: `scroll`, `content`, `frame` and `contentInset`",
        before: """
            A `scroll` element is a UIScrollView. It arranges nothing: its children are subviews
            placed against its two layout guides. `content` is its `contentLayoutGuide`, whose
            size is the content size, decided only by the children's constraints to it
            (`pin: edges content`; in a child of a scroll view a pin with no guide attaches to the
            content too). `frame` is its `frameLayoutGuide`: `width == frame.width` makes the
            content as wide as the scroll view, a vertical scroller. Elsewhere, write them with the
            scroll view's name: `form.content.bottom`, `form.frame.width`. Frames inside a scroll view are in its content's coordinates; on the
            canvas they are at rest, where `contentOffset` is minus the `adjustedContentInset`.
            """,
        example: LanguageExample(
            """
            layout Form {
              canvas: iPhoneSE, iPhone16
              scroll form {
                pin: edges
                contentInset: always
                stack fields {
                  pin: edges content
                  width == frame.width
                  axis: vertical
                  spacing: 16
                  label heading { intrinsic: 200 x 34 }
                  view spacer { height == 700 }
                  button send { intrinsic: 90 x 50 }
                }
              }
            }

            layout Open {
              canvas: 375 x 667
              scroll list {
                pin: edges
                label title { pin: top, leading; intrinsic: 120 x 22 }
              }
            }

            """,
            findings: [
                .init(
                    .scrollContentAmbiguous, line: 20,
                    "the content height of scroll view `list` is undetermined at 375 x 667: its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls vertically; pin the last view to `content.bottom` (`pin: bottom content`)"
                ),
                .init(
                    .scrollContentAmbiguous, line: 20,
                    "the content width of scroll view `list` is undetermined at 375 x 667: its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls horizontally; for a vertical scroller, make the content as wide as the frame (`width == frame.width`)"
                ),
            ]),
        after: """
            The form's content is 816 points tall. On the iPhone SE it is taller than the screen
            and scrolls; `send` lies beyond the frame at rest, which is scrolled to, not `overflow`
            or `outside-safe-area`. `contentInset: always` (`contentInsetAdjustmentBehavior`
            `.always`) insets the content by the part of the safe area the scroll view covers, so
            `heading` rests below the status bar (canvas y 20) and below the Dynamic Island on the
            iPhone 16 (y 59), while its own frame stays at y 0 in the content. With the default,
            `automatic`, UIKit insets only the axes that scroll: on the iPhone 16 the form fits,
            nothing is inset, and `heading` under the Dynamic Island is `outside-safe-area`.
            `Open` ties nothing to its content's bottom or width: `scroll-content-ambiguous`, once
            for each axis (Interface Builder's "Scrollable Content Size Ambiguity"), and the
            content size is 0 x 0, as UIKit's would be.
            """)

    private static let runtime = Section(
        title: "Content set in code: `runtime`",
        before: """
            Mark `runtime: true` on a view whose content the app sets in code: a custom class whose
            `intrinsicContentSize` is computed in code, an image loaded at run time, a stack
            filled with `addArrangedSubview`. Its `intrinsic`, when you write one, is an estimate
            that the frames are computed with; without one it has no intrinsic size at all (a
            `switch` loses its 51 x 31 too). The rules that judge content stay silent on it and on
            everything inside it: `missing-intrinsic-size`, `truncation`, `empty-stack`,
            `single-child-stack`, `all-hidden` and `fill-proportionally-zero-length`. Nor is an
            `ambiguous-layout` or `content-priority-ambiguity` reported whose only cause is a runtime
            view's missing size: the engine solves the layout again with every runtime view held at
            the size the first solve gave it, and a finding that disappears then is the app's code
            to settle, not the file's.
            """,
        example: LanguageExample(
            """
            layout Card {
              canvas: 375 x auto
              cell: true
              stack card {
                pin: edges
                axis: vertical
                spacing: 8
                image photo {
                  runtime: true
                  intrinsic: 375 x 200  // an estimate
                }
                stack tags {
                  runtime: true         // arranged views added in code
                  spacing: 4
                  height == 28
                }
              }
            }

            """),
        after: """
            The cell is 236 points tall, laid out with the photo's 200-point estimate. `tags` is
            empty in the file; without `runtime: true` it would be `empty-stack`. The solve still
            needs sizes: give a runtime view an estimated `intrinsic` or a size constraint (here
            `height == 28`). Without them `tags` has no height, and nothing decides the cell's:
            it falls back to 44 points with `auto-size-undetermined`.
            """)

    private static let sizeClasses = Section(
        title: "Size classes: `PROP[T...]`, constraints with `[T...]`, `installed`",
        before: """
            Every canvas has a horizontal and a vertical size class, as its trait collection does:
            `wC` or `wR`, `hC` or `hR`. A device has its own (every iPhone is `wC hR` in portrait
            and `wC hC` in landscape, but `iPhone16Plus` and `iPhone16ProMax` are `wR hC` in
            landscape; every iPad is `wR hR`); a size takes the classes written after it
            (`768 x 1024 wR hR`), `wC hR` where none are. As with Interface Builder's variations:

            - `PROP[T...]: value` applies at a canvas that has every class in the brackets; the
              property without brackets is the default ("Any"). Where several apply, the one with
              more classes wins; two with as many classes that disagree are `duplicate-property`.
              Every element property can vary but `arranged`; a layout's cannot.
            - A constraint line that ends in `[T...]` (after its priority) is installed only at
              such canvases.
            - `installed[T...]: false` leaves the element and its children out of the view
              hierarchy there (the Installed checkbox), with the constraints and pins that name
              it; `installed: false` with `installed[wR]: true` keeps it only where the width is
              regular.
            """,
        example: LanguageExample(
            """
            layout Header {
              canvas: iPhone16, iPhone16 landscape, 768 x 1024 wR hR
              stack header {
                pin: top safeArea, leading margins, trailing margins
                axis: vertical
                axis[hC]: horizontal
                alignment: center
                spacing: 8
                spacing[wR]: 16
                spacing[wR hR]: 24
                image avatar { intrinsic: 96 x 96; hugging: 750; installed[hC]: false }
                label name {
                  intrinsic: 140 x 28
                  width == 400 @999 [wR hR]
                  height == 40 [wR hC]
                }
              }
            }

            """,
            findings: [
                .init(
                    .unsolvedVariation, line: 15,
                    "no canvas of layout `Header` has the size classes `[wR hC]` (its canvases are `wC hR`, `wC hC`, `wR hR`): this variation is never solved; add `iPhone16Plus landscape` to `canvas`, or a size followed by its classes"
                )
            ]),
        after: """
            On the iPhone 16 in portrait (`wC hR`) the header is vertical with 8 points between
            the avatar and the name. In landscape (`wC hC`) it is horizontal and the avatar is not
            installed. At `768 x 1024 wR hR` both `spacing[wR]` and `spacing[wR hR]` apply and the
            one with more classes wins (24), and the `[wR hR]` constraint makes the name 400 wide.
            No canvas has `wR hC`, so `height == 40 [wR hC]` is solved nowhere:
            `unsolved-variation` names a canvas to add. Findings name a canvas's classes where the
            layout has variations (`at iPhone16 landscape (wC hC)`).
            """)

    private static let directions = Section(
        title: "Both directions and device names",
        before: """
            `direction: ltr, rtl` solves every canvas and category in both directions, as running
            the screen in English and in Arabic would: leading is the left edge in one and the
            right edge in the other, and findings name the direction where a layout has both.
            Device names also take the models that share a row's screen: `iPhone15` and
            `iPhone14Pro` are `iPhone16`, `iPhone13` is `iPhone14`, `iPhone8` is `iPhoneSE`;
            messages and frames use the row's name.
            """,
        example: LanguageExample(
            """
            layout Row {
              canvas: iPhone15, iPhone8 landscape
              direction: ltr, rtl
              stack row {
                pin: top safeArea, leading margins, trailing margins
                alignment: center
                spacing: 8
                image avatar { intrinsic: 32 x 32; hugging: 750 }
                label name { intrinsic: 120 x 22 }
              }
            }

            """),
        after: """
            `stacklint frames` lists four canvases, `iPhone16` and `iPhoneSE landscape`, each in
            `ltr` then `rtl`. On the iPhone 16 the avatar is at x 16 in `ltr` and at x 345 in `rtl`,
            with the name on its trailing side.
            """)
}
