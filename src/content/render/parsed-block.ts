import type { parse } from '@wordpress/block-serialization-default-parser';

/** A block as the reference's block parser gives it: name, attributes, inner blocks and the HTML around them. */
export type ParsedBlock = ReturnType<typeof parse>[number];

/**
 * The reference's wp_unique_id() counter for one rendered text. Numbers follow a single-post REST answer of
 * the reference, whose request spends the first number before the content renders: the first is 2.
 */
export class UniqueIds {
  private last = 1;
  next(prefix = ''): string {
    return `${prefix}${++this.last}`;
  }
}
