import type { PostType } from '../../../src/content/content-model/post-type-registry.js';
import type { RestRevisionFragment } from './revisions.generated.js';
import { FieldTable, type Field } from '../rest/field-table.js';
import { EDIT_ONLY, VIEW_EDIT, VIEW_EDIT_EMBED, type PropertySchema } from '../rest/item-schema.js';
import { postFields } from '../posts/post.fields.js';

type RevisionField = Field<RestRevisionFragment>;

/** A revision's date: none while its item's date floats. */
const revisionDate =
  (graphql: 'date' | 'dateGmt') =>
  (revision: RestRevisionFragment): string | null =>
    revision.revisionDateGmt === null ? null : revision[graphql];

/**
 * The field table of a revision or autosave of the type: its own fields, then the parent's guid,
 * title, content, excerpt and meta (autosaves add a preview link). Revisions are not written through
 * their routes.
 */
export function revisionTable(type: PostType, autosave: boolean): FieldTable<RestRevisionFragment> {
  const parent = Object.fromEntries(postFields(type).map((field) => [field.wire, field.schema]));
  const date = (description: string, context: PropertySchema['context']): PropertySchema => ({
    description,
    type: 'string',
    format: 'date-time',
    context,
  });
  const fields: RevisionField[] = [
    {
      wire: 'author',
      graphql: 'author',
      schema: {
        description: 'The ID for the author of the revision.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'date',
      show: revisionDate('date'),
      schema: date("The date the revision was published, in the site's timezone.", VIEW_EDIT_EMBED),
    },
    {
      wire: 'date_gmt',
      show: revisionDate('dateGmt'),
      schema: date('The date the revision was published, as GMT.', VIEW_EDIT),
    },
    {
      wire: 'guid',
      show: (revision) => ({ rendered: revision.guid, raw: revision.guid }),
      schema: parent.guid,
    },
    {
      wire: 'id',
      graphql: 'id',
      schema: {
        description: 'Unique identifier for the revision.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'modified',
      graphql: 'modified',
      schema: date("The date the revision was last modified, in the site's timezone.", VIEW_EDIT),
    },
    {
      wire: 'modified_gmt',
      graphql: 'modifiedGmt',
      schema: date('The date the revision was last modified, as GMT.', VIEW_EDIT),
    },
    {
      wire: 'parent',
      graphql: 'parent',
      schema: {
        description: 'The ID for the parent of the revision.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'slug',
      graphql: 'slug',
      schema: {
        description: 'An alphanumeric identifier for the revision unique to its type.',
        type: 'string',
        context: VIEW_EDIT_EMBED,
      },
    },
  ];
  // A revision's texts are only raw and rendered, never protected, whatever the parent's schema lists;
  // what that schema leaves out (a pattern's rendered texts) is shown as the reference shows it.
  const texts = ({ raw, rendered }: { raw: string | null; rendered: string }) => ({ raw, rendered });
  const shown: Record<string, RevisionField['show']> = {
    title: ({ title }) => texts(title),
    content: ({ content }) => texts(content),
    excerpt: ({ excerpt }) => texts(excerpt),
    meta: (revision) => revision.meta,
  };
  for (const [wire, show] of Object.entries(shown))
    if (parent[wire]) fields.push({ wire, show, schema: parent[wire] });
  if (autosave)
    fields.push({
      wire: 'preview_link',
      graphql: 'previewLink',
      schema: {
        description: 'Preview link for the post.',
        type: 'string',
        format: 'uri',
        context: EDIT_ONLY,
        readonly: true,
      },
    });
  const title = `${type.name}-revision`;
  return new FieldTable(title, fields, { responseOrder: REVISION_RESPONSE_ORDER });
}

/** The reference's key order of a revision in an answer. */
const REVISION_RESPONSE_ORDER = [
  'author',
  'date',
  'date_gmt',
  'id',
  'modified',
  'modified_gmt',
  'parent',
  'slug',
  'guid',
  'title',
  'content',
  'excerpt',
  'meta',
  'preview_link',
];
