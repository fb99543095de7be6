"""A module's tests are found by its name: ``tests/README.md`` maps every module of the package to the test
files that test it, and each test file mapped really imports its module (read with ``ast``).

A test file imports module ``m`` when it has ``import loveletter_teach.m``, ``from loveletter_teach.m
import …``, ``from loveletter_teach import m``, ``importlib.import_module("loveletter_teach.m")``, a name
that ``m`` defines imported from a package that re-exports it (``from loveletter_teach import Game``
imports ``game``), or runs ``python -m loveletter_teach.m`` (``m.__main__``). « doctests » in the map
stands for the module's own examples (``>>>``), run by pytest's ``--doctest-modules``.
"""

import ast
import functools
import importlib
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
PACKAGE = ROOT / "loveletter_teach"
README = TESTS / "README.md"
ROW = re.compile(r"^\|\s*`([\w.]+)`\s*\|(.*)\|\s*$")


def module_names():
    """Every module of the package, by its dotted name inside it (``loveletter_teach`` for the root)."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        parts = parts[:-1] if parts[-1] == "__init__" else parts
        names.append(".".join(parts) or "loveletter_teach")
    return names


def dotted(name):
    return "loveletter_teach" if name == "loveletter_teach" else f"loveletter_teach.{name}"


MODULES = {dotted(name): name for name in module_names()}


def the_map():
    """{module: [test files, or « doctests »]} from the table of tests/README.md."""
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match:
            module, cell = match.groups()
            assert module not in rows, f"{module} is mapped twice"
            rows[module] = re.findall(r"`([\w./]+)`|(doctests)", cell)
            rows[module] = [a or b for a, b in rows[module]]
    return rows


def origin(package, name):
    """The module that defines ``package.name`` (a submodule, or where a re-exported name comes from);
    None when the package cannot be imported here (the widgets without ipywidgets)."""
    if f"{package}.{name}" in MODULES:
        return f"{package}.{name}"
    try:
        value = getattr(importlib.import_module(package), name)
    except ImportError:
        return None
    except AttributeError:
        return package
    where = getattr(value, "__module__", None)
    return where if where in MODULES else package


@functools.lru_cache(maxsize=None)
def imports(path):
    """The package's modules a test file imports, and whether some names could not be traced."""
    found, unknown = set(), False
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module in MODULES:
            found.add(node.module)
            for alias in node.names:
                where = origin(node.module, alias.name) if alias.name != "*" else node.module
                unknown |= where is None
                found.add(where or node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) == \
                "import_module" and node.args and isinstance(node.args[0], ast.Constant):
            found.add(node.args[0].value)
        elif isinstance(node, (ast.List, ast.Tuple)):  # [sys.executable, "-m", "loveletter_teach.exercises"]
            words = [e.value for e in node.elts if isinstance(e, ast.Constant)]
            found.update(f"{b}.__main__" for a, b in zip(words, words[1:]) if a == "-m" and f"{b}.__main__" in MODULES)
    return found & set(MODULES), unknown


def test_every_module_is_mapped_and_nothing_else():
    rows = the_map()
    assert sorted(set(MODULES.values()) - set(rows)) == [], "modules missing from tests/README.md"
    assert sorted(set(rows) - set(MODULES.values())) == [], "tests/README.md maps modules that do not exist"
    assert all(rows.values()), [m for m, files in rows.items() if not files]


def test_each_mapped_test_file_imports_its_module():
    wrong = []
    for name, files in the_map().items():
        module = dotted(name)
        for file in files:
            if file == "doctests":
                source = PACKAGE.joinpath(*name.split(".")) if name != "loveletter_teach" else PACKAGE
                source = source / "__init__.py" if source.is_dir() else source.with_suffix(".py")
                if ">>> " not in source.read_text(encoding="utf-8"):
                    wrong.append(f"{name}: no doctest")
                continue
            path = TESTS / file
            if not path.is_file():
                wrong.append(f"{name}: {file} does not exist")
                continue
            found, unknown = imports(path)
            if module not in found and not (unknown and module.startswith("loveletter_teach.widgets")):
                wrong.append(f"{name}: {file} does not import it")
    assert not wrong, "\n".join(wrong)


def test_a_test_file_named_after_a_module_is_mapped_to_it():
    """tests/test_<module>.py, when the module exists, is among that module's test files."""
    rows = the_map()
    last = {}
    for name in MODULES.values():
        last.setdefault(name.rsplit(".", 1)[-1], []).append(name)
    for path in TESTS.glob("test_*.py"):
        for name in last.get(path.stem[len("test_"):], []):
            if imports(path)[0] & {dotted(name)}:
                assert path.name in rows[name], f"{path.name} tests {name}: map it there"


def test_no_test_cites_an_issue_number():
    """A test says what it guards: the number of an issue means nothing outside the tracker."""
    files = sorted([*TESTS.glob("*.py"), *TESTS.glob("browser/*.py"), *TESTS.glob("lite/*.py")])
    cited = [f"{path.relative_to(TESTS)}:{n}" for path in files
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\bissues? ?\d", line, re.IGNORECASE)]
    assert not cited, cited


@pytest.mark.parametrize("line, module", [("from loveletter_teach.rounds import legal_plays", "loveletter_teach.rounds"),
                                          ("from loveletter_teach import savefile", "loveletter_teach.savefile"),
                                          ("from loveletter_teach import Game", "loveletter_teach.game"),
                                          ("import loveletter_teach.probability.bayes", "loveletter_teach.probability.bayes"),
                                          ("run([python, '-m', 'loveletter_teach.exercises'])",
                                           "loveletter_teach.exercises.__main__")])
def test_the_reader_sees_each_way_of_importing(tmp_path, line, module):
    path = tmp_path / "test_x.py"
    path.write_text(line + "\n")
    assert module in imports(path)[0]
