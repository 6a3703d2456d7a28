import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Term', { description: 'A term of a taxonomy (category, post_tag, league, nav_menu).' })
export class TermNode {
  @Field(() => Int)
  id!: number;
  @Field()
  taxonomy!: string;
  @Field()
  name!: string;
  @Field()
  slug!: string;
  @Field(() => Int)
  parent!: number;
}
