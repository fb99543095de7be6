// The cases of workloads.py in Pyodide under Node, each timed in CPU time (process.cpuUsage).
//
//   node benchmarks/pyodide_ratio.mjs DIR REPEATS [EXPRESSION]
//
// DIR holds the single-file build (loveletter_teach.py) and workloads.py. Pyodide comes from
// tests/pyodide/node_modules (npm ci there; the version the Basthon test pins). Prints one JSON
// line: {"env": …, "cases": {name: {"cpu": [seconds per repeat], "result": digest}}}. A first call of
// each case, untimed, compiles the sources, as CPython's first import does. With EXPRESSION (Python
// giving a JSON string, after "import workloads"), prints its value instead of timing the cases.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [dir, repeats] = [process.argv[2], Number(process.argv[3] || 5)];
const { loadPyodide } = await import(join(here, "..", "tests", "pyodide", "node_modules", "pyodide", "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: join(here, "..", "tests", "pyodide", "node_modules", "pyodide") + "/" });
for (const name of ["loveletter_teach.py", "workloads.py"]) {
  pyodide.FS.writeFile(`/home/pyodide/${name}`, readFileSync(join(dir, name)));
}
pyodide.runPython("import workloads");
if (process.argv[4]) {  // a Python expression giving a JSON string (coach_speed.py): printed as it is
  console.log(pyodide.runPython(process.argv[4]));
  process.exit(0);
}
const names = pyodide.runPython("list(workloads.CASES)").toJs();
const seconds = (usage) => (usage.user + usage.system) / 1e6;
const cases = {};
for (const name of names) {
  const call = `workloads.CASES[${JSON.stringify(name)}]()`;
  const result = pyodide.runPython(call);
  const cpu = [];
  for (let i = 0; i < repeats; i++) {
    const start = process.cpuUsage();
    pyodide.runPython(call);
    cpu.push(seconds(process.cpuUsage(start)));
  }
  cases[name] = { cpu, result };
}
console.log(JSON.stringify({ env: `Pyodide ${pyodide.version}, Python ${pyodide.runPython("import sys; sys.version.split()[0]")}`, cases }));
