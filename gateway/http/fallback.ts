import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DatabaseFault } from '../../src/errors.js';
import type { Logger } from '../../src/logger.js';

/** Unknown paths: a JSON 404 (each facade answers its own unknown routes before this). */
export const notFoundJson: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not found' });
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/**
 * Last resort: client errors from body parsing keep their 4xx, a database fault its 503/507 (logged
 * once per outage where it was met), anything else is a logged 500.
 */
export function errorJson(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof DatabaseFault && !res.headersSent) {
      res.status(error.status).set(error.headers).json({ error: error.message });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.expose && parserError.status && parserError.status < 500) {
      const message =
        parserError.type === 'entity.too.large'
          ? 'request body too large'
          : parserError.type === 'entity.parse.failed'
            ? 'could not parse request body'
            : 'bad request';
      res.status(parserError.status).json({ error: message });
      return;
    }
    logger.error({ err: error, reqId: res.locals.requestId }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).json({ error: 'internal server error' });
  };
}
