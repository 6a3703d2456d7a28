import type { Options } from '@mikro-orm/core';
import { ormOptions } from '../../mikro-orm.config.js';
import type { DatabaseTarget } from '../config.js';
import { openOrm, type Orm } from '../db/orm.js';

/** Opens the database with the one ORM configuration (mikro-orm.config.ts), `overrides` on top. */
export const openDatabase = (target: DatabaseTarget, overrides: Partial<Options> = {}): Promise<Orm> =>
  openOrm(target, { ...ormOptions(target), ...overrides });
