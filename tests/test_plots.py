"""The plots drawn without matplotlib (loveletter_teach.svgplot, used on the offline JupyterLite site)
are matplotlib's figures: notebook 03's plot cells run once, every call going to both matplotlib and
the package's SVG pyplot, and the two figures must have the same series (kind, label, colour, data,
line style), the same axis ranges, scales, labels, legend and ticks. The SVG is well formed, the same
bytes for the same calls, and a call it cannot draw is refused in French."""

import ast
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from loveletter_teach import carnet03, fr, plots, svgplot
from loveletter_teach.errors import PlotError

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")
import matplotlib.pyplot as mplt  # noqa: E402
from matplotlib.colors import to_hex  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ["01_regles", "02_deduction", "03_probabilites"]


class Both:
    """Every call made on it is made on matplotlib's object and on the SVG pyplot's alike."""

    def __init__(self, *targets):
        self.targets = targets

    def __getattr__(self, name):
        return Both(*(getattr(t, name) for t in self.targets))

    def __call__(self, *args, **kwargs):
        def pick(v, i):
            return v.targets[i] if isinstance(v, Both) else v
        return Both(*(t(*(pick(a, i) for a in args), **{k: pick(v, i) for k, v in kwargs.items()})
                      for i, t in enumerate(self.targets)))

    def __iter__(self):
        return (Both(*parts) for parts in zip(*self.targets))


class Shown:
    """The figures shown, as pairs (matplotlib's Axes, the SVG pyplot's Axes)."""

    def __init__(self):
        self.svg = svgplot.PyPlot()
        self.pairs = []

    def show(self):
        self.pairs.append((mplt.gcf().axes[0], self.svg.gca()))
        self.svg._figures.clear()
        mplt.close("all")


def _cells_for_plots(notebook):
    """The code cells that the plot cells need (those that define a name a needed cell reads), in order."""
    cells = [c for c in json.loads((ROOT / "notebooks" / f"{notebook}.ipynb").read_text())["cells"]
             if c["cell_type"] == "code"]
    sources = ["".join(c["source"]) for c in cells]
    plots = [i for i, s in enumerate(sources) if "plt.show()" in s]
    stored, loaded = [], []
    for s in sources:
        names = [n for n in ast.walk(ast.parse(s))]
        stored.append({n.id for n in names if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
                      | {n.name for n in names if isinstance(n, (ast.FunctionDef, ast.ClassDef))})
        loaded.append({n.id for n in names if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)})
    needed = set(plots)
    for i in sorted(plots, reverse=True):
        wanted = set(loaded[i])
        for j in range(i - 1, -1, -1):
            if stored[j] & wanted:
                needed.add(j)
                wanted |= loaded[j]
                wanted -= stored[j] - loaded[j]
    return [sources[i] for i in sorted(needed)], len(plots)


@pytest.fixture(scope="module")
def shown_03(monkeypatch_module):
    shown = Shown()
    both = Both(mplt, shown.svg)
    monkeypatch_module.setattr(carnet03, "plt", both)
    monkeypatch_module.setattr(Both, "show", lambda self, *a, **k: shown.show(), raising=False)
    sources, count = _cells_for_plots("03_probabilites")
    namespace = {}
    for source in sources:
        exec(compile(source, "<cellule du notebook 03>", "exec"), namespace)
    assert len(shown.pairs) == count == 6
    return shown.pairs


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as mp:
        yield mp


def _label(artist_label):
    text = artist_label if isinstance(artist_label, str) else None
    return None if text is None or text.startswith("_") else text


