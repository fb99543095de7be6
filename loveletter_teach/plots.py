"""The ``plt`` of the notebooks: matplotlib's ``pyplot`` where it is installed; elsewhere (the offline
JupyterLite site, whose Pyodide has no matplotlib) the package's own small pyplot
(:mod:`loveletter_teach.svgplot`), which draws the same figure as SVG. A notebook cell is the same
either way; ``tests/test_plots.py`` checks that both draw the same series, ranges and labels."""


def pyplot():
    """``matplotlib.pyplot``, or a :class:`~loveletter_teach.svgplot.PyPlot` when matplotlib cannot be
    imported."""
    try:
        import matplotlib.pyplot as plt  # optional: JupyterLite's Pyodide has no matplotlib
    except ImportError:
        from .svgplot import PyPlot  # the stand-in, loaded only where matplotlib is missing
        return PyPlot()
    return plt
