"""An independent reference of the UIStackView constraint recipe, written from the specs only.

Format version 2 too (stack-format.md §3-§5, "Constraints"; uistackview-constraints.md, "Pins
and the user's constraints"): constraint lines between any two anchors of elements, `parent`,
`canvas`, the margins guides and the safe area, with relations, multipliers and priorities;
pins with a guide, a relation, an inset and a priority; `view` elements holding children and
non-arranged views; the layout's `margins`, `safeArea` and `direction: rtl`.

`uistackview-constraints.md` (content size, distribution, hidden views, the all-hidden guide,
alignment with the spanner rules and the single-view cases, multi-line labels, margins,
lexicographic priorities, fitting sizes) and `stack-format.md` §5 (element defaults, a
stack's baseline view). It knows nothing of the engine's `ConstraintBuilder`: layouts are
Python objects (`Leaf`, `Stack`, `Layout`), rendered to `.stack` text for the engine, and
turned here into a solver problem in the format `stacklint frames --format problem` uses,
solved level by level with SciPy's HiGHS (`level_optima_with_solution`).

Where the specs are silent, the reference chooses (and says so where it does it):
- a view with `baseline` but no intrinsic height has its last baseline `baseline` below its top;
- a stack without visible arranged views has its own top and bottom as its baselines;
- fillProportionally's len of a leaf without an intrinsic length on the axis is 0;
- `d == 0` at 25 goes on every arranged view whatever the alignment, fill included;
- "two or more views" of the spanner and the single-view cases count the arranged views,
  hidden ones included;
- the multi-line label's width goes on visible labels, with the stack's `spacing`;
- first/lastBaseline in a vertical stack connects the canvas to the spanner's edges, without
  the canvas fit at 49;
- equalCentering's `index(p)` and fillProportionally's `index(v)` count in A (hidden included).
- version 2: the fitting solve of a subtree sees only the subtree: a constraint line or pin is
  in it when every element it names (the owner's parent for a pin, `parent`, `margins`) lies
  in the subtree; one that reaches outside (or to `canvas`, `canvas.margins`, `safeArea`) is
  left out, as `systemLayoutSizeFitting` on the subtree's root would leave it;
- the layout's `safeArea` insets are directional (top leading bottom trailing), as `margins`;
- in `rtl` every constraint of the stack recipe and every pin is mirrored (leading is the right
  edge), by solving those in the mirrored coordinate -x; a constraint line is mirrored when it
  names `leading` or `trailing` on either side, and holds in canvas coordinates otherwise.

Format version 3 (stack-format.md §4, §9-§13), in `solve_layout`: every canvas (devices with
their safe areas and size classes, `recipe_canvas`) × category (§9, `recipe_text`) × direction,
with the variants of the canvas's size classes resolved first (`recipe_variants`); wrapping
labels laid out in passes; `auto` sides by a fitting solve; scroll views' `content` and `frame`
guides, content sizes and adjusted insets at rest; `runtime` estimates. `wrapping=False` keeps
version 2's meaning (a label whose `lines` is not 1 stays on one line). Where version 3 is
silent, the reference chooses:
- with `direction: ltr, rtl`, the entries are ordered canvas, then category, then direction;
- how §10.1's text passes and §11's inset passes combine (§11 says only that they settle
  together, with at most two extra passes for the insets) follows the engine's choice that
  docs/format.md records: each text pass is one whole solve of the canvas, its insets
  starting at 0 and settled in it (solved again at the insets its frames give while one
  moves by more than 0.001, at most twice more; then they stay as they are); the 8 counts
  text passes; a pass whose labels would get the sizes they had in the pass before is not
  solved (the same frames; every width settled); a label is "changing" when its width moved
  by more than 0.001 from the pass before, or turned ambiguous or determined; the widths n(w)
  reads are rounded to 10⁻⁶, and one within 10⁻⁴ of W1 / k reads as W1 / k (`read_width`:
  the reference's solver noise);
- a wrapping label's width is ambiguous where it can move by more than 0.0005 (half the 1/1000
  point frames are rounded to) on the optimal face: that face holds each level's error within
  10⁻⁷ of its optimum, which lets a width tied to a large error (a 1,500-point label held to
  361 at AX5) move by 10⁻⁴;
- fitting sizes (fillProportionally's len, a baseline view's height) in a pass use the wrapping
  labels' intrinsic sizes of that pass; the last baseline stays H1 − lastBaseline above the
  bottom (§10.1);
- an `auto` side: the fitting solve is redone in every text pass (at no inset), then the layout
  is solved with the side required at the fitted value, the inset solves of the pass too; the 44-point fallback applies where the fitted
  side is 0 or less (at 1/1000), not where a positive lower bound decides it;
- a scroll view's content guide sits, in canvas coordinates, at the scroll view's origin plus
  the adjusted left and top insets (the resting offset); lines crossing the scroll view hold
  in canvas coordinates at rest (a line to `safeArea` from inside one to the canvas's safe area,
  as UIKit's guide of the view controller is across the scroll view; a `safeArea` pin below the
  root is left out, §5); a side of the inset is the overlap of the scroll view's frame
  with the canvas's safe-area inset on that side (leading/trailing flipped in `rtl`);
  `automatic` counts an axis as scrollable where the content exceeds the frame by more than
  0.0005; an undetermined content side is held at 0 by a level below every writable priority
  (so a side bounded from below takes its bound), a tie-breaker for the frames only: what
  moves with it is ambiguous, as the frames document's `ambiguous` is judged on the levels
  the user and the recipe write;
- a scroll child's pins with no guide (centers included) and with `margins` attach to the
  content (`margins`: the content inset by the scroll view's margins, 8 by default); a
  descendant's line to the scroll view's (or its margins') edges attaches to the content, to
  its sizes and centers to the frame; bare `content`/`frame` are the parent scroll view's;
- a `runtime` leaf without `intrinsic` has none, a switch too;
- variants: more classes wins, the later written on a tie; elements not installed leave with
  their children and with every constraint line that names them or that they hold.
"""
import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from recipe_canvas import Canvas, canvas_text, resolve_canvas
from recipe_text import DEFAULT_CATEGORY, SCALED_KINDS, line_count, text_scale, wrapped_size, wraps
from recipe_variants import Variant, resolved_root
from test_solver_differential import level_optima_with_solution

REQUIRED = 1000
HUGGING = {"view": 250, "label": 251, "button": 250, "image": 251, "field": 250, "switch": 750, "scroll": 250}
COMPRESSION = {"view": 750, "label": 750, "button": 750, "image": 750, "field": 750, "switch": 750, "scroll": 750}
INTRINSIC = {"switch": (51, 31)}
SYSTEM_SPACING = 8
# Priorities of the recipe (uistackview-constraints.md).
HIDING = 999.999
HIDDEN_ATTACHMENT = 50
FITTING = 50
SPANNER_FIT = 51
EDGE_ALIGNMENT = 999.5
CANVAS_FIT = 49
AMBIGUITY_SUPPRESSION = 25
ALL_HIDDEN_GUIDE = 0.001
# A broken required constraint stays as an error term above every optional priority.
BROKEN = 1100.0
# Below every priority the recipe or the user can write: the uniqueness probe's level.
PROBE = 1e-6
PROBE_REACH = 1e5
FITTING_DIGITS = 5
# How far from W1 / k a wrapping label's width may be and still read as W1 / k (`read_width`).
WIDTH_NOISE = 1e-4
# Version 3 (stack-format.md §10-§11).
STANDARD_ROW_HEIGHT = 44  # §10.2: UIKit's height for a content view whose fitting height is 0
MAX_TEXT_PASSES = 8  # §10.1
MAX_INSET_PASSES = 2  # §11: the insets settle with the text passes, in at most two extra passes
SETTLED = 0.001  # §10.1: a width that changes by no more than this has settled
# Below every priority the recipe or the user can write and above the uniqueness probe: the
# level that gives an undetermined content size its 0 (§11).
CONTENT_ZERO = 1e-4
SCROLL_EDGES = ("leading", "trailing", "left", "right", "top", "bottom")
# Half the 1/1000 point that frames are rounded to (§6): a length within it of another reads equal.
HALF_ROUNDING = 0.0005


