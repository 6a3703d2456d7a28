import { expect } from 'vitest';

/**
 * The text exposition format (0.0.4), strictly: HELP and TYPE before a family's samples, each sample
 * `name{label="value", …} number` with values escaped as the format says. Returns the samples.
 */
export function parseExposition(
  text: string,
): { name: string; labels: Record<string, string>; value: number }[] {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  const typed = new Set<string>();
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  // Values are read as Go's ParseFloat reads them, which takes NaN in any case (prom-client writes
  // `Nan` for a gauge with no sample yet, the event loop's lag before its first measurement).
  const NOT_A_NUMBER = '[Nn][Aa][Nn]';
  const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = new RegExp(`^# (HELP|TYPE) (${NAME}) (.+)$`).exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['gauge', 'counter', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        typed.add(meta[2]);
      }
      continue;
    }
    const sample = new RegExp(
      `^(${NAME})(?:\\{((?:${LABEL}(?:, ?)?)*)\\})? (-?[0-9.]+(?:e[+-]?[0-9]+)?|${NOT_A_NUMBER}|[+-]Inf)$`,
    ).exec(line);
    expect(sample, `not a sample line: ${JSON.stringify(line)}`).not.toBeNull();
    const family = sample![1].replace(/_(bucket|sum|count)$/, '');
    expect(typed.has(sample![1]) || typed.has(family), `${sample![1]} has no TYPE before it`).toBe(true);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample![2] ?? '').matchAll(new RegExp(LABEL, 'g')))
      labels[key] = value.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: sample![1], labels, value: Number(sample![sample!.length - 1]) });
  }
  return samples;
}
