"""``python -m loveletter_teach.exercises [--csv]``: the catalogue of every notebook's exercises."""

import sys

from . import main

sys.exit(main())
