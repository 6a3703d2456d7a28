import { escapeHtml } from '../../../src/escape-html.js';

/** Verdana 11px advance widths the reference uses; anything else counts 7. */
const WIDTHS: Record<string, number> = {
  a: 7,
  b: 7,
  c: 6,
  f: 4,
  i: 3,
  j: 3,
  l: 3,
  m: 10,
  r: 4,
  s: 6,
  t: 5,
  w: 9,
  x: 6,
  '0': 7,
  '1': 6,
  '2': 7,
  '3': 7,
  '4': 7,
  '5': 7,
  '6': 7,
  '7': 7,
  '8': 7,
  '9': 7,
  A: 8,
  C: 8,
  D: 8,
  H: 8,
  N: 8,
  U: 8,
  V: 8,
  G: 9,
  I: 3,
  J: 4,
  M: 10,
  O: 9,
  Q: 9,
  F: 6,
  L: 6,
  P: 6,
  W: 11,
  '-': 4,
  _: 6,
};

const BADGE_COLORS: Record<string, string> = { up: '#4c1', late: '#fe7d37', down: '#e05d44' };

const textWidth = (text: string) => [...text].reduce((sum, char) => sum + (WIDTHS[char] ?? 7), 10);

/** The shields-style badge: grey label on the left, the coloured status on the right. */
export function badgeSvg(label: string, status: string): string {
  const [w1, w2] = [textWidth(label), textWidth(status)];
  const width = w1 + w2;
  const text = (x: number, value: string) =>
    `<text x="${x}" y="15" fill="#010101" fill-opacity=".3">${escapeHtml(value)}</text>` +
    `<text x="${x}" y="14">${escapeHtml(value)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20">` +
    '<linearGradient id="smooth" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>' +
    '<stop offset="1" stop-opacity=".1"/></linearGradient>' +
    `<mask id="round"><rect width="${width}" height="20" rx="3" fill="#fff"/></mask>` +
    `<g mask="url(#round)"><rect width="${w1}" height="20" fill="#555"/>` +
    `<rect x="${w1}" width="${w2}" height="20" fill="${BADGE_COLORS[status]}"/>` +
    `<rect width="${width}" height="20" fill="url(#smooth)"/></g>` +
    '<g fill="#fff" text-anchor="middle" font-family="DejaVu Sans,Verdana,Geneva,sans-serif" font-size="11">' +
    text(w1 / 2, label) +
    text(w1 + w2 / 2, status) +
    '</g></svg>'
  );
}
