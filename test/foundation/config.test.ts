import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ConfigError } from '../../src/config-error.js';
import { baseEnv, tempDir } from '../helpers/server.js';

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'a.db')}` });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8000,
      publicUrl: undefined,
      logLevel: 'info',
      pingBodyLimit: 10000,
      smtpPort: 0,
      smtpRelayUrl: null,
      monitorIntervalMs: 2000,
      trustProxy: false,
      database: { kind: 'sqlite', path: join(dir, 'a.db') },
      mediaMaxPixels: 64_000_000,
      mediaMaxUploadBytes: 64 * 1024 * 1024,
      oembedAllowHosts: [],
    });
    expect(config.mediaDir).toMatch(/data\/uploads$/);
    const allowed = loadConfig({ ...baseEnv(dir), OEMBED_ALLOW_HOSTS: ' Provider.test:8080, [::1]:9000 ' });
    expect(allowed.oembedAllowHosts).toEqual(['provider.test:8080', '::1:9000']);
  });

  it('takes SECRET_KEY as given, refusing short ones; unset, the database keeps one', () => {
    expect(loadConfig(baseEnv(dir)).secretKey).toBeUndefined();
    expect(loadConfig({ ...baseEnv(dir), SECRET_KEY: 'given-secret-key-0123' }).secretKey).toBe(
      'given-secret-key-0123',
    );
  });

  it('accepts a PostgreSQL URL and a PUBLIC_URL without trailing slash', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db/portico',
      SECRET_KEY: 'x'.repeat(20),
      PUBLIC_URL: 'https://hc.example.com/',
    });
    expect(config.database).toEqual({ kind: 'postgresql', url: 'postgresql://u:p@db/portico' });
    expect(config.publicUrl).toBe('https://hc.example.com');
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be an integer from 0 to 65535 (got "70000")'],
    ['PUBLIC_URL', 'ftp://x', 'PUBLIC_URL must be an absolute http(s) URL (got "ftp://x")'],
    ['PUBLIC_URL', 'not a url', 'PUBLIC_URL must be an absolute http(s) URL (got "not a url")'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must start with sqlite: or postgresql:// (got "mysql://x")'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['PING_BODY_LIMIT', '-1', 'PING_BODY_LIMIT must be an integer from 0 to 104857600 (got "-1")'],
    ['SMTP_PORT', '1.5', 'SMTP_PORT must be an integer from 0 to 65535 (got "1.5")'],
    ['MONITOR_INTERVAL_MS', '0', 'MONITOR_INTERVAL_MS must be an integer from 50 to 3600000 (got "0")'],
    ['CONTENT_CACHE_MB', 'lots', 'CONTENT_CACHE_MB must be an integer from 0 to 4096 (got "lots")'],
    ['SMTP_RELAY_URL', 'http://x', 'SMTP_RELAY_URL must look like smtp://host:port (got "http://x")'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false (got "maybe")'],
    ['SECRET_KEY', 'short', 'SECRET_KEY must be at least 16 characters long'],
    ['MEDIA_MAX_PIXELS', '0', 'MEDIA_MAX_PIXELS must be an integer from 1 to 1000000000 (got "0")'],
    [
      'OEMBED_ALLOW_HOSTS',
      'provider.test',
      'OEMBED_ALLOW_HOSTS must list host:port pairs separated by commas (got "provider.test")',
    ],
    ['SMS_GATEWAY_URL', 'ftp://sms', 'SMS_ACCOUNT_SID must be set when SMS_GATEWAY_URL is'],
    ['MEDIA_STORAGE', 'ftp', 'MEDIA_STORAGE must be local or s3 (got "ftp")'],
    ['MEDIA_STORAGE', 's3', 'MEDIA_STORAGE=s3 needs S3_BUCKET'],
    [
      'MEDIA_PUBLIC_URL',
      'cdn.example',
      'MEDIA_PUBLIC_URL must be an absolute http(s) URL (got "cdn.example")',
    ],
  ])('rejects %s=%s with one line naming it', (name, value, message) => {
    const env = { ...baseEnv(dir), [name]: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps media in a folder by default, or in an S3-compatible bucket', () => {
    expect(loadConfig(baseEnv(dir)).mediaStorage).toEqual({ kind: 'local' });
    const s3 = { ...baseEnv(dir), MEDIA_STORAGE: 's3', S3_BUCKET: 'media' };
    expect(loadConfig(s3).mediaStorage).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
      prefix: '',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/site-a/',
        MEDIA_PUBLIC_URL: 'https://cdn.example/site-a/',
      }),
    ).toMatchObject({
      mediaStorage: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        prefix: 'site-a/',
      },
      mediaPublicUrl: 'https://cdn.example/site-a',
    });
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });

  it('wants a full SMS gateway with an http(s) URL', () => {
    const sms = { SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+1' };
    expect(() => loadConfig({ ...baseEnv(dir), ...sms, SMS_GATEWAY_URL: 'ftp://sms' })).toThrow(
      'SMS_GATEWAY_URL must be an absolute http(s) URL (got "ftp://sms")',
    );
    expect(
      loadConfig({ ...baseEnv(dir), ...sms, SMS_GATEWAY_URL: 'https://api.example' }).smsGateway,
    ).toEqual({
      url: 'https://api.example',
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
    });
  });
});
