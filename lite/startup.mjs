// Where the kernel's start-up time goes, step by step, in Node's Pyodide with the site's own runtime and
// wheels (after make lite):  node lite/startup.mjs [build/lite/static/pyodide/]
// Each line: seconds since the start, the step, its wall time and its CPU time (the CPU time varies less
// on a shared machine). The steps are the kernel's (lite's worker: loadPyodide with the preloaded
// packages, import piplite, import pyodide_kernel, which imports IPython), then the first cell's imports.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const dir = resolve(process.argv[2] || "build/lite/static/pyodide") + "/";
const config = JSON.parse(readFileSync(new URL("./jupyter-lite.json", import.meta.url)));
const packages = config["jupyter-config-data"].litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"]
  .loadPyodideOptions.packages;
const t0 = performance.now();
let wall = performance.now(), cpu = process.cpuUsage();
const line = (what) => {
  const c = process.cpuUsage(cpu), now = performance.now();
  console.log(`${((now - t0) / 1000).toFixed(2)} s  ${what} : ${((now - wall) / 1000).toFixed(2)} s, ` +
              `CPU ${((c.user + c.system) / 1e6).toFixed(2)} s`);
  wall = now; cpu = process.cpuUsage();
};
const py = await loadPyodide({ indexURL: dir, lockFileURL: dir + "pyodide-lock.json" });
line("Pyodide prêt (wasm compilé, Python démarré)");
await py.loadPackage(packages, { messageCallback: () => {} });
line(`${packages.length} paquets préchargés et leurs dépendances (lus, décompressés)`);
for (const code of ["import piplite.piplite", "import IPython", "import pyodide_kernel", "import ipywidgets",
                    "from loveletter_teach.carnet01 import *"]) {
  await py.runPythonAsync(code);
  line(code);
}
