// Build time (lite/build.py): run lite/pyc.py in Node's Pyodide (the npm package of lite/node_modules,
// the site's own runtime), with the host's files under /host. Arguments: triples, the absolute paths
// of the wheel read and of the wheel written, and the way (sources or bytecode, see lite/pyc.py).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
const args = process.argv.slice(2).map((a, i) => (i % 3 === 2 ? a : "/host" + a));
pyodide.globals.get("__import__")("sys").argv = pyodide.toPy(["pyc.py", ...args]);
await pyodide.runPythonAsync(readFileSync(join(here, "pyc.py"), "utf8"));
