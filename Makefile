# Deux commandes suffisent : `make lab` et `make test` (voir README.md).
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PIP := $(VPY) -m pip --quiet --disable-pip-version-check
# Le test dans un navigateur utilise le Chromium de Debian : aucun outil ne télécharge son propre navigateur.
CHROMIUM ?= /usr/bin/chromium
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

.PHONY: lab test bench strip clean

# Crée l'environnement virtuel s'il manque.
$(VPY):
	@echo "==> Création de l'environnement Python $(VENV) (une seule fois)"
	$(PYTHON) -m venv $(VENV)
	@echo "==> Mise à jour de pip"
	$(PIP) install --upgrade pip

# Un tampon par extra : réinstalle seulement si pyproject.toml a changé.
$(VENV)/.stamp-%: pyproject.toml | $(VPY)
	$(PIP) install -e ".[$*]"
	touch $@

# JupyterLab, son interface en français et les widgets : une centaine de paquets, quelques minutes la
# première fois. pip n'est pas rendu muet ici : il nomme chaque paquet et montre chaque téléchargement.
# -W fait taire un seul avertissement de setuptools, « Editable installation… Please be careful with
# folders… » : il met en garde contre un dossier qui porterait le nom du paquet, et c'est ici le paquet
# lui-même.
$(VENV)/.stamp-notebook: pyproject.toml | $(VPY)
	@echo "==> Installation de JupyterLab en français, des widgets et de loveletter_teach"
	@echo "    (quelques minutes la première fois ; pip nomme chaque paquet, en anglais)"
	$(VPY) -W "ignore:Editable installation:UserWarning" -m pip install --disable-pip-version-check \
		--progress-bar on -e ".[notebook]"
	@echo "==> Installation terminée"
	touch $@

# scripts/lab.py met l'interface en français, coupe la fenêtre des actualités de Jupyter et ajoute
# --allow-root quand on est root (sans quoi JupyterLab refuse de démarrer). LAB_ARGS : d'autres options,
# par exemple make lab LAB_ARGS=--no-browser.
lab: $(VENV)/.stamp-notebook
	$(VPY) scripts/lab.py notebooks/01_regles.ipynb $(LAB_ARGS)

# Trois passes : tests unitaires (sur tous les cœurs, un fichier de tests par processus ; -m '' : les tests
# marqués slow aussi, qu'un simple pytest laisse de côté), notebooks (nbval), puis JupyterLab dans Chromium
# (tests/browser) ; le site JupyterLite est testé avant (test-lite).
# Chaque passe note sa durée dans build/durees-des-tests.txt, affiché à la fin.
TIMES := build/durees-des-tests.txt
timed = echo "$(2)"; t=$$(date +%s); $(2) && mkdir -p build && echo "$(1) : $$(( $$(date +%s) - t )) s" >> $(TIMES)
test: $(VENV)/.stamp-test $(VENV)/.stamp-browser | $(CHROMIUM)
	@$(call timed,tests unitaires,$(VPY) -m pytest -q -n auto --dist loadfile -m '')
	@$(call timed,notebooks (nbval),$(VPY) -m pytest -q --nbval-lax notebooks/)
	@$(call timed,navigateur (JupyterLab),LOVELETTER_BROWSER=required LOVELETTER_CHROMIUM=$(CHROMIUM) $(VPY) -m pytest -q tests/browser)
	@echo "==> Durée de chaque passe :"; cat $(TIMES); rm -f $(TIMES)
# Le tournoi sur une grappe dask.distributed (tests/test_distributed.py) : exigé aussi, il échoue au
# lieu d'être sauté si distributed (extra test) manque.
test: export LOVELETTER_REQUIRE_DISTRIBUTED = 1

# Chromium (paquet Debian) s'il manque : installé sans question, en silence sauf en cas d'échec.
$(CHROMIUM):
	@echo "Installation de Chromium (paquet Debian) pour le test dans un navigateur…"
	@command -v apt-get >/dev/null || { echo "apt-get est introuvable : installez Chromium, puis make test CHROMIUM=/chemin/vers/chromium"; exit 1; }
	@log=$$(mktemp); sudo=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	{ $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq chromium; } >$$log 2>&1 \
	  || { cat $$log; rm -f $$log; echo "L'installation de Chromium a échoué."; exit 1; }; rm -f $$log

# Basthon et Capytale : le paquet entier en un seul fichier, dist/loveletter_teach.py (voir le README).
# Il ne faut que Python : ni environnement virtuel ni installation. Reconstruit à chaque appel (moins
# d'une seconde), pour ne jamais servir un fichier en retard sur les sources.
.PHONY: basthon pyodide-test-deps
basthon:
	$(PYTHON) scripts/build_basthon.py

