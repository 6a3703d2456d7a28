import { createReadStream } from 'node:fs';
import { normalize } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaStorage } from '../../config.js';
import { byteWindow } from '../../http/byte-window.js';
import { badInput, DomainError } from '../../errors.js';
import { inFolder, nameTaken, type MediaStore, type ServedFile, type StoredFile } from './media-store.js';

export type S3Storage = Extract<MediaStorage, { kind: 's3' }>;

/** Names claimed where every instance sees them (the database: see the media_claims migration). */
export interface MediaClaims {
  /** True when the name was free and is now this caller's. */
  claim(name: string): Promise<boolean>;
  release(names: readonly string[]): Promise<void>;
}

/** One client per configuration and process: it keeps its connections. */
const clients = new Map<string, S3Client>();

function clientOf(storage: S3Storage): S3Client {
  const key = JSON.stringify(storage);
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      region: storage.region,
      endpoint: storage.endpoint,
      forcePathStyle: storage.forcePathStyle,
      credentials: storage.credentials,
      // Two tries, each failing once connecting or a silent connection takes S3_TIMEOUT_MS: an
      // unreachable bucket is an error, not a hang (a large part still streams as long as it moves).
      maxAttempts: 2,
      requestHandler: { connectionTimeout: storage.timeoutMs, socketTimeout: storage.timeoutMs },
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * How many bytes of the store's answer come before the range asked for: its Content-Range's start
 * tells (none: the whole object came); null when the answer does not hold the whole range.
 */
function skipTo(range: { start: number; end: number }, contentRange: string | undefined): number | null {
  if (!contentRange) return range.start;
  const match = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/.exec(contentRange.trim());
  if (!match) return null;
  const [start, end] = [Number(match[1]), Number(match[2])];
  return start <= range.start && end >= range.end ? range.start - start : null;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * The bucket could not be reached or refused Portico (network, time-out, credentials, a missing
 * bucket): no fault of the caller, and nothing was written — a 503 with the cause kept for the log.
 */
const unavailable = (error: unknown) =>
  Object.assign(
    new DomainError('MEDIA_STORAGE_UNAVAILABLE', 'The media storage is unavailable; try again shortly.', 503),
    { cause: error },
  );

/** A call to the bucket: a missing key comes out as itself (callers ask for it), any other failure as unavailable. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw notFound(error) ? error : unavailable(error);
  }
}

/**
 * Media in a bucket of an S3-compatible service, under `S3_PREFIX`, with the same keys as the local
 * folder's paths (`2026/11/photo.jpg`). Names are claimed in the database (a conditional PUT is not
 * honoured by every S3-compatible server), so uploads of one name at once in any instance get
 * different ones; large files go up in parts (lib-storage) from disk.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(
    private readonly storage: S3Storage,
    private readonly claims: MediaClaims | null,
  ) {
    this.client = clientOf(storage);
  }

  /**
   * Whether the bucket is there and open to Portico's credentials, said for an operator: which
   * setting to look at, and how to make a missing bucket.
   */
  async checkBucket(): Promise<void> {
    const { bucket, endpoint } = this.storage;
    const where = endpoint ?? 'AWS';
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 404)
        throw badInput(
          `the bucket "${bucket}" (S3_BUCKET) does not exist at ${where}: create it first (e.g. aws s3 mb s3://${bucket})`,
        );
      if (status === 403 || status === 401)
        throw badInput(
          `${where} refused access to the bucket "${bucket}": check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
        );
      const cause = error instanceof Error ? error.message : String(error);
      throw badInput(`cannot reach the bucket "${bucket}" at ${where} (S3_ENDPOINT, S3_REGION): ${cause}`);
    }
  }

  private key(file: string): string {
    if (!inFolder(file)) throw new Error(`bad media path ${file}`);
    return this.storage.prefix + normalize(file);
  }

  async read(file: string): Promise<Buffer> {
    const answer = await call(() =>
      this.client.send(new GetObjectCommand({ Bucket: this.storage.bucket, Key: this.key(file) })),
    );
    return Buffer.from(await answer.Body!.transformToByteArray());
  }

  async serve(file: string): Promise<ServedFile | null> {
    let key: string;
    try {
      key = this.key(file);
    } catch {
      return null;
    }
    const head = await call(() =>
      this.client.send(new HeadObjectCommand({ Bucket: this.storage.bucket, Key: key })),
    ).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    });
    if (!head) return null;
    return {
      size: head.ContentLength ?? 0,
      modified: head.LastModified ?? new Date(0),
      stream: (range) => {
        // The route pipes at once; the object's bytes follow as they come.
        const out = new PassThrough();
        const length = range ? range.end - range.start + 1 : (head.ContentLength ?? 0);
        this.client
          .send(
            new GetObjectCommand({
              Bucket: this.storage.bucket,
              Key: key,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
          )
          .then(
            (answer) => {
              const body = answer.Body as Readable;
              // Some S3-compatible servers answer another range than asked, or the whole object.
              const skip = range ? skipTo(range, answer.ContentRange) : 0;
              if (skip === null) {
                body.destroy();
                return out.destroy(
                  new Error(`the store answered ${answer.ContentRange} for ${length} bytes`),
                );
              }
              const window = byteWindow(body, skip, length);
              // Either end failing or closing (a client gone) stops the other: no download left running.
              window.on('error', (error) => out.destroy(error)).pipe(out);
              out.on('close', () => window.destroy());
            },
            (error: Error) => out.destroy(error),
          );
        return out;
      },
    };
  }

  /** The folder's keys that start with `start`. */
  private async keysStartingWith(folder: string, start: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.storage.bucket,
            Prefix: this.key(`${folder}/${start}`),
            ContinuationToken: token,
          }),
        ),
      );
      for (const object of page.Contents ?? [])
        keys.push(object.Key!.slice(object.Key!.lastIndexOf('/') + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async claim(folder: string, base: string, extension: string, copiesExtension = extension): Promise<string> {
    if (!this.claims) throw new Error('claiming names needs the database');
    const existing = await this.keysStartingWith(folder, base);
    for (let n = 0; ; n++) {
      const candidate = n ? `${base}-${n}` : base;
      if (
        !nameTaken(existing, candidate, extension, copiesExtension) &&
        (await this.claims.claim(this.key(`${folder}/${candidate}.${extension}`)))
      )
        return candidate;
    }
  }

  async unclaim(folder: string, name: string): Promise<void> {
    await this.claims?.release([this.key(`${folder}/${name}`)]);
  }

  async write(folder: string, files: readonly StoredFile[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        const body = Buffer.isBuffer(file.bytes) ? file.bytes : createReadStream(file.bytes.path);
        const upload = new Upload({
          client: this.client,
          params: { Bucket: this.storage.bucket, Key: this.key(`${folder}/${file.name}`), Body: body },
        });
        await call(() => upload.done());
        written.push(file.name);
      }
    } catch (error) {
      await this.remove(folder, written).catch(() => undefined);
      throw error;
    }
  }

  async publish(folder: string, name: string, bytes: Buffer): Promise<void> {
    // One PutObject: an object appears whole or not at all.
    await call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.storage.bucket,
          Key: this.key(`${folder}/${name}`),
          Body: bytes,
        }),
      ),
    );
  }

  async remove(folder: string, names: readonly string[]): Promise<void> {
    if (!names.length) return;
    const keys = names.map((name) => this.key(`${folder}/${name}`));
    await call(() =>
      this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.storage.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    );
    await this.claims?.release(keys);
  }
}
