"""matplotlib's ``pyplot`` where it is installed; elsewhere (the offline JupyterLite site, whose
Pyodide has no matplotlib) a stand-in that draws nothing and says so, so that a notebook's cells still
run and print their numbers.

>>> plt = NoPlots()
>>> fig, ax = plt.subplots(figsize=(8, 4))
>>> _ = ax.plot([1, 2], [3, 4], label="f").set_xlabel("n")  # every drawing call does nothing
>>> plt.show()
Le graphique ne peut pas être dessiné ici : matplotlib n'est pas installé (par exemple sur le site JupyterLite hors ligne). Les nombres affichés par les autres cellules restent justes.
"""

from . import fr


def pyplot():
    """``matplotlib.pyplot``, or a :class:`NoPlots` when matplotlib cannot be imported."""
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        return NoPlots()
    return plt


class NoPlots:
    """Answers every pyplot call (and every call on what it returns) with itself; ``show()`` says
    why there is no picture. ``fig, ax = plt.subplots()`` unpacks into two of them."""

    def __getattr__(self, name):
        if name.startswith("_"):  # IPython's display hooks and copy/pickle probes: not a figure's
            raise AttributeError(name)
        return self

    def __call__(self, *args, **kwargs):
        return self

    def __iter__(self):
        return iter((self, self))

    def __repr__(self):
        return ""

    def show(self, *args, **kwargs):
        print(fr.PLOTS["missing"])
