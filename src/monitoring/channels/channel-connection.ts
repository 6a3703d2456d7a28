import { ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Channel } from './channel.entity.js';

@ObjectType({ simpleResolvers: true })
export class ChannelConnection extends Connection(Channel, 'Channel') {}
