"""A new event cannot go unnoticed: every class of the package that reacts to events is listed in
``events.CONSUMERS``, and each says, for every event class, either how it handles it (a method named
after the event's kind) or that it is not concerned (its ``NOT_CONCERNED`` tuple).

A new card effect used to fan out to ``if kind is X`` chains in several files where nothing said
a new event had been forgotten. Filters that pick a single kind of event are fine; a walk of
several kinds written as a chain fails this test (``CHAINS_LEFT`` is empty).
"""

import ast
import importlib
from pathlib import Path
from typing import NamedTuple

import pytest

from loveletter_teach import events as ev

PACKAGE = Path(__file__).resolve().parent.parent / "loveletter_teach"


def consumer(name):
    module, cls = name.split(":")
    return getattr(importlib.import_module(module), cls)


@pytest.mark.parametrize("name", ev.CONSUMERS)
def test_every_consumer_answers_every_event(name):
    cls = consumer(name)
    missing = ev.unanswered(cls)
    assert not missing, (f"{name} has neither a handler nor a « not concerned » entry for "
                         f"{', '.join(e.__name__ for e in missing)}: add a method "
                         f"{', '.join('<prefix>' + e.kind for e in missing)} or name it in NOT_CONCERNED")


@ev._record("card")
class Foretold(NamedTuple):
    """A made-up event, as a new card effect would bring (never added to ``events.EVENTS``)."""

    seat: int
    card: object


def test_a_new_event_is_caught_in_every_consumer():
    """With one more event class, every consumer of today's code fails the check above."""
    events = ev.EVENTS + (Foretold,)
    for name in ev.CONSUMERS:
        assert ev.unanswered(consumer(name), events) == [Foretold], name


def test_an_event_both_handled_and_not_concerned_is_an_error():
    class Both:
        NOT_CONCERNED = (ev.Drew,)

        def _on_drew(self, e):
            return e

    with pytest.raises(TypeError, match="Drew"):
        ev.dispatch()(Both)


def test_the_invariants_know_who_sees_every_event():
    """``invariants`` checks what each seat is shown of every event: from its tables, not a dispatch."""
    from loveletter_teach import invariants
    assert set(invariants.HIDDEN) | set(invariants.PUBLIC) == set(ev.EVENTS)
    assert not set(invariants.HIDDEN) & set(invariants.PUBLIC)


def dispatch_classes():
    """"module:Class" for every class of the package decorated with ``dispatch(…)`` (read with ast)."""
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(d, ast.Call) and getattr(d.func, "id", getattr(d.func, "attr", None)) == "dispatch"
                    for d in node.decorator_list):
                found.add(f"{module}:{node.name}")
    return found


def test_the_consumers_are_listed():
    """Every ``@dispatch`` class is in ``events.CONSUMERS`` (so the check above reaches it), and the
    list names no class that is gone."""
    assert dispatch_classes() == set(ev.CONSUMERS)


# Walks of several kinds of events still written as ``if``/``elif`` chains on the event's class:
# {module: how many such chains}. None left; a new chain fails test_no_new_chains.
CHAINS_LEFT = {}
EVENT_NAMES = {cls.__name__ for cls in ev.EVENTS}


def named_events(test):
    """The event classes a test compares with a type (``type(e) is X``, ``kind is X``,
    ``isinstance(e, X)``, ``type(e) in (X, Y)``)."""
    names = set()
    for node in ast.walk(test):
        candidates = []
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Is, ast.IsNot, ast.In)) for op in node.ops):
            candidates = node.comparators
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "isinstance" and len(node.args) == 2:
            candidates = [node.args[1]]
        for c in candidates:
            for leaf in ast.walk(c):
                name = leaf.id if isinstance(leaf, ast.Name) else leaf.attr if isinstance(leaf, ast.Attribute) else None
                if name in EVENT_NAMES:
                    names.add(name)
    return names


def chains(tree):
    """How many ``if``/``elif`` chains of ``tree`` (or runs of plain ``if`` statements, one after
    another) compare the class of an event with at least three event classes."""
    count = 0
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if not isinstance(body, list) or (
                    field == "orelse" and isinstance(node, ast.If) and len(body) == 1 and isinstance(body[0], ast.If)):
                continue  # an elif: counted with its if
            run = set()
            for stmt in body + [None]:
                if isinstance(stmt, ast.If):
                    branch = stmt
                    while True:
                        run |= named_events(branch.test)
                        if len(branch.orelse) == 1 and isinstance(branch.orelse[0], ast.If):
                            branch = branch.orelse[0]
                        else:
                            break
                    continue
                count += len(run) >= 3
                run = set()
    return count


def test_no_new_chains():
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "events.py":
            continue
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        n = chains(ast.parse(path.read_text(encoding="utf-8")))
        if n:
            found[module] = n
    assert found == CHAINS_LEFT, ("a walk of events written as an if/elif chain on their class: make it a "
                                  "@dispatch class listed in events.CONSUMERS")


def test_the_chain_finder_sees_the_old_chains():
    old = """
def apply(ev):
    kind = type(ev)
    if kind is Dealt:
        return 1
    if kind is Drew or kind is Redrew:
        return 2
    return 3

def outcome(e):
    if isinstance(e, Looked):
        pass
    elif type(e) in (Compared, Swapped):
        pass
"""
    assert chains(ast.parse(old)) == 2
    assert chains(ast.parse("if type(e) is Played:\n    pass\n")) == 0  # a filter on one kind
