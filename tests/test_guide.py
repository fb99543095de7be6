"""The teacher's guide (docs/guide_enseignant.md): every Python block it gives runs, every
``python -m loveletter_teach…`` command it gives works, every exercise id it names exists, and the
README links to it."""

import json
import os
import re
import shlex
import subprocess
import sys
import zipfile

import pytest

from loveletter_teach.exercises import CATALOGUE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUIDE = os.path.join(ROOT, "docs", "guide_enseignant.md")
TEXT = open(GUIDE, encoding="utf-8").read()
PYTHON_BLOCKS = re.findall(r"```python\n(.*?)```", TEXT, re.S)
COMMANDS = sorted({line.strip() for block in re.findall(r"```(?:sh|bash)\n(.*?)```", TEXT, re.S)
                   for line in block.splitlines() if line.strip().startswith("python -m loveletter_teach")}
                  | {c.strip() for c in re.findall(r"`(python -m loveletter_teach[^`…]*)`", TEXT)})


def run(args, cwd):
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_guide_gives_code_and_commands():
    assert len(PYTHON_BLOCKS) >= 3 and "python -m loveletter_teach.exercises" in COMMANDS


@pytest.mark.parametrize("block", PYTHON_BLOCKS, ids=lambda b: b.splitlines()[0][:40])
def test_every_python_block_of_the_guide_runs(block, tmp_path):
    done = run([sys.executable, "-c", block], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    for saved in re.findall(r"\.save\(\"([^\"]+)\"\)", block):  # the answer key is written where it says
        assert (tmp_path / saved).stat().st_size > 0


def hand_in(source, roster=None):
    """Handed-in work where the guide says to find it: one learner's progress file in her own
    sub-folder, of a folder or of a .zip; and the class list, if the command names one."""
    from loveletter_teach.exercises import Session, answer, je_suis
    session = Session()
    je_suis("Camille", session=session)
    answer("03.ticket.sachant", "1/2", session=session)
    data = json.dumps(session.progress.to_json(), ensure_ascii=False)
    if source.suffix == ".zip":
        with zipfile.ZipFile(source, "w") as archive:
            archive.writestr("camille/progression_camille.json", data)
    else:
        (source / "camille").mkdir(parents=True)
        (source / "camille" / "progression_camille.json").write_text(data, encoding="utf-8")
    if roster is not None:
        roster.write_text("Camille\nNoé\n", encoding="utf-8")


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_of_the_guide_runs(command, tmp_path):
    args = shlex.split(command)
    if args[2] == "loveletter_teach.classe":  # the class report reads the folder (or zip) the guide names
        hand_in(tmp_path / args[3], tmp_path / args[args.index("--classe") + 1] if "--classe" in args else None)
    done = run([sys.executable] + args[1:], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "03.ticket.sachant" in done.stdout


def test_every_exercise_id_in_the_guide_exists():
    named = set(re.findall(r"`(0\d\.[a-z_]+\.[a-z_0-9]+)`", TEXT))
    assert named and named <= set(CATALOGUE)
    for prefix in set(re.findall(r"`(0\d\.[a-z_]+)\.\*`", TEXT)):
        assert any(i.startswith(prefix + ".") for i in CATALOGUE), prefix


def test_the_readme_links_to_the_guide_under_pour_l_enseignant():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = readme.split("## Pour l'enseignant", 1)[1].split("\n## ", 1)[0]
    assert "(docs/guide_enseignant.md)" in section


def test_the_counts_the_guide_gives_are_the_catalogues():
    for prefix, count in re.findall(r"`(0\d\.[a-z_]+)\.\*` \((\d+)\)", TEXT):
        assert len([i for i in CATALOGUE if i.startswith(prefix + ".")]) == int(count), prefix
