// Where the kernel's start-up time goes, step by step, in Node's Pyodide with the site's own runtime and
// wheels (after make lite):  node lite/startup.mjs [build/lite/static/pyodide/]
// Each line: seconds since the start, the step, its wall time and its CPU time (the CPU time varies less
// on a shared machine). The steps are the kernel's (lite's worker: loadPyodide with the preloaded
// packages, import piplite, import pyodide_kernel, which imports IPython), then the first cell's imports.
// Each preloaded wheel is loaded alone, its dependencies first, so that each one's reading and unpacking
// is timed; the imports of IPython's heavy dependencies are timed before IPython itself (each module is
// imported once: the same total, shared out). micropip, unittest.mock and prompt_toolkit are not among them:
// the site's piplite and IPython import them only for %pip install and IPython.embed (lite/pyc.py), which
// the line after the kernel's steps checks.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const dir = resolve(process.argv[2] || "build/lite/static/pyodide") + "/";
const config = JSON.parse(readFileSync(new URL("./jupyter-lite.json", import.meta.url)));
const packages = config["jupyter-config-data"].litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"]
  .loadPyodideOptions.packages;
const lock = JSON.parse(readFileSync(dir + "pyodide-lock.json")).packages;
const t0 = performance.now();
let wall = performance.now(), cpu = process.cpuUsage();
const total = { wall: 0, cpu: 0 };
const line = (what) => {
  const c = process.cpuUsage(cpu), now = performance.now();
  const w = (now - wall) / 1000, s = (c.user + c.system) / 1e6;
  console.log(`${((now - t0) / 1000).toFixed(2)} s  ${what} : ${w.toFixed(2)} s, CPU ${s.toFixed(2)} s`);
  wall = now; cpu = process.cpuUsage();
  return { w, s };
};
const py = await loadPyodide({ indexURL: dir, lockFileURL: dir + "pyodide-lock.json" });
line("Pyodide prêt (wasm compilé, Python démarré)");

const order = [];  // the preloaded packages and their dependencies, each after its dependencies
const visit = (name) => {
  if (order.includes(name)) return;
  for (const dep of lock[name].depends) visit(dep);
  order.push(name);
};
packages.forEach(visit);
let wheels = { w: 0, s: 0 };
for (const name of order) {
  await py.loadPackage([name], { messageCallback: () => {} });
  const { w, s } = line(`  wheel ${lock[name].file_name} lue et décompressée`);
  wheels = { w: wheels.w + w, s: wheels.s + s };
}
console.log(`        ${order.length} wheels (${packages.length} préchargées et leurs dépendances) : ` +
            `${wheels.w.toFixed(2)} s, CPU ${wheels.s.toFixed(2)} s`);
const steps = [
  // the kernel's own start (initPackageManager, initKernel)
  "import piplite.piplite",
  "import traitlets", "import pygments", "import jedi", "import IPython",
  "import pyodide_kernel",
  // the first cell of 01
  "import ipywidgets", "import loveletter_teach", "from loveletter_teach.carnet01 import *",
];
for (const code of steps) {
  if (code === "import ipywidgets") {
    console.log(`${((performance.now() - t0) / 1000).toFixed(2)} s  noyau prêt`);
    const late = py.runPython(
      "import sys; ', '.join(m for m in ('micropip', 'prompt_toolkit', 'unittest') if m in sys.modules)");
    if (late) console.log(`        importés au démarrage sans y servir : ${late}`);
  }
  await py.runPythonAsync(code);
  line(code);
}
