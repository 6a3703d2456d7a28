import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Flip } from './flip.entity.js';
import type { FlipWindow } from './flip.service.js';

@ObjectType({ simpleResolvers: true })
export class FlipConnection extends Connection(Flip, 'Flip') {}

/** The moments a check's flips are taken from. */
@ArgsType()
export class FlipWindowArgs {
  @Field(() => Date, { nullable: true, description: 'At or after this moment.' })
  start?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Before this moment.' })
  end?: Date | null;
  @Field(() => Int, { nullable: true, description: 'Within the last that many seconds.' })
  seconds?: number | null;

  window(): FlipWindow {
    return { start: this.start ?? undefined, end: this.end ?? undefined, seconds: this.seconds ?? undefined };
  }
}
