// Lists the mutants Stryker left alive (survived or not covered) from its JSON report, one line each:
//   node scripts/lib/mutation-survivors.mjs packages/bridge/reports/mutation/mutation.json
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [file, { source, mutants }] of Object.entries(report.files)) {
  const lines = source.split('\n');
  for (const m of mutants) {
    if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
    const { line, column } = m.location.start;
    const original = lines[line - 1].trim().slice(0, 110);
    console.log(`${m.status === 'NoCoverage' ? 'NOCOV' : 'SURV '} ${file}:${line}:${column} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '').slice(0, 80)}  | ${original}`);
  }
}
