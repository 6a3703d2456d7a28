import type { StagedFile } from '../../../src/content/media/file-content.js';
import { RestError } from '../rest/rest-error.js';
import type { RestRequest } from '../rest/route.js';

/**
 * The reference's get_filename_from_disposition(): each header value needs a `;`, then a non-empty
 * `filename=` attribute (quotes removed); the disposition type itself is not checked.
 */
function filenameFromDisposition(header: string): string | null {
  let filename: string | null = null;
  for (const value of header.split(/,(?=[^,]*;)/)) {
    const text = value.trim();
    const semicolon = text.indexOf(';');
    if (semicolon < 0) continue;
    const attributes: Record<string, string> = {};
    for (const part of text.slice(semicolon + 1).split(';')) {
      const equals = part.indexOf('=');
      if (equals < 0) continue;
      attributes[part.slice(0, equals).trim()] = part.slice(equals + 1).trim();
    }
    if (!attributes.filename) continue;
    filename = attributes.filename.trim();
    if (filename.length > 1 && filename.startsWith('"') && filename.endsWith('"'))
      filename = filename.slice(1, -1);
  }
  return filename;
}

const uploadError = (code: string, message: string, status = 400) => new RestError(code, message, status);

/**
 * The file of an upload request: multipart field `file` (titled after the client's name), or the raw
 * body described by its headers — checked in the reference's order.
 */
export function uploadOf(req: RestRequest): { name: string; bytes: StagedFile; clientName: boolean } {
  const { files, body, headers } = req.payload;
  if (Object.keys(files).length) {
    const file = files.file;
    if (!file) throw uploadError('rest_upload_no_data', 'No data supplied.');
    return { name: file.name, bytes: file.file, clientName: true };
  }
  if (!body?.file.size) throw uploadError('rest_upload_no_data', 'No data supplied.');
  if (!headers['content-type']) throw uploadError('rest_upload_no_content_type', 'No Content-Type supplied.');
  const disposition = headers['content-disposition'];
  if (!disposition)
    throw uploadError('rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
  const name = filenameFromDisposition(disposition);
  if (!name)
    throw uploadError(
      'rest_upload_invalid_disposition',
      'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
    );
  const md5 = headers['content-md5']?.trim();
  if (md5 && body.md5 !== md5)
    throw uploadError('rest_upload_hash_mismatch', 'Content hash did not match expected.', 412);
  return { name, bytes: body.file, clientName: false };
}
