"""The strategy tips of loveletter_teach.tips measured under every way of playing, on larger runs than
notebook 03 can afford, and the table the package keeps of them.

    PYTHONPATH=. python benchmarks/tips_large.py [--scale 1] [--write]
    PYTHONPATH=. python benchmarks/tips_large.py --bots prudent,compteur --save /tmp/a.py   # in parallel with
    PYTHONPATH=. python benchmarks/tips_large.py --bots déducteur --scale 0.5 --save /tmp/b.py
    PYTHONPATH=. python benchmarks/tips_large.py --merge /tmp/a.py /tmp/b.py --write

Prints each tip's figures and verdict under each way of playing (the exact tips under each play model,
the simulated ones between bots of each kind of ``BOT_MODELS``, same seeds as the notebook, far more
positions or rounds), the time each took (CPU), and each tip's verdict for all ways of playing together.
``--write`` writes the simulated rows to ``loveletter_teach/tips_table.py`` with the commit and the
sample sizes (the table notebook 03 shows beside its live measure); ``--scale 0.01`` is a quick check.
``--bots`` measures the simulated tips under some bots only, ``--save`` keeps the rows in a file, and
``--merge`` puts saved rows together (each row keeps its own sample sizes and commit).
benchmarks/README.md records the output.
"""

import argparse
import ast
import datetime
import pathlib
import pprint
import subprocess
import time

from loveletter_teach.tips import TIPS, combine

LARGE = {"messager": {"samples": 10000}, "espion": {"rounds": 20000}, "huit": {"rounds": 20000},
         "bouclier": {"samples": 5000}}
TABLE = pathlib.Path(__file__).resolve().parent.parent / "loveletter_teach" / "tips_table.py"
HEADER = '''"""The simulated tips' verdicts under every way of playing, as measured by benchmarks/tips_large.py.

Written by ``python benchmarks/tips_large.py --write`` (do not edit by hand): ``ROWS[tip][bot]`` holds
the sample sizes of the measure (its seeds are the runs' defaults in loveletter_teach/tips.py), its
verdict and its figures; ``COMMIT`` is the commit the script ran at (``+`` when the work tree had
changes), ``DATE`` the day.
"""

'''


def commit():
    here = TABLE.parent.parent
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=here, capture_output=True, text=True,
                          check=False)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=here,
                           capture_output=True, text=True, check=False).stdout.strip()
    return head.stdout.strip() + ("+" if dirty else "")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="a fraction of the sample sizes")
    parser.add_argument("--write", action="store_true", help="write loveletter_teach/tips_table.py")
    parser.add_argument("--only", default="", help="tips to measure, comma-separated (all by default)")
    parser.add_argument("--bots", default="", help="the bots of the simulated tips, comma-separated (all by default)")
    parser.add_argument("--save", help="write the rows measured to this file")
    parser.add_argument("--merge", nargs="+", help="files of --save to put together instead of measuring")
    args = parser.parse_args(argv)
    if args.merge:
        saved = [ast.literal_eval(pathlib.Path(path).read_text(encoding="utf-8")) for path in args.merge]
        rows = {}
        for part in saved:
            for tip_id, by_bot in part["rows"].items():
                rows.setdefault(tip_id, {}).update(by_bot)
        rows = {t: {b: rows[t][b] for b in TIPS[t].models if b in rows[t]} for t in TIPS if t in rows}
        for tip_id, by_bot in rows.items():
            print(tip_id, {b: r["verdict"] for b, r in by_bot.items()}, "==>", combine(r["verdict"] for r in by_bot.values()))
        commits = sorted({part["commit"] for part in saved})
        write(rows, " ".join(commits))
        return
    only = [t for t in args.only.split(",") if t]
    bots = [b for b in args.bots.split(",") if b]
    rows, at = {}, commit()  # the commit measured (read before the run: the tree may change meanwhile)
    for tip_id, tip in TIPS.items():
        if only and tip_id not in only:
            continue
        verdicts = []
        for model in tip.models:
            if bots and not tip.exact and model not in bots:
                continue
            settings = {} if tip.exact else {k: max(10, round(v * args.scale)) for k, v in LARGE[tip_id].items()}
            start = time.process_time()
            measure = tip.run(model=model, **settings)
            figures, lines = measure
            verdict = tip.rule(figures)
            verdicts.append(verdict)
            print(f"== {tip_id} {model} {settings} ({time.process_time() - start:.0f} s CPU)")
            print("\n".join(lines))
            print(f"Verdict : {verdict}")
            if not tip.exact:
                rows.setdefault(tip_id, {})[model] = {"settings": settings, "verdict": verdict, "figures": figures}
        print(f"==> {tip_id}: {combine(verdicts)}\n", flush=True)
    if args.save:
        pathlib.Path(args.save).write_text(repr({"commit": at, "rows": rows}), encoding="utf-8")
    if args.write:
        write(rows, at)


def write(rows, at):
    text = HEADER + f"COMMIT = {at!r}\nDATE = {datetime.date.today().isoformat()!r}\nROWS = {pprint.pformat(rows, width=110, sort_dicts=False)}\n"
    TABLE.write_text(text, encoding="utf-8")
    print("written:", TABLE)


if __name__ == "__main__":
    main()
