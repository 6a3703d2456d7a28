import { badInput } from '../../errors.js';
import { channelKinds } from '../delivery/kinds/index.js';
import type { ChannelTarget, SettingSpec } from '../delivery/kind.js';
import type { ChannelKind } from './channel.entity.js';
import { maskSecret, maskUrl, maskUrlSecrets } from '../delivery/masking.js';

type Config = ChannelTarget['config'];

/** Settings as given: one key, the kind, with its settings. */
export type GivenSettings = Record<string, Record<string, unknown>>;

const invalid = (message: string) => badInput(message, 'INVALID_CHANNEL');

/** One given setting, checked against its row of the kind's table. */
function checkSetting(kind: ChannelKind, spec: SettingSpec, value: unknown): string | number | boolean {
  const name = `the ${spec.key} of ${kind} channels`;
  if (spec.type === 'boolean') {
    if (typeof value !== 'boolean') throw invalid(`${name} must be true or false`);
    return value;
  }
  if (spec.type === 'int' && !Number.isSafeInteger(value)) throw invalid(`${name} must be an integer`);
  if (spec.type === 'string') {
    if (typeof value !== 'string') throw invalid(`${name} must be a string`);
    if (value.includes('\u0000')) throw invalid(`${name} must not contain a NUL character`);
    // Settings end up in URLs and request headers, where a line break would start another one.
    if ([...value].some((c) => c < ' ' || c === '\u007f'))
      throw invalid(`${name} must not contain control characters`);
    if (spec.maxLength !== undefined && value.length > spec.maxLength)
      throw invalid(`${name} has at most ${spec.maxLength} characters`);
  }
  if (spec.choices && !spec.choices.includes(value as string | number))
    throw invalid(`${name} must be one of ${spec.choices.join(', ')}`);
  return value as string | number;
}

/**
 * The settings a channel keeps: `given` checked against the kind's table and laid over `stored` (so
 * an update may leave a secret out), defaults filled in, required ones present. A null removes an
 * optional setting.
 */
export function mergeSettings(kind: ChannelKind, stored: Config, given: Record<string, unknown>): Config {
  const table = channelKinds[kind].settings;
  const merged: Config = { ...stored };
  for (const [key, value] of Object.entries(given)) {
    const spec = table.find((row) => row.key === key);
    if (!spec) throw invalid(`${kind} channels have no setting ${key}`);
    if (value === null || value === undefined) delete merged[key];
    else merged[key] = checkSetting(kind, spec, value);
  }
  for (const spec of table) {
    if (merged[spec.key] !== undefined) continue;
    if (spec.default !== undefined) merged[spec.key] = spec.default;
    else if (spec.required) throw invalid(`${kind} channels need ${spec.key}`);
  }
  return merged;
}

/**
 * The given settings (`{<kind>: {…}}`, one key, as GraphQL's @oneOf input has them) of `kind`; an
 * error when they are another kind's.
 */
export function settingsOf(kind: string, given: GivenSettings | undefined): Record<string, unknown> {
  if (!given) return {};
  const entries = Object.entries(given).filter(([, settings]) => settings != null);
  if (entries.length !== 1) throw invalid('give the settings of one kind');
  const [[named, settings]] = entries;
  if (named !== kind) throw invalid(`settings.${named} are for ${named} channels, not ${kind}`);
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** The channel's value as callers see it: secret ones masked, and the secrets a URL carries. */
export function shownValue(kind: ChannelKind, value: string): string {
  const spec = channelKinds[kind].value;
  if (spec.secret) return spec.url ? maskUrl(value) : maskSecret(value);
  if (spec.shown) return spec.shown(value);
  return spec.url ? maskUrlSecrets(value) : value;
}

/** The channel's settings as callers see them: secret ones masked. */
export function shownSettings(kind: ChannelKind, config: Config): Config {
  const secret = new Set(channelKinds[kind].settings.filter((row) => row.secret).map((row) => row.key));
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, secret.has(key) ? maskSecret(String(value)) : value]),
  );
}
