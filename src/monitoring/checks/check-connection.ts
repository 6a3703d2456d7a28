import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Check } from './check.entity.js';

@ObjectType({ simpleResolvers: true })
export class CheckConnection extends Connection(Check, 'Check') {}

/** The largest page of checks: a project's whole list fits one (the Management API lists it so). */
export const MAX_CHECKS_PAGE = 10_000;