X_ANCHORS = ("leading", "trailing", "left", "right", "centerX")
Y_ANCHORS = ("top", "bottom", "centerY", "firstBaseline", "lastBaseline")
SIZE_ANCHORS = ("width", "height")
DIRECTIONAL = ("leading", "trailing")


def number_text(value):
    return f"{value:g}"


@dataclass
class Constraint:
    """A constraint line: `attribute relation [target.]anchor * multiplier + constant @priority`.

    `anchor` None: the right side is the constant alone (`width >= 30 @999`). `target` None
    with an anchor: this element's own anchor (`height == width * 0.75`). Otherwise `target`
    is written as is: an element's name, `parent`, `canvas`, `NAME.margins`, `parent.margins`,
    `canvas.margins`, `margins` or `safeArea`."""
    attribute: str
    relation: str
    constant: float = 0
    priority: float = REQUIRED
    target: Optional[str] = None
    anchor: Optional[str] = None
    multiplier: float = 1
    traits: Tuple[str, ...] = ()  # §13: installed only where the canvas has every class listed

    def text(self):
        suffix = "" if self.priority == REQUIRED else f" @{self.priority:g}"
        if self.traits:
            suffix += f" [{' '.join(self.traits)}]"
        if self.anchor is None:
            return f"{self.attribute} {self.relation} {self.constant:g}{suffix}"
        right = self.anchor if self.target is None else f"{self.target}.{self.anchor}"
        if self.multiplier != 1:
            right += f" * {self.multiplier:g}"
        if self.constant > 0:
            right += f" + {self.constant:g}"
        elif self.constant < 0:
            right += f" - {-self.constant:g}"
        return f"{self.attribute} {self.relation} {right}{suffix}"


# Version 1's size constraints are constraint lines to a constant.
SizeConstraint = Constraint


@dataclass
class Pin:
    """One pin, `EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY]` (stack-format.md §5)."""
    edge: str
    guide: Optional[str] = None  # None (the parent's edge), "margins", "safeArea", "content" or "frame"
    relation: str = "=="
    inset: float = 0
    priority: float = REQUIRED


def parse_pins(text):
    """The pins of a `pin:` value, `edges` expanded to top, leading, bottom, trailing."""
    pins = []
    for item in text.split(","):
        words = item.split()
        edge, rest = words[0], words[1:]
        pin = Pin(edge)
        if rest and rest[0] in ("margins", "safeArea", "content", "frame"):
            pin.guide = rest.pop(0)
        if rest and rest[0] in ("==", ">=", "<="):
            pin.relation = rest.pop(0)
        if rest and not rest[0].startswith("@"):
            pin.inset = float(rest.pop(0))
        if rest:
            priority = " ".join(rest).lstrip("@").strip()
            pin.priority = {"required": 1000, "high": 750, "low": 250, "fittingSize": 50}.get(priority, None) \
                or float(priority)
        edges = ["top", "leading", "bottom", "trailing"] if edge == "edges" else [edge]
        pins += [Pin(e, pin.guide, pin.relation, pin.inset, pin.priority) for e in edges]
    return pins


def margins_text(margins):
    return " ".join(number_text(m) for m in margins)


def size_text(size):
    return " x ".join("none" if side is None else f"{side:g}" for side in size)


def bool_text(flag):
    return "true" if flag else "false"


# How a property that may vary by size class (§13) is written: attribute -> (name, value text).
PROPERTY_TEXT = {
    "axis": ("axis", str), "distribution": ("distribution", str), "alignment": ("alignment", str),
    "spacing": ("spacing", lambda v: v if isinstance(v, str) else f"{v:g}"),
    "hidden": ("hidden", bool_text), "installed": ("installed", bool_text), "lines": ("lines", str),
    "intrinsic": ("intrinsic", size_text), "pin": ("pin", str), "content_inset": ("contentInset", str),
    "margins_relative": ("marginsRelative", bool_text), "margins": ("margins", margins_text),
    "runtime": ("runtime", bool_text),
}


def variant_lines(element, indent):
    """`PROP[T...]: value`, in the order written."""
    out = []
    for variant in element.variants:
        name, text = PROPERTY_TEXT[variant.prop]
        out.append(f"{indent}  {name}[{' '.join(variant.traits)}]: {text(variant.value)}")
    return out


@dataclass
class Leaf:
    """A `view`, `label`, `button`, `image`, `field`, `switch` or `scroll` (version 3, §11: its
    children are placed against its `content` and `frame` guides)."""
    kind: str
    name: str
    intrinsic: Optional[Tuple[Optional[float], Optional[float]]] = None
    baseline: Optional[float] = None
    hugging: Optional[Tuple[float, float]] = None
    compression: Optional[Tuple[float, float]] = None
    hidden: bool = False
    constraints: List[SizeConstraint] = field(default_factory=list)
    spacing_after: Optional[float] = None
    lines: Optional[int] = None
    last_baseline: Optional[float] = None
    margins: Optional[Tuple[float, float, float, float]] = None  # `view` only; default 8
    pin: Optional[str] = None  # children of a `view` and non-arranged views
    arranged: bool = True
    children: list = field(default_factory=list)  # `view` and `scroll` only: ordinary subviews
    lines_after_children: bool = False  # constraint lines written after the children's blocks
    text_style: Optional[str] = None  # §9
    may_truncate: bool = False
    runtime: bool = False  # §12
    installed: bool = True  # §13
    content_inset: Optional[str] = None  # `scroll` only: automatic (default), always, never
    variants: List[Variant] = field(default_factory=list)  # §13

    def intrinsic_size(self):
        """The written intrinsic size (at `large`), or the kind's; §12: a `runtime` leaf without
        one has none, whatever its kind."""
        if self.intrinsic is not None:
            return self.intrinsic
        return None if self.runtime else INTRINSIC.get(self.kind)

    def hug(self, axis):
        return self.hugging[axis] if self.hugging else HUGGING[self.kind]

    def resist(self, axis):
        return self.compression[axis] if self.compression else COMPRESSION[self.kind]

    def layout_margins(self):
        """`margins` of §5: 8 on every side unless a `view` says otherwise."""
        return self.margins if self.margins is not None else (8, 8, 8, 8)

    def lines_text(self, indent):
        out = [f"{indent}{self.kind} {self.name} {{"]
        if self.intrinsic is not None:
            out.append(f"{indent}  intrinsic: {size_text(self.intrinsic)}")
        if self.pin is not None:
            out.append(f"{indent}  pin: {self.pin}")
        if not self.arranged:
            out.append(f"{indent}  arranged: false")
        if self.margins is not None:
            out.append(f"{indent}  margins: {margins_text(self.margins)}")
        if self.baseline is not None:
            out.append(f"{indent}  baseline: {self.baseline:g}")
        if self.last_baseline is not None:
            out.append(f"{indent}  lastBaseline: {self.last_baseline:g}")
        if self.lines is not None:
            out.append(f"{indent}  lines: {self.lines}")
        if self.text_style is not None:
            out.append(f"{indent}  textStyle: {self.text_style}")
        if self.may_truncate:
            out.append(f"{indent}  mayTruncate: true")
        if self.runtime:
            out.append(f"{indent}  runtime: true")
        if self.content_inset is not None:
            out.append(f"{indent}  contentInset: {self.content_inset}")
        if self.hugging is not None:
            out.append(f"{indent}  hugging: {self.hugging[0]:g} {self.hugging[1]:g}")
        if self.compression is not None:
            out.append(f"{indent}  compression: {self.compression[0]:g} {self.compression[1]:g}")
        if self.hidden:
            out.append(f"{indent}  hidden: true")
        if not self.installed:
            out.append(f"{indent}  installed: false")
        out += variant_lines(self, indent)
        if not self.lines_after_children:
            out += [f"{indent}  {c.text()}" for c in self.constraints]
        if self.spacing_after is not None:
            out.append(f"{indent}  spacingAfter: {self.spacing_after:g}")
        for child in self.children:
            out += child.lines_text(indent + "  ")
        if self.lines_after_children:
            out += [f"{indent}  {c.text()}" for c in self.constraints]
        out.append(f"{indent}}}")
        return out


