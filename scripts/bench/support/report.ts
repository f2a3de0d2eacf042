import type { BenchRow, BenchTarget } from './types';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
    .join('  ');
}

/** Medians over the rounds; 'vs bare' compares each row with the baseline measured in the same rounds. */
export function printReport(rows: BenchRow[], targets: BenchTarget[]) {
  const header = ['endpoint', 'req/s', 'vs bare', 'p50 ms', 'p99 ms', 'errors', 'note'];
  const lines = rows.map((row) => [
    row.name,
    number.format(row.result.requestsPerSecond),
    Number.isFinite(row.shareOfBaseline) ? `${Math.round(row.shareOfBaseline * 100)}%` : '—',
    String(row.result.p50Ms),
    String(row.result.p99Ms),
    String(row.result.errors + row.result.non2xx),
    row.note ?? '',
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)));
  console.log(`\n${pad(header, widths)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(pad(line, widths));
  console.log('');
  for (const target of targets)
    console.log(`${target.met ? 'met   ' : 'MISSED'}  ${target.description}: ${target.detail}`);
}
