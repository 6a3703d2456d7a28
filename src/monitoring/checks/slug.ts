/**
 * Django's slugify, which API v1 and v2 apply to a check's name: ASCII-folded, lower case, characters
 * other than letters, digits, `_`, `-` and spaces dropped, runs of spaces and hyphens made one hyphen,
 * leading and trailing `-`/`_` stripped.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\p{ASCII}]/gu, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[-\s]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}
