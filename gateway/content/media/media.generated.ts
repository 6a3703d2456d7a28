/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestMediaItemFragment = { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } };

export type RestListMediaQueryVariables = Exact<{
  filter: Types.MediaFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListMediaQuery = { list: { totalCount: number, nodes: Array<{ dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } }> }, access: { canCreate: boolean } };

export type RestGetMediaQueryVariables = Exact<{
  id: number;
  edit: boolean;
}>;


export type RestGetMediaQuery = { item: { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestMediaUploadAllowedQueryVariables = Exact<{
  post?: number | null | undefined;
}>;


export type RestMediaUploadAllowedQuery = { mediaUploadAllowed: boolean };

export type RestUploadMediaMutationVariables = Exact<{
  file: Types.MediaUpload;
  input: Types.MediaInput;
  subSizes: boolean;
  titleFromFileName: boolean;
}>;


export type RestUploadMediaMutation = { item: { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestUpdateMediaMutationVariables = Exact<{
  id: number;
  input: Types.MediaInput;
}>;


export type RestUpdateMediaMutation = { item: { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestDeleteMediaMutationVariables = Exact<{
  id: number;
  force: boolean;
}>;


export type RestDeleteMediaMutation = { deleted: { previous: { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } } };

export type RestCreateMediaSubSizesMutationVariables = Exact<{
  id: number;
}>;


export type RestCreateMediaSubSizesMutation = { item: { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestEditMediaMutationVariables = Exact<{
  id: number;
  src: string;
  modifiers: Array<Types.ModifierInput> | Types.ModifierInput;
  input: Types.MediaInput;
}>;


export type RestEditMediaMutation = { item: { dateGmt: string, modifiedGmt: string, slug: string, status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", link: string, guid: string, commentStatus: "open" | "closed", pingStatus: "open" | "closed", template: string, altText: string, mediaType: "image" | "file", mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, id: number, date: string, modified: string, author: number, featuredMedia: number, title: { raw: string | null, rendered: string }, focalPoint: { x: number, y: number } | null, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestMakeMediaVariantMutationVariables = Exact<{
  file: string;
  accept: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
  fit?: "inside" | "cover" | "contain" | null | undefined;
  focus?: Types.FocalPointInput | null | undefined;
  quality?: number | null | undefined;
  format?: "auto" | "webp" | "avif" | "jpeg" | "png" | null | undefined;
  signature?: string | null | undefined;
}>;


export type RestMakeMediaVariantMutation = { variant: { file: string, mime: string } };

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
export const RestMediaItemFragmentDoc = new TypedDocumentString(`
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}
    `, {"fragmentName":"RestMediaItem"}) as unknown as TypedDocumentString<RestMediaItemFragment, unknown>;
export const RestListMediaDocument = new TypedDocumentString(`
    query RestListMedia($filter: MediaFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: mediaItems(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    totalCount
    nodes {
      ...RestMediaItem
    }
  }
  access: mediaAccess {
    canCreate
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListMediaQuery, RestListMediaQueryVariables>;
export const RestGetMediaDocument = new TypedDocumentString(`
    query RestGetMedia($id: Int!, $edit: Boolean!) {
  item: mediaItem(id: $id, edit: $edit) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestGetMediaQuery, RestGetMediaQueryVariables>;
export const RestMediaUploadAllowedDocument = new TypedDocumentString(`
    query RestMediaUploadAllowed($post: Int) {
  mediaUploadAllowed(post: $post)
}
    `) as unknown as TypedDocumentString<RestMediaUploadAllowedQuery, RestMediaUploadAllowedQueryVariables>;
export const RestUploadMediaDocument = new TypedDocumentString(`
    mutation RestUploadMedia($file: MediaUpload!, $input: MediaInput!, $subSizes: Boolean!, $titleFromFileName: Boolean!) {
  item: uploadMedia(
    file: $file
    input: $input
    subSizes: $subSizes
    titleFromFileName: $titleFromFileName
  ) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUploadMediaMutation, RestUploadMediaMutationVariables>;
export const RestUpdateMediaDocument = new TypedDocumentString(`
    mutation RestUpdateMedia($id: Int!, $input: MediaInput!) {
  item: updateMedia(id: $id, input: $input) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUpdateMediaMutation, RestUpdateMediaMutationVariables>;
export const RestDeleteMediaDocument = new TypedDocumentString(`
    mutation RestDeleteMedia($id: Int!, $force: Boolean!) {
  deleted: deleteMedia(id: $id, force: $force) {
    previous {
      ...RestMediaItem
    }
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestDeleteMediaMutation, RestDeleteMediaMutationVariables>;
export const RestCreateMediaSubSizesDocument = new TypedDocumentString(`
    mutation RestCreateMediaSubSizes($id: Int!) {
  item: createMediaSubSizes(id: $id) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestCreateMediaSubSizesMutation, RestCreateMediaSubSizesMutationVariables>;
export const RestEditMediaDocument = new TypedDocumentString(`
    mutation RestEditMedia($id: Int!, $src: String!, $modifiers: [ModifierInput!]!, $input: MediaInput!) {
  item: editMedia(id: $id, src: $src, modifiers: $modifiers, input: $input) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id: databaseId
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  template
  altText
  focalPoint {
    x
    y
  }
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestEditMediaMutation, RestEditMediaMutationVariables>;
export const RestMakeMediaVariantDocument = new TypedDocumentString(`
    mutation RestMakeMediaVariant($file: String!, $accept: String!, $width: Int, $height: Int, $fit: ImageFit, $focus: FocalPointInput, $quality: Int, $format: ImageFormat, $signature: String) {
  variant: makeMediaVariant(
    file: $file
    accept: $accept
    width: $width
    height: $height
    fit: $fit
    focus: $focus
    quality: $quality
    format: $format
    signature: $signature
  ) {
    file
    mime
  }
}
    `) as unknown as TypedDocumentString<RestMakeMediaVariantMutation, RestMakeMediaVariantMutationVariables>;