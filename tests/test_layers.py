"""Every module of the package stands in one row of the layer table of docs/ARCHITECTURE.md, and its
imports (at the top of the module or inside a function) go down the table or stay in the row, without a
loop. Read with ``ast``, nothing imported; imports of other packages (the standard library, the optional
matplotlib, ipywidgets, IPython) do not count."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "loveletter_teach"
DOC = ROOT / "docs" / "ARCHITECTURE.md"


def layer_table():
    """The rows of the table, the lowest first: (layer, entries), an entry « fr.py » or « exercises/ »."""
    section = DOC.read_text(encoding="utf-8").split("\n## Layers", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1:-1] for line in section.splitlines() if line.startswith("|")][2:]
    return [(layer.strip(), re.findall(r"`([\w./]+)`", modules)) for layer, modules, _ in rows]


def modules():
    """Dotted name -> (path, is a package) for every module of the package."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if package else parts)] = (path, package)
    return found


def entry_of(name):
    """The table's entry for a module: its file for one at the package's top, else its folder."""
    parts = name.split(".")[1:]
    if not parts:
        return "__init__.py"
    return parts[0] + ("/" if len(parts) > 1 or (PACKAGE / parts[0]).is_dir() else ".py")


def imports(name, path, package, known):
    """(line, module) for every module of the package that ``name`` imports, at any depth of its code. A
    module imported also imports the packages that hold it (``explorer`` importing
    ``exercises.scenarios`` runs ``exercises/__init__.py``), except those that hold ``name`` itself."""
    here = name.split(".") if package else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(here[:len(here) - node.level + 1] + [node.module or ""]) if node.level else node.module
            base = base.rstrip(".")
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            parts = target.split(".")
            for k in range(2, len(parts) + 1):
                held = ".".join(parts[:k])
                if held in known and held != name and not name.startswith(held + "."):
                    yield node.lineno, held


def graph():
    known = modules()
    return known, {name: sorted(set(imports(name, *known[name], known))) for name in known}


def test_the_table_lists_every_module_once():
    listed = [entry for _, entries in layer_table() for entry in entries]
    assert len(listed) == len(set(listed)), "a module stands in two rows"
    wanted = {entry_of(name) for name in modules()}
    assert sorted(wanted - set(listed)) == [], "modules missing from the table of docs/ARCHITECTURE.md"
    assert sorted(set(listed) - wanted) == [], "the table lists modules that do not exist"


def test_no_import_runs_up_a_layer():
    level = {entry: k for k, (_, entries) in enumerate(layer_table()) for entry in entries}
    rows = [layer for layer, _ in layer_table()]
    known, edges = graph()
    up = []
    for name, targets in edges.items():
        for line, target in targets:
            if level[entry_of(target)] > level[entry_of(name)]:
                up.append(f"{known[name][0].relative_to(ROOT)}:{line}: {name} ({rows[level[entry_of(name)]]}) "
                          f"imports {target} ({rows[level[entry_of(target)]]})")
    assert not up, "imports that run up the table:\n" + "\n".join(up)


def test_no_modules_import_each_other_in_a_loop():
    _, edges = graph()
    after = {name: sorted({target for _, target in targets}) for name, targets in edges.items()}
    done, path, loops = set(), [], []

    def visit(name):
        path.append(name)
        for target in after[name]:
            if target in path:
                loops.append(" -> ".join(path[path.index(target):] + [target]))
            elif target not in done:
                visit(target)
        path.pop()
        done.add(name)

    for name in sorted(after):
        if name not in done:
            visit(name)
    assert not loops, "modules that import each other:\n" + "\n".join(loops)


def test_the_reading_sees_an_import_inside_a_function_and_the_package_it_runs(tmp_path):
    """The reading itself: a relative import inside a function counts, with the package that holds it."""
    known = {"loveletter_teach.a": None, "loveletter_teach.sub": None, "loveletter_teach.sub.b": None}
    path = tmp_path / "a.py"
    path.write_text("def f():\n    from .sub.b import g\n    from . import sub\n", encoding="utf-8")
    assert sorted(set(imports("loveletter_teach.a", path, False, known))) == [
        (2, "loveletter_teach.sub"), (2, "loveletter_teach.sub.b"), (3, "loveletter_teach.sub")]
