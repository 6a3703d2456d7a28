import { Field, InputType, registerEnumType } from 'type-graphql';
import { invalidArgument } from '../content-errors.js';
import type { Modifier } from './image-processor.js';

export enum ModifierType {
  ROTATE = 'rotate',
  CROP = 'crop',
  FLIP = 'flip',
}
registerEnumType(ModifierType, {
  name: 'ModifierType',
  description: 'The kind of an image edit.',
  valuesConfig: {
    ROTATE: { description: 'Turns the image clockwise by `angle` degrees (the canvas grows to fit).' },
    CROP: { description: 'Keeps the `left`/`top`/`width`/`height` region, in percent of the current size.' },
    FLIP: {
      description: 'Mirrors the image left to right (`horizontal`), top to bottom (`vertical`) or both.',
    },
  },
});

@InputType({
  description:
    'One image edit: ROTATE by `angle` degrees clockwise; CROP `left`/`top`/`width`/`height` in percent of the current size; FLIP `horizontal`/`vertical`. Each edit needs every value of its kind, as the REST route does.',
})
export class ModifierInput {
  @Field(() => ModifierType, { description: 'The kind of edit.' })
  type!: ModifierType;
  @Field({ nullable: true, description: 'ROTATE: degrees clockwise (any angle).' })
  angle?: number;
  @Field({ nullable: true, description: 'CROP: the left edge, in percent of the width (0 to 100).' })
  left?: number;
  @Field({ nullable: true, description: 'CROP: the top edge, in percent of the height (0 to 100).' })
  top?: number;
  @Field({ nullable: true, description: 'CROP: the width kept, in percent of the width (0 to 100).' })
  width?: number;
  @Field({ nullable: true, description: 'CROP: the height kept, in percent of the height (0 to 100).' })
  height?: number;
  @Field({ nullable: true, description: 'FLIP: mirrors left and right.' })
  horizontal?: boolean;
  @Field({ nullable: true, description: 'FLIP: mirrors top and bottom.' })
  vertical?: boolean;
}

const REQUIRED = {
  [ModifierType.ROTATE]: ['angle'],
  [ModifierType.CROP]: ['left', 'top', 'width', 'height'],
  [ModifierType.FLIP]: ['horizontal', 'vertical'],
} as const;

/**
 * The `index`th modifier as the image processor takes it. A value its kind needs and the input lacks is
 * refused, never guessed (a crop without a width is not a crop to 100 %).
 */
export function modifierOf(input: ModifierInput, index: number): Modifier {
  for (const name of REQUIRED[input.type])
    if (input[name] === undefined || input[name] === null)
      throw invalidArgument('modifiers', 'MISSING', `is required for ${input.type.toUpperCase()}.`, {
        path: [index, name],
      });
  const value = input as Required<ModifierInput>;
  if (value.type === ModifierType.ROTATE) return { type: 'rotate', angle: value.angle };
  if (value.type === ModifierType.FLIP)
    return { type: 'flip', horizontal: value.horizontal, vertical: value.vertical };
  return { type: 'crop', left: value.left, top: value.top, width: value.width, height: value.height };
}
