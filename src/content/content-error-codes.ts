/** Error codes of the content domain: posts, terms, media, templates, menus, oEmbed and site settings. */
export type ContentErrorCode =
  | 'ALREADY_TRASHED'
  | 'CANNOT_ASSIGN_STICKY'
  | 'CANNOT_CREATE'
  | 'CANNOT_DELETE'
  | 'CANNOT_EDIT'
  | 'CANNOT_EDIT_FILE_TYPE'
  | 'CANNOT_EDIT_IMAGE'
  | 'CANNOT_EDIT_OTHERS'
  | 'CANNOT_MANAGE_TEMPLATES'
  | 'CANNOT_PUBLISH'
  | 'CANNOT_READ'
  | 'CANNOT_READ_STATUS'
  | 'CANNOT_UPDATE'
  | 'CANNOT_VIEW'
  | 'DUPLICATE_TERM_SLUG'
  | 'EMPTY_CONTENT'
  | 'EMPTY_TERM_NAME'
  | 'FORBIDDEN_CONTEXT'
  | 'FORBIDDEN_ORDERBY'
  | 'IMAGE_CROP_FAILED'
  | 'IMAGE_NOT_EDITED'
  | 'IMAGE_TOO_LARGE'
  | 'INVALID_AUTHOR'
  | 'INVALID_DATE'
  | 'INVALID_FIELD'
  | 'INVALID_MENU_ID'
  | 'INVALID_PARAM'
  | 'INVALID_SITE_SETTING'
  | 'INVALID_TEMPLATE'
  | 'INVALID_TYPE'
  | 'NOT_IN_ENUM'
  | 'NO_SEARCH_TERM_DEFINED'
  | 'OEMBED_INVALID_URL'
  | 'ORDERBY_INCLUDE_MISSING_INCLUDE'
  | 'POST_INCORRECT_PASSWORD'
  | 'POST_INVALID_ID'
  | 'POST_INVALID_PARENT'
  | 'POST_INVALID_TYPE'
  | 'POST_NO_AUTOSAVE'
  | 'REVISION_PARENT_ID_MISMATCH'
  | 'STATUS_INVALID'
  | 'TAXONOMY_INVALID'
  | 'TEMPLATE_NOT_FOUND'
  | 'TERM_EXISTS'
  | 'TERM_INVALID'
  | 'TERM_INVALID_ID'
  | 'TITLE_REQUIRED'
  | 'TRASH_NOT_SUPPORTED'
  | 'TYPE_INVALID'
  | 'UNKNOWN_ATTACHMENT'
  | 'MEDIA_STORAGE_UNAVAILABLE'
  | 'UNKNOWN_IMAGE_FILE_TYPE'
  | 'UPLOAD_IMAGE_TOO_LARGE'
  | 'UPLOAD_IMAGE_TYPE_NOT_SUPPORTED'
  | 'UPLOAD_NO_DATA'
  | 'UPLOAD_SIDELOAD_ERROR'
  | 'URL_REQUIRED'
  | 'USER_CANNOT_VIEW';

/**
 * The per-argument codes inside an `INVALID_PARAM` error's `details` (the reference's own codes, which
 * the gateway's argument validation reports in the same place).
 */
export type ArgumentErrorCode =
  | 'rest_cannot_view'
  | 'rest_forbidden_context'
  | 'rest_forbidden_status'
  | 'rest_invalid_param'
  | 'rest_invalid_url'
  | 'rest_out_of_bounds'
  | 'rest_too_many_items';

declare module '../errors.js' {
  interface ErrorCodeFamilies {
    content: ContentErrorCode;
  }
}