# Pyodide sous Node pour tests/test_basthon.py : npm ci dans tests/pyodide (version fixée par son
# package-lock.json), refait seulement quand ce fichier change. make test exige ce test (il échoue
# au lieu d'être sauté si node ou Pyodide manque).
PYODIDE_DIR := tests/pyodide
$(PYODIDE_DIR)/node_modules/.stamp: $(PYODIDE_DIR)/package.json $(PYODIDE_DIR)/package-lock.json
	@echo "==> Installation de Pyodide pour Node dans $(PYODIDE_DIR) (npm ci, une seule fois)"
	cd $(PYODIDE_DIR) && npm ci --no-audit --no-fund
	touch $@
pyodide-test-deps: $(PYODIDE_DIR)/node_modules/.stamp
test: pyodide-test-deps
test: export LOVELETTER_REQUIRE_PYODIDE = 1

# axe-core pour l'audit d'accessibilité des tests dans un navigateur (tests/browser/audit.py, WCAG 2.1 AA,
# le référentiel du RGAA) : npm ci dans tests/browser (version fixée par son package-lock.json), refait
# seulement quand ce fichier change ; le script est injecté dans les pages, aucun CDN.
AXE_DIR := tests/browser
$(AXE_DIR)/node_modules/.stamp: $(AXE_DIR)/package.json $(AXE_DIR)/package-lock.json
	@echo "==> Installation d'axe-core dans $(AXE_DIR) (npm ci, une seule fois)"
	cd $(AXE_DIR) && npm ci --no-audit --no-fund
	touch $@
.PHONY: axe
axe: $(AXE_DIR)/node_modules/.stamp
test: axe
test-lite: axe

# Le site JupyterLite hors ligne (voir le README) : make lite le construit dans build/lite, un dossier
# que n'importe quel serveur web statique peut servir. Son environnement Python (build/lite-venv) a
# chaque version fixée par requirements/lite.txt ; Pyodide vient du paquet npm pyodide (npm ci dans
# lite/, version fixée par lite/package-lock.json). Les wheels que le noyau charge au démarrage
# (requirements/lite-wheels.txt) sont téléchargées de PyPI pour le Python de Pyodide, puis reçoivent
# leur bytecode, compilé par ce même Python sous Node (lite/pyc.mjs, cache build/lite-pyc) : le noyau
# importe alors IPython sans le compiler à chaque démarrage. Chaque étape est faite par scripts/lite.py
# (la commande sous Windows, sans make), refaite seulement si sa source a changé.
.PHONY: lite test-lite
lite:
	$(PYTHON) scripts/lite.py

# Le site servi sur 127.0.0.1 et ouvert dans Chromium : chaque notebook exécuté, sans erreur, sans
# aucune requête vers une autre machine (tests/lite).
test-lite: lite $(VENV)/.stamp-test $(VENV)/.stamp-browser | $(CHROMIUM)
	@rm -f $(TIMES)
	@$(call timed,site JupyterLite,LOVELETTER_LITE=required LOVELETTER_CHROMIUM=$(CHROMIUM) $(VPY) -m pytest -q -p no:cacheprovider tests/lite)
test: test-lite

bench: $(VENV)/.stamp-test
	@if [ -f benchmarks/run_all.py ]; then $(VPY) benchmarks/run_all.py; \
	else echo "benchmarks/run_all.py n'existe pas encore."; fi

strip:
	$(PYTHON) scripts/clean_notebooks.py

# Le tableau des notebooks du README, refait à partir des notebooks (titre, parties, durée annoncée,
# questions notées) ; tests/test_readme.py vérifie qu'il est à jour.
.PHONY: readme
readme:
	$(PYTHON) scripts/readme_table.py

# Après avoir ajouté ou changé un exercice : le tableau du README, les nombres du guide, les empreintes
# des nouveaux exercices, ce qui manque à la table des erreurs nommées de tests/test_traps.py, et la liste
# des erreurs nommées docs/erreurs_typiques.md (scripts/exercise_bookkeeping.py ; --feedback ID… : des
# retours changés exprès).
.PHONY: exercices
exercices: $(VENV)/.stamp-test
	$(VPY) scripts/exercise_bookkeeping.py $(ARGS)

# L'image du rapport de classe du README et du guide (docs/rapport_de_classe.png) : une classe simulée
# rend son travail, et classe.html est ouvert dans Chromium (1000 px de large, à 100 %).
.PHONY: image-rapport
image-rapport: $(VENV)/.stamp-browser | $(CHROMIUM)
	LOVELETTER_CHROMIUM=$(CHROMIUM) $(VPY) scripts/report_picture.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
