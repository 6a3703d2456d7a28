import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'A check’s alerting rules; omitted ones keep their value, null clears one.' })
export class AlertRulesInput {
  @Field(() => Int, {
    nullable: true,
    description:
      'Down notifications wait for this many failure signals in a row (fail pings, missed pings), 1 to 100.',
  })
  failThreshold?: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'Seconds down before down notifications go, 0 to 2678400 (with failThreshold: either is enough).',
  })
  downDelay?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds a run may take (start → end); longer runs are slow events.',
  })
  maxRunTime?: number | null;
  @Field(() => Int, { nullable: true, description: 'Seconds between reminders while down, 60 to 2678400.' })
  remindEvery?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Reminders per fall at most, 1 to 100 (with remindEvery).',
  })
  remindMax?: number | null;
}

@InputType({ description: 'How one channel of a check is told; omitted values keep theirs.' })
export class AlertRouteInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds after the fall before it is told (an escalation step), 0 to 604800.',
  })
  delay?: number;
  @Field(() => Int, { nullable: true, description: 'Seconds between its reminders; null: the check’s.' })
  remindEvery?: number | null;
  @Field(() => Int, { nullable: true, description: 'Its reminders per fall at most; null: the check’s.' })
  remindMax?: number | null;
  @Field({ nullable: true, description: 'Whether it is told of slow runs.' })
  slow?: boolean;
}

@InputType({
  description: 'A maintenance window: one-off (startsAt, endsAt) or recurring (schedule, duration).',
})
export class MaintenanceWindowInput {
  @Field({ nullable: true, description: 'What it is for, at most 100 characters.' })
  name?: string;
  @Field({
    nullable: true,
    description: 'The check it covers (global id or UUID); or give tag; neither: the project.',
  })
  check?: string;
  @Field({ nullable: true, description: 'The tag whose checks it covers.' })
  tag?: string;
  @Field(() => Date, { nullable: true, description: 'When a one-off window begins.' })
  startsAt?: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When a one-off window ends: after startsAt, in the future.',
  })
  endsAt?: Date;
  @Field({
    nullable: true,
    description: 'A recurring window: a cron or OnCalendar expression of each start.',
  })
  schedule?: string;
  @Field(() => Int, { nullable: true, description: 'Seconds each occurrence lasts, 60 to 604800.' })
  duration?: number;
  @Field({ nullable: true, description: 'The time zone of the schedule (IANA); UTC when omitted.' })
  tz?: string;
}
