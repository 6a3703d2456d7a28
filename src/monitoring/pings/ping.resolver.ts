import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { badInput } from '../../errors.js';
import { Base64Bytes } from '../../graphql/base64-bytes.js';
import { loaderOf } from '../../graphql/loaders.js';
import { accessibleRow } from '../access.js';
import { Check } from '../checks/check.entity.js';
import { Ping, type PingKind } from './ping.entity.js';
import { findPing, listPingsOfChecks } from './ping-log.service.js';
import { httpAction, type PingSignal } from './ping-rules.js';
import type { PingRecorder } from './ping-recorder.js';
import type { PingTarget } from './ping.service.js';
import { Connection, cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';

export enum PingType {
  SUCCESS = 'success',
  START = 'start',
  FAIL = 'fail',
  LOG = 'log',
  IGN = 'ign',
}
registerEnumType(PingType, {
  name: 'PingType',
  description: 'How a ping was counted.',
  valuesConfig: {
    SUCCESS: { description: 'A success.' },
    START: { description: 'The start of a run.' },
    FAIL: { description: 'A failure.' },
    LOG: { description: 'Logged only; the status is left alone.' },
    IGN: { description: 'Ignored: by method or keyword filters, or while paused for a manual resume.' },
  },
});

export enum PingSignalInput {
  SUCCESS = 'success',
  START = 'start',
  FAIL = 'fail',
  LOG = 'log',
}
registerEnumType(PingSignalInput, {
  name: 'PingSignal',
  description: 'What a ping URL asks for.',
  valuesConfig: {
    SUCCESS: { description: 'The job succeeded (the plain ping URL).' },
    START: { description: 'The job started (`/start`).' },
    FAIL: { description: 'The job failed (`/fail`).' },
    LOG: { description: 'Only log the ping, leaving the status alone (`/log`).' },
  },
});

const typeOf = (kind: PingKind) => (kind ?? 'success') as PingType;

@InputType({ description: 'An HTTP ping: the check by UUID, or by ping key and slug.' })
class RecordPingInput {
  @Field(() => ID, { nullable: true, description: 'The check’s UUID (from its ping URL).' })
  uuid?: string;
  @Field(() => String, { nullable: true, description: 'The project’s ping key, with `slug`.' })
  pingKey?: string;
  @Field(() => String, { nullable: true, description: 'The check’s slug, with `pingKey`.' })
  slug?: string;
  @Field({ defaultValue: false, description: 'With pingKey and slug: create the check when missing.' })
  create!: boolean;
  @Field(() => PingSignalInput, {
    defaultValue: PingSignalInput.SUCCESS,
    description: 'What the URL asks for; method, exit status and body filters may count it otherwise.',
  })
  signal!: PingSignalInput;
  @Field(() => Int, { nullable: true, description: '0 is a success, 1–255 a failure.' })
  exitStatus?: number;
  @Field(() => String, { nullable: true, description: 'Run id (a UUID) pairing start and end.' })
  rid?: string;
  @Field({ defaultValue: 'POST', description: 'The HTTP method the ping came with.' })
  method!: string;
  @Field({ defaultValue: '', description: 'The User-Agent header; stored cut to 200 characters.' })
  userAgent!: string;
  @Field(() => Base64Bytes, { nullable: true, description: 'The request body.' })
  body?: Buffer;
}

@ObjectType({ description: 'What recording a ping did.' })
class RecordPingPayload {
  @Field({ description: 'The check was created by this ping.' })
  created!: boolean;
  @Field(() => Int, { description: 'The ping’s number in the check’s log.' })
  n!: number;
  @Field(() => PingType, { description: 'How the ping was counted.' })
  type!: PingType;
}

function targetOf(input: RecordPingInput): PingTarget {
  if (input.uuid) return { uuid: input.uuid };
  if (input.pingKey && input.slug) return { pingKey: input.pingKey, slug: input.slug, create: input.create };
  throw badInput('give uuid, or pingKey and slug');
}

/** What recording a ping needs beyond a request's context: the process's single ping writer. */
export interface PingingContext extends RequestContext {
  pings: PingRecorder;
}

@Resolver(() => Ping)
export class PingResolver {
  @Mutation(() => RecordPingPayload, {
    description: 'Records a ping. No credentials: the check UUID or the ping key is the secret.',
  })
  async recordPing(
    @Ctx() ctx: PingingContext,
    @Arg('input', () => RecordPingInput, { description: 'The ping and the check it is for.' })
    input: RecordPingInput,
  ): Promise<RecordPingPayload> {
    const body = input.body?.length ? input.body : null;
    const exitStatus = input.exitStatus ?? null;
    const recorded = await ctx.pings.record({
      target: targetOf(input),
      action: (check) => httpAction(check, input.signal as PingSignal, exitStatus, input.method, body),
      exitStatus,
      rid: input.rid ?? null,
      scheme: ctx.scheme,
      method: input.method,
      remoteAddr: ctx.remoteAddr || null,
      userAgent: input.userAgent,
      body: body?.subarray(0, ctx.settings.pingBodyLimit) ?? null,
    });
    return { created: recorded.created, n: recorded.n, type: typeOf(recorded.kind) };
  }

  @FieldResolver(() => PingType, { description: 'How it was counted.' })
  type(@Root() ping: Ping): PingType {
    return typeOf(ping.kind);
  }

  @FieldResolver(() => Boolean, { description: 'Whether a body is stored (`bodyBase64` has it).' })
  hasBody(@Root() ping: Ping): boolean {
    return ping.body !== null && ping.body.length > 0;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The stored body (cut to PING_BODY_LIMIT), base64.',
  })
  bodyBase64(@Root() ping: Ping): string | null {
    return ping.body?.length ? ping.body.toString('base64') : null;
  }
}

/**
 * One ping of a check's log, by number: the one access rule for ping data (bodies, client addresses,
 * user agents), wherever it is read — the check's log or a live event: its project's members and
 * read-write keys.
 */
export async function loggedPing(ctx: RequestContext, check: Check, n: number): Promise<Ping | null> {
  await accessibleRow(ctx, check, 'secrets');
  return findPing(ctx, check, n);
}

@ObjectType({ simpleResolvers: true })
class PingConnection extends Connection(Ping, 'Ping') {}

/** The ping log of a check: its project's members and read-write keys. */
@Resolver(() => Check)
export class CheckPingsResolver {
  @RestOnly()
  @FieldResolver(() => [Ping], { description: 'The ping log, newest first (members and read-write keys).' })
  async pingList(@Root() check: Check, @Ctx() ctx: RequestContext): Promise<Ping[]> {
    await accessibleRow(ctx, check, 'secrets');
    // One query for the logs of every check on the page.
    return loaderOf(ctx, 'checkPings', (checks: readonly Check[]) => listPingsOfChecks(ctx, checks)).load(
      check,
    );
  }

  @FieldResolver(() => PingConnection, {
    description: 'The ping log, newest first (members and read-write keys).',
  })
  async pings(@Root() check: Check, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return paginate(await this.pingList(check, ctx), (ping) => [-ping.n], cursorWindow(page, 10));
  }

  @FieldResolver(() => Ping, {
    nullable: true,
    description: 'One ping still in the log (members and read-write keys).',
  })
  ping(
    @Root() check: Check,
    @Ctx() ctx: RequestContext,
    @Arg('n', () => Int, { description: 'The ping’s sequence number (`n`).' }) n: number,
  ): Promise<Ping | null> {
    return loggedPing(ctx, check, n);
  }
}
