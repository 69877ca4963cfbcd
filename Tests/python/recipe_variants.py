"""Size-class variations of the reference (stack-format.md §13), resolved for one canvas.

An element's `variants` holds `Variant(prop, traits, value)` in document order: `prop` is the
element's attribute (`axis`, `spacing`, `hidden`, `installed`, `pin`, `intrinsic`, ...), the
unqualified value the element's own attribute (Interface Builder's "Any"). A constraint's
`traits` installs it only where the canvas has every class listed.
"""
import copy
from dataclasses import dataclass
from typing import Tuple

TRAITS = ("wC", "wR", "hC", "hR")


@dataclass
class Variant:
    """`PROP[T...]: value`."""
    prop: str
    traits: Tuple[str, ...]
    value: object


def applies(traits, classes):
    """A variant or a constraint applies at a canvas that has every class in its brackets."""
    return all(t in classes for t in traits)


def chosen_values(element, classes):
    """{prop: value} of the variants that win at these classes: more classes wins; with equal
    counts the later one (document order), as with any duplicate."""
    chosen = {}
    for variant in element.variants:
        if not applies(variant.traits, classes):
            continue
        best = chosen.get(variant.prop)
        if best is None or len(variant.traits) >= len(best.traits):
            chosen[variant.prop] = variant
    return {prop: variant.value for prop, variant in chosen.items()}


def resolved_root(root, classes):
    """A copy of the element tree as it is at a canvas with these classes: every variant that
    wins applied, elements that are not installed left out with their children, constraints
    whose traits the canvas lacks left out, and constraints naming an element that is not
    installed left out. Returns the copy (None when the root is not installed)."""
    root = copy.deepcopy(root)
    removed = set()

    def apply(element):
        for prop, value in chosen_values(element, classes).items():
            setattr(element, prop, value)
        element.variants = []
        kept = []
        for child in element.children:
            if apply(child):
                kept.append(child)
        element.children = kept
        if not element.installed:
            collect(element)
            return False
        return True

    def collect(element):
        removed.add(element.name)
        for child in element.children:
            collect(child)

    def prune(element):
        element.constraints = [c for c in element.constraints
                               if applies(c.traits, classes) and named_element(c.target) not in removed]
        for child in element.children:
            prune(child)

    if not apply(root):
        return None
    prune(root)
    return root


def named_element(target):
    """The element name a constraint target names (`NAME`, `NAME.margins`, `NAME.content`), or
    None for `parent`, `canvas`, the guides and a bare anchor."""
    if target is None:
        return None
    head = target.split(".")[0]
    return None if head in ("parent", "canvas", "margins", "safeArea", "content", "frame") else head
