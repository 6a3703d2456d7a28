/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestTemplateFragment = { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } };

export type RestListTemplatesQueryVariables = Exact<{
  filter: Types.TemplateFilterInput;
}>;


export type RestListTemplatesQuery = { list: Array<{ theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> };

export type RestListTemplatePartsQueryVariables = Exact<{
  filter: Types.TemplateFilterInput;
}>;


export type RestListTemplatePartsQuery = { list: Array<{ theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> };

export type RestGetTemplateQueryVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
}>;


export type RestGetTemplateQuery = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestLookupTemplateQueryVariables = Exact<{
  slug: string;
  isCustom: boolean;
  templatePrefix: string;
}>;


export type RestLookupTemplateQuery = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } | null };

export type RestCreateTemplateMutationVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  input: Types.TemplateInput;
}>;


export type RestCreateTemplateMutation = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestUpdateTemplateMutationVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  input: Types.TemplateInput;
}>;


export type RestUpdateTemplateMutation = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestDeleteTemplateMutationVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  force: boolean;
}>;


export type RestDeleteTemplateMutation = { deleted: { previous: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } } };

export type RestListTemplateRevisionsQueryVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  first?: number | null | undefined;
  offset: number;
  order: "asc" | "desc";
  include?: Array<number> | number | null | undefined;
  exclude?: Array<number> | number | null | undefined;
  search?: string | null | undefined;
}>;


export type RestListTemplateRevisionsQuery = { revisions: { totalCount: number, nodes: Array<{ theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> } };

export type RestGetTemplateRevisionQueryVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  revisionId: number;
}>;


export type RestGetTemplateRevisionQuery = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestDeleteTemplateRevisionMutationVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  revisionId: number;
  force: boolean;
}>;


export type RestDeleteTemplateRevisionMutation = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestListTemplateAutosavesQueryVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
}>;


export type RestListTemplateAutosavesQuery = { list: Array<{ theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> };

export type RestGetTemplateAutosaveQueryVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  autosaveId: number;
}>;


export type RestGetTemplateAutosaveQuery = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestAutosaveTemplateMutationVariables = Exact<{
  type: "wp_template" | "wp_template_part";
  id: string;
  input: Types.TemplateInput;
}>;


export type RestAutosaveTemplateMutation = { item: { theme: string, slug: string, type: "wp_template" | "wp_template_part", source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, authorText: string, originalSource: string, parent: number, editActions: Array<string>, id: string, modified: string | null, date: string | null, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RestTemplateFragmentDoc = new TypedDocumentString(`
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}
    `, {"fragmentName":"RestTemplate"}) as unknown as TypedDocumentString<RestTemplateFragment, unknown>;
export const RestListTemplatesDocument = new TypedDocumentString(`
    query RestListTemplates($filter: TemplateFilterInput!) {
  list: templateList(type: WP_TEMPLATE, filter: $filter) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplatesQuery, RestListTemplatesQueryVariables>;
export const RestListTemplatePartsDocument = new TypedDocumentString(`
    query RestListTemplateParts($filter: TemplateFilterInput!) {
  list: templateList(type: WP_TEMPLATE_PART, filter: $filter) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplatePartsQuery, RestListTemplatePartsQueryVariables>;
export const RestGetTemplateDocument = new TypedDocumentString(`
    query RestGetTemplate($type: TemplateKind!, $id: String!) {
  item: template(type: $type, id: $id) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestGetTemplateQuery, RestGetTemplateQueryVariables>;
export const RestLookupTemplateDocument = new TypedDocumentString(`
    query RestLookupTemplate($slug: String!, $isCustom: Boolean!, $templatePrefix: String!) {
  item: templateLookup(
    slug: $slug
    isCustom: $isCustom
    templatePrefix: $templatePrefix
  ) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestLookupTemplateQuery, RestLookupTemplateQueryVariables>;
export const RestCreateTemplateDocument = new TypedDocumentString(`
    mutation RestCreateTemplate($type: TemplateKind!, $input: TemplateInput!) {
  item: createTemplate(type: $type, input: $input) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestCreateTemplateMutation, RestCreateTemplateMutationVariables>;
export const RestUpdateTemplateDocument = new TypedDocumentString(`
    mutation RestUpdateTemplate($type: TemplateKind!, $id: String!, $input: TemplateInput!) {
  item: updateTemplate(type: $type, id: $id, input: $input) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestUpdateTemplateMutation, RestUpdateTemplateMutationVariables>;
export const RestDeleteTemplateDocument = new TypedDocumentString(`
    mutation RestDeleteTemplate($type: TemplateKind!, $id: String!, $force: Boolean!) {
  deleted: deleteTemplate(type: $type, id: $id, force: $force) {
    previous {
      ...RestTemplate
    }
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestDeleteTemplateMutation, RestDeleteTemplateMutationVariables>;
export const RestListTemplateRevisionsDocument = new TypedDocumentString(`
    query RestListTemplateRevisions($type: TemplateKind!, $id: String!, $first: Int, $offset: Int!, $order: OrderDirection!, $include: [Int!], $exclude: [Int!], $search: String) {
  revisions: templateRevisions(
    type: $type
    id: $id
    first: $first
    offset: $offset
    order: $order
    include: $include
    exclude: $exclude
    search: $search
  ) {
    totalCount
    nodes {
      ...RestTemplate
    }
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplateRevisionsQuery, RestListTemplateRevisionsQueryVariables>;
export const RestGetTemplateRevisionDocument = new TypedDocumentString(`
    query RestGetTemplateRevision($type: TemplateKind!, $id: String!, $revisionId: Int!) {
  item: templateRevision(type: $type, id: $id, revisionId: $revisionId) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestGetTemplateRevisionQuery, RestGetTemplateRevisionQueryVariables>;
export const RestDeleteTemplateRevisionDocument = new TypedDocumentString(`
    mutation RestDeleteTemplateRevision($type: TemplateKind!, $id: String!, $revisionId: Int!, $force: Boolean!) {
  item: deleteTemplateRevision(
    type: $type
    id: $id
    revisionId: $revisionId
    force: $force
  ) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestDeleteTemplateRevisionMutation, RestDeleteTemplateRevisionMutationVariables>;
export const RestListTemplateAutosavesDocument = new TypedDocumentString(`
    query RestListTemplateAutosaves($type: TemplateKind!, $id: String!) {
  list: templateAutosaveList(type: $type, id: $id) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplateAutosavesQuery, RestListTemplateAutosavesQueryVariables>;
export const RestGetTemplateAutosaveDocument = new TypedDocumentString(`
    query RestGetTemplateAutosave($type: TemplateKind!, $id: String!, $autosaveId: Int!) {
  item: templateAutosave(type: $type, id: $id, autosaveId: $autosaveId) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestGetTemplateAutosaveQuery, RestGetTemplateAutosaveQueryVariables>;
export const RestAutosaveTemplateDocument = new TypedDocumentString(`
    mutation RestAutosaveTemplate($type: TemplateKind!, $id: String!, $input: TemplateInput!) {
  item: autosaveTemplate(type: $type, id: $id, input: $input) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id: templateId
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified: modifiedLocal
  date: dateLocal
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestAutosaveTemplateMutation, RestAutosaveTemplateMutationVariables>;