@dataclass
class Stack:
    name: str
    axis: str = "horizontal"
    distribution: str = "fill"
    alignment: str = "fill"
    spacing: float = 0
    margins: Tuple[float, float, float, float] = (0, 0, 0, 0)
    margins_relative: bool = False
    baseline_relative: bool = False
    children: list = field(default_factory=list)
    hidden: bool = False
    constraints: List[SizeConstraint] = field(default_factory=list)
    spacing_after: Optional[float] = None
    pin: Optional[str] = None  # the root and non-arranged stacks: "edges", "top, leading", ...
    arranged: bool = True
    lines_after_children: bool = False
    runtime: bool = False  # §12: a stack filled in code; its frames are those of what is written
    installed: bool = True  # §13
    variants: List[Variant] = field(default_factory=list)  # §13

    kind = "stack"
    baseline = None

    def arranged_views(self):
        """A of the recipe: the children added with `addArrangedSubview`, in order."""
        return [c for c in self.children if c.arranged]

    def layout_margins(self):
        return self.margins

    def lines_text(self, indent):
        out = [f"{indent}stack {self.name} {{"]
        if self.pin is not None:
            out.append(f"{indent}  pin: {self.pin}")
        if not self.arranged:
            out.append(f"{indent}  arranged: false")
        out.append(f"{indent}  axis: {self.axis}")
        out.append(f"{indent}  distribution: {self.distribution}")
        out.append(f"{indent}  alignment: {self.alignment}")
        out.append(f"{indent}  spacing: {self.spacing if isinstance(self.spacing, str) else format(self.spacing, 'g')}")
        if self.margins_relative or any(self.margins):
            out.append(f"{indent}  margins: {margins_text(self.margins)}")
        if self.margins_relative:
            out.append(f"{indent}  marginsRelative: true")
        if self.baseline_relative:
            out.append(f"{indent}  baselineRelative: true")
        if self.hidden:
            out.append(f"{indent}  hidden: true")
        if self.runtime:
            out.append(f"{indent}  runtime: true")
        if not self.installed:
            out.append(f"{indent}  installed: false")
        out += variant_lines(self, indent)
        if not self.lines_after_children:
            out += [f"{indent}  {c.text()}" for c in self.constraints]
        if self.spacing_after is not None:
            out.append(f"{indent}  spacingAfter: {self.spacing_after:g}")
        for child in self.children:
            out += child.lines_text(indent + "  ")
        if self.lines_after_children:
            out += [f"{indent}  {c.text()}" for c in self.constraints]
        out.append(f"{indent}}}")
        return out


DEFAULT_LAYOUT_MARGINS = (0, 16, 0, 16)


@dataclass
class Layout:
    """`canvas`: one canvas or a list of them, as `recipe_canvas` reads them (`(375, 667)`,
    `(375, "auto")`, `(1024, 768, "wR hR")`, `"iPhone16 landscape"`). `direction`: `ltr`,
    `rtl` or `ltr, rtl`. `content_size`: the categories (None: `large`)."""
    root: object  # a Stack or a Leaf (a `view` or a `scroll`, with children)
    canvas: object
    direction: str = "ltr"
    margins: Optional[Tuple[float, float, float, float]] = None  # default 0 16 0 16
    safe_area: Optional[Tuple[float, float, float, float]] = None  # default 0 0 0 0
    content_size: Optional[List[str]] = None
    cell: bool = False

    def canvases(self):
        return self.canvas if isinstance(self.canvas, list) else [self.canvas]

    def categories(self):
        return self.content_size or [DEFAULT_CATEGORY]

    def directions(self):
        return [d.strip() for d in self.direction.split(",")]

    def text(self):
        lines = ["layout Random {", f"  canvas: {', '.join(canvas_text(c) for c in self.canvases())}"]
        if self.cell:
            lines.append("  cell: true")
        if self.direction != "ltr":
            lines.append(f"  direction: {self.direction}")
        if self.content_size:
            lines.append(f"  contentSize: {', '.join(self.content_size)}")
        if self.margins is not None:
            lines.append(f"  margins: {margins_text(self.margins)}")
        if self.safe_area is not None:
            lines.append(f"  safeArea: {margins_text(self.safe_area)}")
        lines += self.root.lines_text("  ")
        return "\n".join(lines + ["}"]) + "\n"

    def elements(self):
        """(path, element) in document order, as `stacklint frames` lists them."""
        out = []

        def walk(element, prefix):
            path = f"{prefix}/{element.name}" if prefix else element.name
            out.append((path, element))
            for child in getattr(element, "children", []):
                walk(child, path)
        if self.root is not None:
            walk(self.root, "")
        return out


class Lin:
    """A linear expression: Σ coefficient × variable + constant."""
    __slots__ = ("terms", "constant")

    def __init__(self, terms=None, constant=0.0):
        self.terms = dict(terms or {})
        self.constant = float(constant)

    @staticmethod
    def of(value):
        return value if isinstance(value, Lin) else Lin(constant=value)

    def __add__(self, other):
        other = Lin.of(other)
        terms = dict(self.terms)
        for var, c in other.terms.items():
            terms[var] = terms.get(var, 0.0) + c
        return Lin(terms, self.constant + other.constant)

    __radd__ = __add__

    def __mul__(self, k):
        return Lin({v: c * k for v, c in self.terms.items()}, self.constant * k)

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __sub__(self, other):
        return self + (-Lin.of(other))

    def __rsub__(self, other):
        return Lin.of(other) - self

    def __truediv__(self, k):
        return self * (1.0 / k)


class Span:
    """An extent on one axis: start and dimension (S, E, C, D of the spec)."""

    def __init__(self, start, dim):
        self.start, self.dim = start, dim

    @property
    def end(self):
        return self.start + self.dim

    @property
    def center(self):
        return self.start + self.dim * 0.5


class Problem:
    """Rows `Σ terms + constant (relation) 0` at a priority (None: required)."""

    def __init__(self):
        self.variables = 0
        self.rows = []

    def var(self):
        self.variables += 1
        return Lin({self.variables - 1: 1.0})

    def box(self):
        return [self.var() for _ in range(4)]

    def add(self, left, relation, right=0.0, priority=REQUIRED, user=None):
        """`user`: the order in which UIKit adds one of the user's constraints (pins before
        constraint lines, each in document order), for `break_conflicts`."""
        expr = Lin.of(left) - right
        terms = [[v, c] for v, c in expr.terms.items() if c != 0]
        row = {"terms": terms, "constant": expr.constant, "relation": relation,
               "priority": None if priority >= REQUIRED else float(priority)}
        if user is not None:
            row["user"] = user
        self.rows.append(row)

    def as_json(self):
        return {"variables": self.variables, "constraints": self.rows}


class Infeasible(Exception):
    """The required constraints cannot all hold."""


