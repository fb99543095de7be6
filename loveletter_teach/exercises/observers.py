"""Callbacks to call when a model changes, held weakly when they are bound methods (a widget that
is gone, for instance after its cell was run again, is forgotten rather than kept alive)."""

import weakref


class Observers:
    """``add(callback)``, then ``notify(*args)`` calls every callback still alive, in order."""

    def __init__(self):
        self._refs = []

    def add(self, callback):
        try:
            ref = weakref.WeakMethod(callback)
        except TypeError:  # a function, a lambda, a built-in method: held as it is
            def ref():
                return callback
        self._refs.append(ref)

    def notify(self, *args):
        alive = []
        for ref in list(self._refs):
            callback = ref()
            if callback is not None:
                alive.append(ref)
                callback(*args)
        self._refs = alive

    def __len__(self):
        return sum(ref() is not None for ref in self._refs)


__all__ = ["Observers"]
