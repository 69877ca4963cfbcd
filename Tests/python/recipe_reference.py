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
"""
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from test_solver_differential import level_optima_with_solution

REQUIRED = 1000
HUGGING = {"view": 250, "label": 251, "button": 250, "image": 251, "field": 250, "switch": 750}
COMPRESSION = {"view": 750, "label": 750, "button": 750, "image": 750, "field": 750, "switch": 750}
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

    def text(self):
        suffix = "" if self.priority == REQUIRED else f" @{self.priority:g}"
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
    guide: Optional[str] = None  # None (the parent's edge), "margins" or "safeArea"
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
        if rest and rest[0] in ("margins", "safeArea"):
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


@dataclass
class Leaf:
    kind: str
    name: str
    intrinsic: Optional[Tuple[float, float]] = None
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
    children: list = field(default_factory=list)  # `view` only: ordinary subviews
    lines_after_children: bool = False  # constraint lines written after the children's blocks

    def intrinsic_size(self):
        return self.intrinsic if self.intrinsic is not None else INTRINSIC.get(self.kind)

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
            out.append(f"{indent}  intrinsic: {self.intrinsic[0]:g} x {self.intrinsic[1]:g}")
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
        if self.hugging is not None:
            out.append(f"{indent}  hugging: {self.hugging[0]:g} {self.hugging[1]:g}")
        if self.compression is not None:
            out.append(f"{indent}  compression: {self.compression[0]:g} {self.compression[1]:g}")
        if self.hidden:
            out.append(f"{indent}  hidden: true")
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
    root: object  # a Stack or a Leaf (a `view`, with children)
    canvas: Tuple[float, float]
    direction: str = "ltr"
    margins: Optional[Tuple[float, float, float, float]] = None  # default 0 16 0 16
    safe_area: Optional[Tuple[float, float, float, float]] = None  # default 0 0 0 0

    def text(self):
        lines = ["layout Random {", f"  canvas: {self.canvas[0]:g} x {self.canvas[1]:g}"]
        if self.direction != "ltr":
            lines.append(f"  direction: {self.direction}")
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
    """Builds the constraints of a layout (or of one subtree, for its fitting size)."""

    def __init__(self, layout=None):
        self.fitting = {}  # id(element) -> (width, height)
        self.emitted = 0
        self.layout = layout
        self.rtl = layout is not None and layout.direction == "rtl"
        self.parents = {}  # id(element) -> its parent element, None for the root
        self.names = {}
        if layout is not None:
            def walk(element, parent):
                self.parents[id(element)] = parent
                self.names[element.name] = element
                for child in element.children:
                    walk(child, element)
            walk(layout.root, None)

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

    def guide_rect(self, target, boxes):
        """The rectangle of a resolved target: ("element", e), ("margins", e), ("canvas",),
        ("safeArea",) or ("canvas.margins",)."""
        kind = target[0]
        if kind == "element":
            return boxes[id(target[1])]
        if kind == "margins":
            return self.inset(boxes[id(target[1])], target[1].layout_margins())
        width, height = self.layout.canvas
        canvas = (0.0, 0.0, float(width), float(height))
        if kind == "canvas":
            return canvas
        safe = self.inset(canvas, self.layout.safe_area or (0, 0, 0, 0))
        if kind == "safeArea":
            return safe
        return self.inset(safe, self.layout.margins or DEFAULT_LAYOUT_MARGINS)

    def resolve(self, owner, target):
        """A constraint target as written in `owner`, resolved (see `guide_rect`)."""
        parent = self.parents.get(id(owner))
        if target is None:
            return ("element", owner)
        if target == "parent":
            return ("element", parent) if parent is not None else ("canvas",)
        if target in ("margins", "parent.margins"):
            return ("margins", parent) if parent is not None else ("canvas.margins",)
        if target in ("canvas", "safeArea", "canvas.margins"):
            return (target,)
        if target.endswith(".margins"):
            return ("margins", self.names[target[:-len(".margins")]])
        return ("element", self.names[target])

    @staticmethod
    def in_scope(target, scope):
        """Whether a resolved target lies in the subtree being solved (None: the whole layout)."""
        if scope is None:
            return True
        return target[0] in ("element", "margins") and id(target[1]) in scope

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
        if size is None:
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
        size = view.intrinsic_size()
        return 0.0 if size is None else size[axis]

    # Emission -------------------------------------------------------------------------
    def allocate(self, problem, element, boxes):
        boxes[id(element)] = problem.box()
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
        for pin in parse_pins(text):
            if pin.guide == "safeArea":
                target = ("safeArea",)
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
        target = self.resolve(owner, c.target)
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
        size = leaf.intrinsic_size()
        if size is None:
            return
        x, y, w, h = boxes[id(leaf)]
        for axis, dim in ((0, w), (1, h)):
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
    def layout_problem(self, layout):
        """The whole layout: the recipe, the pins (the root's to the canvas) and the user's
        constraint lines; `self` must have been made for `layout`."""
        problem = Problem()
        boxes = {}
        self.allocate(problem, layout.root, boxes)
        self.emit(problem, layout.root, boxes)
        return problem, boxes


def value(expr, solution):
    return expr.constant + sum(c * solution[v] for v, c in expr.terms.items())


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


def reference_frames(layout, resolve_conflicts=False):
    """{path: (x, y, width, height)} in canvas coordinates, with the solved problem (and, with
    `resolve_conflicts`, the broken user constraints as a 4th value)."""
    recipe = Recipe(layout)
    problem, boxes = recipe.layout_problem(layout)
    broken = break_conflicts(problem) if resolve_conflicts else []
    optima, solution = solve_levels(problem)
    frames = {path: tuple(float(value(v, solution)) for v in boxes[id(element)])
              for path, element in layout.elements()}
    if resolve_conflicts:
        return frames, Optimum(problem, optima), boxes, broken
    return frames, Optimum(problem, optima), boxes


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
