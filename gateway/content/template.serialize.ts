import type * as op from '../operations.generated.js';
import { inContext, VEM, type ItemSchema, type RestContext } from './item-schema.js';
import { compactLinks, restUrl } from './links.js';
import { templateSchema } from './template.schema.js';

/** Templates or template parts: their type, REST base and GraphQL kind. */
export interface TemplateKind {
  type: 'wp_template' | 'wp_template_part';
  gqlType: op.TemplateKind;
  restBase: 'templates' | 'template-parts';
}

/** One kind's schemas and where its routes live: what its serialiser and handlers share. */
export interface TemplateSite {
  kind: TemplateKind;
  siteUrl: string;
  base: string;
  schema: ItemSchema;
  revisionSchema: ItemSchema;
}

export function templateSite(kind: TemplateKind, siteUrl: string): TemplateSite {
  const schema = templateSchema(kind.type);
  const revisionSchema = {
    ...schema,
    title: `${kind.type}-revision`,
    properties: {
      ...schema.properties,
      parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: VEM },
    },
  } satisfies ItemSchema;
  return { kind, siteUrl, base: `/cms/v2/${kind.restBase}`, schema, revisionSchema };
}

/** Stored copies link their revisions; in edit context the actions the caller may take are added. */
function templateLinks(site: TemplateSite, t: op.RestTemplateFragment, context: RestContext) {
  const url = (path: string) => restUrl(site.siteUrl, path);
  const self = url(`${site.base}/${t.id}`);
  const links: Record<string, Record<string, unknown>[]> = {
    self: [{ href: self }],
    collection: [{ href: url(site.base) }],
    about: [{ href: url(`/cms/v2/types/${site.kind.type}`) }],
  };
  if (t.cmsId) {
    const { count, latestId } = t.revisionSummary;
    links['version-history'] = [{ count, href: url(`${site.base}/${t.id}/revisions`) }];
    if (count > 0 && latestId)
      links['predecessor-version'] = [
        { id: latestId, href: url(`${site.base}/${t.id}/revisions/${latestId}`) },
      ];
  }
  if (context === 'edit')
    for (const action of t.editActions) links[`https://api.w.org/${action}`] = [{ href: self }];
  return compactLinks(links);
}

/** A template (or one of its revisions or autosaves) in a request's context, keys in the reference's order. */
export function serializeTemplate(
  site: TemplateSite,
  t: op.RestTemplateFragment,
  context: RestContext,
  revisions?: 'revisions' | 'autosaves',
) {
  const out = inContext(revisions ? site.revisionSchema : site.schema, context, [
    ['id', () => t.id],
    ['theme', () => t.theme],
    ['content', () => ({ raw: t.content.raw, block_version: t.content.blockVersion })],
    ['slug', () => t.slug],
    ['source', () => t.source],
    ['origin', () => t.origin],
    ['type', () => site.kind.type],
    ['description', () => t.description],
    ['title', () => t.title],
    ['status', () => t.status],
    ['cms_id', () => t.cmsId],
    ['has_theme_file', () => t.hasThemeFile],
    ['is_custom', () => t.isCustom],
    ['author', () => t.author],
    ['area', () => t.area],
    ['modified', () => t.modified],
    ['date', () => t.date],
    ['author_text', () => t.authorText],
    ['original_source', () => t.originalSource],
    ['parent', () => t.parent],
  ]);
  out._links = revisions
    ? {
        self: [{ href: restUrl(site.siteUrl, `${site.base}/${t.id}/${revisions}/${t.cmsId}`) }],
        parent: [{ href: restUrl(site.siteUrl, `${site.base}/${t.id}`) }],
      }
    : templateLinks(site, t, context);
  return out;
}
