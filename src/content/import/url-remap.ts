interface Entry {
  from: string;
  to: string;
  /** An image's URL without its extension: it matches only followed by `.ext` or `-WxH.ext`. */
  sized: boolean;
}

/** What may follow an image's stub: its extension, or a sub-size's `-300x200` and extension. */
const SIZE_SUFFIX = /(?:-\d+x\d+)?\.[A-Za-z0-9]+/y;

/**
 * The old URLs of imported uploads and their new ones, applied to post content as the WordPress
 * importer's backfill_attachment_urls does: each old URL replaced wherever it occurs, the longest
 * first, and for images the URL without its extension too, so `photo-300x200.jpg` follows `photo.jpg`.
 * Unlike a string replace per URL, one pass (a new URL is never rewritten again), and an image's stub
 * only where a sub-size of it is named (`photographer.jpg` is another file).
 */
export class UrlRemap {
  /** Entries by their folder (up to the last `/`), each folder's longest first. */
  private readonly folders = new Map<string, Entry[]>();
  size = 0;

  /** The file at `from` is now at `to`. */
  add(from: string, to: string): void {
    this.put({ from, to, sized: false });
  }

  /** The image at `from.<ext>` is now at `to.<ext>`, and so are its sub-sizes (`from-300x200.<ext>`). */
  addImage(from: string, to: string): void {
    this.put({ from, to, sized: true });
  }

  private put(entry: Entry) {
    const slash = entry.from.lastIndexOf('/');
    if (slash < 0 || entry.from === entry.to) return;
    const folder = entry.from.slice(0, slash + 1);
    const entries = this.folders.get(folder) ?? [];
    const same = entries.findIndex((each) => each.from === entry.from && each.sized === entry.sized);
    if (same >= 0) entries.splice(same, 1);
    else this.size++;
    const at = entries.findIndex((each) => each.from.length < entry.from.length);
    entries.splice(at < 0 ? entries.length : at, 0, entry);
    this.folders.set(folder, entries);
  }

  private matches(text: string, at: number, entry: Entry): boolean {
    if (!text.startsWith(entry.from, at)) return false;
    if (!entry.sized) return true;
    SIZE_SUFFIX.lastIndex = at + entry.from.length;
    return SIZE_SUFFIX.test(text);
  }

  rewrite(text: string): string {
    const hits: { at: number; entry: Entry }[] = [];
    for (const [folder, entries] of this.folders)
      for (let at = text.indexOf(folder); at >= 0; at = text.indexOf(folder, at + 1)) {
        const entry = entries.find((each) => this.matches(text, at, each));
        if (entry) hits.push({ at, entry });
      }
    if (!hits.length) return text;
    hits.sort((a, b) => a.at - b.at || b.entry.from.length - a.entry.from.length);
    let out = '';
    let done = 0;
    for (const { at, entry } of hits) {
      if (at < done) continue;
      out += text.slice(done, at) + entry.to;
      done = at + entry.from.length;
    }
    return out + text.slice(done);
  }
}
