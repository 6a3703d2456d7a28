import type { Settings } from '../../domain-deps.js';
import type { AddressPolicy } from '../../net/address-guard.js';
import type { FlipNotice } from './notice.js';

/** One setting of a kind: a typed GraphQL input field, a CLI option and a key of the stored settings. */
export interface SettingSpec {
  /** camelCase: the GraphQL field and stored key; the CLI option is its kebab-case (`--priority-up`). */
  key: string;
  type: 'string' | 'int' | 'boolean';
  /** A boolean's says what it turns on, imperatively ("Send …"): the CLI's --no-<name> says "Do not send …". */
  description: string;
  /** Write-only: never returned, shown masked. */
  secret?: boolean;
  required?: boolean;
  /** Taken when the setting is not given; absent: the setting is simply unset. */
  default?: string | number | boolean;
  /** The only values allowed. */
  choices?: readonly (string | number)[];
  maxLength?: number;
}

/** The CLI option of a setting: `priority-up` for `priorityUp`. */
export const optionName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A channel's stored target: its main value and its kind's settings. */
export interface ChannelTarget {
  value: string;
  config: Record<string, string | number | boolean>;
}

/**
 * What a transport may use besides the channel: the operator's settings, the address policy, and the
 * delivery's deadline, which every exchange of one delivery shares (Pushover's cancel and send).
 */
export interface DeliveryEnv {
  settings: Settings;
  policy: AddressPolicy;
  deadline: AbortSignal;
}

/**
 * An integration kind, after Healthchecks' `hc/integrations/<kind>`: its value and settings (the one
 * table that GraphQL inputs, CLI options, validation and masking are derived from) and its transport.
 */
export interface ChannelKindSpec {
  /** docs/integrations.md: what the kind sends. */
  summary: string;
  value: {
    description: string;
    /** What a valid value is, for the error message ("an https URL"). */
    expected: string;
    valid(value: string): boolean;
    secret?: boolean;
    /** The value is a URL whose host is vetted at creation (loopback and private addresses refused). */
    url?: boolean;
    /** How the value is shown, where the URL's own masking is not enough (a URL inside JSON). */
    shown?(value: string): string;
  };
  settings: SettingSpec[];
  /** The operator setting (environment variable) this kind needs and that is not set, if any. */
  missingOperatorSetting?(settings: Settings): string | null;
  /** True when the channel is configured to say nothing about this status (Healthchecks' is_noop). */
  quiet?(status: 'up' | 'down', target: ChannelTarget): boolean;
  /** Sends one message; absent for a group, whose members are notified instead. */
  deliver?(notice: FlipNotice, target: ChannelTarget, env: DeliveryEnv): Promise<void>;
}
