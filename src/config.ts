import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ConfigError } from './config-error.js';
import { outputFormats, widthList } from './config-media.js';
import { SETTINGS, type SettingName } from './config-settings.js';

/** Typed settings, read from the environment once at start-up. Domain code gets them injected. */
export interface Config {
  host: string;
  port: number;
  http: HttpLimits;
  /** Undefined when PUBLIC_URL is not set: the server then uses http://localhost:<bound port>. */
  publicUrl: string | undefined;
  database: DatabaseTarget;
  mediaDir: string;
  mediaStorage: MediaStorage;
  /** Where clients fetch media files (MEDIA_PUBLIC_URL: the bucket or a CDN); null: `{site_url}/uploads`. */
  mediaPublicUrl: string | null;
  /** Largest image (width × height) the server decodes: the guard against decompression bombs. */
  mediaMaxPixels: number;
  /** Largest upload body, in bytes. */
  mediaMaxUploadBytes: number;
  /** The type an image type's copies are written in (MEDIA_OUTPUT_FORMAT), HEIC → JPEG unless given. */
  mediaOutputFormats: Readonly<Record<string, string>>;
  /** The widths of image variants anyone may ask for; others need a signed URL. */
  mediaVariantWidths: readonly number[];
  /** What the image variants kept in the media store may add up to, in bytes. */
  mediaVariantCacheBytes: number;
  /** As given; when unset, the database keeps one (see auth/secret-key.ts and Settings). */
  secretKey: string | undefined;
  logLevel: LogLevel;
  pingBodyLimit: number;
  smtpPort: number;
  pingEmailDomain: string;
  smtpRelayUrl: string | null;
  monitorIntervalMs: number;
  trustProxy: boolean;
  smsGateway: SmsGateway | null;
  integrations: IntegrationSettings;
  masterBadgeLabel: string;
  /** Memory for anonymous cms/v2 GET responses (0: no cache). */
  contentCacheBytes: number;
  /** `host:port` pairs the oEmbed proxy may reach even on loopback or private addresses. */
  oembedAllowHosts: string[];
  /** Webhook and SMS deliveries may reach loopback and private addresses (operator opt-in). */
  integrationsAllowPrivateIps: boolean;
  /** The Bearer token of the operator's GET /metrics; null keeps the endpoint off. */
  metricsToken: string | null;
  /** HTTP worker processes (node:cluster); 1 serves from this process alone. */
  webConcurrency: number;
  /** PostgreSQL connections one server process opens at most. */
  databasePoolSize: number;
}

/** A Twilio-compatible SMS API with its account, token and sender number. */
export interface SmsGateway {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * What integration messages are signed with, the operator's accounts of services that need one, and
 * the services' addresses (settings, so that self-hosted or regional variants — and tests — can be
 * reached instead).
 */
export interface IntegrationSettings {
  siteName: string;
  /** Absolute URL of the logo chat messages show; null: `{base_url}/static/img/logo.png`. */
  siteLogoUrl: string | null;
  telegramToken: string | null;
  telegramApiUrl: string;
  pushoverApiToken: string | null;
  pushoverApiUrl: string;
  /** How often an emergency Pushover alert repeats, and for how long (seconds). */
  pushoverEmergency: { retry: number; expire: number };
  matrixHomeserver: string | null;
  matrixAccessToken: string | null;
  pagerdutyEventsUrl: string;
  opsgenieApiUrl: string;
  opsgenieEuApiUrl: string;
}

