import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';

export enum SearchKind {
  POST = 'post',
  TERM = 'term',
  POST_FORMAT = 'post-format',
}
registerEnumType(SearchKind, {
  name: 'SearchKind',
  description: 'What the site search looks through.',
  valuesConfig: {
    POST: { description: 'Published items of the public types, best title matches first.' },
    TERM: { description: 'Terms of the public taxonomies, by name.' },
    POST_FORMAT: { description: 'The post formats in use, by their names.' },
  },
});

@ObjectType('SearchResult', { description: 'Something the site search found, to link to.' })
export class SearchResult {
  @Field(() => SearchKind, { description: 'What it is.' })
  kind!: SearchKind;
  @Field(() => Int, {
    nullable: true,
    description: 'The database id of the item or term; null for a post format.',
  })
  databaseId!: number | null;
  @Field(() => String, { nullable: true, description: 'The post format; null for items and terms.' })
  format!: string | null;
  @Field({ description: 'Its title (an item’s raw title, a term’s or format’s name).' })
  title!: string;
  @Field({ description: 'Its address on the site.' })
  url!: string;
  @Field({ description: 'The post type of an item, the taxonomy of a term, `post-format` for a format.' })
  subtype!: string;
}

@ObjectType({ simpleResolvers: true })
export class SearchResultConnection extends Connection(SearchResult, 'SearchResult') {}
