/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestThemeFragment = { stylesheet: string, template: string, name: string, description: string, version: string, author: string, textDomain: string, tags: Array<string>, isBlockTheme: boolean, status: "active" | "inactive", supports: { alignWide: boolean, automaticFeedLinks: boolean, blockTemplates: boolean, blockTemplateParts: boolean, customBackground: boolean, customHeader: boolean, customLogo: boolean, customizeSelectiveRefreshWidgets: boolean, darkEditorStyle: boolean, disableCustomColors: boolean, disableCustomFontSizes: boolean, disableCustomGradients: boolean, disableLayoutStyles: boolean, editorColorPalette: boolean, editorFontSizes: boolean, editorGradientPresets: boolean, editorSpacingSizes: boolean, editorStyles: boolean, html5: Array<string>, formats: Array<string>, postThumbnails: boolean, responsiveEmbeds: boolean, titleTag: boolean, wpBlockStyles: boolean } | null, defaultTemplateTypes: Array<{ title: string, description: string, slug: string }> | null, defaultTemplatePartAreas: Array<{ area: string, label: string, description: string, icon: string, tag: string }> | null };

export type RestListThemesQueryVariables = Exact<{
  status?: Array<"active" | "inactive"> | "active" | "inactive" | null | undefined;
}>;


export type RestListThemesQuery = { list: Array<{ stylesheet: string, template: string, name: string, description: string, version: string, author: string, textDomain: string, tags: Array<string>, isBlockTheme: boolean, status: "active" | "inactive", supports: { alignWide: boolean, automaticFeedLinks: boolean, blockTemplates: boolean, blockTemplateParts: boolean, customBackground: boolean, customHeader: boolean, customLogo: boolean, customizeSelectiveRefreshWidgets: boolean, darkEditorStyle: boolean, disableCustomColors: boolean, disableCustomFontSizes: boolean, disableCustomGradients: boolean, disableLayoutStyles: boolean, editorColorPalette: boolean, editorFontSizes: boolean, editorGradientPresets: boolean, editorSpacingSizes: boolean, editorStyles: boolean, html5: Array<string>, formats: Array<string>, postThumbnails: boolean, responsiveEmbeds: boolean, titleTag: boolean, wpBlockStyles: boolean } | null, defaultTemplateTypes: Array<{ title: string, description: string, slug: string }> | null, defaultTemplatePartAreas: Array<{ area: string, label: string, description: string, icon: string, tag: string }> | null }> };

export type RestGetThemeQueryVariables = Exact<{
  stylesheet: string;
}>;


export type RestGetThemeQuery = { item: { stylesheet: string, template: string, name: string, description: string, version: string, author: string, textDomain: string, tags: Array<string>, isBlockTheme: boolean, status: "active" | "inactive", supports: { alignWide: boolean, automaticFeedLinks: boolean, blockTemplates: boolean, blockTemplateParts: boolean, customBackground: boolean, customHeader: boolean, customLogo: boolean, customizeSelectiveRefreshWidgets: boolean, darkEditorStyle: boolean, disableCustomColors: boolean, disableCustomFontSizes: boolean, disableCustomGradients: boolean, disableLayoutStyles: boolean, editorColorPalette: boolean, editorFontSizes: boolean, editorGradientPresets: boolean, editorSpacingSizes: boolean, editorStyles: boolean, html5: Array<string>, formats: Array<string>, postThumbnails: boolean, responsiveEmbeds: boolean, titleTag: boolean, wpBlockStyles: boolean } | null, defaultTemplateTypes: Array<{ title: string, description: string, slug: string }> | null, defaultTemplatePartAreas: Array<{ area: string, label: string, description: string, icon: string, tag: string }> | null } };

export type RestThemeGlobalStylesQueryVariables = Exact<{
  stylesheet: string;
}>;


