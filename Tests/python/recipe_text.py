"""Text sizes of the reference: Dynamic Type (stack-format.md §9) and wrapping text (§10.1)."""
import math

CATEGORIES = ("xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "AX1", "AX2", "AX3", "AX4", "AX5")
# §9's table: points of each text style at each category, in CATEGORIES' order.
POINTS = {
    "largeTitle": (31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60),
    "title1": (25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58),
    "title2": (19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56),
    "title3": (17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55),
    "headline": (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53),
    "body": (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53),
    "callout": (13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51),
    "subheadline": (12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49),
    "footnote": (12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44),
    "caption1": (11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43),
    "caption2": (11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40),
}
DEFAULT_CATEGORY = "large"
SCALED_KINDS = ("label", "button", "field")
# §10.1: n(w) = ceil(W1 / w − 10⁻⁶), so that a width of exactly W1 / k gives k lines.
LINE_EPSILON = 1e-6


def text_scale(style, category):
    """points(style, category) / points(style, large), unrounded (§9); 1 without a style."""
    if style is None:
        return 1.0
    points = POINTS[style]
    return points[CATEGORIES.index(category)] / points[CATEGORIES.index(DEFAULT_CATEGORY)]


def wraps(leaf):
    """§10.1: a label whose `lines` is not 1, with both intrinsic sides, wraps."""
    lines = 1 if leaf.lines is None else leaf.lines
    size = leaf.intrinsic_size()
    return leaf.kind == "label" and lines != 1 and size is not None \
        and size[0] is not None and size[1] is not None


def line_count(one_line_width, width, lines):
    """n(w) of §10.1: the lines a label whose one-line width is W1 shows at width w, capped at
    `lines` when `lines` > 0; a width of 0 or less (or None: undetermined) keeps one line."""
    if width is None or width <= 0 or width >= one_line_width:
        return 1
    count = math.ceil(one_line_width / width - LINE_EPSILON)
    return min(count, lines) if lines and lines > 0 else count


def wrapped_size(one_line, width, lines):
    """The intrinsic size of a wrapping label at width w: (min(W1, w), n(w) × H1), or the
    one-line size where w is 0 or less or undetermined."""
    w1, h1 = one_line
    if width is None or width <= 0:
        return (w1, h1)
    return (min(w1, width), line_count(w1, width, lines) * h1)
