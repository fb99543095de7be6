"""lite/pyc.py, run here by CPython (at build time Pyodide's own Python runs it): the bytecode it adds,
the files of jedi it leaves out because nothing on the site reads them, and the patches that move imports
out of the kernel's start (a plain pytest runs this)."""

import importlib.util
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("pyc", ROOT / "lite" / "pyc.py")
pyc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pyc)

STUBS = "jedi/third_party/typeshed/"
KEPT = ["jedi/__init__.py", STUBS + "stdlib/3/os/__init__.pyi", STUBS + "stdlib/2and3/builtins.pyi",
        STUBS + "third_party/3/six/__init__.pyi", STUBS + "third_party/2and3/decorator.pyi", STUBS + "LICENSE"]
LEFT_OUT = ["jedi/third_party/django-stubs/django-stubs/__init__.pyi", STUBS + "stdlib/2/os/__init__.pyi",
            STUBS + "third_party/2/six/__init__.pyi", STUBS + "third_party/2and3/requests/api.pyi",
            STUBS + "third_party/3/jwt/__init__.pyi", STUBS + "third_party/2and3/toml.pyi"]


def test_only_the_stubs_nobody_reads_are_left_out():
    assert [p for p in KEPT if pyc.unused(p)] == []
    assert [p for p in LEFT_OUT if not pyc.unused(p)] == []


def test_a_wheel_loses_them_and_its_record_too(tmp_path):
    src, dst = tmp_path / "jedi-1-py3-none-any.whl", tmp_path / "out.whl"
    with zipfile.ZipFile(src, "w") as z:
        for path in KEPT + LEFT_OUT:
            z.writestr(path, "x = 1\n")
        z.writestr("jedi-1.dist-info/RECORD", "".join(f"{p},,\n" for p in KEPT + LEFT_OUT))
    assert pyc.compile_wheel(str(src), str(dst), "bytecode") == 1  # jedi/__init__.py
    with zipfile.ZipFile(dst) as z:
        names = set(z.namelist())
        record = {line.split(",")[0] for line in z.read("jedi-1.dist-info/RECORD").decode().splitlines()}
    kept = {"jedi/__init__.pyc", *KEPT[1:]}
    assert names == kept | {"jedi-1.dist-info/RECORD"}
    assert record == kept
    # the project's own wheel (way « sources ») keeps everything, its sources beside the bytecode
    pyc.compile_wheel(str(src), str(dst), "sources")
    with zipfile.ZipFile(dst) as z:
        assert set(KEPT + LEFT_OUT) <= set(z.namelist())


def test_the_standard_library_keeps_its_sources_with_its_bytecode_beside(tmp_path):
    """Pyodide's python_stdlib.zip (way « stdlib »): each module gets <name>.pyc beside its source, where
    zipimport looks, compiled under the path Pyodide gives the zip (tracebacks name the right file)."""
    import marshal

    src, dst = tmp_path / "python_stdlib.zip", tmp_path / "out.zip"
    with zipfile.ZipFile(src, "w") as z:
        z.writestr("json/__init__.py", "x = 1\n")
        z.writestr("json/data.txt", "not python\n")
    assert pyc.compile_wheel(str(src), str(dst), "stdlib") == 1
    with zipfile.ZipFile(dst) as z:
        assert set(z.namelist()) == {"json/__init__.py", "json/__init__.pyc", "json/data.txt"}
        code = marshal.loads(z.read("json/__init__.pyc")[16:])
    assert code.co_filename == pyc.STDLIB + "/json/__init__.py"


def test_a_patch_applies_once_or_stops_the_build():
    line = b"from .terminal.embed import embed\n"
    assert pyc.patched("elsewhere.py", line) == line
    text = pyc.patched("IPython/__init__.py", b"import sys\nfrom .terminal.embed import embed\n").decode()
    assert "\nfrom .terminal.embed import embed\n" not in "\n" + text and "def __getattr__(name):" in text
    compile(text, "IPython/__init__.py", "exec")
    for times in (0, 2):
        with pytest.raises(SystemExit):
            pyc.patched("IPython/__init__.py", line * times)


KERNEL_PYPI = (ROOT / "build/lite-venv/share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
               / "static/pypi")


@pytest.mark.parametrize("path", sorted(pyc.PATCHES))
def test_each_patch_applies_to_the_pinned_wheel(path):
    """With the wheels of make lite at hand (build/lite-wheels, build/lite-venv), each patch applies to
    its file and the result compiles, with no import of what the patch moved left at the top."""
    wheels = [*(ROOT / "build" / "lite-wheels").glob("*.whl"), *KERNEL_PYPI.glob("*.whl")]
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as z:
            if path in z.namelist():
                source = z.read(path)
                break
    else:
        pytest.skip(f"{path} : lancez make lite (aucune wheel de build/lite-wheels ne le contient)")
    text = pyc.patched(path, source).decode()
    compile(text, path, "exec")
    top = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
    assert not [line for line in top if any(m in line for m in ("micropip", "unittest", "terminal.embed"))], top