def solve_levels(problem):
    """The per-level optima and a solution, or `Infeasible`."""
    try:
        return level_optima_with_solution(problem.as_json(), set())
    except AssertionError as error:
        if "infeasible" in str(error).lower():
            raise Infeasible(str(error)) from error
        raise


def solve(problem):
    return solve_levels(problem)[1]


def horizontal(stack):
    return stack.axis == "horizontal"


def spacing_value(value):
    return SYSTEM_SPACING if value == "system" else value


class Recipe:
    """Builds the constraints of a layout (or of one subtree, for its fitting size).

    Version 3: `canvas` (a `recipe_canvas.Canvas`; None: the layout's one size canvas) gives the
    canvas's size and safe area; `text_sizes` the intrinsic size of each wrapping label in this
    pass (by id, §10.1); `insets` each scroll view's adjusted content inset in this pass (by
    name: top, left, bottom, right, §11)."""

    def __init__(self, layout=None, canvas=None, rtl=None, text_sizes=None, insets=None):
        self.fitting = {}  # id(element) -> (width, height)
        self.emitted = 0
        self.layout = layout
        self.rtl = (layout is not None and layout.direction == "rtl") if rtl is None else rtl
        if canvas is None and layout is not None:
            canvas = resolve_canvas(layout.canvases()[0], layout.safe_area)
        self.canvas = canvas
        self.canvas_size = None if canvas is None else (canvas.width, canvas.height)
        self.text_sizes = text_sizes or {}
        self.insets = insets or {}
        self.parents = {}  # id(element) -> its parent element, None for the root
        self.names = {}
        if layout is not None:
            def walk(element, parent):
                self.parents[id(element)] = parent
                self.names[element.name] = element
                for child in element.children:
                    walk(child, element)
            walk(layout.root, None)

    def intrinsic(self, leaf):
        """The leaf's intrinsic size in this pass: a wrapping label's at its width (§10.1)."""
        return self.text_sizes.get(id(leaf), leaf.intrinsic_size())

    # Anchors ------------------------------------------------------------------------
    def span(self, boxes, element, axis):
        """The element's extent on an axis. In `rtl` the x axis is read mirrored (-x), so the
        recipe's start is the leading (right) edge and every stack constraint flips with it."""
        x, y, w, h = boxes[id(element)]
        if axis == 1:
            return Span(y, h)
        return Span(-(x + w), w) if self.rtl else Span(x, w)

    def inset(self, rect, margins):
        """A rectangle inset by directional margins (top leading bottom trailing)."""
        x, y, w, h = rect
        top, leading, bottom, trailing = margins
        left, right = (trailing, leading) if self.rtl else (leading, trailing)
        return (x + left, y + top, w - left - right, h - top - bottom)

    def content_rect(self, boxes, scroll):
        """§11: the content layout guide in canvas coordinates at rest: its origin where the
        resting offset (minus the adjusted inset) shows it, its size the content size; the left
        edge stays at the scroll view's left in `rtl` too (not mirrored)."""
        x, y, _, _ = boxes[id(scroll)]
        width, height = boxes[(id(scroll), "content")]
        top, left, _, _ = self.insets.get(scroll.name, (0, 0, 0, 0))
        return (x + left, y + top, width, height)

    def guide_rect(self, target, boxes):
        """The rectangle of a resolved target: ("element", e), ("margins", e), ("content", s),
        ("content.margins", s), ("canvas",), ("safeArea",) or ("canvas.margins",)."""
        kind = target[0]
        if kind == "element":
            return boxes[id(target[1])]
        if kind == "margins":
            return self.inset(boxes[id(target[1])], target[1].layout_margins())
        if kind == "content":
            return self.content_rect(boxes, target[1])
        if kind == "content.margins":
            return self.inset(self.content_rect(boxes, target[1]), target[1].layout_margins())
        width, height = self.canvas_size
        canvas = (0.0, 0.0, width, height)
        if kind == "canvas":
            return canvas
        safe = self.inset(canvas, self.canvas.safe_area)
        if kind == "safeArea":
            return safe
        return self.inset(safe, self.layout.margins or DEFAULT_LAYOUT_MARGINS)

    def is_scroll_above(self, element, owner):
        """Whether `element` is a scroll view that holds `owner` (a strict ancestor)."""
        if element is None or element.kind != "scroll":
            return False
        parent = self.parents.get(id(owner))
        while parent is not None:
            if parent is element:
                return True
            parent = self.parents.get(id(parent))
        return False

    def resolve(self, owner, target, anchor=None):
        """A constraint target as written in `owner`, resolved (see `guide_rect`). §11: a line
        from a descendant to a scroll view's own edges or margins attaches to its content, one
        to its width, height or centers to its frame."""
        parent = self.parents.get(id(owner))
        if target is None:
            return ("element", owner)
        if target in ("content", "frame"):
            target = "parent." + target
        if target.endswith((".content", ".frame")):
            head, guide = target.rsplit(".", 1)
            scroll = parent if head == "parent" else self.names[head]
            return ("content", scroll) if guide == "content" else ("element", scroll)
        if target == "parent":
            resolved = ("element", parent) if parent is not None else ("canvas",)
        elif target in ("margins", "parent.margins"):
            resolved = ("margins", parent) if parent is not None else ("canvas.margins",)
        elif target in ("canvas", "safeArea", "canvas.margins"):
            return (target,)
        elif target.endswith(".margins"):
            resolved = ("margins", self.names[target[:-len(".margins")]])
        else:
            resolved = ("element", self.names[target])
        if anchor in SCROLL_EDGES and len(resolved) > 1 and self.is_scroll_above(resolved[1], owner):
            return ("content", resolved[1]) if resolved[0] == "element" else ("content.margins", resolved[1])
        return resolved

    @staticmethod
    def in_scope(target, scope):
        """Whether a resolved target lies in the subtree being solved (None: the whole layout)."""
        if scope is None:
            return True
        return target[0] in ("element", "margins", "content", "content.margins") and id(target[1]) in scope

    def anchor_value(self, target, anchor, boxes):
        """An anchor of a resolved target, in canvas coordinates."""
        if anchor in ("firstBaseline", "lastBaseline"):
            element = target[1]
            return self.first_baseline(boxes, element) if anchor == "firstBaseline" \
                else self.last_baseline(boxes, element)
        x, y, w, h = self.guide_rect(target, boxes)
        left, right = Lin.of(x), x + w
        return {"left": left, "right": right, "leading": right if self.rtl else left,
                "trailing": left if self.rtl else right, "centerX": x + w * 0.5,
                "top": Lin.of(y), "bottom": y + h, "centerY": y + h * 0.5,
                "width": Lin.of(w), "height": Lin.of(h)}[anchor]

    def arrangement(self, boxes, stack, axis):
        """The stack's canvas: the stack, or its margins guide with `marginsRelative`."""
        frame = self.span(boxes, stack, axis)
        if not stack.margins_relative:
            return frame
        top, leading, bottom, trailing = stack.margins
        before, after = (leading, trailing) if axis == 0 else (top, bottom)
        return Span(frame.start + before, frame.dim - before - after)

    def baseline_view(self, stack, which):
        visible = [c for c in stack.arranged_views() if not c.hidden]
        if not visible:
            return None
        if horizontal(stack):
            heights = [self.fitting_size(c)[1] for c in visible]
            tallest = max(heights)
            return next(c for c, h in zip(visible, heights) if h >= tallest - 1e-6)
        return visible[0] if which == "first" else visible[-1]

    def first_baseline(self, boxes, element):
        x, y, w, h = boxes[id(element)]
        if isinstance(element, Stack):
            view = self.baseline_view(element, "first")
            return y if view is None else self.first_baseline(boxes, view)
        return y if element.baseline is None else y + element.baseline

    def last_baseline(self, boxes, element):
        x, y, w, h = boxes[id(element)]
        if isinstance(element, Stack):
            view = self.baseline_view(element, "last")
            return y + h if view is None else self.last_baseline(boxes, view)
        if element.baseline is None:
            return y + h
        last = element.baseline if element.last_baseline is None else element.last_baseline
        size = element.intrinsic_size()
        if size is None or size[1] is None:
            # The spec measures the last baseline from the bottom at intrinsic height; with no
            # intrinsic height it is silent: the offset is taken from the top, as written.
            return y + last
        return y + h - (size[1] - last)

    # Fitting size ---------------------------------------------------------------------
    def fitting_size(self, element):
        """The compressed fitting size: the subtree alone, origin at 0, size == 0 at 50."""
        key = id(element)
        if key not in self.fitting:
            problem = Problem()
            boxes = {}
            self.allocate(problem, element, boxes)
            self.emit(problem, element, boxes, scope=set(boxes))
            x, y, w, h = boxes[key]
            problem.add(x, "==", 0)
            problem.add(y, "==", 0)
            problem.add(w, "==", 0, FITTING)
            problem.add(h, "==", 0, FITTING)
            solution = solve(problem)
            # HiGHS's values carry noise near 1e-7; a length of 0 must stay exactly 0.
            self.fitting[key] = (round(float(value(w, solution)), FITTING_DIGITS),
                                 round(float(value(h, solution)), FITTING_DIGITS))
        return self.fitting[key]

    def length(self, stack, view):
        """fillProportionally's len of an arranged view along the stack's axis."""
        axis = 0 if horizontal(stack) else 1
        if isinstance(view, Stack):
            return self.fitting_size(view)[axis]
        if axis == 0 and view.kind == "label" and view.lines == 0:
            return 0.0
        size = self.intrinsic(view)
        return 0.0 if size is None or size[axis] is None else size[axis]

    # Emission -------------------------------------------------------------------------
    def allocate(self, problem, element, boxes):
        boxes[id(element)] = problem.box()
        if element.kind == "scroll":
            # §11: the content size, decided only by the constraints that tie it to the children.
            boxes[(id(element), "content")] = (problem.var(), problem.var())
        for child in element.children:
            self.allocate(problem, child, boxes)

    def emit(self, problem, element, boxes, scope=None):
        """Content, stack, pin and user constraints of the element's subtree; with a `scope`
        (the ids of a subtree's elements, for its fitting size), only those that stay in it."""
        if isinstance(element, Stack):
            self.emit_stack(problem, element, boxes)
        else:
            self.emit_content(problem, element, boxes)
        # In document order, as `lines_text` writes them: the element's pins, its lines (unless
        # written after the children's blocks), its children.
        self.emit_pins(problem, element, boxes, scope)
        if not element.lines_after_children:
            for constraint in element.constraints:
                self.emit_constraint(problem, element, constraint, boxes, scope)
        for child in element.children:
            self.emit(problem, child, boxes, scope)
        if element.lines_after_children:
            for constraint in element.constraints:
                self.emit_constraint(problem, element, constraint, boxes, scope)

    def emit_pins(self, p, element, boxes, scope):
        """uistackview-constraints.md, "Pins and the user's constraints": insets point inward;
        `bottom`/`trailing` put the parent's edge on the left side; x-axis pins are directional."""
        parent = self.parents.get(id(element))
        if isinstance(parent, Stack) and element.arranged:
            return  # the stack places its arranged views
        if scope is not None and (parent is None or id(parent) not in scope):
            return
        text = element.pin if element.pin is not None else ("top, leading" if parent is None else None)
        if text is None:
            return
        in_scroll = parent is not None and parent.kind == "scroll"
        for pin in parse_pins(text):
            if pin.guide == "safeArea" and parent is not None:
                continue  # §5: `safeArea` in a pin only where the parent is the canvas; elsewhere left out
            if pin.guide == "safeArea":
                target = ("safeArea",)
            elif pin.guide == "frame":
                target = ("element", parent)
            elif in_scroll:
                # §11: a pin with no guide attaches to the content, as does one to the margins.
                target = ("content.margins", parent) if pin.guide == "margins" else ("content", parent)
            elif pin.guide == "margins":
                target = ("margins", parent) if parent is not None else ("canvas.margins",)
            else:
                target = ("element", parent) if parent is not None else ("canvas",)
            sign = -1 if self.rtl and pin.edge in ("leading", "trailing", "centerX") else 1
            mine = self.anchor_value(("element", element), pin.edge, boxes) * sign
            theirs = self.anchor_value(target, pin.edge, boxes) * sign
            if pin.edge in ("bottom", "trailing"):
                p.add(theirs, pin.relation, mine + pin.inset, pin.priority, self.user_order(0))
            else:
                p.add(mine, pin.relation, theirs + pin.inset, pin.priority, self.user_order(0))

    def emit_constraint(self, p, owner, c, boxes, scope):
        """A constraint line, in canvas coordinates; mirrored as a whole in `rtl` when either
        side names `leading` or `trailing`."""
        left = self.anchor_value(("element", owner), c.attribute, boxes)
        if c.anchor is None:
            p.add(left, c.relation, c.constant, c.priority, self.user_order(1))
            return
        target = self.resolve(owner, c.target, c.anchor)
        if not self.in_scope(target, scope):
            return
        right = self.anchor_value(target, c.anchor, boxes)
        if c.attribute in SIZE_ANCHORS:
            p.add(left, c.relation, right * c.multiplier + c.constant, c.priority, self.user_order(1))
        elif self.rtl and (c.attribute in DIRECTIONAL or c.anchor in DIRECTIONAL):
            p.add(-left, c.relation, -right + c.constant, c.priority, self.user_order(1))
        else:
            p.add(left, c.relation, right + c.constant, c.priority, self.user_order(1))

    def user_order(self, kind):
        """Pins (0) before constraint lines (1), each in the order emitted (document order)."""
        self.emitted += 1
        return (kind, self.emitted)

    def emit_content(self, problem, leaf, boxes):
        size = self.intrinsic(leaf)
        if size is None:
            return
        x, y, w, h = boxes[id(leaf)]
        for axis, dim in ((0, w), (1, h)):
            if size[axis] is None:
                continue
            problem.add(dim, "<=", size[axis], leaf.hug(axis))
            problem.add(dim, ">=", size[axis], leaf.resist(axis))

    def emit_stack(self, problem, stack, boxes):
        self.emit_along(problem, stack, boxes)
        self.emit_across(problem, stack, boxes)
        self.emit_multiline(problem, stack, boxes)

    def gap(self, stack, view):
        if view.spacing_after is not None:
            return spacing_value(view.spacing_after)
        return spacing_value(stack.spacing)

    def emit_along(self, p, stack, boxes):
        axis = 0 if horizontal(stack) else 1
        arranged = stack.arranged_views()
        visible = [v for v in arranged if not v.hidden]
        canvas = self.arrangement(boxes, stack, axis)
        span = lambda v: self.span(boxes, v, axis)  # noqa: E731
        spacing = spacing_value(stack.spacing)
        relation = "==" if stack.distribution in ("fill", "fillEqually", "fillProportionally") else ">="
        if not visible:
            guide = Span(p.var(), p.var())
            p.add(canvas.start, "==", guide.start)
            p.add(canvas.end, "==", guide.end)
            p.add(guide.dim, "==", 0, ALL_HIDDEN_GUIDE)
            for view in arranged:
                p.add(span(view).dim, "==", 0, HIDING)
                p.add(span(view).start, "==", guide.end, HIDDEN_ATTACHMENT)
            return
        first, last = visible[0], visible[-1]
        p.add(canvas.start, "==", span(first).start)
        p.add(canvas.end, "==", span(last).end)
        for prev, nxt in zip(visible, visible[1:]):
            if not horizontal(stack) and stack.baseline_relative:
                p.add(self.first_baseline(boxes, nxt), relation,
                      self.last_baseline(boxes, prev) + self.gap(stack, prev))
            else:
                p.add(span(nxt).start, relation, span(prev).end + self.gap(stack, prev))
        for index, view in enumerate(arranged):
            if not view.hidden:
                continue
            p.add(span(view).dim, "==", 0, HIDING)
            before = [v for v in arranged[:index] if not v.hidden]
            after = [v for v in arranged[index + 1:] if not v.hidden]
            if before:
                prev = before[-1]
                offset = self.gap(stack, prev) / 2 if after else 0
                p.add(span(view).start, relation, span(prev).end + offset, HIDDEN_ATTACHMENT)
            else:
                p.add(span(first).start, relation, span(view).end, HIDDEN_ATTACHMENT)
        distribution = stack.distribution
        if distribution == "fillProportionally":
            lengths = [self.length(stack, v) for v in visible]
            denominator = sum(lengths) + (len(visible) - 1) * spacing
            if denominator <= max(spacing * (len(arranged) - 1), 1):
                distribution = "fillEqually"
            else:
                for view, length in zip(visible, lengths):
                    if length == 0:
                        p.add(span(view).dim, "==", 0)
                    else:
                        p.add(span(view).dim, "==", canvas.dim * (length / denominator),
                              max(999 - arranged.index(view), 751))
        if distribution == "fillEqually":
            for view in visible[1:]:
                p.add(span(view).dim, "==", span(first).dim)
        elif distribution in ("equalSpacing", "equalCentering"):
            guides = []
            for prev, nxt in zip(visible, visible[1:]):
                guide = Span(p.var(), p.var())
                if distribution == "equalSpacing":
                    p.add(guide.start, "==", span(prev).end)
                    p.add(guide.end, "==", span(nxt).start)
                else:
                    p.add(guide.start, "==", span(prev).center)
                    p.add(guide.end, "==", span(nxt).center)
                guides.append((prev, guide))
            for prev, guide in guides[1:]:
                priority = REQUIRED if distribution == "equalSpacing" else max(150 - arranged.index(prev), 50)
                p.add(guide.dim, "==", guides[0][1].dim, priority)
            p.add(canvas.dim, "==", 0, CANVAS_FIT)

    def emit_across(self, p, stack, boxes):
        axis = 1 if horizontal(stack) else 0
        arranged = stack.arranged_views()
        if not arranged:
            return
        visible = [v for v in arranged if not v.hidden]
        canvas = self.arrangement(boxes, stack, axis)
        span = lambda v: self.span(boxes, v, axis)  # noqa: E731
        alignment = {"top": "leading", "bottom": "trailing"}.get(stack.alignment, stack.alignment)
        reference = arranged[0]
        for view in arranged:
            p.add(span(view).dim, "==", 0, AMBIGUITY_SUPPRESSION)
        if alignment == "fill":
            for view in arranged[1:]:
                p.add(span(reference).start, "==", span(view).start)
                p.add(span(reference).end, "==", span(view).end)
            p.add(canvas.start, "==", span(reference).start)
            p.add(canvas.end, "==", span(reference).end)
            return
        if len(arranged) == 1:
            view = span(reference)
            if alignment == "leading":
                p.add(canvas.start, "==", view.start)
            else:
                p.add(canvas.start, "<=", view.start)
            if alignment == "trailing":
                p.add(canvas.end, "==", view.end)
            else:
                p.add(canvas.end, ">=", view.end)
            if alignment == "center":
                p.add(canvas.center, "==", view.center)
            p.add(canvas.dim, "==", 0, CANVAS_FIT)
            return
        spanner = Span(p.var(), p.var())
        for view in visible:
            p.add(spanner.start, "<=", span(view).start)
            p.add(spanner.end, ">=", span(view).end)
            if alignment == "leading":
                p.add(spanner.start, "==", span(view).start, EDGE_ALIGNMENT)
            elif alignment == "trailing":
                p.add(spanner.end, "==", span(view).end, EDGE_ALIGNMENT)
        p.add(spanner.dim, "==", 0, SPANNER_FIT)
        baseline = alignment in ("firstBaseline", "lastBaseline")
        for view in arranged[1:]:
            if alignment == "leading":
                p.add(span(reference).start, "==", span(view).start)
            elif alignment == "trailing":
                p.add(span(reference).end, "==", span(view).end)
            elif alignment == "center":
                p.add(span(reference).center, "==", span(view).center)
            elif baseline and horizontal(stack):
                anchor = self.first_baseline if alignment == "firstBaseline" else self.last_baseline
                p.add(anchor(boxes, reference), "==", anchor(boxes, view))
        if alignment == "leading":
            p.add(canvas.start, "==", span(reference).start)
            p.add(canvas.end, "==", spanner.end)
        elif alignment == "trailing":
            p.add(canvas.start, "==", spanner.start)
            p.add(canvas.end, "==", span(reference).end)
        elif alignment == "center":
            p.add(canvas.start, "==", spanner.start)
            p.add(canvas.end, "==", spanner.end)
            p.add(canvas.center, "==", span(reference).center)
        elif baseline and horizontal(stack):
            if alignment == "firstBaseline":
                p.add(canvas.start, "<=", span(reference).start)
                p.add(canvas.end, "==", spanner.end)
            else:
                p.add(canvas.start, "==", spanner.start)
                p.add(canvas.end, ">=", span(reference).end)
            p.add(canvas.dim, "==", 0, CANVAS_FIT)
        else:  # first/lastBaseline in a vertical stack: spanner edges only
            p.add(canvas.start, "==", spanner.start)
            p.add(canvas.end, "==", spanner.end)

    def emit_multiline(self, p, stack, boxes):
        if not horizontal(stack) or stack.distribution not in ("fill", "equalSpacing", "equalCentering"):
            return
        visible = [v for v in stack.arranged_views() if not v.hidden]
        n = len(visible)
        spacing = spacing_value(stack.spacing)
        canvas = self.arrangement(boxes, stack, 0)
        for view in visible:
            if isinstance(view, Leaf) and view.kind == "label" and view.lines == 0:
                priority = min(max(view.resist(0), view.hug(0)) + 10, 999)
                p.add(self.span(boxes, view, 0).dim, "==", canvas.dim / n - spacing * (n - 1) / n, priority)

    # The whole layout -------------------------------------------------------------------
    def layout_problem(self, layout, size=None):
        """The whole layout: the recipe, the pins (the root's to the canvas) and the user's
        constraint lines; `self` must have been made for `layout`. `size`: the canvas's
        (width, height), None on a side the problem leaves free (an `auto` side, §10.2); the
        canvas's own size otherwise."""
        problem = Problem()
        boxes = {}
        width, height = size if size is not None else self.canvas_size
        self.canvas_size = (problem.var() if width is None else float(width),
                            problem.var() if height is None else float(height))
        self.allocate(problem, layout.root, boxes)
        self.emit(problem, layout.root, boxes)
        return problem, boxes


