import type { TemplateKind as GraphQLTemplateKind } from '../../schema-types.generated.js';
import type { RestTemplateFragment } from './templates.generated.js';
import type { FieldTable } from '../rest/field-table.js';
import type { RestContext } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import { templateTables } from './template.fields.js';

/** Templates or template parts: their type (the schema's TemplateKind) and REST base. */
export interface TemplateKind {
  type: GraphQLTemplateKind;
  restBase: 'templates' | 'template-parts';
}

/** One kind's field tables and where its routes live: what its serialiser and handlers share. */
export interface TemplateSite {
  kind: TemplateKind;
  siteUrl: string;
  base: string;
  fields: FieldTable<RestTemplateFragment>;
  revisionFields: FieldTable<RestTemplateFragment>;
}

export function templateSite(kind: TemplateKind, siteUrl: string): TemplateSite {
  const { items, revisions } = templateTables(kind.type);
  return { kind, siteUrl, base: `/cms/v2/${kind.restBase}`, fields: items, revisionFields: revisions };
}

/** Stored copies link their revisions; in edit context the actions the caller may take are added. */
function templateLinks(site: TemplateSite, t: RestTemplateFragment, context: RestContext) {
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
  t: RestTemplateFragment,
  context: RestContext,
  revisions?: 'revisions' | 'autosaves',
) {
  const out = (revisions ? site.revisionFields : site.fields).show(t, context);
  out._links = revisions
    ? {
        self: [{ href: restUrl(site.siteUrl, `${site.base}/${t.id}/${revisions}/${t.cmsId}`) }],
        parent: [{ href: restUrl(site.siteUrl, `${site.base}/${t.id}`) }],
      }
    : templateLinks(site, t, context);
  return out;
}
