/** A fenced code block of a Markdown text. */
export interface Fence {
  /** The info string's words: the language, then anything after it. */
  info: string[];
  /** The line of the opening fence, 1-based. */
  line: number;
  code: string;
}

/** A text split into its fenced code blocks and the lines outside them. */
function parse(markdown: string): { fences: Fence[]; prose: { text: string; line: number }[] } {
  const lines = markdown.split('\n');
  const parsed: ReturnType<typeof parse> = { fences: [], prose: [] };
  for (let i = 0; i < lines.length; i++) {
    // A fence may be indented, inside a list item; its lines are taken without that indentation.
    const open = /^( *)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) {
      parsed.prose.push({ text: lines[i], line: i + 1 });
      continue;
    }
    const [, indent, marker, info] = open;
    const end = lines.findIndex(
      (text, j) => j > i && text.trimStart().startsWith(marker) && !text.trim().slice(marker.length),
    );
    if (end < 0) throw new Error(`line ${i + 1}: a code block that is never closed`);
    const code = lines
      .slice(i + 1, end)
      .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text));
    const words = info.trim().split(/\s+/).filter(Boolean);
    parsed.fences.push({ info: words, line: i + 1, code: code.join('\n') });
    i = end;
  }
  return parsed;
}

/** Every fenced code block, in order. */
export const fences = (markdown: string): Fence[] => parse(markdown).fences;

/** The lines outside code blocks. */
export const proseLines = (markdown: string) => parse(markdown).prose;

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a text's headings (a repeated heading's with GitHub's `-1`, `-2` …). */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6} (.*)$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

/** The links to this repository's files and anchors (no scheme), outside code blocks. */
export function relativeLinks(markdown: string): { target: string; line: number }[] {
  return proseLines(markdown).flatMap(({ text, line }) =>
    [...text.replaceAll(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1])
      .filter((target) => !/^[a-z]+:/i.test(target))
      .map((target) => ({ target, line })),
  );
}
