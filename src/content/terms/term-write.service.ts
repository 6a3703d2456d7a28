import type { EntityManager } from '../../db/orm.js';
import type { User } from '../../auth/user.entity.js';
import { lockNamed } from '../../db/dialect.js';
import { DomainError } from '../../errors.js';
import { can, notAllowed } from '../../auth/roles.js';
import type { ContentDeps } from '../posts/post.service.js';
import { DEFAULT_CATEGORY_ID, type Taxonomy } from '../content-model/post-type-registry.js';
import { kses } from '../render/sanitize.js';
import { invalidArgument } from '../content-errors.js';
import { sanitizeTitle } from '../render/slug.js';
import { PostTerm, Term } from './term.entity.js';
import { findTerm, termCounts } from './term.service.js';

export interface TermChanges {
  name?: string;
  slug?: string;
  description?: string;
  parent?: number;
  autoAdd?: boolean;
}

/** PHP's strtolower: ASCII letters only, as the reference compares a new term's name with others'. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

const termExists = (taxonomy: Taxonomy, existing: Term) =>
  new DomainError(
    'TERM_EXISTS',
    taxonomy.hierarchical
      ? 'A term with the name provided already exists with this parent.'
      : 'A term with the name provided already exists in this taxonomy.',
    400,
    { term_id: existing.id },
  );

/**
 * wp_insert_term's rule for a new term's name: another with the same name (ASCII case ignored) and
 * parent makes it a duplicate, unless the slug was given and is new to the taxonomy; in a
 * hierarchical taxonomy only a sibling with the very name (or the slug asked for) is one.
 */
async function checkNewName(em: EntityManager, taxonomy: Taxonomy, term: Term, name: string, given: boolean) {
  // lower() folds at least ASCII on both databases; the reference's rule then decides.
  const rows = await em.execute<{ id: number }[]>(
    'select id from terms where taxonomy = ? and parent_id = ? and lower(name) = lower(?) order by id',
    [taxonomy.name, term.parentId, name],
  );
  const candidates = rows.length
    ? await em.find(Term, { id: { $in: rows.map((row) => Number(row.id)) } })
    : [];
  const match = candidates
    .sort((a, b) => a.id - b.id)
    .find((each) => asciiLower(each.name) === asciiLower(name));
  if (!match) return;
  const slugOwner = await em.findOne(Term, { taxonomy: taxonomy.name, slug: term.slug });
  if (given && match.slug !== term.slug && !slugOwner) return;
  if (!taxonomy.hierarchical) throw termExists(taxonomy, match);
  const siblings = await em.find(Term, { taxonomy: taxonomy.name, parentId: term.parentId });
  if ((!given || match.slug === term.slug) && siblings.some((each) => each.name === name))
    throw termExists(taxonomy, match);
  if (slugOwner && siblings.some((each) => each.slug === term.slug)) throw termExists(taxonomy, slugOwner);
}

/**
 * wp_unique_term_slug: a slug free in the taxonomy is kept (other taxonomies may have it); else a
 * child's gets its ancestors' slugs (`child-parent`) while that names no term, then `-2`, `-3` …,
 * each free in every taxonomy.
 */
async function uniqueTermSlug(em: EntityManager, taxonomy: Taxonomy, term: Term, slug: string) {
  const others = { id: { $ne: term.id ?? 0 } };
  if (!(await em.count(Term, { taxonomy: taxonomy.name, slug, ...others }))) return slug;
  const anywhere = async (candidate: string) => (await em.count(Term, { slug: candidate, ...others })) > 0;
  let base = slug;
  if (taxonomy.hierarchical)
    for (let ancestor = term.parentId; ancestor;) {
      const parent = await em.findOne(Term, { id: ancestor, taxonomy: taxonomy.name });
      if (!parent) break;
      base += `-${parent.slug}`;
      if (!(await em.count(Term, { $or: [{ slug: base }, { name: base }] }))) break;
      ancestor = parent.parentId;
    }
  if (!(await anywhere(base))) return base;
  for (let n = 2; ; n++) if (!(await anywhere(`${base}-${n}`))) return `${base}-${n}`;
}

/**
 * Name, slug and parent as the reference's wp_insert_term and wp_update_term keep them, with their
 * messages for conflicts: a new term's name is checked against the others (checkNewName), a renamed
 * one's is not; a new term's slug is made unique, an updated one's given slug must be free. The
 * taxonomy's names and slugs are checked one transaction at a time, in every instance.
 */
