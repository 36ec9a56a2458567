// npm run eval: runs every AI answer case (our cases.json, and the development set when one is beside the
// repository or named by EVAL_CASES_FILE) through the built-in engine + the listing guard, and the guard alone
// over deliberately bad model answers, and prints per tool the share of cases passing each rule. Exits 1 when a
// case fails. No server, no database.
import { loadEvalCases, type EvalCase } from '../server/src/features/ai/eval/eval-cases.js';
import { runCase, tally, type CaseResult, type EvalEngine } from '../server/src/features/ai/eval/eval-run.js';

const started = performance.now();
const { shared, extra, sharedPath } = loadEvalCases();
const sets = { shared, ours: extra } as const;
const engines: Record<EvalEngine, string> = {
  builtin: 'built-in engine + listing guard',
  llm: 'deliberately bad model answers + listing guard',
};

const pct = (t: { pass: number; total: number } | undefined) =>
  t
    ? `${`${t.pass}/${t.total}`.padStart(7)} ${`${Math.round((100 * t.pass) / t.total)}%`.padStart(4)}`
    : ''.padStart(12);

console.log(`# Vikreta AI answer evaluation`);
console.log(
  `our cases: ${extra.length}; development set: ${sharedPath ? `${shared.length} (${sharedPath})` : 'none beside the repository'}\n`,
);
const failures: CaseResult[] = [];
for (const engine of Object.keys(engines) as EvalEngine[]) {
  const results = Object.fromEntries(
    Object.entries(sets).map(([name, cases]) => [
      name,
      (cases as readonly EvalCase[]).map((c) => runCase(c, engine)),
    ]),
  ) as Record<keyof typeof sets, CaseResult[]>;
  failures.push(...results.shared.filter((r) => !r.pass), ...results.ours.filter((r) => !r.pass));
  const counts = { shared: tally(results.shared), ours: tally(results.ours) };
  const last = (k: string) => (k.endsWith('all rules') ? `${k.split('\u0000')[0]}\u0001` : k);
  const keys = [...new Set([...counts.shared.keys(), ...counts.ours.keys()])].sort((a, b) =>
    last(a) < last(b) ? -1 : last(a) > last(b) ? 1 : 0,
  );
  console.log(`## ${engines[engine]}`);
  console.log(`${'tool'.padEnd(13)} ${'rule'.padEnd(32)} ${'shared'.padStart(12)} ${'ours'.padStart(12)}`);
  for (const key of keys) {
    const [tool, rule] = key.split('\u0000');
    console.log(
      `${(tool ?? '').padEnd(13)} ${(rule ?? '').padEnd(32)} ${pct(counts.shared.get(key))} ${pct(counts.ours.get(key))}`,
    );
  }
  console.log('');
}
for (const f of failures)
  for (const r of f.rules.filter((x) => !x.pass))
    console.log(`FAIL ${f.engine} ${f.id}: ${r.rule} ${r.detail ?? ''}`);
console.log(
  `${failures.length === 0 ? 'all cases pass' : `${failures.length} case runs fail`} (${Math.round(performance.now() - started)} ms)`,
);
process.exit(failures.length === 0 ? 0 : 1);
