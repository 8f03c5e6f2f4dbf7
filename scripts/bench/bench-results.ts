import fs from 'node:fs';
import path from 'node:path';

/** Percentile of a list of milliseconds (nearest-rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[rank] ?? Number.NaN);
}

export function round(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** Writes one benchmark's JSON where `npm run bench` collects it. */
export function writeBenchResult(name: string, result: unknown): void {
  const dir = process.env.BENCH_OUT ?? path.resolve(__dirname, '..', '..', '.artifacts', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(name, JSON.stringify(result, null, 2));
}
