// The capture of scripts/snapshot-server.mjs: each request and its answer, as bytes that two runs of the
// same scenario reproduce exactly.
import { Buffer } from 'node:buffer';

/** Headers that differ between two runs of the same scenario whatever the server does. */
const VOLATILE = new Set(['date', 'x-request-id']);

/** Requests to the server at `url`, each written to the capture with its answer. */
export function httpCapture(url) {
  const chunks = [];
  let count = 0;
  const text = (line) => chunks.push(Buffer.from(line));
  /**
   * One request and its answer in the capture: the request as sent, then the status, the headers (sorted,
   * volatile ones left out) and the body's bytes. Returns the answer with its JSON when it is JSON.
   */
  async function call(method, path, { key, body, headers = {} } = {}) {
    const sent = { ...(key === undefined ? {} : { 'X-Api-Key': key }), ...headers };
    const payload =
      body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const response = await fetch(url + path, {
      method,
      headers: sent,
      body: payload,
      redirect: 'manual',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const shownBody =
      payload === undefined
        ? ''
        : Buffer.isBuffer(payload)
          ? `<${payload.length} bytes>`
          : payload.slice(0, 200);
    text(`=== ${++count} ${method} ${path}\n`);
    for (const [name, value] of Object.entries(sent)) text(`> ${name}: ${value}\n`);
    if (shownBody) text(`> ${JSON.stringify(shownBody)}\n`);
    text(`< ${response.status}\n`);
    const received = [...response.headers]
      .filter(([name]) => !VOLATILE.has(name))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name, value] of received) text(`< ${name}: ${value}\n`);
    text('\n');
    chunks.push(bytes);
    text('\n\n');
    let json;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      // not JSON: the capture has its bytes
    }
    return { status: response.status, json };
  }

  /** A GraphQL request of the setup, not captured: the channels the checks list. */
  async function graphql(key, query) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query }),
    });
    const result = await response.json();
    if (result.errors) throw new Error(`setup failed: ${JSON.stringify(result.errors)}`);
    return result.data;
  }

  return { call, graphql, text, bytes: () => Buffer.concat(chunks), count: () => count };
}
