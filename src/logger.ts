import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.js';

export type { Logger };

/** JSON lines on stdout. Request logs carry method, path (no query string), status and time: no secrets. */
export function createLogger(level: LogLevel, base?: Record<string, unknown>): Logger {
  return pino({ level, base, timestamp: pino.stdTimeFunctions.isoTime });
}
