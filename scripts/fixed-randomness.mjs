// Imported first by scripts/snapshot-server.mjs (the server of both snapshots), for its effect: every
// UUID (checks, channels, badge keys, request ids, application passwords) and random token (API keys,
// ping keys, passwords) from a fixed sequence, patched before the server's modules bind node:crypto's
// exports.
import { Buffer } from 'node:buffer';
import crypto, { createHash } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

let draws = 0;
const drawn = () => createHash('sha256').update(`api-snapshot ${draws++}`).digest();
crypto.randomUUID = () => {
  const bytes = drawn();
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
crypto.randomInt = (min, max, callback) => {
  if (typeof max !== 'number') [min, max, callback] = [0, min, max];
  const value = min + (drawn().readUInt32BE(0) % (max - min));
  if (typeof callback !== 'function') return value;
  process.nextTick(callback, null, value);
};
// Random bytes (password salts, oEmbed secrets, the sanitiser's markers) from a sequence of their
// own, so that drawing them leaves the UUIDs and tokens above as they were.
let byteDraws = 0;
crypto.randomBytes = (size, callback) => {
  const chunks = [];
  for (let length = 0; length < size; length += 32)
    chunks.push(createHash('sha256').update(`random bytes ${byteDraws++}`).digest());
  const bytes = Buffer.concat(chunks).subarray(0, size);
  if (typeof callback !== 'function') return bytes;
  process.nextTick(callback, null, bytes);
};
syncBuiltinESMExports();
