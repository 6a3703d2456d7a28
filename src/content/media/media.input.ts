import { GraphQLScalarType } from 'graphql';
import { GraphQLByte } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { DiscussionStatus, PostStatus } from '../content-model/content-sets.js';
import { StagedFile, type FileContent } from './file-content.js';
import { FocalPointValue } from './focal-point.types.js';
import type { MediaChanges } from './media.service.js';

@InputType({ description: 'Writable fields of a media item; absent ones are left unchanged.' })
export class MediaInput implements MediaChanges {
  @Field(() => String, { nullable: true, description: 'The site-local date; null makes it float again.' })
  date?: string | null;
  @Field(() => String, { nullable: true, description: 'The date in UTC; null makes it float again.' })
  dateGmt?: string | null;
  @Field({ nullable: true, description: 'The slug (made unique).' })
  slug?: string;
  @Field(() => PostStatus, {
    nullable: true,
    description: '`PRIVATE`; anything else keeps the media `INHERIT`.',
  })
  status?: string;
  @Field({ nullable: true, description: 'The title, as stored.' })
  title?: string;
  @Field({ nullable: true, description: 'The caption, as stored.' })
  caption?: string;
  @Field({ nullable: true, description: 'The description, as stored.' })
  description?: string;
  @Field({ nullable: true, description: 'The alternative text of an image.' })
  altText?: string;
  @Field(() => Int, { nullable: true, description: "The author's database id." })
  author?: number;
  @Field(() => DiscussionStatus, { nullable: true, description: 'Whether it takes comments.' })
  commentStatus?: string;
  @Field(() => DiscussionStatus, { nullable: true, description: 'Whether it takes pings.' })
  pingStatus?: string;
  @Field({ nullable: true, description: "The theme template's slug; empty for the default." })
  template?: string;
  @Field(() => Int, { nullable: true, description: 'The post to attach it to; 0 for none.' })
  post?: number;
  @Field(() => FocalPointValue, {
    nullable: true,
    description: "Where an image's subject is; null clears it.",
  })
  focalPoint?: FocalPointValue | null;
}

/**
 * graphql-scalars' Byte that also takes a StagedFile handed over in-process by the upload route, so a
 * large upload is never held in memory. Over HTTP a client sends base64 or a byte array: no caller can
 * name a file on the server.
 */
const UploadBytes = new GraphQLScalarType({
  ...GraphQLByte.toConfig(),
  parseValue: (value) => (value instanceof StagedFile ? value : GraphQLByte.parseValue(value)),
});

@InputType({ description: 'A file to upload: its name and bytes (base64 over HTTP).' })
export class MediaUpload {
  @Field({ description: "The client's file name; it is sanitized and given the real type's extension." })
  name!: string;
  @Field(() => UploadBytes, { description: "The file's content: base64 or a byte array over HTTP." })
  bytes!: FileContent;
}
