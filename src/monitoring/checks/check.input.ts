import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { checkFieldsOf } from './check-fields.js';

export enum CheckUniqueField {
  NAME = 'name',
  SLUG = 'slug',
  TAGS = 'tags',
  TIMEOUT = 'timeout',
  GRACE = 'grace',
}
registerEnumType(CheckUniqueField, {
  name: 'CheckUniqueField',
  description: 'A check field whose value `unique` matches an existing check by.',
  valuesConfig: {
    NAME: { description: 'The name.' },
    SLUG: { description: 'The slug.' },
    TAGS: { description: 'The tags, as one space-separated string.' },
    TIMEOUT: { description: 'The timeout, in seconds.' },
    GRACE: { description: 'The grace time, in seconds.' },
  },
});

/** Writable check fields; omitted fields keep their value (or take the default on create). */
@InputType({
  description: 'Writable check fields; omitted ones keep their value (or take the default on create).',
})
export class CheckInput {
  @Field({ nullable: true, description: 'At most 100 characters.' })
  name?: string;
  @Field({ nullable: true, description: 'a-z, 0-9, hyphen and underscore; never derived from the name.' })
  slug?: string;
  @Field({ nullable: true, description: 'Space-separated.' })
  tags?: string;
  @Field({ nullable: true, description: 'Free-form description.' })
  desc?: string;
  @Field(() => Int, { nullable: true, description: 'Seconds, 60 to 31536000; makes the check simple.' })
  timeout?: number;
  @Field(() => Int, { nullable: true, description: 'Seconds, 60 to 31536000.' })
  grace?: number;
  @Field({ nullable: true, description: 'Cron or OnCalendar expression; wins over timeout.' })
  schedule?: string;
  @Field({ nullable: true, description: 'IANA time zone of the schedule; legacy aliases are rewritten.' })
  tz?: string;
  @Field({ nullable: true, description: 'When true, a paused check ignores pings until `resumeCheck`.' })
  manualResume?: boolean;
  @Field({ nullable: true, description: 'Empty string or POST.' })
  methods?: string;
  @Field({ nullable: true, description: '`*` (all), `""` (none) or comma-separated channel UUIDs or names.' })
  channels?: string;
  @Field({ nullable: true, description: 'Comma-separated start keywords, at most 200 characters.' })
  startKw?: string;
  @Field({ nullable: true, description: 'Comma-separated success keywords, at most 200 characters.' })
  successKw?: string;
  @Field({ nullable: true, description: 'Comma-separated failure keywords, at most 200 characters.' })
  failureKw?: string;
  @Field({ nullable: true, description: 'Classify e-mail pings by keywords in their subject.' })
  filterSubject?: boolean;
  @Field({ nullable: true, description: 'Classify e-mail pings by keywords in their body.' })
  filterBody?: boolean;
  @Field({ nullable: true, description: 'Classify HTTP pings by keywords in their request body.' })
  filterHttpBody?: boolean;
  @Field({ nullable: true, description: 'A filtered ping matching no keyword is a failure, not ignored.' })
  filterDefaultFail?: boolean;
  @Field({
    nullable: true,
    deprecationReason: 'Use successKw with filterSubject.',
    description: 'Sets `successKw`; `filterSubject` then follows whether any keyword is set.',
  })
  subject?: string;
  @Field({
    nullable: true,
    deprecationReason: 'Use failureKw with filterSubject.',
    description: 'Sets `failureKw`; `filterSubject` then follows whether any keyword is set.',
  })
  subjectFail?: string;
}

/** The check fields of a GraphQL input (GraphQL nulls count as omitted). */
export function fieldsOfInput(
  input: CheckInput,
  unique?: CheckUniqueField[] | null,
): Record<string, unknown> {
  return { ...checkFieldsOf({ ...input }), ...(unique ? { unique } : {}) };
}
