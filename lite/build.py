"""Build the offline JupyterLite site into build/lite (run by ``make lite`` with the build venv's Python).

Everything the site needs is put beside it at build time, so that the browser asks nothing of any other
host: Pyodide from the npm package ``pyodide`` (lite/package-lock.json), the wheels the kernel loads at
start (requirements/lite-wheels.txt, downloaded from PyPI for Pyodide's Python), the kernel's own
wheels (piplite, pyodide-kernel, the ipykernel shim, from jupyterlite-pyodide-kernel), the project's
wheel, and a ``pyodide-lock.json`` that lists exactly these wheels and nothing else.

Steps: (1) stage a lite_dir in build/lite-src (static/pyodide = the npm runtime + wheels + lock;
jupyter-lite.json; jupyter_lite_config.json; overrides.json; the notebooks, cleaned: see stage_notebooks); (2) ``jupyter lite
build`` into build/lite; (3) check the result: the kernel points at the local Pyodide, PyPI is off,
the runtime, the lock, the notebooks, the French translation and each wheel's bytecode are there.

Between (1) and (2), each wheel gets its modules' bytecode, compiled by Pyodide's own Python in Node
(lite/pyc.mjs runs lite/pyc.py): the kernel then imports IPython and the package without compiling
their sources at every start of the page. So does Pyodide's standard library (``python_stdlib.zip``: the
npm package has only its sources, which Python compiled at every start, its own start-up included); its
sources stay beside the bytecode, for tracebacks. jedi's wheel also loses the type stubs that nothing on the
site reads (the kernel unpacks every file of every wheel at each start); check_stubs() keeps that
list in step with the site's wheels.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
LITE = ROOT / "lite"
BUILD = ROOT / "build"
SRC = BUILD / "lite-src"  # the staged lite_dir (rebuilt each time)
OUT = BUILD / "lite"  # the site
WHEEL_CACHE = BUILD / "lite-wheels"  # pip download cache (kept between builds)
PYC_CACHE = BUILD / "lite-pyc"  # the wheels with their bytecode (kept between builds)
NPM_PYODIDE = LITE / "node_modules" / "pyodide"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
NOTEBOOKS = ["01_regles.ipynb", "02_deduction.ipynb", "03_probabilites.ipynb"]
STDLIB = "python-stdlib"  # precompile()'s name for Pyodide's python_stdlib.zip

PYODIDE_PYTHON = "3.14"  # Pyodide 314.0.6
# npm files the browser does not need
SKIP_NPM = {"README.md", "package.json", "console.html", "console-v2.html", "pyodide.d.ts", "ffi.d.ts"}


def log(msg):
    print(f"==> {msg}", flush=True)


def run(*cmd, **kw):
    print("   ", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pinned(path):
    out = []
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out


def download_wheels():
    """pip download the pinned wheels for Pyodide's Python (pure-Python wheels only)."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    specs = pinned(ROOT / "requirements" / "lite-wheels.txt")
    have = {(canonicalize_name(parse_wheel_filename(w.name)[0]), str(parse_wheel_filename(w.name)[1]))
            for w in WHEEL_CACHE.glob("*.whl")}
    missing = [s for s in specs if (canonicalize_name(s.split("==")[0]), s.split("==")[1]) not in have]
    if missing:
        log(f"Téléchargement de {len(missing)} wheels pour le Python {PYODIDE_PYTHON} de Pyodide")
        run(sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
            "--no-deps", "--only-binary=:all:", "--python-version", PYODIDE_PYTHON,
            "--implementation", "py", "--platform", "any", "--dest", WHEEL_CACHE, *missing)
    wheels = {}
    for spec in specs:
        name, version = spec.split("==")
        found = [w for w in WHEEL_CACHE.glob("*.whl")
                 if canonicalize_name(parse_wheel_filename(w.name)[0]) == canonicalize_name(name)
                 and str(parse_wheel_filename(w.name)[1]) == version]
        if not found:
            sys.exit(f"wheel introuvable pour {spec} dans {WHEEL_CACHE}")
        wheels[canonicalize_name(name)] = found[0]
    return wheels


def kernel_wheels():
    """piplite, pyodide-kernel and the ipykernel shim, shipped inside jupyterlite-pyodide-kernel."""
    pypi = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    wheels = {}
    for name in ["piplite", "pyodide-kernel", "ipykernel"]:
        found = [w for w in pypi.glob("*.whl") if canonicalize_name(parse_wheel_filename(w.name)[0]) == name]
        if len(found) != 1:
            sys.exit(f"wheel {name} introuvable dans {pypi}")
        wheels[name] = found[0]
    return wheels


def project_wheel():
    dest = BUILD / "lite-project-wheel"
    shutil.rmtree(dest, ignore_errors=True)
    log("Construction de la wheel de loveletter_teach")
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
        "--no-build-isolation", "--wheel-dir", dest, ROOT)
    (wheel,) = dest.glob("loveletter_teach-*.whl")
    return {"loveletter-teach": wheel}


