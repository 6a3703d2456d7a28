import type { Request } from 'express';

export const UNIQUE_KEY = '[A-Za-z0-9]{40}';

/** The check named by the path's `id`. */
export const checkId = (req: Request) => String(req.params.id);

/** A UUID or, for read-only keys, a check's unique key: the two ways the API names a check. */
export const checkRef = (req: Request) =>
  checkId(req).length === 40 ? { uniqueKey: checkId(req) } : { id: checkId(req) };
