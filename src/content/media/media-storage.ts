import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '../../db/orm.js';
import { placeholders } from '../../db/sql.js';
import type { Settings } from '../../domain-deps.js';
import { LocalMediaStore, type MediaStore } from './media-store.js';
import { S3MediaStore, type MediaClaims } from './s3-media-store.js';

/** Claims of names in object storage, as rows of `media_claims` (the primary key decides). */
const databaseClaims = (em: EntityManager): MediaClaims => ({
  claim: async (name) => {
    const result = await em.execute<QueryResult>(
      'insert into media_claims (name) values (?) on conflict (name) do nothing',
      [name],
      'run',
    );
    return result.affectedRows === 1;
  },
  release: async (names) => {
    if (names.length)
      await em.execute(`delete from media_claims where name in (${placeholders(names)})`, [...names], 'run');
  },
});

type StoreSettings = Pick<Settings, 'mediaDir' | 'mediaStorage'>;

/** The media store of the configured storage: MEDIA_DIR, or the S3 bucket (claims kept by `em`'s database). */
export const mediaStore = (settings: StoreSettings, em: EntityManager): MediaStore =>
  settings.mediaStorage.kind === 's3'
    ? new S3MediaStore(settings.mediaStorage, databaseClaims(em))
    : new LocalMediaStore(settings.mediaDir);

/** The stored files to read and serve (the uploads route: no claims, no database). */
export const mediaFiles = (settings: StoreSettings): Pick<MediaStore, 'read' | 'serve'> =>
  settings.mediaStorage.kind === 's3'
    ? new S3MediaStore(settings.mediaStorage, null)
    : new LocalMediaStore(settings.mediaDir);
