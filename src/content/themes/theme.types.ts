import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { THEME_SUPPORTS } from './theme.js';

export enum ThemeStatus {
  ACTIVE = 'active',
  INACTIVE = 'inactive',
}
registerEnumType(ThemeStatus, {
  name: 'ThemeStatus',
  description: 'Whether a theme is the one the site uses.',
  valuesConfig: {
    ACTIVE: { description: 'The theme the site uses.' },
    INACTIVE: { description: 'An installed theme the site does not use.' },
  },
});

@ObjectType('ThemeSupports', {
  description: 'The theme features a theme declares, by their reference names.',
})
export class ThemeSupports {}
// One field per feature: lists for the features with values, booleans for the rest.
for (const [name, value] of Object.entries(THEME_SUPPORTS)) {
  const feature = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  Field(() => (Array.isArray(value) ? [String] : Boolean), {
    description: Array.isArray(value)
      ? `The values of \`${feature}\` the theme supports.`
      : `Whether the theme supports \`${feature}\`.`,
  })(ThemeSupports.prototype, name);
}

@ObjectType('TemplateTypeInfo', { description: 'A kind of template the editor offers to create.' })
export class TemplateTypeInfo {
  @Field({ description: 'Its slug, e.g. `single`.' })
  slug!: string;
  @Field({ description: 'Its title, e.g. Single Posts.' })
  title!: string;
  @Field({ description: 'What it displays.' })
  description!: string;
}

@ObjectType('TemplatePartAreaInfo', { description: 'An area of a page that template parts fill.' })
export class TemplatePartAreaInfo {
  @Field({ description: 'Its name, e.g. `header`.' })
  area!: string;
  @Field({ description: 'Its label, e.g. Header.' })
  label!: string;
  @Field({ description: 'What goes there.' })
  description!: string;
  @Field({ description: 'The icon the editor shows for it.' })
  icon!: string;
  @Field({ description: 'The HTML element its parts are wrapped in.' })
  tag!: string;
}

@ObjectType('Theme', { description: 'A theme: the templates, parts and styles the site is shown with.' })
export class Theme {
  @Field({ description: 'Its directory name, which identifies it.' })
  stylesheet!: string;
  @Field({ description: 'The directory name of its parent theme (itself when it has none).' })
  template!: string;
  @Field({ description: 'Its name.' })
  name!: string;
  @Field({ description: 'Its description.' })
  description!: string;
  @Field({ description: 'Its version.' })
  version!: string;
  @Field({ description: 'Its author.' })
  author!: string;
  @Field({ description: 'The text domain of its translations.' })
  textDomain!: string;
  @Field(() => [String], { description: 'Its tags, e.g. `full-site-editing`.' })
  tags!: string[];
  @Field({ description: 'Whether it is a block theme (templates in block markup).' })
  isBlockTheme!: boolean;
  @Field(() => ThemeStatus, { description: 'Whether the site uses it.' })
  status!: ThemeStatus;
  @Field(() => ThemeSupports, {
    nullable: true,
    description: 'The features it supports; the active theme only.',
  })
  supports!: ThemeSupports | null;
  @Field(() => [TemplateTypeInfo], {
    nullable: true,
    description: 'The kinds of template it offers; the active theme only.',
  })
  defaultTemplateTypes!: TemplateTypeInfo[] | null;
  @Field(() => [TemplatePartAreaInfo], {
    nullable: true,
    description: 'The areas its template parts fill; the active theme only.',
  })
  defaultTemplatePartAreas!: TemplatePartAreaInfo[] | null;
}

@ObjectType({ simpleResolvers: true })
export class ThemeConnection extends Connection(Theme, 'Theme') {}

@ObjectType({ description: "A theme's global styles: its theme.json data merged over WordPress's own." })
export class ThemeGlobalStyles {
  @Field(() => GraphQLJSONObject, {
    description:
      'The settings: presets per origin (`default`: WordPress’s, `theme`: the theme’s), tools, layout.',
  })
  settings!: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { description: 'The styles of the site, its elements and its blocks.' })
  styles!: Record<string, unknown>;
  @Field(() => [GraphQLJSONObject], { description: 'Its style variations (theme.json files), each whole.' })
  variations!: Record<string, unknown>[];
}
