"""Observers: callbacks called in order, and a widget that is gone is forgotten, not kept alive."""

import gc

from loveletter_teach.exercises.observers import Observers


class Listener:
    def __init__(self, heard):
        self.heard = heard

    def changed(self, value):
        self.heard.append(value)


def test_every_callback_alive_is_called_in_order():
    heard, observers = [], Observers()
    observers.add(lambda value: heard.append(("lambda", value)))
    listener = Listener(heard)
    observers.add(listener.changed)
    observers.notify(3)
    assert heard == [("lambda", 3), 3] and len(observers) == 2


def test_a_bound_method_is_held_weakly():
    heard, observers = [], Observers()
    observers.add(Listener(heard).changed)  # nobody else holds the listener
    gc.collect()
    observers.notify(1)
    assert heard == [] and len(observers) == 0
