/**
 * wp_filter_content_tags() on library images, rule by rule, as WordPress 7.1 renders content for a REST
 * answer (wp-includes/media.php at 7.1.0). Each expected string is written from the reference's code:
 * wp_img_tag_add_width_and_height_attr() puts `width`/`height` first in the tag; wp_image_add_srcset_and_sizes()
 * appends `srcset` (the src first, then the stored sizes of the same aspect ratio by width, the full size
 * last, none wider than 2048 but the src) and `sizes` and closes the tag with ` />`;
 * wp_img_tag_add_loading_optimization_attrs() puts `decoding` and then `loading` first (outside the loop
 * every sized image is lazy unless it says otherwise; the one `fetchpriority` image of a request is
 * tested at the end); wp_img_tag_add_auto_sizes() starts a lazy image's `sizes` with `auto, `.
 */
import { describe, expect, it } from 'vitest';
import { renderContent, renderExcerpt } from '../../src/content/render/render.js';
import { withPriorityImage } from '../../src/content/render/priority-image.js';
import type { ImageLibrary, LibraryImage } from '../../src/content/render/responsive-images.js';

const UPLOADS = 'https://example.com/uploads';
const at = (file: string) => `${UPLOADS}/2026/11/${file}`;

/** A 2000 × 1500 upload and the sizes the reference makes of it, in its order. */
const PHOTO: LibraryImage = {
  file: '2026/11/photo.jpg',
  width: 2000,
  height: 1500,
  sizes: [
    { file: 'photo-300x225.jpg', width: 300, height: 225 },
    { file: 'photo-1024x768.jpg', width: 1024, height: 768 },
    { file: 'photo-150x150.jpg', width: 150, height: 150 },
    { file: 'photo-768x576.jpg', width: 768, height: 576 },
    { file: 'photo-1536x1152.jpg', width: 1536, height: 1152 },
  ],
};
const library = (images: Record<number, LibraryImage>): ImageLibrary => ({
  uploadsUrl: UPLOADS,
  images: new Map(Object.entries(images).map(([id, image]) => [Number(id), image])),
});
const withPhoto = library({ 42: PHOTO });
const render = (content: string, images = withPhoto) => renderContent(content, images);

const SRCSET_LARGE =
  `${at('photo-1024x768.jpg')} 1024w, ${at('photo-300x225.jpg')} 300w, ${at('photo-768x576.jpg')} 768w, ` +
  `${at('photo-1536x1152.jpg')} 1536w, ${at('photo.jpg')} 2000w`;

