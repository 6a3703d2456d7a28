import type { RequestContext } from '../../auth/request-context.js';
import type { EntityManager } from '../../db/orm.js';
import { loaderOf } from '../../graphql/loaders.js';
import { mediaUrl } from '../links.js';
import type { ImageLookup, LibraryImage } from '../render/responsive-images.js';
import { Attachment } from './attachment.entity.js';
import { inSizeOrder } from './image-sizes.js';

/** The images among these attachments, each with its sub-sizes in the reference's order. */
async function libraryImages(em: EntityManager, ids: readonly number[]): Promise<(LibraryImage | null)[]> {
  const rows = await em.find(Attachment, { postId: { $in: [...ids] }, width: { $ne: null } });
  const found = new Map(
    rows.map((row) => [
      row.postId,
      {
        file: row.file,
        width: row.width!,
        height: row.height!,
        sizes: inSizeOrder(row.sizes).map(([, size]) => ({
          file: size.file,
          width: size.width,
          height: size.height,
        })),
      },
    ]),
  );
  return ids.map((id) => found.get(id) ?? null);
}

/**
 * The library images rendered texts name, read for the whole request in one batch per tick (a list's
 * items ask together), each attachment once.
 */
export function imageLookupOf(ctx: RequestContext): ImageLookup {
  const uploadsUrl = mediaUrl(ctx.settings, '').slice(0, -1);
  return async (ids) => {
    const loader = loaderOf(ctx, 'libraryImages', (keys: readonly number[]) => libraryImages(ctx.em, keys));
    const images = await loader.loadMany(ids);
    const entries = ids.flatMap((id, at): [number, LibraryImage][] => {
      const image = images[at];
      if (image instanceof Error) throw image;
      return image ? [[id, image]] : [];
    });
    return { uploadsUrl, images: new Map(entries) };
  };
}

/** What the nodes of a request need of the site: its URL, and the library images their texts show. */
export const nodeSite = (ctx: RequestContext) => ({
  url: ctx.settings.publicUrl,
  images: imageLookupOf(ctx),
});
