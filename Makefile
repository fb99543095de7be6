# Deux commandes suffisent : `make lab` et `make test` (voir README.md).
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PIP := $(VPY) -m pip --quiet --disable-pip-version-check

.PHONY: lab test bench strip clean

# Crée l'environnement virtuel s'il manque.
$(VPY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --upgrade pip

# Un tampon par extra : réinstalle seulement si pyproject.toml a changé.
$(VENV)/.stamp-%: pyproject.toml | $(VPY)
	$(PIP) install -e ".[$*]"
	touch $@

lab: $(VENV)/.stamp-notebook
	$(VPY) -m jupyter lab notebooks/01_regles.ipynb

test: $(VENV)/.stamp-test
	$(VPY) -m pytest -q
	$(VPY) -m pytest -q --nbval-lax notebooks/

bench: $(VENV)/.stamp-test
	@if [ -f benchmarks/run_all.py ]; then $(VPY) benchmarks/run_all.py; \
	else echo "benchmarks/run_all.py n'existe pas encore."; fi

strip:
	$(PYTHON) scripts/clean_notebooks.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