function integrations(env: Env): IntegrationSettings {
  const url = (name: SettingName) => httpUrl(name, env[name]?.trim() || SETTINGS[name].fallback);
  const optional = (name: SettingName) => env[name]?.trim() || null;
  const homeserver = optional('MATRIX_HOMESERVER');
  return {
    siteName: env.SITE_NAME?.trim() || 'Portico',
    siteLogoUrl: optional('SITE_LOGO_URL') && httpUrl('SITE_LOGO_URL', env.SITE_LOGO_URL!.trim()),
    telegramToken: optional('TELEGRAM_TOKEN'),
    telegramApiUrl: url('TELEGRAM_API_URL'),
    pushoverApiToken: optional('PUSHOVER_API_TOKEN'),
    pushoverApiUrl: url('PUSHOVER_API_URL'),
    pushoverEmergency: {
      retry: integer(env, 'PUSHOVER_EMERGENCY_RETRY_DELAY', 300, 30, 10_800),
      expire: integer(env, 'PUSHOVER_EMERGENCY_EXPIRATION', 86_400, 30, 86_400),
    },
    matrixHomeserver: homeserver && httpUrl('MATRIX_HOMESERVER', homeserver),
    matrixAccessToken: optional('MATRIX_ACCESS_TOKEN'),
    pagerdutyEventsUrl: url('PAGERDUTY_EVENTS_URL'),
    opsgenieApiUrl: url('OPSGENIE_API_URL'),
    opsgenieEuApiUrl: url('OPSGENIE_EU_API_URL'),
  };
}

/** How long a client may take and how many may be connected (slow or idle clients hold sockets). */
export interface HttpLimits {
  /** Time to send a request's headers, from the connection or the previous request on it. */
  headersTimeoutMs: number;
  /** Time to send a whole request, body included (uploads). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Connections this process accepts at once; more are refused at once. */
  maxConnections: number;
}

function httpLimits(env: Env): HttpLimits {
  const limits = {
    headersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000),
    keepAliveTimeoutMs: integer(env, 'HTTP_KEEPALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    maxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 1000, 1, 1_000_000),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS must not be larger than HTTP_REQUEST_TIMEOUT_MS');
  return limits;
}

/** Where media files are kept: MEDIA_DIR, or a bucket of any S3-compatible service. */
export type MediaStorage =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Any S3-compatible service; unset: AWS. */
      endpoint: string | undefined;
      region: string;
      /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most S3-compatible servers want. */
      forcePathStyle: boolean;
      /** Unset: the SDK's default credential chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Before every key (`site-a/`), so buckets can be shared. */
      prefix: string;
      /** How long connecting, or a silent connection, may take before the bucket counts as unreachable. */
      timeoutMs: number;
    };

function mediaStorage(env: Env): MediaStorage {
  const kind = (env.MEDIA_STORAGE ?? '').trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORAGE must be local or s3 (got "${env.MEDIA_STORAGE}")`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('MEDIA_STORAGE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT?.trim() ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT.trim()) : undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  return {
    kind,
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: endpoint !== undefined || boolean(env, 'S3_FORCE_PATH_STYLE'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: prefix ? `${prefix}/` : '',
    timeoutMs: integer(env, 'S3_TIMEOUT_MS', 10_000, 100, 600_000),
  };
}

export type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgresql'; url: string };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Bad configuration: the message is one line that names the variable. */

/** The settings as given (config-settings.ts names them all): the environment over the file. */
export type Env = Partial<Record<SettingName, string>>;

function integer(env: Env, name: SettingName, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function boolean(env: Env, name: SettingName): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

function httpUrl(name: SettingName, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.search || url.hash)
    throw new ConfigError(`${name} must not carry a query or fragment (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

/** A database URL: DATABASE_URL's, or one given to a command (`setting` is how errors name it). */
export function parseDatabaseUrl(raw: string | undefined, setting = 'DATABASE_URL'): DatabaseTarget {
  const value = raw && raw.trim() !== '' ? raw.trim() : 'sqlite:./data/portico.db';
  if (value.startsWith('sqlite:')) {
    const path = value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === '') throw new ConfigError(`${setting} must name a file after "sqlite:" (got "${raw}")`);
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(path) };
  }
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: 'postgresql', url: value };
  throw new ConfigError(`${setting} must start with sqlite: or postgresql:// (got "${raw}")`);
}

/** SECRET_KEY when given (at least 16 characters); unset, the database keeps one (auth/secret-key.ts). */
function secretKey(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new ConfigError('SECRET_KEY must be at least 16 characters long');
  return raw;
}

/** SMS_GATEWAY_URL (a Twilio-compatible API base) with its account, token and sender number. */
function smsGateway(env: Env): SmsGateway | null {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (!url) return null;
  const names = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;
  const [accountSid, authToken, from] = names.map((name) => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`${name} must be set when SMS_GATEWAY_URL is`);
    return value;
  });
  return { url: httpUrl('SMS_GATEWAY_URL', url), accountSid, authToken, from };
}