def value(expr, solution):
    return expr.constant + sum(c * solution[v] for v, c in expr.terms.items())


def moves(optimum, expr, tolerance=1e-4):
    """Whether `expr` can change on the optimal face: it is not determined."""
    low, high = optimum.extent(expr)
    return abs(value(expr, high) - value(expr, low)) > tolerance


def scaled_root(root, category):
    """A copy of the tree at a content size category (§9): each label, button and field with a
    `textStyle` has its intrinsic size and baselines multiplied by the style's ratio."""
    root = copy.deepcopy(root)

    def scale(element):
        if element.kind in SCALED_KINDS and getattr(element, "text_style", None) is not None:
            k = text_scale(element.text_style, category)
            if element.intrinsic is not None:
                element.intrinsic = tuple(None if side is None else side * k for side in element.intrinsic)
            if element.baseline is not None:
                element.baseline *= k
            if element.last_baseline is not None:
                element.last_baseline *= k
        for child in element.children:
            scale(child)
    scale(root)
    return root


@dataclass
class Pass:
    """One solve of the layout at one canvas (§10.1's passes, §11's inset passes)."""
    frames: Dict[str, tuple]
    boxes: dict
    optimum: object
    solution: list
    size: Tuple[float, float]
    undetermined: bool  # §10.2: the `auto` side fell back to 44
    widths: Dict[int, Optional[float]]  # each wrapping label's width, None where ambiguous
    content_sizes: Dict[str, Tuple[float, float]]
    broken: list
    problem: object


