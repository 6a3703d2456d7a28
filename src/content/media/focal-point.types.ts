import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { FocalPoint } from './attachment.entity.js';

/** One class for the point as shown and as written: the same two fractions either way. */
@ObjectType('FocalPoint', {
  simpleResolvers: true,
  description:
    "The point of an image to keep in view when a variant crops it (`url(fit: cover)`), as fractions of the image's width and height from its top left corner.",
})
@InputType('FocalPointInput', {
  description: "A point of an image, as fractions of the image's width and height from its top left corner.",
})
export class FocalPointValue implements FocalPoint {
  @Field(() => Float, { description: 'From the left edge: 0 to 1.' })
  x!: number;
  @Field(() => Float, { description: 'From the top edge: 0 to 1.' })
  y!: number;
}
