"""Open JupyterLab on a notebook, in French and without the news pop-up (``make lab``).

Run it with the virtual environment's Python, where ``pip install -e ".[notebook]"`` put JupyterLab
and its French language pack:

    .venv/bin/python scripts/lab.py [notebooks/01_regles.ipynb] [jupyter lab options]
    .venv\\Scripts\\python scripts\\lab.py                      (Windows, without make)

It writes the environment's JupyterLab default settings (``share/jupyter/lab/settings/overrides.json``
under the environment's prefix: French interface, no news, no update check; other settings found there
are kept), then starts JupyterLab. As root (school virtual machines and containers often run as root),
it adds ``--allow-root``, without which JupyterLab refuses to start.

With ``--no-browser`` (a machine without a browser), the address JupyterLab prints is the one that
opens the notebook (``/lab/tree/01_regles.ipynb?token=…``: the server serves the notebook's folder),
not ``/lab?token=…``, which opens the Launcher or the last layout.

The French banner gives the real address: the port is the one given (``--port 8911``), else the first free
one from 8888 (JupyterLab's own default), and JupyterLab is told to take exactly that port
(``--ServerApp.port_retries=0``) instead of moving to another one that the banner would not know. A port
already taken is said in French, before JupyterLab starts.
"""

import json
import os
import socket
import subprocess
import sys
from pathlib import Path, PurePath
from urllib.parse import quote

NOTEBOOK = "notebooks/01_regles.ipynb"
PORT = 8888  # JupyterLab's default port (or $JUPYTER_PORT), the first one tried
PORT_OPTIONS = ("--port", "--ServerApp.port", "--NotebookApp.port")
RETRY_OPTIONS = ("--port-retries", "--ServerApp.port_retries", "--NotebookApp.port_retries")
IP_OPTIONS = ("--ip", "--ServerApp.ip", "--NotebookApp.ip")
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


def opens_browser(args):
    """Whether JupyterLab will open a browser with these options."""
    return not any(a == "--no-browser" or a.lower() in ("--serverapp.open_browser=false",
                                                        "--labapp.open_browser=false") for a in args)


def option(args, *names):
    """The value of the last ``--name=value`` or ``--name value`` among ``args`` (None if absent)."""
    value = None
    for i, arg in enumerate(args):
        name, equal, given = arg.partition("=")
        if name in names:
            value = given if equal else (args[i + 1] if i + 1 < len(args) else None)
    return value


def host(args):
    """The host of the address to open: 127.0.0.1 unless the options name another machine's address."""
    ip = option(args, *IP_OPTIONS)
    return "127.0.0.1" if ip in (None, "", "localhost", "127.0.0.1", "0.0.0.0", "*", "::") else ip


def port_free(port, address="127.0.0.1"):
    """Whether nothing listens on ``port`` yet (JupyterLab could take it)."""
    with socket.socket() as s:
        try:
            s.bind((address, port))
        except OSError:
            return False
    return True


def first_free_port(start=None, tries=50):
    """The port JupyterLab itself would take: the first free one from 8888 (or $JUPYTER_PORT)."""
    start = start or int(os.environ.get("JUPYTER_PORT") or PORT)
    return next((p for p in range(start, start + tries) if port_free(p)), start)


def start_page(notebook, args):
    """The JupyterLab page that opens ``notebook``: ``/lab/tree/`` and its path from the folder the
    server serves (the notebook's own folder unless the options name another); None if the notebook is
    not inside that folder."""
    notebook = Path(notebook).absolute()
    root = option(args, "--ServerApp.root_dir", "--notebook-dir", "--root-dir")
    root = Path(root).absolute() if root else notebook.parent
    try:
        relative = PurePath(os.path.relpath(notebook, root))
    except ValueError:  # another drive, on Windows
        return None
    if relative.parts[:1] == ("..",):
        return None
    return "/lab/tree/" + quote(relative.as_posix())


def command(argv):
    """The ``jupyter lab`` command line for ``argv`` (a notebook first, if any, then options)."""
    args = list(argv)
    if not args or args[0].startswith("-"):
        args.insert(0, NOTEBOOK)
    if not opens_browser(args) and Path(args[0]).is_file() and option(args, "--LabApp.default_url") is None:
        page = start_page(args[0], args)
        if page:  # the address JupyterLab prints (and « / ») then opens the notebook, not the Launcher
            args.append(f"--LabApp.default_url={page}")
    if option(args, *PORT_OPTIONS) is None:
        args.append(f"--ServerApp.port={first_free_port()}")
    if option(args, *RETRY_OPTIONS) is None:  # that port or none: the banner's address is the real one
        args.append("--ServerApp.port_retries=0")
    if is_root() and "--allow-root" not in args:
        args.append("--allow-root")  # JupyterLab refuses to run as root without it
    return [sys.executable, "-m", "jupyter", "lab", *args]


def address(cmd, page=None):
    """The address JupyterLab will print (its token follows « token= »)."""
    return f"http://{host(cmd)}:{option(cmd, *PORT_OPTIONS)}{page or '/lab'}?token="


def welcome(cmd):
    """What to tell before JupyterLab's own log, in French."""
    lines = [f"==> JupyterLab démarre sur {cmd[4]}, en français."]
    if is_root():
        lines.append("    (Lancé en tant que root, comme souvent sur une machine virtuelle : d'où l'option "
                     "--allow-root.)")
    if opens_browser(cmd):
        lines.append("    Votre navigateur va s'ouvrir. Sinon, copiez dans un navigateur l'adresse qui commence par\n"
                     f"    {address(cmd)}, affichée plus bas.")
    else:
        page = option(cmd, "--LabApp.default_url")
        opens = f"qui ouvre {Path(cmd[4]).name}" if page and page == start_page(cmd[4], cmd) else "de JupyterLab"
        lines.append("    Aucun navigateur ne va s'ouvrir (option --no-browser). Copiez dans un navigateur l'adresse\n"
                     f"    {opens}, affichée plus bas ; elle commence par :\n"
                     f"        {address(cmd, page)}")
    lines.append("    Les lignes en anglais qui suivent sont le journal de JupyterLab : c'est normal. Pour arrêter\n"
                 "    JupyterLab : Ctrl+C deux fois dans cette fenêtre.")
    return "\n".join(lines)


def port_taken(cmd):
    """In French, why JupyterLab cannot start on the port asked for (None when it is free)."""
    port = option(cmd, *PORT_OPTIONS)
    if option(cmd, *RETRY_OPTIONS) not in ("0", None) or not port or not port.isdigit() or port_free(int(port)):
        return None
    return (f"==> Le port {port} est déjà pris (un autre JupyterLab est peut-être ouvert). Choisissez-en un autre,\n"
            f"    par exemple : make lab LAB_ARGS=\"--port {int(port) + 1}\"")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    write_overrides()
    cmd = command(argv)
    taken = port_taken(cmd)
    if taken:
        print(taken, file=sys.stderr, flush=True)
        return 1
    print(welcome(cmd), flush=True)
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