def precompile(wheels):
    """Each wheel with its modules' bytecode, compiled by Pyodide's own Python in Node (lite/pyc.mjs): in
    the browser, importing IPython and the rest then reads bytecode instead of compiling sources at every
    start. The project keeps its sources beside the bytecode (tracebacks show its lines); the others get
    bytecode in place of sources (a smaller download). Cached in build/lite-pyc by the source wheel's
    SHA-256, the way, lite/pyc.py's SHA-256 and Pyodide's package.json (only a changed wheel is redone). lite/pyc.py also leaves
out the files nothing on the site reads (jedi's stubs of libraries the site does not hold)."""
    PYC_CACHE.mkdir(parents=True, exist_ok=True)
    out, todo = {}, []
    # a changed lite/pyc.py or another Pyodide (another bytecode's magic number) redoes every wheel
    script = sha256(LITE / "pyc.py")[:8] + "-" + sha256(NPM_PYODIDE / "package.json")[:8]
    for name, wheel in wheels.items():
        way = "sources" if name == "loveletter-teach" else "stdlib" if name == STDLIB else "bytecode"
        target = PYC_CACHE / f"{sha256(wheel)[:16]}-{way}-{script}" / wheel.name
        if not target.exists():
            target.parent.mkdir(exist_ok=True)
            todo += [wheel.resolve(), target.resolve(), way]
        out[name] = target
    if todo:
        log(f"Bytecode de {len(todo) // 3} archives, compilé par le Python de Pyodide (node lite/pyc.mjs)")
        run("node", LITE / "pyc.mjs", *todo)
    for stale in PYC_CACHE.iterdir():
        if stale not in {t.parent for t in out.values()}:
            shutil.rmtree(stale)
    return out


def metadata(wheel):
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(name).decode())
        tops = set()
        for n in z.namelist():
            top = n.split("/", 1)[0]
            if top.endswith((".dist-info", ".data")) or top == "__pycache__":
                continue
            tops.add(top.removesuffix(".pyc").removesuffix(".py"))  # six.pyc (bytecode way): six
    return meta, sorted(tops)


def emscripten_env():
    env = default_environment()
    env.update(sys_platform="emscripten", platform_system="Emscripten", os_name="posix",
               platform_machine="wasm32", python_version=PYODIDE_PYTHON,
               python_full_version=PYODIDE_PYTHON + ".2", implementation_name="cpython",
               platform_python_implementation="CPython", extra="")
    return env


def lock_entries(wheels):
    """pyodide-lock entries for our wheels; their depends come from each wheel's Requires-Dist."""
    env = emscripten_env()
    entries, problems = {}, []
    for name, wheel in sorted(wheels.items()):
        meta, imports = metadata(wheel)
        depends = []
        for line in meta.get_all("Requires-Dist") or []:
            req = Requirement(line)
            if req.marker is not None and not req.marker.evaluate(env):
                continue
            dep = canonicalize_name(req.name)
            if dep not in wheels:
                # ipywidgets asks for widgetsnbextension and jupyterlab_widgets: the front-end half,
                # which the site holds as a labextension; Python never imports them.
                if dep in {"widgetsnbextension", "jupyterlab-widgets"}:
                    continue
                problems.append(f"{name} demande {req}, absent des wheels")
                continue
            depends.append(dep)
        entries[name] = {
            "name": name,
            "version": meta["Version"],
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": sha256(wheel),
            "package_type": "package",
            "imports": imports,
            "depends": sorted(set(depends)),
            "unvendored_tests": False,
        }
    if problems:
        sys.exit("dépendances manquantes :\n  " + "\n  ".join(problems))
    return entries


