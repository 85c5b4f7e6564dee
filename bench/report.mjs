// Prints a figure against its budget; budgets are the issues' targets.
const rows = [];

export function record(name, value, unit, budget, pass) {
  rows.push({ name, value, unit, budget, pass });
  const verdict = pass === undefined ? "INFO" : pass ? "PASS" : "FAIL";
  console.log(`${verdict.padEnd(5)} ${name}: ${value}${unit ? ` ${unit}` : ""}${budget ? `  (budget ${budget})` : ""}`);
}

export function summary() {
  const failed = rows.filter((r) => r.pass === false);
  console.log(
    `\n${rows.filter((r) => r.pass === true).length} within budget, ${failed.length} over budget, ${rows.filter((r) => r.pass === undefined).length} informational`,
  );
  return failed.length;
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
