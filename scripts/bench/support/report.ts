import { cpus, freemem, loadavg, totalmem } from 'node:os';
import type { BenchRow } from './types';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function pad(cells: string[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 || index >= 6 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
    .join('  ')
    .trimEnd();
}

/** What the numbers depend on, read before the bench loads the machine. */
export function describeMachine(database: string): string {
  const cpu = cpus();
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
  return [
    `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${gb(totalmem())} GB RAM (${gb(freemem())} GB free)`,
    `Node ${process.version}, database ${database}, load average at start ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`,
  ].join('\n');
}

/**
 * One table: load rows give requests/s (median over rounds), 'vs baseline' (against the baseline measured
 * in the same rounds), p50 and p99; other rows give their value. Each row with a target says met or not.
 */
export function printReport(rows: BenchRow[]) {
  const header = ['measurement', 'req/s', 'vs baseline', 'p50 ms', 'p99 ms', 'value', 'target', 'met', 'note'];
  const lines = rows.map((row) => [
    row.name,
    row.load ? number.format(row.load.requestsPerSecond) : '',
    row.shareOfBaseline !== undefined && Number.isFinite(row.shareOfBaseline)
      ? `${Math.round(row.shareOfBaseline * 100)}%`
      : '',
    row.load ? String(row.load.p50Ms) : '',
    row.load ? String(row.load.p99Ms) : '',
    row.value ??
      (row.load && row.load.errors + row.load.non2xx > 0 ? `${row.load.errors + row.load.non2xx} errors` : ''),
    row.target ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
    row.note ?? '',
  ]);
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)));
  console.log(`\n${pad(header, widths)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(pad(line, widths));
  const withTarget = rows.filter((row) => row.met !== undefined);
  const missed = withTarget.filter((row) => !row.met);
  console.log(
    `\n${withTarget.length - missed.length} of ${withTarget.length} targets met${missed.length ? `; missed: ${missed.map((row) => row.name).join(', ')}` : ''}`,
  );
}