def clean_notebooks_module():
    """scripts/clean_notebooks.py (``make strip``), which the site's notebooks go through."""
    spec = importlib.util.spec_from_file_location("clean_notebooks", ROOT / "scripts" / "clean_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stage_notebooks(source=ROOT / "notebooks", files=SRC / "files"):
    """The notebooks the site serves, written into ``files`` as ``make strip`` leaves them
    (scripts/clean_notebooks.clean): whatever a teacher did with them before building the site (run them,
    typed a name, answered as a learner), the site holds no output but those nbval checks, no widget
    state, no name and no saved answers. Only the notebooks are copied: never a progress file
    (``progression_….json``) lying beside them. Returns the paths written."""
    clean = clean_notebooks_module().clean
    files.mkdir(parents=True, exist_ok=True)
    written = []
    for nb in NOTEBOOKS:
        notebook = json.loads((source / nb).read_text(encoding="utf-8"))
        clean(notebook)
        (files / nb).write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(files / nb)
    return written


def stage():
    if not (NPM_PYODIDE / "pyodide.mjs").exists():
        sys.exit(f"{NPM_PYODIDE} manque : lancez d'abord npm ci --prefix lite (make lite le fait)")
    shutil.rmtree(SRC, ignore_errors=True)
    static = SRC / "static" / "pyodide"
    static.mkdir(parents=True)
    log("Pyodide depuis le paquet npm (lite/node_modules/pyodide)")
    for f in NPM_PYODIDE.iterdir():
        if f.is_file() and f.name not in SKIP_NPM and not f.name.endswith(".map"):
            shutil.copy2(f, static / f.name)

    wheels = precompile({**download_wheels(), **kernel_wheels(), **project_wheel(),
                         STDLIB: NPM_PYODIDE / "python_stdlib.zip"})
    shutil.copy2(wheels.pop(STDLIB), static / "python_stdlib.zip")  # in place of npm's (sources only)
    for wheel in wheels.values():
        shutil.copy2(wheel, static / wheel.name)

    npm_lock = json.loads((NPM_PYODIDE / "pyodide-lock.json").read_text())
    entries = lock_entries(wheels)
    for name, entry in entries.items():
        theirs = npm_lock["packages"].get(name)
        if theirs and theirs["version"] != entry["version"]:
            sys.exit(f"{name} {entry['version']} : le lock de Pyodide demande {theirs['version']}")
    # Only what the site holds: a package missing from the lock fails at once in the browser
    # instead of asking a CDN.
    lock = {"info": npm_lock["info"], "packages": entries}
    (static / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    log(f"pyodide-lock.json : {len(entries)} paquets, tous dans static/pyodide")

    config = json.loads((LITE / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    absent = [p for p in kernel["loadPyodideOptions"]["packages"] if p not in entries]
    if absent:
        sys.exit(f"lite/jupyter-lite.json précharge {absent}, absents du lock")
    (SRC / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    stage_notebooks(ROOT / "notebooks", SRC / "files")
    shutil.copy2(LITE / "jupyter_lite_config.json", SRC / "jupyter_lite_config.json")
    shutil.copy2(LITE / "overrides.json", SRC / "overrides.json")  # French interface, no news


def build():
    shutil.rmtree(OUT, ignore_errors=True)
    log("jupyter lite build")
    jupyter = Path(sys.executable).with_name("jupyter")
    run(jupyter, "lite", "build", "--lite-dir", SRC, "--output-dir", OUT, cwd=SRC)


def check():
    config = json.loads((OUT / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs", kernel
    assert kernel["disablePyPIFallback"] is True, kernel
    for name in ["pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]:
        assert (OUT / "static" / "pyodide" / name).exists(), name
    for nb in NOTEBOOKS:
        assert (OUT / "files" / nb).exists(), nb
    assert (OUT / "api" / "translations" / "fr_FR.json").exists(), "pas de traduction française"
    static = OUT / "static" / "pyodide"
    for wheel in [*static.glob("*.whl"), static / "python_stdlib.zip"]:
        # each with its bytecode (precompile)
        with zipfile.ZipFile(wheel) as z:
            assert any(n.endswith(".pyc") for n in z.namelist()), f"{wheel.name} : pas de bytecode"
    check_stubs()
    check_patches()
    size = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file()) / 1e6
    log(f"Site prêt dans {OUT.relative_to(ROOT)} ({size:.0f} Mo) : servez ce dossier, par exemple "
        f"python3 -m http.server --directory {OUT.relative_to(ROOT)} 8000")


def _pyc_module():
    spec = importlib.util.spec_from_file_location("pyc", LITE / "pyc.py")
    pyc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pyc)
    return pyc


def check_patches():
    """Each file that lite/pyc.py patches (PATCHES) is in a wheel of the site (as bytecode): a renamed file
    in a new version cannot leave its import at the kernel's start unnoticed (pyc.py stops the build when
    the file is there but its text changed)."""
    names = set()
    for wheel in (OUT / "static" / "pyodide").glob("*.whl"):
        with zipfile.ZipFile(wheel) as z:
            names.update(z.namelist())
    missing = [path for path in _pyc_module().PATCHES if path not in names and path + "c" not in names]
    assert not missing, f"lite/pyc.py : PATCHES nomme {missing}, absents des wheels du site"


def check_stubs():
    """The libraries whose typeshed stubs jedi keeps on the site (SITE_STUBS of lite/pyc.py) are those
    of the site that typeshed has stubs for: a new wheel in requirements/lite-wheels.txt cannot lose its
    stubs unnoticed."""
    pyc = _pyc_module()
    lock = json.loads((OUT / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    site = {name for entry in lock.values() for name in entry["imports"]}
    with zipfile.ZipFile(download_wheels()["jedi"]) as z:
        stubs = [n.removeprefix(pyc.STUBS).split("/") for n in z.namelist() if n.startswith(pyc.STUBS)]
    wanted = {parts[1].removesuffix(".pyi") for parts in stubs if len(parts) > 1} & site
    assert pyc.SITE_STUBS == wanted, f"lite/pyc.py : SITE_STUBS doit valoir {sorted(wanted)}"


if __name__ == "__main__":
    stage()
    build()
    check()
