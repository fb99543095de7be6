"""Open JupyterLab on a notebook, in French and without the news pop-up (``make lab``).

Run it with the virtual environment's Python, where ``pip install -e ".[notebook]"`` put JupyterLab
and its French language pack:

    .venv/bin/python scripts/lab.py [notebooks/01_regles.ipynb] [jupyter lab options]
    .venv\\Scripts\\python scripts\\lab.py                      (Windows, without make)

It writes the environment's JupyterLab default settings (``share/jupyter/lab/settings/overrides.json``
under the environment's prefix: French interface, no news, no update check; other settings found there
are kept), then starts JupyterLab. As root (school virtual machines and containers often run as root),
it adds ``--allow-root``, without which JupyterLab refuses to start.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

NOTEBOOK = "notebooks/01_regles.ipynb"
OVERRIDES = {
    # the interface in French (the language pack jupyterlab-language-pack-fr-FR, from the notebook extra)
    "@jupyterlab/translation-extension:plugin": {"locale": "fr_FR"},
    # no « Would you like to receive official Jupyter news? » pop-up, and no request to a news website
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}


def overrides_path(prefix=sys.prefix):
    """Where JupyterLab reads the default settings of the environment ``prefix``."""
    return Path(prefix, "share", "jupyter", "lab", "settings", "overrides.json")


def write_overrides(prefix=sys.prefix):
    """Write OVERRIDES into the environment's overrides.json, keeping the other settings found there."""
    path = overrides_path(prefix)
    try:
        settings = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        settings = {}
    if not isinstance(settings, dict):
        settings = {}
    for plugin, values in OVERRIDES.items():
        current = settings.get(plugin)
        settings[plugin] = {**(current if isinstance(current, dict) else {}), **values}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def is_root():
    return hasattr(os, "geteuid") and os.geteuid() == 0


def command(argv):
    """The ``jupyter lab`` command line for ``argv`` (a notebook first, if any, then options)."""
    args = list(argv)
    if not args or args[0].startswith("-"):
        args.insert(0, NOTEBOOK)
    if is_root() and "--allow-root" not in args:
        args.append("--allow-root")  # JupyterLab refuses to run as root without it
    return [sys.executable, "-m", "jupyter", "lab", *args]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    write_overrides()
    cmd = command(argv)
    print(f"==> JupyterLab démarre sur {cmd[4]}, en français.")
    if is_root():
        print("    (Lancé en tant que root, comme souvent sur une machine virtuelle : d'où l'option --allow-root.)")
    print("    Votre navigateur va s'ouvrir. Sinon, copiez dans un navigateur l'adresse qui commence par\n"
          "    http://127.0.0.1:8888/lab?token= (ou un autre numéro que 8888), affichée plus bas. Les lignes\n"
          "    en anglais qui suivent sont le journal de JupyterLab : c'est normal. Pour arrêter JupyterLab :\n"
          "    Ctrl+C deux fois dans cette fenêtre.", flush=True)
    if os.name == "posix":  # JupyterLab takes this process's place and handles Ctrl+C itself
        os.execv(sys.executable, cmd)
    process = subprocess.Popen(cmd)
    while True:
        try:
            return process.wait()
        except KeyboardInterrupt:  # JupyterLab has it too: it stops its kernels, then itself
            continue


if __name__ == "__main__":
    sys.exit(main())
