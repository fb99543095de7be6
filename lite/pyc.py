"""Run inside Pyodide (by lite/pyc.mjs, at build time): add to each wheel the bytecode of its modules,
compiled by Pyodide's own Python, so that the site's kernel imports IPython and the rest without
compiling them in the browser at every start.

Three ways, per archive: ``sources`` keeps each ``.py`` and adds ``__pycache__/<name>.cpython-3XY.pyc``,
an unchecked-hash one (PEP 552: used without comparing it with the source's date, which the browser's
unpacking of a wheel does not keep), so tracebacks still show the lines; ``bytecode`` puts
``<name>.pyc`` in place of ``<name>.py`` (as Pyodide's own distribution does), a smaller download, for
the packages whose lines nobody reads (IPython and the kernel's other dependencies); ``stdlib``, for
Pyodide's ``python_stdlib.zip``, keeps each ``.py`` and adds ``<name>.pyc`` beside it (where zipimport
looks; the npm package has no bytecode at all, and the kernel's start compiled 222 modules of the
standard library, 145 of them for Pyodide's own start: 4.2 s of CPU in Node to the kernel ready, 2.1 s
with their bytecode). Arguments:
triples, the wheel read, the wheel written and the way.

Files that nothing on the site can read are left out (:func:`unused`): jedi's type stubs for Python 2,
for Django and for the libraries of typeshed's ``third_party`` that the site does not hold (it installs
nothing else: piplite has no index of PyPI). They are about 1,300 of jedi's 1,880 files, and the kernel
unpacks every file of every wheel at each start (jedi's unpacking took a second of CPU, a quarter of it
without them). jedi keeps typeshed's stubs of the standard library for Python 3, and those of the
libraries on the site (SITE_STUBS; lite/build.py checks the list against the site's packages).

Two imports that the kernel's start pays for and that nothing on the site needs then are moved to where
they are used (:data:`PATCHES`, applied to the sources before compiling; each must match exactly once,
or the build stops): piplite's ``micropip`` and ``unittest.mock`` (only ``%pip install`` uses them; the
kernel imports piplite at every start, 0.5 s of CPU in Node) and IPython's ``embed`` (the terminal
IPython, which imports prompt_toolkit, 0.2 s; a kernel never calls it: ``IPython.embed`` still works,
through a module ``__getattr__``).
"""

import importlib.util
import os
import posixpath
import sys
import sysconfig
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = sysconfig.get_paths()["purelib"]  # where Pyodide installs a wheel: its files' paths in tracebacks
TAG = sys.implementation.cache_tag
STDLIB = "/lib/python{}{}.zip".format(*sys.version_info[:2])  # where Pyodide puts python_stdlib.zip
STUBS = "jedi/third_party/typeshed/third_party/"
SITE_STUBS = {"six", "decorator"}  # the libraries of the site that typeshed's third_party has stubs for

# file of a wheel -> (text, replacement) pairs; each text must be found exactly once (see above)
PATCHES = {
    "piplite/piplite.py": [
        ("from unittest.mock import patch\n", ""),
        ("import micropip\n"
         "from micropip.package_index import CompatibilityLayer, ProjectInfo\n"
         "from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n",
         "from typing import TYPE_CHECKING\n\n"
         "if TYPE_CHECKING:  # micropip is imported where it is used, not at the kernel's start (lite/pyc.py)\n"
         "    from micropip.package_index import CompatibilityLayer, ProjectInfo\n"),
        ('    info = ProjectInfo._compatible_only(name, pkg["releases"])\n',
         "    from micropip.package_index import ProjectInfo\n\n"
         '    info = ProjectInfo._compatible_only(name, pkg["releases"])\n'),
        ("    return await _MP_QUERY_PACKAGE(\n",
         "    from micropip.package_index import query_package as _MP_QUERY_PACKAGE\n\n"
         "    return await _MP_QUERY_PACKAGE(\n"),
        ('    with patch("micropip.package_index.query_package", _query_package):\n',
         "    import micropip\n"
         "    from unittest.mock import patch\n\n"
         '    with patch("micropip.package_index.query_package", _query_package):\n'),
    ],
    "IPython/__init__.py": [
        ("from .terminal.embed import embed\n",
         "def __getattr__(name):  # embed imported when asked for, not at the kernel's start (lite/pyc.py)\n"
         "    if name == \"embed\":\n"
         "        from .terminal.embed import embed\n"
         "        return embed\n"
         "    raise AttributeError(f\"module {__name__!r} has no attribute {name!r}\")\n"),
    ],
}


def patched(path, data):
    """``data``, the file ``path`` of a wheel, with its :data:`PATCHES` applied."""
    if path not in PATCHES:
        return data
    text = data.decode()
    for old, new in PATCHES[path]:
        if text.count(old) != 1:
            raise SystemExit(f"lite/pyc.py : {path} contient {text.count(old)} fois {old!r} (1 attendu)")
        text = text.replace(old, new)
    return text.encode()


def unused(path):
    """True for a file of a wheel that nothing on the site reads (jedi's stubs, see above)."""
    if path.startswith(("jedi/third_party/django-stubs/", "jedi/third_party/typeshed/stdlib/2/", STUBS + "2/")):
        return True
    version, _, rest = path.removeprefix(STUBS).partition("/") if path.startswith(STUBS) else ("", "", "")
    return bool(rest) and rest.split("/")[0].removesuffix(".pyi") not in SITE_STUBS


def compile_wheel(src, dst, way):
    added, removed = [], set()
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst + ".part", "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        record = next((n for n in names if n.endswith(".dist-info/RECORD")), None)  # None: the stdlib
        for info in zin.infolist():
            if info.filename == record:
                continue
            path = info.filename
            if way == "bytecode" and unused(path):
                removed.add(path)
                continue
            data = patched(path, zin.read(info))
            code = None
            if path.endswith(".py") and "/tests/" not in path and not path.split("/", 1)[0].endswith(".data"):
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        code = compile(data, posixpath.join(STDLIB if way == "stdlib" else SITE, path), "exec",
                                       dont_inherit=True)
                except SyntaxError:
                    pass
            if code is None or way != "bytecode":
                zout.writestr(info, data)
            if code is None:
                continue
            folder, name = posixpath.split(path)
            if way == "sources":
                target = posixpath.join(folder, "__pycache__", f"{name[:-3]}.{TAG}.pyc")
            elif way == "stdlib":  # zipimport reads <name>.pyc beside <name>.py, not __pycache__
                target = path + "c"
            else:
                target, _ = path + "c", removed.add(path)
            if target in names:
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            zout.writestr(zipfile.ZipInfo(target, date_time=info.date_time), bytes(pyc), zipfile.ZIP_DEFLATED)
            added.append(target)
        if record:
            lines = [line for line in zin.read(record).decode().splitlines(keepends=True)
                     if line.split(",", 1)[0] not in removed]
            text = "".join(lines) + "".join(f"{t},,\n" for t in added)
            zout.writestr(zin.getinfo(record), text)
    os.replace(dst + ".part", dst)
    return len(added)


def main(args):
    for src, dst, way in zip(args[::3], args[1::3], args[2::3]):
        print(f"    {posixpath.basename(src)} : {compile_wheel(src, dst, way)} modules compilés", flush=True)


if __name__ == "__main__":  # Pyodide runs this file as __main__; lite/build.py imports it
    main(sys.argv[1:])
