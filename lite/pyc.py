"""Run inside Pyodide (by lite/pyc.mjs, at build time): add to each wheel the bytecode of its modules,
compiled by Pyodide's own Python, so that the site's kernel imports IPython and the rest without
compiling them in the browser at every start.

Two ways, per wheel: ``sources`` keeps each ``.py`` and adds ``__pycache__/<name>.cpython-3XY.pyc``,
an unchecked-hash one (PEP 552: used without comparing it with the source's date, which the browser's
unpacking of a wheel does not keep), so tracebacks still show the lines; ``bytecode`` puts
``<name>.pyc`` in place of ``<name>.py`` (as Pyodide's own distribution does), a smaller download, for
the packages whose lines nobody reads (IPython and the kernel's other dependencies). Arguments:
triples, the wheel read, the wheel written and the way.
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


def compile_wheel(src, dst, way):
    added, removed = [], set()
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst + ".part", "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        for info in zin.infolist():
            if info.filename == record:
                continue
            data = zin.read(info)
            path = info.filename
            code = None
            if path.endswith(".py") and "/tests/" not in path and ".data/" not in path.split("/", 1)[0]:
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore")
                        code = compile(data, posixpath.join(SITE, path), "exec", dont_inherit=True)
                except SyntaxError:
                    pass
            if code is None or way == "sources":
                zout.writestr(info, data)
            if code is None:
                continue
            folder, name = posixpath.split(path)
            if way == "sources":
                target = posixpath.join(folder, "__pycache__", f"{name[:-3]}.{TAG}.pyc")
            else:
                target, _ = path + "c", removed.add(path)
            if target in names:
                continue
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            zout.writestr(zipfile.ZipInfo(target, date_time=info.date_time), bytes(pyc), zipfile.ZIP_DEFLATED)
            added.append(target)
        lines = [line for line in zin.read(record).decode().splitlines(keepends=True)
                 if line.split(",", 1)[0] not in removed]
        text = "".join(lines) + "".join(f"{t},,\n" for t in added)
        zout.writestr(zin.getinfo(record), text)
    os.replace(dst + ".part", dst)
    return len(added)


def main(args):
    for src, dst, way in zip(args[::3], args[1::3], args[2::3]):
        print(f"    {posixpath.basename(src)} : {compile_wheel(src, dst, way)} modules compilés", flush=True)


main(sys.argv[1:])
