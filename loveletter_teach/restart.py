"""After a kernel restart, a notebook's variables are gone: a cell that uses one would show Python's
English ``NameError``. Each cell of the notebooks starts with ``from loveletter_teach.carnetNN import *``,
which gives back every name of the package the notebook uses and installs :func:`explain_name_errors`:
a name still missing (a variable of an earlier cell) is then told in French, with the menu to choose.

>>> print(name_error_text("vue").splitlines()[0])
« vue » n'existe pas (ou plus) : le noyau a sans doute redémarré, et il a oublié les cellules déjà exécutées.
"""

from . import fr

R = fr.RESTART


def name_error_text(name):
    """The French explanation of a missing name."""
    return R["name_error"].format(name=name)


def _explain(shell, etype, value, tb, tb_offset=None):
    """IPython's handler for a NameError: the French explanation as the error shown, nothing English."""
    name = getattr(value, "name", None) or str(value)
    text = name_error_text(name)
    show = getattr(shell, "_showtraceback", None)
    if show is not None:
        show(etype, value, [text])
    else:
        print(text)


def explain_name_errors():
    """In IPython (JupyterLab, JupyterLite), tell a missing name in French from now on; True if done.
    Elsewhere (plain Python, Basthon) nothing changes."""
    try:
        from IPython import get_ipython  # optional: there in a notebook only (not in Basthon)
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    if getattr(shell, "custom_exceptions", ()) != (NameError,):
        shell.set_custom_exc((NameError,), _explain)
    return True


__all__ = ["explain_name_errors", "name_error_text"]
