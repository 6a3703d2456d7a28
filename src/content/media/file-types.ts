import { chunksOf, headOf, type FileContent } from './file-content.js';

/**
 * A file type Portico accepts, recognised from the file's first bytes: the name and the declared type
 * are whatever the uploader chose.
 */
export interface FileType {
  mime: string;
  /** Extensions a name may keep for this type; the first is used when the name has another. */
  extensions: readonly string[];
}

const type = (mime: string, ...extensions: string[]): FileType => ({ mime, extensions });

const JPEG = type('image/jpeg', 'jpg', 'jpeg', 'jpe');
const PNG = type('image/png', 'png');
const GIF = type('image/gif', 'gif');
const WEBP = type('image/webp', 'webp');
const AVIF = type('image/avif', 'avif');
const HEIC = type('image/heic', 'heic', 'heif');
const TIFF = type('image/tiff', 'tif', 'tiff');
const PDF = type('application/pdf', 'pdf');
const MP3 = type('audio/mpeg', 'mp3');
const M4A = type('audio/mp4', 'm4a');
const WAV = type('audio/wav', 'wav');
const OGG = type('audio/ogg', 'ogg', 'oga');
const MP4 = type('video/mp4', 'mp4', 'm4v');
const QUICKTIME = type('video/quicktime', 'mov', 'qt');
const WEBM = type('video/webm', 'webm');
const ZIP = type('application/zip', 'zip');
const TEXT = type('text/plain', 'txt');
const CSV = type('text/csv', 'csv');

/** Office documents are ZIP containers: their name says which one. */
const OFFICE: Record<string, FileType> = {
  docx: type('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  xlsx: type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  pptx: type('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
  odt: type('application/vnd.oasis.opendocument.text', 'odt'),
  ods: type('application/vnd.oasis.opendocument.spreadsheet', 'ods'),
  odp: type('application/vnd.oasis.opendocument.presentation', 'odp'),
};

/** Every type Portico accepts, as WordPress's `get_allowed_mime_types()` lists them: extensions → type. */
export const ACCEPTED_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  [JPEG, PNG, GIF, WEBP, AVIF, HEIC, TIFF, PDF, MP3, M4A, WAV, OGG, MP4, QUICKTIME, WEBM, ZIP, TEXT, CSV]
    .concat(Object.values(OFFICE))
    .map((fileType) => [fileType.extensions.join('|'), fileType.mime]),
);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);
const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** ISO media files (`ftyp` box): the major brand tells images from video. */
function isoMediaType(bytes: Buffer): FileType | null {
  if (ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (brand === 'avif' || brand === 'avis') return AVIF;
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return HEIC;
  if (brand === 'qt  ') return QUICKTIME;
  if (brand === 'M4A ') return M4A;
  return MP4;
}

/** Text without NUL bytes that decodes as UTF-8 (checked piece by piece: a staged file may be large). */
async function isText(content: FileContent): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunksOf(content)) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

// Enough of the start of a file for every signature below.
const HEAD_BYTES = 16;

/**
 * The type of a file by its content, or null when Portico does not accept it (executables, HTML,
 * scripts, SVG, anything unrecognised). The name only decides between types the bytes can't tell apart
 * (plain text or CSV, the office formats inside a ZIP).
 */
export async function sniffFileType(content: FileContent, name: string): Promise<FileType | null> {
  const bytes = await headOf(content, HEAD_BYTES);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return JPEG;
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return PNG;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return GIF;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return WEBP;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return WAV;
  if (startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a)) return TIFF;
  if (ascii(bytes, 0, 5) === '%PDF-') return PDF;
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)) return MP3;
  if (ascii(bytes, 0, 4) === 'OggS') return OGG;
  if (startsWith(bytes, 0x1a, 0x45, 0xdf, 0xa3)) return WEBM;
  const iso = isoMediaType(bytes);
  if (iso) return iso;
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return OFFICE[extension] ?? ZIP;
  if ((extension === 'txt' || extension === 'csv') && (await isText(content)))
    return extension === 'csv' ? CSV : TEXT;
  return null;
}

/** The media item kind the REST API shows: `image` or `file`. */
export const mediaTypeOf = (mime: string) => (mime.startsWith('image/') ? 'image' : 'file');

/** The image types the edit route works on. */
export const EDITABLE_IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
]);

/** Image types sharp reads and writes here (HEIC needs a codec the bundled libvips lacks). */
export const RESIZABLE_IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
]);