@dataclass
class CanvasResult:
    """The reference's frames at one canvas × category × direction (one entry of §7's `canvases`).

    `frames`: canvas frames (scroll content at rest); `parent_frames`: in the parent's
    coordinates (a scroll view's children in its content coordinates); `lines`: a wrapping
    label's n(w) at its final width; `content_sizes` and `insets` (top, left, bottom, right) per
    scroll view; `unstable`: the wrapping labels still changing after the last pass."""
    canvas: Canvas
    category: str
    direction: str
    width: float
    height: float
    undetermined: bool
    frames: Dict[str, tuple]
    parent_frames: Dict[str, tuple]
    lines: Dict[str, int]
    content_sizes: Dict[str, Tuple[float, float]]
    insets: Dict[str, Tuple[float, float, float, float]]
    passes: int  # §10.1's text passes
    solves: int  # every solve of the layout: each text pass's, and its insets' (§11)
    unstable: List[str]
    optimum: object
    boxes: dict
    broken: list
    layout: object  # the layout as solved here: variants resolved, text scaled
    problem: object  # the last pass's problem, and its solution
    solution: list

    @property
    def size_class(self):
        return self.canvas.classes


def solve_pass(layout, canvas, rtl, text_sizes, insets, labels, resolve_conflicts=False, fitted=None):
    """One solve: §10.2's fitting solve first where the canvas has an `auto` side (that side
    `== 0` at 50, in the same level as every other 50; 44 where it comes out 0 or less), then the
    layout at that size; §11's undetermined content sizes held at 0 below every other level.
    `fitted`: the (size, undetermined) an earlier solve of the same text pass fitted, kept."""
    recipe = Recipe(layout, canvas, rtl, text_sizes, insets)
    size, undetermined = fitted if fitted is not None else ((canvas.width, canvas.height), False)
    if canvas.auto is not None and fitted is None:
        problem, _ = recipe.layout_problem(layout, size)
        side = recipe.canvas_size[0 if canvas.auto == "width" else 1]
        problem.add(side, "==", 0, FITTING)
        if resolve_conflicts:
            break_conflicts(problem)
        fitted = round(float(value(side, solve(problem))), FITTING_DIGITS)
        if fitted <= HALF_ROUNDING:
            fitted, undetermined = float(STANDARD_ROW_HEIGHT), True
        size = (fitted, canvas.height) if canvas.auto == "width" else (canvas.width, fitted)
    problem, boxes = recipe.layout_problem(layout, size)
    broken = break_conflicts(problem) if resolve_conflicts else []
    optima, solution = solve_levels(problem)
    optimum = Optimum(problem, optima)
    scrolls = [e for _, e in layout.elements() if e.kind == "scroll"]
    loose = [v for s in scrolls for v in boxes[(id(s), "content")] if moves(optimum, v)]
    for side in loose:
        problem.add(side, "==", 0, CONTENT_ZERO)
    if loose:
        # A tie-breaker for the frames: what moves with the open side stays ambiguous (`optimum`).
        _, solution = solve_levels(problem)
    frames = {path: tuple(float(value(v, solution)) for v in boxes[id(element)]) for path, element in layout.elements()}
    widths = {id(label): read_width(label.intrinsic_size()[0], float(value(boxes[id(label)][2], solution)))
              for label in labels}
    if labels:
        # One probe for all (distinct weights, so that opposite moves do not cancel), then one
        # per label only where something moves.
        together = sum((boxes[id(label)][2] * (1 + k / 7) for k, label in enumerate(labels)), Lin())
        if moves(optimum, together, HALF_ROUNDING):
            widths.update({id(label): None for label in labels
                           if moves(optimum, boxes[id(label)][2], HALF_ROUNDING)})
    content_sizes = {s.name: tuple(float(value(v, solution)) for v in boxes[(id(s), "content")]) for s in scrolls}
    return Pass(frames, boxes, optimum, solution, size, undetermined, widths, content_sizes, broken, problem)


