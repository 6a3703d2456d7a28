import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { checkFieldsOf } from './check-fields.js';

export enum CheckUniqueField {
  NAME = 'name',
  SLUG = 'slug',
  TAGS = 'tags',
  TIMEOUT = 'timeout',
  GRACE = 'grace',
}
registerEnumType(CheckUniqueField, { name: 'CheckUniqueField' });

/** Writable check fields; omitted fields keep their value (or take the default on create). */
@InputType()
export class CheckInput {
  @Field({ nullable: true })
  name?: string;
  @Field({ nullable: true, description: 'a-z, 0-9, hyphen and underscore; never derived from the name.' })
  slug?: string;
  @Field({ nullable: true, description: 'Space-separated.' })
  tags?: string;
  @Field({ nullable: true })
  desc?: string;
  @Field(() => Int, { nullable: true, description: 'Seconds, 60 to 31536000; makes the check simple.' })
  timeout?: number;
  @Field(() => Int, { nullable: true, description: 'Seconds, 60 to 31536000.' })
  grace?: number;
  @Field({ nullable: true, description: 'Cron or OnCalendar expression; wins over timeout.' })
  schedule?: string;
  @Field({ nullable: true })
  tz?: string;
  @Field({ nullable: true })
  manualResume?: boolean;
  @Field({ nullable: true, description: 'Empty string or POST.' })
  methods?: string;
  @Field({ nullable: true, description: '`*` (all), `""` (none) or comma-separated channel UUIDs or names.' })
  channels?: string;
  @Field({ nullable: true })
  startKw?: string;
  @Field({ nullable: true })
  successKw?: string;
  @Field({ nullable: true })
  failureKw?: string;
  @Field({ nullable: true })
  filterSubject?: boolean;
  @Field({ nullable: true })
  filterBody?: boolean;
  @Field({ nullable: true })
  filterHttpBody?: boolean;
  @Field({ nullable: true })
  filterDefaultFail?: boolean;
  @Field({ nullable: true, deprecationReason: 'Use successKw with filterSubject.' })
  subject?: string;
  @Field({ nullable: true, deprecationReason: 'Use failureKw with filterSubject.' })
  subjectFail?: string;
}

/** The check fields of a GraphQL input (GraphQL nulls count as omitted). */
export function fieldsOfInput(
  input: CheckInput,
  unique?: CheckUniqueField[] | null,
): Record<string, unknown> {
  return { ...checkFieldsOf({ ...input }), ...(unique ? { unique } : {}) };
}