def _matplotlib_data(ax):
    """The same summary as ``svgplot.Axes.data()``, read back from matplotlib's Axes."""
    from matplotlib.collections import PathCollection
    from matplotlib.lines import Line2D
    from matplotlib.patches import Rectangle
    bar_of = {id(p): c for c in ax.containers for p in c.patches}
    series, done = [], set()
    for a in ax.get_children():
        if isinstance(a, Line2D):
            data_x = a.get_transform().contains_branch_seperately(ax.transData)[0]
            style = a.get_linestyle() if a.get_linestyle() != "None" else "None"
            if data_x:
                series.append(("line", _label(a.get_label()), to_hex(a.get_color()),
                               [float(v) for v in a.get_xdata()], [float(v) for v in a.get_ydata()],
                               style, a.get_marker()))
            else:
                series.append(("hline", _label(a.get_label()), to_hex(a.get_color()), [], [float(a.get_ydata()[0])],
                               style, a.get_marker()))
        elif isinstance(a, PathCollection):
            offsets = a.get_offsets()
            series.append(("scatter", _label(a.get_label()), to_hex(a.get_facecolors()[0]),
                           [float(x) for x, _ in offsets], [float(y) for _, y in offsets], float(a.get_sizes()[0])))
        elif isinstance(a, Rectangle) and id(a) in bar_of:
            container = bar_of[id(a)]
            if id(container) in done:
                continue
            done.add(id(container))
            series.append(("bar", _label(container.get_label()), to_hex(container.patches[0].get_facecolor()),
                           [p.get_x() + p.get_width() / 2 for p in container.patches],
                           [p.get_height() for p in container.patches],
                           [p.get_width() for p in container.patches]))
        elif isinstance(a, Rectangle) and a is not ax.patch:  # axhspan
            series.append(("hspan", _label(a.get_label()), to_hex(a.get_facecolor()), [],
                           [a.get_y(), a.get_y() + a.get_height()]))
    legend = ax.get_legend()
    return {"xlabel": ax.get_xlabel(), "ylabel": ax.get_ylabel(), "title": ax.get_title(),
            "xscale": ax.get_xscale(), "yscale": ax.get_yscale(), "xlim": ax.get_xlim(), "ylim": ax.get_ylim(),
            "series": series, "legend": [t.get_text() for t in legend.get_texts()] if legend else None}


def _svg_series(ax):
    out = []
    for s in ax.series:
        color = to_hex(s.color)
        if s.kind == "line":
            out.append(("line", s.label, color, s.x, s.y, s.linestyle, s.marker))
        elif s.kind == "hline":
            out.append(("hline", s.label, color, [], s.y, s.linestyle, "None"))
        elif s.kind == "scatter":
            out.append(("scatter", s.label, color, s.x, s.y, s.size))
        elif s.kind == "bar":
            out.append(("bar", s.label, color, s.x, s.y, s.width))
        else:
            out.append((s.kind, s.label, color, s.x, s.y))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("k", range(6))
def test_each_plot_of_03_is_matplotlibs_figure(shown_03, k):
    theirs, ours = shown_03[k]
    want, got = _matplotlib_data(theirs), ours.data()
    for key in ("xlabel", "ylabel", "title", "xscale", "yscale", "legend"):
        assert got[key] == want[key], key
    assert got["xlim"] == pytest.approx(want["xlim"], rel=1e-9), "xlim"
    assert got["ylim"] == pytest.approx(want["ylim"], rel=1e-9), "ylim"
    mine = _svg_series(ours)
    assert [s[:3] for s in mine] == [s[:3] for s in want["series"]]
    for a, b in zip(mine, want["series"]):
        assert a[3] == pytest.approx(b[3]) and a[4] == pytest.approx(b[4]), a[:2]
        if a[0] == "bar":  # the widths
            assert a[5] == pytest.approx(b[5]), a[:2]
        elif a[0] == "scatter":  # the area of a point
            assert a[5] == pytest.approx(b[5]), a[:2]
        else:  # line style and marker
            assert a[5:] == b[5:], a[:2]


@pytest.mark.slow
@pytest.mark.parametrize("k", range(6))
def test_each_plot_of_03_has_matplotlibs_ticks_with_decimal_commas(shown_03, k):
    theirs, ours = shown_03[k]
    svg = ours.figure._repr_svg_()
    for axis, name in ((theirs.xaxis, "x"), (theirs.yaxis, "y")):
        low, high = sorted(axis.get_view_interval())
        shown = [t for t in axis.get_majorticklocs() if low - 1e-12 <= t <= high + 1e-12]
        labels = [axis.get_major_formatter()(t, i) for i, t in enumerate(shown)]
        assert all("." not in text for text in labels), labels
        for text in labels:  # each of matplotlib's tick labels is written in the SVG
            assert f">{text}</text>" in svg, (name, text)


@pytest.mark.slow
@pytest.mark.parametrize("k", range(6))
def test_each_plot_of_03_is_said_in_the_same_words_by_matplotlib_and_the_svg_pyplot(shown_03, k):
    """The « Description textuelle » under a figure: matplotlib's figure read back says what the SVG says."""
    theirs, ours = shown_03[k]
    assert plots.matplotlib_description(theirs.figure) == svgplot.description(ours)