describe('library images in content (wp_filter_content_tags)', () => {
  it('a block image of the large size: dimensions, srcset, sizes with auto, lazy and async', () => {
    const html = `<!-- wp:image {"id":42,"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/></figure>\n<!-- /wp:image -->`;
    expect(render(html)).toBe(
      `\n<figure class="wp-block-image size-large"><img loading="lazy" decoding="async" width="1024" height="768" src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42" srcset="${SRCSET_LARGE}" sizes="auto, (max-width: 1024px) 100vw, 1024px" /></figure>\n`,
    );
  });

  it('the src comes first in the srcset, the rest in the stored order; sizes from the width shown', () => {
    const out = render(`<img src="${at('photo-300x225.jpg')}" alt="" class="wp-image-42"/>`);
    expect(out).toContain(
      `<img loading="lazy" decoding="async" width="300" height="225" src="${at('photo-300x225.jpg')}" alt="" class="wp-image-42" srcset="${at('photo-300x225.jpg')} 300w, ${at('photo-1024x768.jpg')} 1024w, ${at('photo-768x576.jpg')} 768w, ${at('photo-1536x1152.jpg')} 1536w, ${at('photo.jpg')} 2000w" sizes="auto, (max-width: 300px) 100vw, 300px" />`,
    );
  });

  it('a cropped thumbnail has no other size of its shape: dimensions but no srcset, its `/>` kept', () => {
    expect(render(`<img src="${at('photo-150x150.jpg')}" alt="" class="wp-image-42"/>`)).toContain(
      `<img loading="lazy" decoding="async" width="150" height="150" src="${at('photo-150x150.jpg')}" alt="" class="wp-image-42"/>`,
    );
  });

  it('a classic image keeps its own width and height, which decide the sizes', () => {
    const html = `<img class="alignnone size-large wp-image-42" src="${at('photo-1024x768.jpg')}" alt="" width="512" height="384" />`;
    expect(render(html)).toBe(
      `<p><img loading="lazy" decoding="async" class="alignnone size-large wp-image-42" src="${at('photo-1024x768.jpg')}" alt="" width="512" height="384" srcset="${SRCSET_LARGE}" sizes="auto, (max-width: 512px) 100vw, 512px" /></p>\n`,
    );
  });

  it('a width set by the style scales the dimensions', () => {
    const out = render(`<img class="wp-image-42" style="width:150px;" src="${at('photo.jpg')}" alt=""/>`);
    expect(out).toContain(
      '<img loading="lazy" decoding="async" width="150" height="113" class="wp-image-42"',
    );
    expect(out).toContain('sizes="auto, (max-width: 150px) 100vw, 150px" />');
  });

  it('an image with its own sizes gets a srcset only, and auto in front of its sizes', () => {
    const out = render(`<img src="${at('photo-768x576.jpg')}" sizes="50vw" class="wp-image-42"/>`);
    expect(out).toContain(
      `<img loading="lazy" decoding="async" width="768" height="576" src="${at('photo-768x576.jpg')}" sizes="auto, 50vw" class="wp-image-42" srcset="${at('photo-768x576.jpg')} 768w, ${at('photo-300x225.jpg')} 300w, ${at('photo-1024x768.jpg')} 1024w, ${at('photo-1536x1152.jpg')} 1536w, ${at('photo.jpg')} 2000w" />`,
    );
  });

  it('the same tag twice becomes the same twice', () => {
    const tag = `<img src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/>`;
    const out = render(`${tag}\n\n${tag}`);
    expect(out.match(/srcset="/g)).toHaveLength(2);
    expect(out.split('</p>')[0]!.slice(3)).toBe(out.split('</p>')[1]!.trim().slice(3));
  });

  it('an id that is no library image, or an image of another size, gets the loading attributes only', () => {
    const unknown = `<img src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-7"/>`;
    expect(render(unknown)).toContain(`<img decoding="async" src="${at('photo-1024x768.jpg')}"`);
    const elsewhere = '<img src="https://cdn.example.org/other.jpg" alt="" class="wp-image-42"/>';
    expect(render(elsewhere)).toContain('<img decoding="async" src="https://cdn.example.org/other.jpg"');
  });

  it('a scaled upload: 2048 in the srcset, the scaled copy not; its unscaled original is no size', () => {
    const scaled = library({
      42: {
        file: '2026/11/photo-scaled.jpg',
        width: 2560,
        height: 1920,
        sizes: [...PHOTO.sizes, { file: 'photo-2048x1536.jpg', width: 2048, height: 1536 }],
      },
    });
    const out = render(`<img src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/>`, scaled);
    expect(out).toContain(
      `srcset="${at('photo-1024x768.jpg')} 1024w, ${at('photo-300x225.jpg')} 300w, ${at('photo-768x576.jpg')} 768w, ${at('photo-1536x1152.jpg')} 1536w, ${at('photo-2048x1536.jpg')} 2048w"`,
    );
    expect(render(`<img src="${at('photo.jpg')}" alt="" class="wp-image-42"/>`, scaled)).toContain(
      `<img decoding="async" src="${at('photo.jpg')}" alt="" class="wp-image-42"/>`,
    );
  });

  it('fetchpriority: `low` stays eager, `auto` is lazy as any other', () => {
    const tag = (priority: string) =>
      `<img fetchpriority="${priority}" src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/>`;
    expect(render(tag('low'))).toContain(
      '<img decoding="async" width="1024" height="768" fetchpriority="low"',
    );
    expect(render(tag('low'))).toContain('sizes="(max-width: 1024px) 100vw, 1024px" />');
    expect(render(tag('auto'))).toContain('<img loading="lazy" decoding="async" width="1024"');
  });

  it('a manual excerpt with a library image is made responsive; a generated one shows no image', () => {
    const excerpt = `<img src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/>`;
    expect(renderExcerpt(excerpt, '', 55, withPhoto)).toBe(
      `<p><img loading="lazy" decoding="async" width="1024" height="768" src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42" srcset="${SRCSET_LARGE}" sizes="auto, (max-width: 1024px) 100vw, 1024px" /></p>\n`,
    );
    expect(renderExcerpt('', `Words ${excerpt} more words`, 55, withPhoto)).toBe('<p>Words more words</p>\n');
  });

  it('the remembered rendering follows the attachment: new sizes, new answer', () => {
    const html = `<img src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/>`;
    const before = render(html);
    const fewer = library({ 42: { ...PHOTO, sizes: PHOTO.sizes.slice(0, 2) } });
    const after = render(html, fewer);
    expect(after).not.toBe(before);
    expect(after).toContain(
      `srcset="${at('photo-1024x768.jpg')} 1024w, ${at('photo-300x225.jpg')} 300w, ${at('photo.jpg')} 2000w"`,
    );
    expect(render(html, library({}))).toBe(
      `<p><img decoding="async" src="${at('photo-1024x768.jpg')}" alt="" class="wp-image-42"/></p>\n`,
    );
  });
});

/**
 * wp_high_priority_element_flag() over one request's texts: wp_get_loading_optimization_attributes()
 * outside the loop takes an image to be in view only when it says so (a `loading` other than `lazy`, or
 * `fetchpriority="high"`); wp_maybe_add_fetchpriority_high_attr() gives the first such image of at
 * least 50,000 square pixels `fetchpriority="high"` unless it names a priority itself (`auto` still takes
 * the place, `low` never does), and `fetchpriority="high"` written in takes the place too.
 */
describe('the one high-priority image of a request', () => {
  const img = (attributes: string) => `<img decoding="async" ${attributes} src="${at('photo.jpg')}" alt="">`;
  const eager = img('loading="eager" width="400" height="300"');
  const mark = (texts: string[]) => {
    const page = { taken: false };
    return texts.map((html) => withPriorityImage(html, page));
  };

  it('goes to the first eager image large enough, in whichever text it comes, and to no other', () => {
    const small = img('loading="eager" width="200" height="200"');
    const lazy = img('loading="lazy" width="800" height="600"');
    const [first, second] = mark([
      `<p>${lazy}${small}</p>`,
      `<p>${eager}</p><p>${eager}</p>${eager.replace('400', '500')}`,
    ]);
    expect(first).toBe(`<p>${lazy}${small}</p>`);
    // The same tag again gets the same (the reference replaces a tag everywhere at once); another does not.
    const marked = eager.replace('<img', '<img fetchpriority="high"');
    expect(second).toBe(`<p>${marked}</p><p>${marked}</p>${eager.replace('400', '500')}`);
    expect(mark([eager, eager])).toEqual([marked, eager]);
  });

  it('is taken, unmarked, by an image that names its priority or cannot carry the attribute', () => {
    const taking = [
      img('fetchpriority="high" width="10" height="10"'),
      img('loading="eager" fetchpriority="auto" width="400" height="300"'),
      `<img loading="eager" width='400' height='300' src="${at('photo.jpg')}">`,
      `<img loading="eager" width="400" height="300" src='${at('photo.jpg')}'>`,
    ];
    for (const tag of taking) expect(mark([tag, eager]), tag).toEqual([tag, eager]);
    const passing = [
      img('fetchpriority="low" width="400" height="300"'),
      img('fetchpriority="high" loading="lazy" width="400" height="300"'),
      img('loading="eager" width="400"'),
      img('loading="eager" width=400 height=300'),
      `<iframe loading="eager" width="400" height="300" src="${at('a.html')}"></iframe>`,
    ];
    const marked = eager.replace('<img', '<img fetchpriority="high"');
    for (const tag of passing) expect(mark([tag, eager]), tag).toEqual([tag, marked]);
    // Only `lazy` as written means out of view: the reference compares it case by case.
    const shouting = img('loading="Lazy" width="400" height="300"');
    expect(mark([shouting, eager])).toEqual([shouting.replace('<img', '<img fetchpriority="high"'), eager]);
  });
});