export type RestThemeGlobalStylesQuery = { styles: { settings: Record<string, unknown>, styles: Record<string, unknown>, variations: Array<Record<string, unknown>> } };

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
export const RestThemeFragmentDoc = new TypedDocumentString(`
    fragment RestTheme on Theme {
  stylesheet
  template
  name
  description
  version
  author
  textDomain
  tags
  isBlockTheme
  status
  supports {
    alignWide
    automaticFeedLinks
    blockTemplates
    blockTemplateParts
    customBackground
    customHeader
    customLogo
    customizeSelectiveRefreshWidgets
    darkEditorStyle
    disableCustomColors
    disableCustomFontSizes
    disableCustomGradients
    disableLayoutStyles
    editorColorPalette
    editorFontSizes
    editorGradientPresets
    editorSpacingSizes
    editorStyles
    html5
    formats
    postThumbnails
    responsiveEmbeds
    titleTag
    wpBlockStyles
  }
  defaultTemplateTypes {
    title
    description
    slug
  }
  defaultTemplatePartAreas {
    area
    label
    description
    icon
    tag
  }
}
    `, {"fragmentName":"RestTheme"}) as unknown as TypedDocumentString<RestThemeFragment, unknown>;
export const RestListThemesDocument = new TypedDocumentString(`
    query RestListThemes($status: [ThemeStatus!]) {
  list: themeList(status: $status) {
    ...RestTheme
  }
}
    fragment RestTheme on Theme {
  stylesheet
  template
  name
  description
  version
  author
  textDomain
  tags
  isBlockTheme
  status
  supports {
    alignWide
    automaticFeedLinks
    blockTemplates
    blockTemplateParts
    customBackground
    customHeader
    customLogo
    customizeSelectiveRefreshWidgets
    darkEditorStyle
    disableCustomColors
    disableCustomFontSizes
    disableCustomGradients
    disableLayoutStyles
    editorColorPalette
    editorFontSizes
    editorGradientPresets
    editorSpacingSizes
    editorStyles
    html5
    formats
    postThumbnails
    responsiveEmbeds
    titleTag
    wpBlockStyles
  }
  defaultTemplateTypes {
    title
    description
    slug
  }
  defaultTemplatePartAreas {
    area
    label
    description
    icon
    tag
  }
}`) as unknown as TypedDocumentString<RestListThemesQuery, RestListThemesQueryVariables>;
export const RestGetThemeDocument = new TypedDocumentString(`
    query RestGetTheme($stylesheet: String!) {
  item: theme(stylesheet: $stylesheet) {
    ...RestTheme
  }
}
    fragment RestTheme on Theme {
  stylesheet
  template
  name
  description
  version
  author
  textDomain
  tags
  isBlockTheme
  status
  supports {
    alignWide
    automaticFeedLinks
    blockTemplates
    blockTemplateParts
    customBackground
    customHeader
    customLogo
    customizeSelectiveRefreshWidgets
    darkEditorStyle
    disableCustomColors
    disableCustomFontSizes
    disableCustomGradients
    disableLayoutStyles
    editorColorPalette
    editorFontSizes
    editorGradientPresets
    editorSpacingSizes
    editorStyles
    html5
    formats
    postThumbnails
    responsiveEmbeds
    titleTag
    wpBlockStyles
  }
  defaultTemplateTypes {
    title
    description
    slug
  }
  defaultTemplatePartAreas {
    area
    label
    description
    icon
    tag
  }
}`) as unknown as TypedDocumentString<RestGetThemeQuery, RestGetThemeQueryVariables>;
export const RestThemeGlobalStylesDocument = new TypedDocumentString(`
    query RestThemeGlobalStyles($stylesheet: String!) {
  styles: themeGlobalStyles(stylesheet: $stylesheet) {
    settings
    styles
    variations
  }
}
    `) as unknown as TypedDocumentString<RestThemeGlobalStylesQuery, RestThemeGlobalStylesQueryVariables>;