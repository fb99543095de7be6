"""lite/pyc.py, run here by CPython (at build time Pyodide's own Python runs it): the bytecode it adds,
and the files of jedi it leaves out because nothing on the site reads them (a plain pytest runs this)."""

import importlib.util
import zipfile
from pathlib import Path

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
