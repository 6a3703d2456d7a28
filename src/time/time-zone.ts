import { LEGACY_TIME_ZONES } from './legacy-time-zones.js';

const KNOWN = new Set<string>([
  ...Intl.supportedValuesOf('timeZone'),
  ...Object.values(LEGACY_TIME_ZONES),
  'UTC',
  'Etc/UTC',
  'GMT',
  'Etc/GMT',
  ...Array.from({ length: 14 }, (_, i) => `Etc/GMT-${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `Etc/GMT+${i + 1}`),
]);

/**
 * The stored form of a time zone name: legacy aliases rewritten (`Europe/Kiev` → `Europe/Kyiv`), names
 * matched case-sensitively as the reference does (`utc` is no zone). Null when the name is not a zone.
 */
export function normaliseTimeZone(name: string): string | null {
  const rewritten = LEGACY_TIME_ZONES[name] ?? name;
  return KNOWN.has(rewritten) ? rewritten : null;
}
