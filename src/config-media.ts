import { ConfigError } from './config-error.js';
import { SETTINGS } from './config-settings.js';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** MEDIA_VARIANT_WIDTHS: widths of 1 to 8192 px, by commas; empty: only signed variants. */
export function widthList(raw = SETTINGS.MEDIA_VARIANT_WIDTHS.fallback): number[] {
  const widths = raw
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  if (widths.some((each) => !/^[1-9]\d{0,3}$/.test(each) || Number(each) > 8192))
    throw new ConfigError(`MEDIA_VARIANT_WIDTHS must list widths from 1 to 8192 px by commas (got "${raw}")`);
  return [...new Set(widths.map(Number))];
}

/** MEDIA_OUTPUT_FORMAT: `<from>:<to>` pairs (`jpeg:webp,png:webp`); HEIC is written as JPEG unless given. */
export function outputFormats(raw: string | undefined): Record<string, string> {
  const formats: Record<string, string> = { 'image/heic': 'image/jpeg' };
  for (const pair of (raw ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const [from, to] = pair
      .toLowerCase()
      .split(':')
      .map((each) => each.trim());
    const source = from === 'heic' ? 'image/heic' : IMAGE_TYPES[from!];
    if (!source || !to || !IMAGE_TYPES[to])
      throw new ConfigError(
        `MEDIA_OUTPUT_FORMAT must list <from>:<to> pairs of ${Object.keys(IMAGE_TYPES).join(', ')} (heic as a source too), like jpeg:webp (got "${raw}")`,
      );
    formats[source] = IMAGE_TYPES[to];
  }
  return formats;
}