def test_matplotlibs_show_says_each_figure_in_words_under_it(monkeypatch):
    import IPython.display
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    plt = plots.pyplot()
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar([0, 1], [0.25, 0.5], width=0.4, label="b")
    ax.axhline(0.3, label="p")
    ax.set_ylim(0, 1)
    plt.show()
    assert shown == [("Axe horizontal : sans nom.", "Axe vertical : sans nom, de 0 à 1.",
                      "Barres « b » : (0 ; 0,25), (1 ; 0,5).", "Droite horizontale « p » : y = 0,3.")]
    plt.close("all")


@pytest.mark.slow
def test_the_svg_is_well_formed_the_same_each_time_and_says_everything_in_french(shown_03):
    for _, ours in shown_03:
        svg = ours.figure._repr_svg_()
        root = ET.fromstring(svg)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        texts = "".join(root.itertext())
        for label in (ours.labels["x"], ours.labels["y"], *(s.label for s in ours.series if s.in_legend)):
            assert label in texts
        assert svg == ours.figure._repr_svg_()  # no random id, no date
        assert "<Figure" in repr(ours.figure) and "matplotlib" in repr(ours.figure)


def test_every_notebook_plots_only_through_plt_and_show():
    """The notebooks' plot cells are the ones this file draws both ways (01 and 02 have none)."""
    for notebook in NOTEBOOKS:
        for cell in json.loads((ROOT / "notebooks" / f"{notebook}.ipynb").read_text())["cells"]:
            source = "".join(cell["source"])
            if cell["cell_type"] == "code" and ("ax." in source or "plt." in source):
                assert notebook == "03_probabilites" and "plt.show()" in source, source[:80]


def test_show_displays_each_new_figure_once_and_plain_python_gets_a_sentence(capsys, monkeypatch):
    plt = svgplot.PyPlot()
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.bar([0, 1], [0.25, 0.5], width=0.4, label="b")
    ax.legend()
    import IPython.display
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    plt.show()
    plt.show()
    assert shown == [fig, fig.description()]  # the figure once, then its numbers in words (svgplot.description)
    assert fig.axes[0].get_ylim() == pytest.approx((0.0, 0.525))  # a bar's base stays on the axis
    monkeypatch.setattr(svgplot, "_display", lambda f: print(repr(f)))
    plt.plot([1, 2, 3])
    plt.xlabel("n")
    plt.show()
    assert capsys.readouterr().out.strip() == fr.PLOTS["figure"].format(width=640, height=480)


@pytest.mark.parametrize("call, words", [
    (lambda plt, ax: ax.hist([1, 2, 3]), "ax.hist"),
    (lambda plt, ax: plt.subplots(2, 1), "qu'un graphique"),
    (lambda plt, ax: ax.plot([1, 2], [1, 2, 3]), "même longueur"),
    (lambda plt, ax: ax.plot([1, 2], "oz"), "n'est pas compris"),
    (lambda plt, ax: ax.plot(["un", "deux"]), "des nombres"),
    (lambda plt, ax: ax.set_ylim(1, 0), "du plus petit au plus grand"),
    (lambda plt, ax: ax.set_ylim(0, float("inf")), "des nombres pour ymax"),
    (lambda plt, ax: ax.legend(loc="en haut"), "n'est pas connue"),
    (lambda plt, ax: ax.plot([1, 2], bins=3), "bins="),
    (lambda plt, ax: plt.subplots(figsize=(0, 4)), "figsize"),
])
def test_what_the_svg_pyplot_cannot_draw_is_refused_in_french(call, words):
    plt = svgplot.PyPlot()
    _, ax = plt.subplots()
    with pytest.raises(PlotError) as info:
        call(plt, ax)
    assert words in str(info.value)


def test_the_axis_ranges_follow_matplotlib_for_simple_cases():
    cases = [
        lambda ax: ax.plot([3, 3, 3]),  # one value: widened
        lambda ax: (ax.scatter([1, 2], [-1, 5]), ax.bar([0], [2])),  # a bar's base inside the data
        lambda ax: (ax.semilogy([1, 2, 3], [0.01, 1, 50]), ax.axhline(200)),
        lambda ax: (ax.bar([0, 1, 2], [-1, 2, 3]), ax.set_xticks([-2, 4])),  # ticks widen the view
        lambda ax: ax.loglog([3, 3], [100, 100]),  # one value on log scales: the decades around it
    ]
    for case in cases:
        svg_fig, svg_ax = svgplot.PyPlot().subplots()
        mpl_fig, mpl_ax = mplt.subplots()
        case(svg_ax)
        case(mpl_ax)
        assert svg_ax.get_xlim() == pytest.approx(mpl_ax.get_xlim(), rel=1e-9)
        assert svg_ax.get_ylim() == pytest.approx(mpl_ax.get_ylim(), rel=1e-9)
        mplt.close(mpl_fig)


