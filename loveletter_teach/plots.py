"""The ``plt`` of the notebooks: matplotlib's ``pyplot`` where it is installed; elsewhere (the offline
JupyterLite site, whose Pyodide has no matplotlib) the package's own small pyplot
(:mod:`loveletter_teach.svgplot`), which draws the same figure as SVG. A notebook cell is the same
either way; ``tests/test_plots.py`` checks that both draw the same series, ranges and labels."""

from .html import figure_html, figure_text


def pyplot():
    """``matplotlib.pyplot``, or a :class:`~loveletter_teach.svgplot.PyPlot` when matplotlib cannot be
    imported."""
    try:
        import matplotlib.pyplot as plt  # optional: JupyterLite's Pyodide has no matplotlib
    except ImportError:
        from .svgplot import PyPlot  # the stand-in, loaded only where matplotlib is missing
        return PyPlot()
    _describe_figures()
    return plt


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


def _figure_html(fig):
    from IPython.core.pylabtools import print_figure  # IPython is there: called by its formatter

    png = print_figure(fig, "png", bbox_inches="tight")  # as the inline backend draws it
    if not png or not fig.axes:
        return None  # nothing drawn: no picture, as the inline backend shows none
    ax = fig.axes[0]
    legend = [t.get_text() for t in ax.get_legend().get_texts()] if ax.get_legend() else ()
    return figure_html("image/png", png, figure_text(ax.get_title(), ax.get_xlabel(), ax.get_ylabel(), legend))
