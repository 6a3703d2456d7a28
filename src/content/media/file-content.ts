import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * An upload the gateway streamed to a temporary file as it arrived, so a large one is never held in
 * memory. Only in-process code makes one: over HTTP a GraphQL client can send bytes, never a path.
 */
export class StagedFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

/** A file's bytes: in memory (GraphQL's base64 `bytes`, a made image) or staged on disk. */
export type FileContent = Buffer | StagedFile;

export const sizeOf = (content: FileContent) => (Buffer.isBuffer(content) ? content.length : content.size);

/** What sharp reads: the bytes, or the staged file by its path. */
export const imageInput = (content: FileContent) => (Buffer.isBuffer(content) ? content : content.path);

/** The first `length` bytes (fewer when the file is shorter). */
export async function headOf(content: FileContent, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content.subarray(0, length);
  const file = await open(content.path);
  try {
    const head = Buffer.alloc(Math.min(length, content.size));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Every chunk of the content in order, read from disk a piece at a time when staged. */
export async function* chunksOf(content: FileContent): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) yield content;
  else for await (const chunk of createReadStream(content.path)) yield chunk as Buffer;
}
