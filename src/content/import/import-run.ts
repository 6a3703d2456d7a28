import type { EntityManager } from '../../db/orm.js';
import type { DomainError } from '../../errors.js';
import type { ContentDeps } from '../posts/post.service.js';
import { ImportOrigin } from './import-origin.entity.js';
import { UrlRemap } from './url-remap.js';
import type { WxrItem } from './wxr-reader.js';

/** Where the files of an export's attachments come from. */
export interface AttachmentSources {
  /** A copy of the old site's `wp-content/uploads`. */
  uploadsDir?: string;
  /** Follow symbolic links in `uploadsDir` (to places inside it); off, a file reached through one is refused. */
  followSymlinks?: boolean;
  /** Download the file the export names (its URLs are the export's: through the address guard). */
  fetch: boolean;
}

export interface WxrImportOptions extends AttachmentSources {
  /** The export file's SHA-256: what this import made is its own (ImportOrigin.export). */
  exportHash: string;
  /** Logins of the export mapped to logins of existing users (`--author old=new`). */
  authors: Record<string, string>;
  /** Called after each record of the export with the number read so far. */
  onProgress?: (records: number) => void;
}

/** What an import did, per kind (`post`, `page`, `category`, `user` …). */
export interface WxrImportSummary {
  source: string;
  imported: Record<string, number>;
  existing: Record<string, number>;
  skipped: Record<string, number>;
  failed: Record<string, number>;
  /** Users made for the export's authors (role author, no password). */
  usersCreated: string[];
  warnings: string[];
}

type Outcome = 'imported' | 'existing' | 'skipped' | 'failed';
type OriginKind = 'user' | 'term' | 'post';

/** A field that names another item of the export by its original id: set once every item is in. */
interface Reference {
  post: number;
  field: 'parentId' | 'featuredMedia';
  original: string;
  /** The item in the export (its line and title), to say which one lost its reference. */
  named: string;
}

/**
 * One run of an import: its rights and options, its counts, and what it learns on the way (the users
 * of the export's logins, the references to set at the end, the upload URLs to rewrite). Each record
 * it imports remembers its origin (the export's site + original id), which is what makes a run again
 * create nothing and finish a stopped one.
 */
export class ImportRun {
  readonly summary: WxrImportSummary = {
    source: '',
    imported: {},
    existing: {},
    skipped: {},
    failed: {},
    usersCreated: [],
    warnings: [],
  };
  readonly users = new Map<string, number>();
  readonly references: Reference[] = [];
  readonly remap = new UrlRemap();

  constructor(
    readonly deps: ContentDeps,
    readonly options: WxrImportOptions,
  ) {}

  count(outcome: Outcome, kind: string, n = 1): void {
    const counts = this.summary[outcome];
    counts[kind] = (counts[kind] ?? 0) + n;
  }

  warn(warning: string): void {
    this.summary.warnings.push(warning);
  }

  /** A warning said once however many records it concerns. */
  warnOnce(warning: string): void {
    if (!this.summary.warnings.includes(warning)) this.warn(warning);
  }

  /** A failed record: counted, and why it failed said. */
  fail(kind: string, warning: string): void {
    this.count('failed', kind);
    this.warn(warning);
  }

  /** The local id of what an import of the export's site made of this record, by any export. */
  async origin(kind: OriginKind, originalId: string): Promise<number | undefined> {
    return (await this.made(kind, originalId))?.localId;
  }

  /**
   * What an import of the site made of this record, and whether it was this export file (its run
   * again, finishing what a stopped run left): only then may this run change it.
   */
  async made(kind: OriginKind, originalId: string): Promise<{ localId: number; ours: boolean } | undefined> {
    const found = await this.deps.em.findOne(ImportOrigin, {
      source: this.summary.source,
      kind,
      originalId,
    });
    return found ? { localId: found.localId, ours: found.export === this.options.exportHash } : undefined;
  }

  /** Stored with the record it names, in the same transaction. */
  remember(em: EntityManager, kind: OriginKind, originalId: string, localId: number): void {
    em.create(ImportOrigin, {
      source: this.summary.source,
      kind,
      originalId,
      localId,
      export: this.options.exportHash,
    });
  }

  refer(record: WxrItem, post: number, field: Reference['field'], original: string): void {
    if (original && original !== '0')
      this.references.push({ post, field, original, named: `line ${record.line}: "${record.title}"` });
  }
}

/** A custom field of an item as exported (`''` when it has none). */
export const metaValue = (record: WxrItem, key: string) =>
  record.meta.find((meta) => meta.key === key)?.value ?? '';

/** The export's id of an item: its `wp:post_id`, else its guid. */
export const originalIdOf = (record: WxrItem) => record.postId || (record.guid && `guid:${record.guid}`);

/** Why the domain refused a record, in a sentence: an argument's violation says which and how. */
export const refusal = (error: DomainError): string =>
  typeof error.details?.message === 'string' ? error.details.message : error.message;