def read_width(one_line_width, width):
    """A wrapping label's width as a pass reads it. HiGHS holds each level within 1e-8 of its
    optimum, which leaves a width up to some 1e-5 off where a level's errors add up to 1,000:
    one within WIDTH_NOISE of W1 / k reads as W1 / k, so that it gives the k lines §10.1 says a
    width of exactly W1 / k gives; any other is read to 1e-6, so that a settled one reads the same."""
    read = round(width, 6)
    k = round(one_line_width / read) if read > 0 else 0
    if k >= 1 and abs(width - one_line_width / k) <= WIDTH_NOISE:
        return one_line_width / k
    return read


def adjusted_inset(scroll, frame, content, canvas, size, rtl):
    """§11: the part of the canvas's safe area that the scroll view's frame covers (top, left,
    bottom, right): on every side with `always`, along the axes whose content is larger than the
    frame with `automatic`, on none with `never`."""
    behaviour = scroll.content_inset or "automatic"
    if behaviour == "never":
        return (0.0, 0.0, 0.0, 0.0)
    x, y, w, h = frame
    width, height = size
    top, leading, bottom, trailing = canvas.safe_area
    left, right = (trailing, leading) if rtl else (leading, trailing)

    def covered(amount, length):
        return min(max(amount, 0.0), max(length, 0.0))
    inset = [covered(top - y, h), covered(left - x, w), covered(y + h - (height - bottom), h),
             covered(x + w - (width - right), w)]
    if behaviour == "automatic":
        # "Larger" as the frames are reported, rounded to 1/1000 point.
        if not content[1] > h + HALF_ROUNDING:
            inset[0] = inset[2] = 0.0
        if not content[0] > w + HALF_ROUNDING:
            inset[1] = inset[3] = 0.0
    return tuple(inset)


def changed(old, new):
    if old is None or new is None:
        return (old is None) != (new is None)
    return abs(old - new) > SETTLED


def settled_pass(layout, canvas, rtl, text_sizes, labels, scrolls, paths, resolve_conflicts):
    """One text pass with §11's adjusted insets settled in it: the `auto` side fitted and the
    layout solved at no inset, then, while an inset moves by more than 0.001, solved again at
    the insets the frames give (the `auto` side as fitted), at most twice more. Returns the last
    solve, the insets it was solved at, and the number of solves."""
    insets = {s.name: (0.0, 0.0, 0.0, 0.0) for s in scrolls}
    current = solve_pass(layout, canvas, rtl, text_sizes, insets, labels, resolve_conflicts)
    solves = 1
    for _ in range(MAX_INSET_PASSES):
        new_insets = {s.name: adjusted_inset(s, current.frames[paths[id(s)]], current.content_sizes[s.name],
                                             canvas, current.size, rtl) for s in scrolls}
        if not any(changed(a, b) for s in scrolls for a, b in zip(insets[s.name], new_insets[s.name])):
            break
        insets = new_insets
        current = solve_pass(layout, canvas, rtl, text_sizes, insets, labels, resolve_conflicts,
                             fitted=(current.size, current.undetermined))
        solves += 1
    return current, insets, solves


