"""The ``plt`` of the notebooks: matplotlib's ``pyplot`` where it is installed; elsewhere (the offline
JupyterLite site, whose Pyodide has no matplotlib) the package's own small pyplot
(:mod:`loveletter_teach.svgplot`), which draws the same figure as SVG. A notebook cell is the same
either way; ``tests/test_plots.py`` checks that both draw the same series, ranges and labels.

Either way each figure is an ``<img>`` with a French text alternative (its title, axes and legend:
JupyterLab draws a PNG or an SVG output as an ``<img>`` without one), and ``plt.show()`` shows under
it its numbers in words (a closed « Description textuelle »)."""

import base64
import contextlib
import os
import sys

from .html import figure_html, figure_text
from .svgplot import Axes, Series, description


def pyplot():
    """``matplotlib.pyplot`` (its ``show`` also describing each figure, see :class:`Described`), or a
    :class:`~loveletter_teach.svgplot.PyPlot` when matplotlib cannot be imported."""
    try:
        with _one_blas_thread():
            import matplotlib.pyplot as plt  # optional: JupyterLite's Pyodide has no matplotlib
    except ImportError:
        from .svgplot import PyPlot  # the stand-in, loaded only where matplotlib is missing
        return PyPlot()
    _describe_figures()  # an <img alt> for each figure
    return Described(plt)


BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS")  # what OpenBLAS reads, in its order


@contextlib.contextmanager
def _one_blas_thread():
    """numpy, which matplotlib imports, loads OpenBLAS, whose thread pool (one thread per core but one)
    spins a while at its start waiting for work: 0.05 s of CPU on two cores, more on more, for notebooks
    that do no linear algebra. Where numpy is not loaded yet and nobody chose a number of threads, it is
    loaded with one (no pool); the environment is put back afterwards (subprocesses and later libraries
    see it unchanged). The figures are drawn the same, bit for bit."""
    if "numpy" in sys.modules or any(name in os.environ for name in BLAS_THREADS):
        yield
        return
    os.environ["OPENBLAS_NUM_THREADS"] = "1"
    try:
        yield
    finally:
        os.environ.pop("OPENBLAS_NUM_THREADS", None)


class LazyPyplot:
    """A stand-in for :func:`pyplot` that calls it at its first use (``plt.subplots``, ``plt.show``…):
    a notebook's ``from … import *`` takes ``plt`` without importing matplotlib, which costs a third of a
    second only where a cell draws. Every name is then the real pyplot's (matplotlib's, described, or the
    package's own)."""

    def __init__(self):
        self._plt = None

    def __getattr__(self, name):
        if name.startswith("__"):  # copy, pickle and introspection ask for these: not a reason to load
            raise AttributeError(name)
        if self._plt is None:
            self._plt = pyplot()
        return getattr(self._plt, name)


class Described:
    """matplotlib's ``pyplot``, every name its own, but ``show()``: each figure shown, then its numbers
    in words under it (:func:`matplotlib_description`)."""

    def __init__(self, plt):
        self._plt = plt

    def __getattr__(self, name):
        return getattr(self._plt, name)

    def show(self, *args, **kwargs):
        said = [matplotlib_description(self._plt.figure(n)) for n in self._plt.get_fignums()]
        self._plt.show(*args, **kwargs)
        try:
            from IPython.display import display  # optional: there in a notebook only
        except ImportError:
            return
        for lines in said:
            if lines:
                display(lines)


def matplotlib_description(figure):
    """The words of :func:`loveletter_teach.svgplot.description` for a matplotlib figure's first axes,
    read back from what it draws (lines, points, bars, horizontal lines and bands); () without axes."""
    if not figure.axes:
        return ()
    return description(_read(figure.axes[0]))


def _label(label):
    return label if isinstance(label, str) and not label.startswith("_") else None


