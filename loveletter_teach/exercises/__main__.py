"""``python -m loveletter_teach.exercises [--csv]``: the catalogue of every notebook's exercises;
``python -m loveletter_teach.exercises corrige PRÉNOM… [--exercices ID…]``: the class's answer key
(see :func:`.answer_key.main`)."""

import sys

from . import main
from .answer_key import main as answer_key_main

if sys.argv[1:2] == ["corrige"]:
    sys.exit(answer_key_main(sys.argv[2:]))
sys.exit(main())