def solve_canvas(layout, root, canvas, category, direction, resolve_conflicts=False, wrapping=True):
    """The frames at one canvas × category × direction: §10.1's text passes (pass 1 with every
    wrapping label on one line, each further pass at the widths of the one before, until no
    width changes by more than 0.001, at most 8), each pass settling §11's adjusted insets from
    none (`settled_pass`). A pass whose labels would get the sizes they had in the pass before is
    not solved: it would give the same frames and find every width settled."""
    solved = dataclasses.replace(layout, root=scaled_root(root, category), canvas=[canvas], direction=direction)
    rtl = direction == "rtl"
    elements = solved.elements()
    labels = [e for _, e in elements if isinstance(e, Leaf) and wraps(e)] if wrapping else []
    scrolls = [e for _, e in elements if e.kind == "scroll"]
    paths = {id(e): path for path, e in elements}
    text_sizes = {id(label): label.intrinsic_size() for label in labels}
    previous, passes, solves = None, 0, 0
    while True:
        current, insets, count = settled_pass(solved, canvas, rtl, text_sizes, labels, scrolls, paths,
                                              resolve_conflicts)
        passes += 1
        solves += count
        moving = [label for label in labels
                  if previous is None or changed(previous.widths[id(label)], current.widths[id(label)])]
        if not moving or passes >= MAX_TEXT_PASSES:
            break
        sizes = {id(label): wrapped_size(label.intrinsic_size(), current.widths[id(label)], label.lines)
                 for label in labels}
        if sizes == text_sizes:
            moving = []
            break
        text_sizes = sizes
        previous = current
    lines = {paths[id(label)]: line_count(label.intrinsic_size()[0], current.widths[id(label)], label.lines)
             for label in labels}
    return CanvasResult(canvas, category, direction, current.size[0], current.size[1], current.undetermined,
                        current.frames, parent_frames(solved, current.frames, insets), lines, current.content_sizes,
                        dict(insets), passes, solves, [paths[id(label)] for label in moving], current.optimum,
                        current.boxes, current.broken, solved, current.problem, current.solution)


def parent_frames(layout, frames, insets):
    """Each frame in its parent's coordinates: a scroll view's children in its content's, whose
    origin sits at the scroll view's origin plus the adjusted inset at rest (§11)."""
    elements = dict(layout.elements())
    out = {}
    for path, (x, y, w, h) in frames.items():
        if "/" not in path:
            out[path] = (x, y, w, h)
            continue
        parent_path = path.rsplit("/", 1)[0]
        px, py, _, _ = frames[parent_path]
        parent = elements[parent_path]
        if parent.kind == "scroll":
            top, left, _, _ = insets[parent.name]
            px, py = px + left, py + top
        out[path] = (x - px, y - py, w, h)
    return out


def solve_layout(layout, resolve_conflicts=False, wrapping=True):
    """Every entry of §7's `canvases`: each canvas (its size classes resolving the variants,
    §13), each category, each direction, in that order. `wrapping` False solves as version 2
    did (a label whose `lines` is not 1 keeps one line)."""
    results = []
    for spec in layout.canvases():
        canvas = resolve_canvas(spec, layout.safe_area)
        root = resolved_root(layout.root, canvas.classes)
        for category in layout.categories():
            for direction in layout.directions():
                results.append(solve_canvas(layout, root, canvas, category, direction, resolve_conflicts, wrapping)
                               if root is not None else uninstalled_root(layout, canvas, category, direction))
    return results


def uninstalled_root(layout, canvas, category, direction):
    """An entry whose root is not installed at the canvas's classes (§13): no elements; an
    `auto` side has no content to decide it, so it is 44 (§10.2)."""
    width = STANDARD_ROW_HEIGHT if canvas.width is None else canvas.width
    height = STANDARD_ROW_HEIGHT if canvas.height is None else canvas.height
    empty = dataclasses.replace(layout, root=None, canvas=[canvas], direction=direction)
    return CanvasResult(canvas, category, direction, width, height, canvas.auto is not None, {}, {}, {}, {}, {}, 0, 0,
                        [], None, {}, [], empty, Problem(), [])


def reference_frames(layout, resolve_conflicts=False, wrapping=True):
    """{path: (x, y, width, height)} in canvas coordinates at the first canvas, category and
    direction, with the solved problem (and, with `resolve_conflicts`, the broken user
    constraints as a 4th value)."""
    first = solve_layout(layout, resolve_conflicts, wrapping)[0]
    if resolve_conflicts:
        return first.frames, first.optimum, first.boxes, first.broken
    return first.frames, first.optimum, first.boxes


def feasible(rows, variables):
    try:
        level_optima_with_solution({"variables": variables, "constraints": rows}, set())
    except AssertionError as error:
        if "infeasible" in str(error).lower():
            return False
        raise
    return True


def break_conflicts(problem):
    """UIKit's recovery (uistackview-constraints.md, "Conflicts and ambiguity", and "Pins and the
    user's constraints"): the stack's constraints first, then the user's required ones in the
    order UIKit adds them; one that cannot hold with those before it is the latest of its
    conflicting set, and is broken: kept as an error term above every optional priority (1100).
    Returns the broken rows; `Infeasible` when the recipe's own required rows conflict."""
    required = [r for r in problem.rows if r["priority"] is None and "user" not in r]
    if not feasible(required, problem.variables):
        raise Infeasible("the recipe's own required constraints conflict")
    broken = []
    for row in sorted((r for r in problem.rows if r["priority"] is None and "user" in r), key=lambda r: r["user"]):
        if feasible(required + [row], problem.variables):
            required.append(row)
        else:
            row["priority"] = BROKEN
            broken.append(row)
    return broken


class Optimum:
    """The optimal face: every required row, and every level's error held at its optimum.

    Each optional row gets explicit error variables (`expr == e+ - e-`, `expr <= e+`,
    `expr >= -e+`), and each level's error sum is bounded by its optimum, so a single LP
    moves along the face. `extent` gives an expression's least and greatest value on it."""

    def __init__(self, problem, optima):
        self.variables = problem.variables
        rows = []
        errors = {}
        for row in problem.rows:
            if row["priority"] is None:
                rows.append(row)
                continue
            plus = self.fresh()
            terms = list(row["terms"]) + [[plus, 1.0 if row["relation"] == ">=" else -1.0]]
            level = errors.setdefault(row["priority"], [])
            level.append(plus)
            if row["relation"] == "==":
                minus = self.fresh()
                terms.append([minus, 1.0])
                level.append(minus)
            rows.append({"terms": terms, "constant": row["constant"], "relation": row["relation"], "priority": None})
        for level, variables in errors.items():
            rows += [{"terms": [[v, 1.0]], "constant": 0.0, "relation": ">=", "priority": None} for v in variables]
            optimum = optima.get(level, 0.0)
            rows.append({"terms": [[v, 1.0] for v in variables],
                         "constant": -(optimum + 1e-7 * max(1.0, abs(optimum))), "relation": "<=", "priority": None})
        self.rows = rows

    def fresh(self):
        self.variables += 1
        return self.variables - 1

    def extreme(self, expr, relation, reach):
        terms = [[v, c] for v, c in expr.terms.items() if c != 0]
        probe = {"terms": terms, "constant": expr.constant - reach, "relation": relation, "priority": PROBE}
        _, solution = level_optima_with_solution({"variables": self.variables, "constraints": self.rows + [probe]},
                                                 set())
        return solution

    def extent(self, expr):
        """The solutions at the least and at the greatest value of `expr` on the optimal face."""
        return self.extreme(expr, "<=", -PROBE_REACH), self.extreme(expr, ">=", PROBE_REACH)
