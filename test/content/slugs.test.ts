import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { removeAccents } from '../../src/content/render/remove-accents.js';
import { sanitizeTitle, uniqueSlug } from '../../src/content/render/slug.js';

/**
 * WordPress 7.1's sanitize_title() (remove_accents, then sanitize_title_with_dashes in the save
 * context) on each input, as its own formatting.php computed them under PHP 8.2 with mbstring and
 * intl. Left out: a word ending in a capital sigma, which PHP before 8.3 lowercases to σ where PHP
 * 8.3+ and JavaScript give the final ς.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../fixtures/slugs/sanitize-title.json', import.meta.url), 'utf8'),
) as [string, string][];

describe('slugs as WordPress saves them', () => {
  it('match the reference for every input: non-Latin scripts percent-encoded, octets kept', () => {
    const differences = REFERENCE.filter(([input, slug]) => sanitizeTitle(input) !== slug).map(
      ([input, slug]) => ({ input, reference: slug, ours: sanitizeTitle(input) }),
    );
    expect(differences).toEqual([]);
    expect(REFERENCE.length).toBeGreaterThan(90);
  });

  it('map only Latin letters in remove_accents, after composing decomposed ones', () => {
    expect(removeAccents('Ærøskøbing Łódź Straße')).toBe('AEroskobing Lodz Strase');
    expect(removeAccents('επίπεδο Йогурт')).toBe('επίπεδο Йогурт');
    expect(removeAccents('Cafe\u0301')).toBe('Cafe');
  });

  it('make a taken slug unique within 200 bytes, never splitting an encoded character', async () => {
    const fits = sanitizeTitle('ε'.repeat(40)); // 198 bytes: the suffix still fits
    expect(await uniqueSlug(fits, async (slug) => slug === fits)).toBe(`${fits}-2`);
    const long = sanitizeTitle(`a${'ε'.repeat(40)}`); // 199 bytes: one ε goes, whole
    const unique = await uniqueSlug(long, async (slug) => slug === long);
    expect(unique).toBe(`a${'%ce%b5'.repeat(32)}-2`);
    const dashes = `${'a'.repeat(197)}-b`;
    expect(await uniqueSlug(dashes, async (slug) => slug === dashes)).toBe(`${'a'.repeat(197)}-2`);
  });
});