@pytest.mark.parametrize("args, kwargs", [
    ((), {"marker": "o"}),  # a marker given by name: the points are joined, as matplotlib does
    (("o",), {}),  # a format with a marker and no line style: points only
    (("r",), {}),  # a format with a colour only: a line
    (("o",), {"linestyle": "--"}),
    ((), {}),
])
def test_a_line_has_matplotlibs_line_style_and_marker(args, kwargs):
    _, svg_ax = svgplot.PyPlot().subplots()
    mpl_fig, mpl_ax = mplt.subplots()
    (line,) = svg_ax.plot([1, 2, 3], [1, 4, 9], *args, **kwargs)
    (mpl_line,) = mpl_ax.plot([1, 2, 3], [1, 4, 9], *args, **kwargs)
    assert (line.linestyle, line.marker) == (mpl_line.get_linestyle(), mpl_line.get_marker())
    mplt.close(mpl_fig)


def test_a_limit_at_or_below_zero_on_a_log_scale_is_ignored_and_the_figure_still_drawn():
    plt = svgplot.PyPlot()
    mpl_fig, mpl_ax = mplt.subplots()
    fig, ax = plt.subplots()
    for a in (ax, mpl_ax):
        a.plot([1, 2], [1, 5])
        a.set_yscale("log")
    ax.set_ylim(0, 10)
    with pytest.warns(UserWarning, match="non-positive ylim"):  # matplotlib says it ignores it
        mpl_ax.set_ylim(0, 10)
    assert ax.get_ylim() == pytest.approx(mpl_ax.get_ylim(), rel=1e-9)
    mplt.close(mpl_fig)
    ax.set_ylim(-1, 10)
    ax.set_xscale("log")
    ax.set_xlim(-3, 0)
    ET.fromstring(fig._repr_svg_())  # drawn, not a math domain error


def test_ticks_given_with_their_labels_are_written_with_them_and_xticks_without_ticks_changes_nothing():
    plt = svgplot.PyPlot()
    fig, ax = plt.subplots()
    ax.bar([1, 2], [3, 4])
    plt.xticks([1, 2], ["pile", "face"])
    plt.xticks(rotation=45)  # matplotlib's way to turn the labels: the ticks stay
    texts = [t.text for t in ET.fromstring(fig._repr_svg_()).iter("{http://www.w3.org/2000/svg}text")]
    assert "pile" in texts and "face" in texts
    with pytest.raises(PlotError):
        ax.set_xticks([1, 2], ["pile"])


@pytest.mark.parametrize("color", ["C1", "C9", "tab:orange", "tab:gray", "r", "#cde6cd"])
def test_matplotlibs_colour_names_give_its_colours(color):
    _, ax = svgplot.PyPlot().subplots()
    (line,) = ax.plot([1, 2], [3, 4], color=color)
    assert line.color == to_hex(color)


def test_bars_and_their_widths_must_match():
    _, ax = svgplot.PyPlot().subplots()
    with pytest.raises(PlotError):
        ax.bar([1, 2, 3], [3, 4, 5], width=[0.5, 0.5])


def test_close_closes_the_figure_matplotlib_would_close(monkeypatch):
    plt = svgplot.PyPlot()
    shown = []
    monkeypatch.setattr(svgplot, "_display", shown.append)
    first, _ = plt.subplots()
    second, _ = plt.subplots()
    third, _ = plt.subplots()
    plt.close(first)
    plt.close()  # the current figure: the third
    plt.show()
    assert shown == [second]
    plt.subplots()
    plt.close("all")
    plt.show()
    assert shown == [second]


def test_xlim_without_limits_reads_them_and_one_limit_leaves_the_other():
    plt = svgplot.PyPlot()
    plt.subplots()
    mplt.subplots()
    for p in (plt, mplt):
        p.plot([1, 2, 3], [4, 5, 6])
        p.xlim(0, 10)
        p.xlim(right=8)  # the left limit stays 0
        p.ylim(bottom=0)
    assert plt.xlim() == pytest.approx(mplt.xlim()) == (0, 8)
    assert plt.ylim() == pytest.approx(mplt.ylim())
    assert plt.xlim() == (0, 8)  # reading did not change them
    mplt.close("all")


def test_without_matplotlib_the_notebooks_plt_is_the_svg_pyplot(monkeypatch):
    import sys
    from loveletter_teach import plots
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    assert isinstance(plots.pyplot(), svgplot.PyPlot)


