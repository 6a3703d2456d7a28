import { DomainError } from '../../errors.js';
import { TAXONOMIES, type Taxonomy, type TaxonomyKey } from '../content-model/post-type-registry.js';
import { sanitizeTitle } from '../render/slug.js';
import { Term } from '../terms/term.entity.js';
import { createTerm, type TermChanges } from '../terms/term-write.service.js';
import { type ImportRun, refusal } from './import-run.js';
import type { WxrItem, WxrTerm } from './wxr-reader.js';
import { formatOf } from './wxr-values.js';

/** Formats come as `post-format-gallery` terms of the `post_format` taxonomy. */
const FORMAT = /^post-format-(.+)$/;

/**
 * A term as WordPress's importer looks one up (term_exists): by its slug, else one named as that slug.
 */
async function existingTerm(run: ImportRun, taxonomy: string, slug: string): Promise<Term | null> {
  const { em } = run.deps;
  const sanitized = sanitizeTitle(slug);
  return (
    (sanitized ? await em.findOne(Term, { taxonomy, slug: sanitized }) : null) ??
    (slug ? await em.findOne(Term, { taxonomy, name: slug }) : null)
  );
}

/**
 * A term made as wp_insert_term makes it (a name another term has is taken when the slug is new); a
 * term it refuses is said, and the import goes on without it. Returns its id, or null.
 */
async function newTerm(
  run: ImportRun,
  taxonomy: Taxonomy,
  changes: TermChanges & { name: string; slug: string },
  named: string,
  remember?: string,
): Promise<number | null> {
  const { deps } = run;
  const namesake = await deps.em.findOne(Term, {
    taxonomy: taxonomy.name,
    name: changes.name,
    parentId: changes.parent ?? 0,
  });
  try {
    const id = await deps.em.transactional(async (em) => {
      const created = await createTerm({ ...deps, em }, taxonomy, changes);
      if (remember) run.remember(em, 'term', remember, created.id);
      return created.id;
    });
    if (namesake)
      run.warn(
        `${named} has the name of ${taxonomy.name} "${namesake.slug}": imported as another term, with its own slug`,
      );
    run.count('imported', taxonomy.name);
    return id;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    run.fail(taxonomy.name, `${named} was not imported: ${refusal(error)}`);
    return null;
  }
}

/** A term the export's header declares: remembered if the site has it already, else made. */
export async function importTerm(run: ImportRun, record: WxrTerm) {
  const { deps } = run;
  const taxonomy = TAXONOMIES[record.taxonomy];
  if (!taxonomy) return run.count('skipped', `taxonomy ${record.taxonomy || '(none)'}`);
  // WXR 1.0 gives terms no id: their slug names them.
  const key = `${record.taxonomy}:${record.id || `slug:${record.slug}`}`;
  if ((await run.origin('term', key)) !== undefined) return run.count('existing', taxonomy.name);
  const same = await existingTerm(run, taxonomy.name, record.slug);
  if (same) {
    // The site has it already: remembered, so menu items that point at it find it.
    await deps.em.transactional(async (em) => run.remember(em, 'term', key, same.id));
    return run.count('existing', taxonomy.name);
  }
  const parent = record.parent ? ((await existingTerm(run, taxonomy.name, record.parent))?.id ?? 0) : 0;
  if (record.parent && !parent) run.warn(`${taxonomy.name} "${record.slug}": no parent "${record.parent}"`);
  const changes = {
    name: record.name || record.slug,
    slug: record.slug,
    description: record.description,
    ...(taxonomy.hierarchical ? { parent } : {}),
  };
  await newTerm(run, taxonomy, changes, `${taxonomy.name} "${record.slug}"`, key);
}

/**
 * The item's terms as local term ids per taxonomy; its format; the domains Portico has not. A term the
 * export's header does not declare is made from the item's own (its name and slug), as WordPress's
 * importer does; WXR 1.0's `tag` domain is post_tag.
 */
export async function termsOf(run: ImportRun, record: WxrItem) {
  const terms = new Map<TaxonomyKey, number[]>();
  let format: string | undefined;
  for (const { domain: written, slug, name } of record.terms) {
    const domain = written === 'tag' ? 'post_tag' : written;
    const formatName = domain === 'post_format' ? FORMAT.exec(slug)?.[1] : undefined;
    const known = formatName && formatOf(formatName);
    if (typeof known === 'object') run.warn(`line ${record.line}: "${record.title}": ${known.problem}`);
    else if (known) format = known;
    else if (formatName !== undefined) continue;
    else if (!TAXONOMIES[domain]) run.count('skipped', `taxonomy ${domain}`);
    else {
      const taxonomy = TAXONOMIES[domain]!;
      let id = (await existingTerm(run, domain, slug))?.id ?? null;
      if (id === null)
        id = await newTerm(
          run,
          taxonomy,
          { name: name || slug, slug },
          `line ${record.line}: ${domain} "${slug}"`,
        );
      if (id !== null) terms.set(taxonomy.name, [...(terms.get(taxonomy.name) ?? []), id]);
    }
  }
  return { terms: [...terms].map(([taxonomy, ids]) => ({ taxonomy, ids })), format };
}