async function applyChanges(em: EntityManager, taxonomy: Taxonomy, term: Term, changes: TermChanges) {
  if (changes.name !== undefined || changes.slug !== undefined) await lockNamed(em, `terms:${taxonomy.name}`);
  if (changes.parent !== undefined && taxonomy.hierarchical) {
    if (changes.parent !== 0) {
      const parent = await em.findOne(Term, { id: changes.parent, taxonomy: taxonomy.name });
      if (!parent || parent.id === term.id)
        throw new DomainError('TERM_INVALID', 'Parent term does not exist.', 400);
    }
    term.parentId = changes.parent;
  }
  if (changes.name !== undefined) {
    // The reference's pre_term_name filters (sanitize_text_field, kses) apply to every user.
    const name = kses(changes.name, 'strip').trim();
    if (!name) throw new DomainError('EMPTY_TERM_NAME', 'A name is required for this term.', 400);
    // What its column holds.
    if (name.length > 200)
      throw invalidArgument('name', 'OUT_OF_BOUNDS', 'must be at most 200 characters long.');
    term.name = name;
  }
  if (changes.description !== undefined) term.description = kses(changes.description, 'data');
  if (changes.autoAdd !== undefined) term.autoAdd = changes.autoAdd;
  const given = changes.slug ? sanitizeTitle(changes.slug) : '';
  if (term.id === undefined) {
    term.slug = given || sanitizeTitle(term.name);
    await checkNewName(em, taxonomy, term, term.name, given !== '');
    // A name that makes no slug gets the term's id, once it has one.
    term.slug = term.slug && (await uniqueTermSlug(em, taxonomy, term, term.slug));
    return;
  }
  if (changes.slug === undefined) return;
  if (!given) {
    term.slug = await uniqueTermSlug(em, taxonomy, term, sanitizeTitle(term.name) || String(term.id));
    return;
  }
  if (await em.count(Term, { taxonomy: taxonomy.name, slug: given, id: { $ne: term.id } }))
    throw new DomainError(
      'DUPLICATE_TERM_SLUG',
      `The slug “${given}” is already in use by another term.`,
      400,
    );
  term.slug = given;
}

/** Hierarchical taxonomies need edit_terms to add a term, the others only assign_terms. */
export const canCreateTerm = (user: User | null, taxonomy: Taxonomy) =>
  can(user, taxonomy.hierarchical ? taxonomy.caps.edit : taxonomy.caps.assign);

export async function createTerm(deps: ContentDeps, taxonomy: Taxonomy, changes: TermChanges): Promise<Term> {
  if (!canCreateTerm(deps.user, taxonomy))
    throw notAllowed(
      deps.user,
      'CANNOT_CREATE',
      'Sorry, you are not allowed to create terms in this taxonomy.',
    );
  return deps.em.transactional(async (em) => {
    // Not managed until it is checked: a query meanwhile would flush it and find it as another term.
    const term = Object.assign(new Term(), { taxonomy: taxonomy.name, name: '', slug: '' });
    await applyChanges(em, taxonomy, term, { ...changes, name: changes.name ?? '' });
    await em.persist(term).flush();
    if (!term.slug) {
      term.slug = String(term.id);
      await em.flush();
    }
    return term;
  });
}

export async function updateTerm(
  deps: ContentDeps,
  taxonomy: Taxonomy,
  id: number,
  changes: TermChanges,
): Promise<Term> {
  return deps.em.transactional(async (em) => {
    const term = await findTerm(em, taxonomy, id);
    if (!can(deps.user, taxonomy.caps.edit))
      throw notAllowed(deps.user, 'CANNOT_UPDATE', 'Sorry, you are not allowed to edit this term.');
    await applyChanges(em, taxonomy, term, changes);
    await em.flush();
    return term;
  });
}

/**
 * Deletes a term for good (terms have no trash): its children move up to its parent, and posts left
 * without a category fall back to the default one, which itself can't be deleted.
 */
export async function deleteTerm(
  deps: ContentDeps,
  taxonomy: Taxonomy,
  id: number,
  force: boolean,
): Promise<{ term: Term; count: number }> {
  return deps.em.transactional(async (em) => {
    const term = await findTerm(em, taxonomy, id);
    const isDefault = taxonomy.name === 'category' && term.id === DEFAULT_CATEGORY_ID;
    if (isDefault || !can(deps.user, taxonomy.caps.delete))
      throw notAllowed(deps.user, 'CANNOT_DELETE', 'Sorry, you are not allowed to delete this term.');
    if (!force)
      throw new DomainError(
        'TRASH_NOT_SUPPORTED',
        "Terms do not support trashing. Set 'force=true' to delete.",
        501,
      );
    const [count] = await termCounts({ ...deps, em }, [term.id]);
    const members = await em.find(PostTerm, { termId: term.id });
    await em.nativeUpdate(Term, { parentId: term.id }, { parentId: term.parentId });
    await em.nativeDelete(PostTerm, { termId: term.id });
    if (taxonomy.name === 'category' && members.length) {
      const ids = members.map((m) => m.postId);
      const stillFiled = await em.execute<{ post_id: number }[]>(
        `select distinct pt.post_id from post_terms pt join terms t on t.id = pt.term_id where t.taxonomy = 'category' and pt.post_id in (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      const filed = new Set(stillFiled.map((row) => Number(row.post_id)));
      for (const postId of ids.filter((pid) => !filed.has(pid)))
        em.create(PostTerm, { postId, termId: DEFAULT_CATEGORY_ID });
    }
    em.remove(term);
    await em.flush();
    return { term, count };
  });
}
