"""Build ``dist/loveletter_teach.py``: the whole package in one file, for Basthon and Capytale.

Basthon's ``module=`` link parameter (and Capytale's notebooks, which run Basthon) brings single
files next to the notebook, not packages. The file built here *is* the package: imported as
``loveletter_teach`` (its name), it turns itself into the package and serves every submodule from
sources packed inside it, so a notebook's ``from loveletter_teach import Round`` works unchanged.

How it serves them: a meta-path finder (``importlib.abc.MetaPathFinder``) and a loader
(``importlib.abc.InspectLoader``) over a table {module name: source}, with each module's
``__package__``, ``__path__`` (subpackages), ``__file__`` and ``__spec__`` set as the import system
would for files, so relative imports work, and ``get_source`` so that tracebacks show the lines.
Nothing is written to any file system (Pyodide's is in memory, and may be read-only elsewhere).
Imported under another name (renamed, or run as a script), the file installs the same finder and
``import loveletter_teach`` works after it.

The sources are packed as JSON {name: source}, compressed with zlib and base64-encoded (about a
quarter of the plain size: the browser downloads it at every start). The build is reproducible:
the same sources give the same bytes (sorted names, no timestamp, no absolute path), and the file
names the package version and the SHA-256 of the sources it holds.

Usage: ``python scripts/build_basthon.py [--output dist/loveletter_teach.py]`` (``make basthon``).
It needs only the standard library and reads the package's source files; it imports nothing of it.
"""

import argparse
import base64
import hashlib
import json
import os
import re
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "loveletter_teach"
DEFAULT_OUTPUT = ROOT / "dist" / f"{PACKAGE}.py"
WIDTH = 76  # base64 line length

# The file's code, around the packed sources. Kept to Python 3.10 (the package's oldest version).
TEMPLATE = '''\
# loveletter_teach {version} : le paquet entier en un seul fichier, pour Basthon et Capytale.
#
# Placez ce fichier à côté du notebook (paramètre module= d'un lien Basthon, ou fichier joint à une
# activité Capytale) : « from loveletter_teach import ... » fonctionne alors comme d'habitude.
# Fichier construit par « make basthon » (scripts/build_basthon.py) : ne pas le modifier à la main.
#
# The whole package in one file: imported as loveletter_teach, this module becomes the package and
# serves its {count} modules from the sources packed below (JSON, zlib, base64), without writing
# any file. Imported under another name, it installs the same finder for "import loveletter_teach".
# Sources SHA-256: {digest}
"""loveletter_teach {version}, en un seul fichier pour Basthon et Capytale (voir le README du projet)."""


def _install(namespace, payload, version, digest):
    import base64
    import importlib.abc
    import importlib.machinery
    import json
    import os
    import sys
    import zlib

    package = "loveletter_teach"
    packed = json.loads(zlib.decompress(base64.b64decode(payload)).decode("utf-8"))
    sources, packages = packed["sources"], frozenset(packed["packages"])
    here = namespace.get("__file__") or package + ".py"
    try:
        here = os.path.abspath(here)
    except OSError:  # no current folder
        pass
    # Every module lives "inside" this file, as zipimport names a module inside an archive: the
    # path can never be a real file, so nothing on disk is ever read in place of the packed source.

    def location(name):
        parts = name.split(".")[1:]
        if name in packages:
            folder = os.path.join(here, *parts)
            return os.path.join(folder, "__init__.py"), [folder]
        return os.path.join(here, *parts) + ".py", None

    class Loader(importlib.abc.InspectLoader):
        """Serves the packed sources (get_source: tracebacks and inspect show them)."""

        def is_package(self, fullname):
            return fullname in packages

        def get_source(self, fullname):
            try:
                return sources[fullname]
            except KeyError:
                raise ImportError(fullname, name=fullname) from None

        def get_code(self, fullname):
            return compile(self.get_source(fullname), location(fullname)[0], "exec", dont_inherit=True)

        def exec_module(self, module):
            exec(self.get_code(module.__name__), module.__dict__)

    class LoveletterTeachFinder(importlib.abc.MetaPathFinder):
        """Finds loveletter_teach and its submodules in this file, before any other finder."""

        build = (version, digest)

        def names(self):
            """The modules this file holds."""
            return sorted(sources)

        def find_spec(self, fullname, path=None, target=None):
            if fullname not in sources:
                return None
            origin, search = location(fullname)
            spec = importlib.machinery.ModuleSpec(fullname, loader, origin=origin,
                                                  is_package=search is not None)
            spec.has_location = True
            if search is not None:
                spec.submodule_search_locations = search
            return spec

        def invalidate_caches(self):
            pass

    loader = Loader()
    for finder in list(sys.meta_path):  # a second copy (another build, or the same run again)
        if type(finder).__name__ == "LoveletterTeachFinder":
            sys.meta_path.remove(finder)
    sys.meta_path.insert(0, LoveletterTeachFinder())
    if namespace.get("__name__") != package:
        return None
    # Imported as loveletter_teach: this module is the package itself. It takes the package's
    # attributes and runs the package's __init__ in its own namespace.
    namespace["__path__"] = [here]
    namespace["__package__"] = package
    spec = namespace.get("__spec__")
    if spec is not None:
        spec.submodule_search_locations = [here]
    return compile(sources[package], here, "exec", dont_inherit=True)


_PAYLOAD = (
{payload}
)
_code = _install(globals(), "".join(_PAYLOAD), {version!r}, {digest!r})
del _install, _PAYLOAD
if _code is not None:
    exec(_code)  # the package's __init__, in this module's namespace
del _code
'''


def package_version(package_dir):
    """``__version__`` read from the package's __init__.py (the build imports nothing of it)."""
    found = re.search(r'^__version__ = "([^"]+)"', (package_dir / "__init__.py").read_text("utf-8"), re.MULTILINE)
    if found is None:
        raise SystemExit(f"no __version__ in {package_dir / '__init__.py'}")
    return found.group(1)


def collect_sources(package_dir):
    """{module name: source} for every .py file of the package, and the names of the packages."""
    sources, packages = {}, []
    for path in sorted(package_dir.rglob("*.py"), key=lambda p: p.relative_to(package_dir).as_posix()):
        rel = path.relative_to(package_dir)
        if "__pycache__" in rel.parts:
            continue
        parts = list(rel.with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        name = ".".join([PACKAGE, *parts])
        sources[name] = path.read_text("utf-8")
        if is_package:
            packages.append(name)
    return sources, sorted(packages)


def build_text(package_dir):
    """The text of the single file, and how many modules it holds."""
    sources, packages = collect_sources(package_dir)
    packed = json.dumps({"packages": packages, "sources": sources}, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    digest = hashlib.sha256(packed).hexdigest()
    encoded = base64.b64encode(zlib.compress(packed, 9)).decode("ascii")
    lines = "\n".join(f'    "{encoded[i:i + WIDTH]}"' for i in range(0, len(encoded), WIDTH))
    return TEMPLATE.format(version=package_version(package_dir), count=len(sources), digest=digest,
                           payload=lines), len(sources)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="the file to write")
    parser.add_argument("--package", type=Path, default=ROOT / PACKAGE, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    text, count = build_text(args.package)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(text.encode("utf-8"))
    size = args.output.stat().st_size
    shown = os.path.relpath(args.output) if args.output.is_absolute() else args.output
    print(f"{shown}: {count} modules, {size // 1024} Kio, version {package_version(args.package)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
