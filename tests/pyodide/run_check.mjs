// Runs check_basthon.py against the single-file build in real Pyodide, under Node, offline.
//
//   node tests/pyodide/run_check.mjs dist/loveletter_teach.py
//
// Pyodide is loaded from this folder's node_modules (npm ci here; version pinned by package-lock.json).
// Network access is refused: fetch is replaced by a function that fails, and any attempt is reported.
// The built file is written to Pyodide's in-memory file system as /home/pyodide/loveletter_teach.py,
// the current folder, which is on sys.path as in Basthon; the check's output is printed as is.
// Exit code: 0 when the check printed BASTHON OK, 1 otherwise.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const built = process.argv[2];
if (!built) {
  console.error("usage: node run_check.mjs PATH/TO/loveletter_teach.py");
  process.exit(2);
}

const attempts = [];
globalThis.fetch = async (url) => {
  attempts.push(String(url));
  throw new Error(`network access refused in this test: ${url}`);
};

const { loadPyodide } = await import("pyodide");
const started = Date.now();
const pyodide = await loadPyodide({ indexURL: join(here, "node_modules", "pyodide") + "/" });
const loaded = Date.now();
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.setStderr({ batched: (line) => console.error(line) });

pyodide.FS.writeFile("/home/pyodide/loveletter_teach.py", readFileSync(built));
pyodide.FS.writeFile("/home/pyodide/check_basthon.py", readFileSync(join(here, "check_basthon.py")));
let ok = false;
try {
  pyodide.runPython("import check_basthon; check_basthon.main()");
  ok = true;
} catch (error) {
  console.error(String(error.message || error));
}
const done = Date.now();
console.log(`env: Pyodide ${pyodide.version}, loaded in ${loaded - started} ms, check ran in ${done - loaded} ms`);
if (attempts.length) {
  console.error(`network requests attempted: ${attempts.join(", ")}`);
  ok = false;
}
process.exit(ok ? 0 : 1);