/** A comma-separated list of `host:port` pairs, lower-cased. */
function hostList(env: Env, name: SettingName): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries)
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry))
      throw new ConfigError(`${name} must list host:port pairs separated by commas (got "${entry}")`);
  return entries.map((entry) => entry.replace(/^\[(.*)\]/, '$1'));
}

/**
 * PostgreSQL serves best with about two busy connections a core (PostgreSQL's own rule of thumb); the
 * server's processes share them. More only queue in the database, where each switch between backends
 * costs the cores both share on one machine (10 a process measured 12 % slower than 3 on two cores).
 * At least 2, so that a group of pings being committed never holds a process's only connection.
 */
const poolSizeFor = (processes: number) =>
  Math.max(2, Math.ceil((2 * availableParallelism() + 1) / processes));

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8000, 0, 65535);
  const host = (env.HOST ?? '').trim() || '127.0.0.1';
  const publicUrl = env.PUBLIC_URL?.trim() ? httpUrl('PUBLIC_URL', env.PUBLIC_URL.trim()) : undefined;
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const smtpRelayUrl = env.SMTP_RELAY_URL?.trim() || null;
  if (smtpRelayUrl !== null && !/^smtps?:\/\/[^/]+/.test(smtpRelayUrl)) {
    throw new ConfigError(`SMTP_RELAY_URL must look like smtp://host:port (got "${smtpRelayUrl}")`);
  }
  const pingEmailDomain = env.PING_EMAIL_DOMAIN?.trim() || 'localhost';
  if (!/^[a-z0-9.-]+$/i.test(pingEmailDomain)) {
    throw new ConfigError(`PING_EMAIL_DOMAIN must be a domain name (got "${env.PING_EMAIL_DOMAIN}")`);
  }
  const db = parseDatabaseUrl(env.DATABASE_URL);
  const webConcurrency = integer(env, 'WEB_CONCURRENCY', availableParallelism(), 1, 64);
  return {
    host,
    port,
    http: httpLimits(env),
    publicUrl,
    database: db,
    mediaDir: resolve(env.MEDIA_DIR?.trim() || './data/uploads'),
    mediaStorage: mediaStorage(env),
    mediaPublicUrl: env.MEDIA_PUBLIC_URL?.trim()
      ? httpUrl('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL.trim())
      : null,
    mediaMaxPixels: integer(env, 'MEDIA_MAX_PIXELS', 64_000_000, 1, 1_000_000_000),
    mediaMaxUploadBytes: integer(env, 'MEDIA_MAX_UPLOAD_MB', 64, 1, 4096) * 1024 * 1024,
    mediaOutputFormats: outputFormats(env.MEDIA_OUTPUT_FORMAT),
    mediaVariantWidths: widthList(env.MEDIA_VARIANT_WIDTHS),
    mediaVariantCacheBytes: integer(env, 'MEDIA_VARIANT_CACHE_MB', 1024, 0, 1_048_576) * 1024 * 1024,
    secretKey: secretKey(env.SECRET_KEY),
    logLevel,
    pingBodyLimit: integer(env, 'PING_BODY_LIMIT', 10000, 0, 100 * 1024 * 1024),
    smtpPort: integer(env, 'SMTP_PORT', 0, 0, 65535),
    pingEmailDomain,
    smtpRelayUrl,
    monitorIntervalMs: integer(env, 'MONITOR_INTERVAL_MS', 2000, 50, 3_600_000),
    trustProxy: boolean(env, 'TRUST_PROXY'),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    webConcurrency,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', poolSizeFor(webConcurrency), 1, 1000),
    smsGateway: smsGateway(env),
    integrations: integrations(env),
    masterBadgeLabel: env.MASTER_BADGE_LABEL?.trim() || 'Mychecks',
    contentCacheBytes: integer(env, 'CONTENT_CACHE_MB', 32, 0, 4096) * 1024 * 1024,
    oembedAllowHosts: hostList(env, 'OEMBED_ALLOW_HOSTS'),
    integrationsAllowPrivateIps: boolean(env, 'INTEGRATIONS_ALLOW_PRIVATE_IPS'),
  };
}
