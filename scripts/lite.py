"""Build the offline JupyterLite site in build/lite (``make lite``; on Windows without make:
``py scripts\\lite.py``). Only Python 3.10+, Node.js and npm are needed.

Three steps, each redone only when what it comes from changed (its stamp file is missing or older):

1. the build environment ``build/lite-venv``, every version pinned by ``requirements/lite.txt``;
2. Pyodide from npm in ``lite/node_modules`` (``npm ci``, version pinned by ``lite/package-lock.json``);
3. ``lite/build.py``, run with the build environment's Python: the site, in ``build/lite``.

The Makefile's ``lite`` target runs this script, so that the two ways cannot drift apart.
"""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LITE_VENV = ROOT / "build" / "lite-venv"
REQUIREMENTS = ROOT / "requirements" / "lite.txt"
NPM_DIR = ROOT / "lite"
BUILD_SCRIPT = ROOT / "lite" / "build.py"


class StepFailed(Exception):
    """A step that cannot go on; its message is a French sentence for the terminal."""


def venv_python(venv):
    """The Python of the virtual environment ``venv`` (``Scripts\\python.exe`` on Windows)."""
    return Path(venv, "Scripts", "python.exe") if os.name == "nt" else Path(venv, "bin", "python")


def stale(stamp, *sources):
    """True if ``stamp`` is missing or older than one of ``sources`` (make's rule)."""
    try:
        made = stamp.stat().st_mtime
    except OSError:
        return True
    return any(source.stat().st_mtime > made for source in sources)


def run(cmd, cwd=ROOT):
    """Run ``cmd``, showing it first, as make does; StepFailed if it fails."""
    print(" ".join(str(c) for c in cmd), flush=True)
    try:
        done = subprocess.run([str(c) for c in cmd], cwd=cwd)
    except OSError as error:
        raise StepFailed(f"La commande {cmd[0]} n'a pas pu être lancée ({error.strerror}).") from None
    if done.returncode:
        raise StepFailed(f"La commande {Path(str(cmd[0])).name} a échoué (code {done.returncode}).")


def npm():
    """The npm command (``npm.cmd`` on Windows); StepFailed if it is missing."""
    found = shutil.which("npm")
    if not found:
        raise StepFailed("npm est introuvable : installez Node.js (il fournit npm), puis relancez la commande.")
    return found


def shown(path):
    """``path`` as the terminal shows it: from the repository when inside it."""
    try:
        return Path(path).relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def build_venv(venv=None, requirements=None):
    """Step 1; True if it was done, False if its stamp was up to date."""
    venv, requirements = Path(venv or LITE_VENV), Path(requirements or REQUIREMENTS)
    stamp = venv / ".stamp"
    if not stale(stamp, requirements):
        return False
    print(f"==> Environnement de construction du site JupyterLite ({shown(venv)}, une seule fois)",
          flush=True)
    run([sys.executable, "-m", "venv", venv])
    run([venv_python(venv), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", requirements])
    stamp.touch()
    return True


def install_pyodide(folder=None):
    """Step 2; True if it was done, False if its stamp was up to date."""
    folder = Path(folder or NPM_DIR)
    stamp = folder / "node_modules" / ".stamp"
    if not stale(stamp, folder / "package.json", folder / "package-lock.json"):
        return False
    print(f"==> Pyodide depuis npm dans {shown(folder / 'node_modules')} (npm ci, une seule fois)", flush=True)
    run([npm(), "ci", "--no-audit", "--no-fund"], cwd=folder)
    stamp.touch()
    return True


def main(argv=None):
    if argv:
        print("scripts/lite.py ne prend aucun argument : il construit le site dans build/lite.", file=sys.stderr)
        return 2
    start = time.monotonic()
    try:
        build_venv()
        install_pyodide()
        run([venv_python(LITE_VENV), BUILD_SCRIPT])
    except StepFailed as error:
        print(error, file=sys.stderr)
        return 1
    print(f"==> Site JupyterLite construit dans build/lite en {time.monotonic() - start:.0f} s.", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