def test_in_a_kernel_a_figure_left_unshown_is_shown_at_the_end_of_its_cell():
    """As matplotlib's inline backend: no plt.show() needed, and a figure is shown once."""
    nbclient = pytest.importorskip("nbclient")
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell('import sys; sys.modules["matplotlib"] = None\n'
                                          "from loveletter_teach.carnet03 import *\n"
                                          "fig, ax = plt.subplots()\nax.plot([1, 2, 3])"),
                nbformat.v4.new_code_cell("plt.plot([3, 2]); plt.show()"),
                nbformat.v4.new_code_cell("x = 1")]
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    svgs = [sum("image/svg+xml" in o.get("data", {}) for o in c.outputs) for c in nb.cells]
    assert svgs == [1, 1, 0]
    [figure] = [o for o in nb.cells[0].outputs if "image/svg+xml" in o.get("data", {})]
    html = figure["data"]["text/html"]  # what JupyterLab shows: the SVG with its text alternative
    assert "<img src='data:image/svg+xml;base64," in html and "alt='Graphique.'" in html


def test_in_a_kernel_a_matplotlib_figure_has_a_french_text_alternative():
    """JupyterLab shows a PNG output as an image with no text alternative (a screen reader says « image »):
    the package gives matplotlib's figures an HTML form, the same PNG with its title, axes and legend as
    the image's alt, which JupyterLab shows first."""
    nbclient = pytest.importorskip("nbclient")
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("from loveletter_teach.carnet03 import *\nfig, ax = plt.subplots()\n"
                                          "ax.plot([1, 2], [3, 4], label='graine 1')\nax.set_xlabel('n')\n"
                                          "ax.set_ylabel('fréquence')\nax.legend()\nplt.show()"),
                nbformat.v4.new_code_cell("from IPython.core.pylabtools import print_figure\n"
                                          "print(print_figure(fig, 'png', base64=True, bbox_inches='tight'))")]
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    [shown, said] = [o for o in nb.cells[0].outputs if o["output_type"] == "display_data"]
    assert "image/png" in shown["data"]
    # the PNG, drawn once for both outputs, is the picture the inline backend draws for this figure
    assert shown["data"]["image/png"] == nb.cells[1].outputs[0]["text"].strip()
    assert f"data:image/png;base64,{shown['data']['image/png']}'" in shown["data"]["text/html"]
    assert shown["data"]["text/html"].startswith("<img src='data:image/png;base64,")
    assert shown["data"]["text/html"].endswith(
        "alt='Graphique. En abscisse : n. En ordonnée : fréquence. Légende : graine 1.'>")
    assert "Description textuelle" in said["data"]["text/html"]  # and its numbers in words, under it


FIRST_FIGURE = """
import json, os
from loveletter_teach import plots
plots.pyplot()
print(json.dumps({"threads": len(os.listdir("/proc/self/task")),
                  "env": {name: os.environ.get(name) for name in plots.BLAS_THREADS}}))
"""


def _first_figure(**chosen):
    """A fresh Python's threads and BLAS variables after ``plots.pyplot()``, with ``chosen`` set before."""
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k not in plots.BLAS_THREADS}
    done = subprocess.run([sys.executable, "-c", FIRST_FIGURE], capture_output=True, text=True, check=True,
                          cwd=ROOT, env={**env, "MPLBACKEND": "Agg", **chosen})
    return json.loads(done.stdout.splitlines()[-1])


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts a process's threads in /proc (Linux)")
def test_the_first_figure_loads_numpy_with_one_blas_thread_unless_the_environment_chose_and_puts_it_back():
    """OpenBLAS's pool (a thread per core but one) spins at its start: 0.05 s of CPU of notebook 03's first
    figure on two cores. Loaded with one thread, as if OPENBLAS_NUM_THREADS=1 had been chosen; the environment
    is the same afterwards; a number someone chose is kept."""
    import os
    unset = {name: None for name in plots.BLAS_THREADS}
    alone, one = _first_figure(), _first_figure(OPENBLAS_NUM_THREADS="1")
    assert alone == {"threads": one["threads"], "env": unset}
    two = _first_figure(OPENBLAS_NUM_THREADS="2")
    assert two["env"] == {**unset, "OPENBLAS_NUM_THREADS": "2"}
    if (os.cpu_count() or 1) >= 2:
        assert two["threads"] == one["threads"] + 1  # the chosen pool is there: the choice was kept
    assert _first_figure(OMP_NUM_THREADS="2")["env"] == {**unset, "OMP_NUM_THREADS": "2"}
