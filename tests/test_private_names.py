"""No module of the package takes a private name (``_name``) from another module.

A name with a leading underscore belongs to its module: a second module that needs it gets a public
name instead, so that renaming or removing a private helper can never break another module. Read
from the sources (``ast``), without importing anything:

- ``from .bayes import _by_card``, ``from loveletter_teach.x import _y``: the imported name;
- ``from . import bayes`` or ``import loveletter_teach.x as m``, then ``bayes._y`` or ``m._y``: the
  attribute of a module.

Dunder names (``__version__``, ``__all__``) are not private. A private attribute of an imported
class (``ProgressStore._parse``) is the class's business, not the module's, and is not looked at.
"""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "loveletter_teach"

# (module, private name it takes from another module): none. An exception would be listed here with
# the reason the name must stay private.
EXCEPTIONS = set()


def private(name):
    return name.startswith("_") and not name.startswith("__")


def module_name(path):
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_package(path):
    return path.name == "__init__.py"


def absolute(path, node):
    """The module an ``ImportFrom`` node names, as an absolute dotted name."""
    if not node.level:
        return node.module or ""
    base = module_name(path).split(".")
    if not is_package(path):
        base = base[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def is_module(dotted):
    """Whether ``dotted`` names a module or package of loveletter_teach (a file on disk)."""
    parts = dotted.split(".")
    if parts[0] != "loveletter_teach":
        return False
    where = PACKAGE.parent.joinpath(*parts)
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def takes(path):
    """The private names the module at ``path`` takes from other modules: (line, from where, name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = {}  # local name -> a module of the package it is bound to
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = absolute(path, node)
            for alias in node.names:
                if private(alias.name):
                    found.append((node.lineno, source, alias.name))
                elif is_module(f"{source}.{alias.name}"):
                    modules[alias.asname or alias.name] = f"{source}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and is_module(alias.name):
                    modules[alias.asname] = alias.name
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and private(node.attr):
            if isinstance(node.value, ast.Name) and node.value.id in modules:
                found.append((node.lineno, modules[node.value.id], node.attr))
            elif isinstance(node.value, ast.Attribute):  # loveletter_teach.x._y
                dotted = ast.unparse(node.value)
                if is_module(dotted):
                    found.append((node.lineno, dotted, node.attr))
    return [(line, source, name) for line, source, name in found if source != module_name(path)]


def test_no_module_takes_a_private_name_from_another():
    offenders = [f"{path.relative_to(PACKAGE.parent)}:{line} takes {name} from {source}"
                 for path in sorted(PACKAGE.rglob("*.py"))
                 for line, source, name in takes(path)
                 if (module_name(path), name) not in EXCEPTIONS]
    assert not offenders, "\n".join(offenders)


def test_the_guard_sees_every_way_of_taking_a_private_name(tmp_path):
    """The reader finds a relative import, an absolute one, and the attribute of an imported module."""
    global PACKAGE
    package = tmp_path / "loveletter_teach"
    (package / "probability").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "probability" / "__init__.py").write_text("")
    (package / "probability" / "bayes.py").write_text("def _by_card(): pass\n")
    (package / "probability" / "trees.py").write_text(
        "from .bayes import _by_card\n"
        "from loveletter_teach.probability.bayes import _by_card as b\n"
        "from . import bayes\n"
        "import loveletter_teach.probability.bayes as m\n"
        "import loveletter_teach.probability.bayes\n"
        "bayes._by_card, m._by_card, loveletter_teach.probability.bayes._by_card, bayes.__name__\n")
    saved, PACKAGE = PACKAGE, package
    try:
        found = takes(package / "probability" / "trees.py")
    finally:
        PACKAGE = saved
    assert sorted(line for line, _, _ in found) == [1, 2, 6, 6, 6]
    assert {source for _, source, _ in found} == {"loveletter_teach.probability.bayes"}
