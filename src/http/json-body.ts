/** Why a body is not usable JSON: the reasons PHP's json_decode tells apart, with its codes. */
export const JSON_PROBLEMS = {
  depth: { code: 1, message: 'Maximum stack depth exceeded' },
  syntax: { code: 4, message: 'Syntax error' },
  utf8: { code: 5, message: 'Malformed UTF-8 characters, possibly incorrectly encoded' },
  utf16: { code: 10, message: 'Single unpaired UTF-16 surrogate in unicode escape' },
} as const;

export type JsonProblem = keyof typeof JSON_PROBLEMS;

export class InvalidJson extends Error {
  constructor(readonly problem: JsonProblem) {
    super(JSON_PROBLEMS[problem].message);
  }
}

/** json_decode's default nesting limit. */
export const MAX_JSON_DEPTH = 512;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The value of a JSON request body: valid UTF-8, valid JSON, nested at most MAX_JSON_DEPTH levels and
 * without unpaired surrogates (text no database can store), or InvalidJson saying which. The walk is
 * iterative: a body nested 10,000 levels deep is refused, not a stack overflow.
 */
export function parseJsonBody(bytes: Uint8Array | string): unknown {
  let text: string;
  try {
    text = typeof bytes === 'string' ? bytes : utf8.decode(bytes);
  } catch {
    throw new InvalidJson('utf8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidJson('syntax');
  }
  const stack: [unknown, number][] = [[value, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [item, depth] = entry;
    if (typeof item === 'string') {
      if (!item.isWellFormed()) throw new InvalidJson('utf16');
    } else if (item && typeof item === 'object') {
      if (depth > MAX_JSON_DEPTH) throw new InvalidJson('depth');
      for (const [key, child] of Object.entries(item)) {
        if (!key.isWellFormed()) throw new InvalidJson('utf16');
        stack.push([child, depth + 1]);
      }
    }
  }
  return value;
}