def _read(mpl):
    """matplotlib's Axes as an svgplot Axes holding the same series, labels, scales and set limits."""
    from matplotlib.collections import PathCollection  # optional: only where matplotlib drew the figure
    from matplotlib.lines import Line2D
    from matplotlib.patches import Polygon, Rectangle
    ax = Axes(None)
    ax.labels = {"x": mpl.get_xlabel(), "y": mpl.get_ylabel()}
    ax.title, ax.scales = mpl.get_title(), {"x": mpl.get_xscale(), "y": mpl.get_yscale()}
    ax.limits = {"x": (None, None) if mpl.get_autoscalex_on() else mpl.get_xlim(),
                 "y": (None, None) if mpl.get_autoscaley_on() else mpl.get_ylim()}
    bars = {id(patch): bar for bar in mpl.containers for patch in getattr(bar, "patches", ())}
    done = set()
    for a in mpl.get_children():
        if isinstance(a, Line2D):
            x_data, y_data = a.get_transform().contains_branch_seperately(mpl.transData)
            xs, ys = [float(v) for v in a.get_xdata()], [float(v) for v in a.get_ydata()]
            kind = "line" if x_data and y_data else "hline" if y_data else "vline"
            ax.series.append(Series(kind, xs if kind != "hline" else (), ys if kind != "vline" else (),
                                    _label(a.get_label())))
        elif isinstance(a, PathCollection):
            offsets = a.get_offsets()
            ax.series.append(Series("scatter", [float(x) for x, _ in offsets], [float(y) for _, y in offsets],
                                    _label(a.get_label())))
        elif isinstance(a, Rectangle) and id(a) in bars:
            bar = bars[id(a)]
            if id(bar) not in done:
                done.add(id(bar))
                ax.series.append(Series("bar", [p.get_x() + p.get_width() / 2 for p in bar.patches],
                                        [p.get_height() for p in bar.patches], _label(bar.get_label()),
                                        width=[p.get_width() for p in bar.patches]))
        elif isinstance(a, (Rectangle, Polygon)) and a is not mpl.patch:  # axhspan
            ys = [a.get_y(), a.get_y() + a.get_height()] if isinstance(a, Rectangle) else [y for _, y in a.get_xy()]
            ax.series.append(Series("hspan", (), [min(ys), max(ys)], _label(a.get_label())))
    return ax


def _describe_figures():
    """In IPython, give matplotlib's figures an HTML form, which JupyterLab shows before their PNG: the
    same PNG as an <img> with a French text alternative (title, axes, legend). Outside IPython,
    nothing changes."""
    try:
        from IPython import get_ipython  # optional: there in a notebook only
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return
    from matplotlib.figure import Figure  # matplotlib is there: pyplot was imported
    try:  # the inline backend chooses the figures' formats when it is loaded, dropping any other: load it first
        import matplotlib_inline.backend_inline  # noqa: F401 (ipykernel's, imported by matplotlib at the first figure)
    except ImportError:
        pass
    shell.display_formatter.formatters["text/html"].for_type(Figure, _figure_html)
    png = shell.display_formatter.formatters["image/png"]
    inline = png.lookup_by_type(Figure) if Figure in png else None
    if getattr(inline, "keywords", None) == {"fmt": "png", "base64": True, "bbox_inches": "tight"}:
        png.for_type(Figure, _SamePng(inline))  # the inline backend's default: its PNG is the one just drawn


_drawn = {}  # the last figure drawn by _figure_html and its PNG: the inline backend shows the same one


class _SamePng:
    """The inline backend's PNG formatter, which gives the PNG :func:`_figure_html` has just drawn for the
    same figure rather than drawing it again (a tenth of a second a figure); any other figure, its own."""

    def __init__(self, inline):
        self.inline = inline

    def __call__(self, fig):
        drawn = _drawn.pop("png", None) if _drawn.get("fig") is fig else None
        _drawn.clear()
        if drawn is None:
            return self.inline(fig)
        return base64.b64encode(drawn).decode("ascii")  # as print_figure(..., base64=True) gives it


def _figure_html(fig):
    from IPython.core.pylabtools import print_figure  # IPython is there: called by its formatter

    png = print_figure(fig, "png", bbox_inches="tight")  # as the inline backend draws it
    _drawn.update(fig=fig, png=png)
    if not png or not fig.axes:
        return None  # nothing drawn: no picture, as the inline backend shows none
    ax = fig.axes[0]
    legend = [t.get_text() for t in ax.get_legend().get_texts()] if ax.get_legend() else ()
    return figure_html("image/png", png, figure_text(ax.get_title(), ax.get_xlabel(), ax.get_ylabel(), legend))
