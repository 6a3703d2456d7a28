/**
 * Every setting the server and the CLI read, in the order the configuration file lists them: the one
 * list `config show`, the first start's `portico.env` and the parser's names (config.ts) come from.
 */
interface SettingRow {
  /** The default as written in the file; '' when unset by default. */
  fallback: string;
  /** One line for the configuration file and `config show`. */
  help: string;
  /** Masked wherever shown; URLs keep everything but their password. */
  secret?: 'value' | 'url-password';
}

export const SETTINGS = {
  HOST: { fallback: '127.0.0.1', help: 'Address to listen on.' },
  PORT: { fallback: '8000', help: 'Port to listen on (0 picks a free one).' },
  WEB_CONCURRENCY: { fallback: '', help: 'HTTP worker processes; unset: one per core.' },
  PUBLIC_URL: {
    fallback: '',
    help: 'The base of every URL the server returns; unset: http://localhost:<PORT>.',
  },
  DATABASE_URL: {
    fallback: 'sqlite:./data/portico.db',
    help: 'sqlite:<file> or postgresql://user:password@host:port/database.',
    secret: 'url-password',
  },
  DATABASE_POOL_SIZE: {
    fallback: '',
    help: 'PostgreSQL connections per server process; unset: (2 × cores + 1) ÷ workers, at least 2.',
  },
  SECRET_KEY: {
    fallback: '',
    help: 'Keys API key and password hashes (16+ characters); unset: generated and kept in the database.',
    secret: 'value',
  },
  LOG_LEVEL: { fallback: 'info', help: 'fatal, error, warn, info, debug, trace or silent.' },
  HTTP_HEADERS_TIMEOUT_MS: { fallback: '10000', help: 'Time a client has to send request headers.' },
  HTTP_REQUEST_TIMEOUT_MS: { fallback: '120000', help: 'Time a client has to send a whole request.' },
  HTTP_KEEPALIVE_TIMEOUT_MS: { fallback: '5000', help: 'How long an idle keep-alive connection stays open.' },
  HTTP_MAX_CONNECTIONS: { fallback: '1000', help: 'Connections one process holds at once.' },
  MEDIA_DIR: { fallback: './data/uploads', help: 'Where uploaded files are kept (MEDIA_STORAGE=local).' },
  MEDIA_STORAGE: { fallback: 'local', help: 'local (MEDIA_DIR) or s3 (the S3_* settings).' },
  S3_BUCKET: { fallback: '', help: 'The bucket media files go to (MEDIA_STORAGE=s3).' },
  S3_ENDPOINT: { fallback: '', help: 'A non-AWS S3-compatible service; unset: AWS.' },
  S3_FORCE_PATH_STYLE: {
    fallback: 'false',
    help: 'endpoint/bucket/key addressing (always with S3_ENDPOINT).',
  },
  S3_REGION: { fallback: 'us-east-1', help: 'The bucket’s region.' },
  S3_ACCESS_KEY_ID: { fallback: '', help: 'Unset: the AWS SDK’s default credential chain.' },
  S3_SECRET_ACCESS_KEY: { fallback: '', help: 'Goes with S3_ACCESS_KEY_ID.', secret: 'value' },
  S3_PREFIX: { fallback: '', help: 'Before every object key, so that buckets can be shared.' },
  S3_TIMEOUT_MS: { fallback: '10000', help: 'How long the bucket may take to connect or answer before 503.' },
  MEDIA_PUBLIC_URL: { fallback: '', help: 'Where clients fetch media files; unset: {site_url}/uploads.' },
  MEDIA_MAX_PIXELS: { fallback: '64000000', help: 'Largest image (width × height) the server decodes.' },
  MEDIA_MAX_UPLOAD_MB: { fallback: '64', help: 'Largest uploaded file, in MiB.' },
  MEDIA_VARIANT_WIDTHS: {
    fallback: '150,300,480,640,768,1024,1280,1536,1920,2048',
    help: 'Image widths anyone may ask for (/uploads/<file>?w=); others need a signed URL.',
  },
  MEDIA_VARIANT_CACHE_MB: {
    fallback: '1024',
    help: 'Room for image variants in the media store; oldest go first.',
  },
  MEDIA_OUTPUT_FORMAT: {
    fallback: '',
    help: 'Image copies in another type: <from>:<to> pairs, e.g. jpeg:webp,png:webp (HEIC: JPEG).',
  },
  PING_BODY_LIMIT: { fallback: '10000', help: 'Bytes of a ping body that are stored.' },
  SMTP_PORT: { fallback: '0', help: 'Port of the inbound SMTP listener for e-mail pings; 0: off.' },
  PING_EMAIL_DOMAIN: { fallback: 'localhost', help: 'Domain of ping e-mail addresses (<uuid>@domain).' },
  SMTP_RELAY_URL: {
    fallback: '',
    help: 'Outbound relay for e-mail notifications, e.g. smtp://127.0.0.1:25.',
    secret: 'url-password',
  },
  MONITOR_INTERVAL_MS: { fallback: '2000', help: 'How often the down detector and the notifier run.' },
  TRUST_PROXY: {
    fallback: 'false',
    help: 'Take client addresses from X-Forwarded-For (behind a proxy only).',
  },
  SMS_GATEWAY_URL: { fallback: '', help: 'A Twilio-compatible SMS API for sms channels.' },
  SMS_ACCOUNT_SID: { fallback: '', help: 'The SMS gateway’s account.' },
  SMS_AUTH_TOKEN: { fallback: '', help: 'The SMS gateway’s token.', secret: 'value' },
  SMS_FROM: { fallback: '', help: 'The SMS sender number.' },
  MASTER_BADGE_LABEL: { fallback: 'Mychecks', help: 'Label of the all-checks (*) badge.' },
  CONTENT_CACHE_MB: { fallback: '32', help: 'Memory per instance for anonymous cms/v2 answers; 0: off.' },
  OEMBED_ALLOW_HOSTS: {
    fallback: '',
    help: 'host:port pairs the oEmbed proxy may reach on private addresses.',
  },
  INTEGRATIONS_ALLOW_PRIVATE_IPS: {
    fallback: 'false',
    help: 'Let integrations reach loopback, private and reserved addresses (intranet receivers).',
  },
  SITE_NAME: { fallback: 'Portico', help: 'The name integration messages are signed with.' },
  SITE_LOGO_URL: { fallback: '', help: 'Icon of chat messages; unset: {base_url}/static/img/logo.png.' },
  TELEGRAM_TOKEN: { fallback: '', help: 'The operator’s Telegram bot token.', secret: 'value' },
  TELEGRAM_API_URL: { fallback: 'https://api.telegram.org', help: 'Telegram’s Bot API.' },
  PUSHOVER_API_TOKEN: { fallback: '', help: 'The operator’s Pushover application token.', secret: 'value' },
  PUSHOVER_API_URL: { fallback: 'https://api.pushover.net', help: 'Pushover’s API.' },
  PUSHOVER_EMERGENCY_RETRY_DELAY: { fallback: '300', help: 'Seconds between repeats of an emergency alert.' },
  PUSHOVER_EMERGENCY_EXPIRATION: { fallback: '86400', help: 'Seconds an emergency alert repeats for.' },
  MATRIX_HOMESERVER: { fallback: '', help: 'The homeserver of the operator’s Matrix bot.' },
  MATRIX_ACCESS_TOKEN: { fallback: '', help: 'The Matrix bot’s access token.', secret: 'value' },
  PAGERDUTY_EVENTS_URL: { fallback: 'https://events.pagerduty.com', help: 'PagerDuty’s Events API v2 host.' },
  OPSGENIE_API_URL: { fallback: 'https://api.opsgenie.com', help: 'Opsgenie’s Alert API (us).' },
  OPSGENIE_EU_API_URL: { fallback: 'https://api.eu.opsgenie.com', help: 'Opsgenie’s Alert API (eu).' },
  METRICS_TOKEN: { fallback: '', help: 'Turns on GET /metrics, behind this Bearer token.', secret: 'value' },
} satisfies Record<string, SettingRow>;

export type SettingName = keyof typeof SETTINGS;

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

export const isSettingName = (name: string): name is SettingName => Object.hasOwn(SETTINGS, name);

/** A value as it may be shown: secrets hidden, a URL's password too. */
export function shownSetting(name: SettingName, value: string): string {
  const row: SettingRow = SETTINGS[name];
  if (!value || !row.secret) return value;
  if (row.secret === 'value') return '********';
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1********@');
}
