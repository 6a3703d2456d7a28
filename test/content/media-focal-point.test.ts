/**
 * A focal point per image: set through cms/v2 `meta.focal_point` (checked as the reference checks a
 * registered meta value) or GraphQL `focalPoint`, carried by `MediaItem.url(fit: COVER)` into the
 * signed URL (`fp=x,y`), which crops around it; moved with the pixels by an edit.
 */
import { describe, expect, it } from 'vitest';
import { focalPointAfter, regionAround } from '../../src/content/media/focal-point.js';
import { rest, restError } from '../helpers/content.js';
import { corners, quadrantImage } from '../helpers/images.js';
import { mediaSite } from '../helpers/media-site.js';
import { graphql } from '../helpers/server.js';

const site = await mediaSite();
const { server, admin } = site;

const created = await site.upload(await quadrantImage(2000, 1500), admin, { name: 'scene.jpg' });
expect(created.status).toBe(201);
const id = created.body.id as number;
const file = `${site.folder}/${(created.body.source_url as string).split('/').pop()}`;

const update = (body: Record<string, unknown>) =>
  rest(server, 'POST', `/cms/v2/media/${id}`, { headers: admin, body });

async function item(of = id) {
  const { body } = await graphql(
    server.url,
    `query { mediaItem(id: ${of}) { focalPoint { x y } tall: url(width: 100, height: 400, fit: COVER) } }`,
    { headers: admin },
  );
  expect(body.errors).toBeUndefined();
  return (body.data as { mediaItem: { focalPoint: { x: number; y: number } | null; tall: string } })
    .mediaItem;
}

/** The quadrant colours at the corners of what a URL serves. */
async function seen(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const { topLeft, topRight, bottomLeft, bottomRight, width, height } = await corners(
    Buffer.from(await res.arrayBuffer()),
  );
  return { width, height, topLeft, topRight, bottomLeft, bottomRight };
}

const LEFT = { topLeft: 'topLeft', topRight: 'topLeft', bottomLeft: 'bottomLeft', bottomRight: 'bottomLeft' };
const RIGHT = {
  topLeft: 'topRight',
  topRight: 'topRight',
  bottomLeft: 'bottomRight',
  bottomRight: 'bottomRight',
};
const CENTRE = {
  topLeft: 'topLeft',
  topRight: 'topRight',
  bottomLeft: 'bottomLeft',
  bottomRight: 'bottomRight',
};

describe('the focal point of an image', () => {
  it('is null until set, in cms/v2 meta and GraphQL; a cover variant then crops around it', async () => {
    const shown = await rest(server, 'GET', `/cms/v2/media/${id}`, { headers: admin });
    expect(shown.body.meta).toEqual({ focal_point: null });
    const centred = await item();
    expect(centred.focalPoint).toBeNull();
    expect(centred.tall).toMatch(new RegExp(`\\?w=100&h=400&fit=cover&v=${id}&s=[\\w-]{22}$`));
    // A 1:4 box of a 4:3 image: a 375 px wide strip across the middle shows all four quadrants.
    expect(await seen(centred.tall)).toEqual({ width: 100, height: 400, ...CENTRE });

    const left = await update({ meta: { focal_point: { x: 0.1, y: 0.5 } } });
    expect(left.status).toBe(200);
    expect(left.body.meta).toEqual({ focal_point: { x: 0.1, y: 0.5 } });
    const leftItem = await item();
    expect(leftItem.focalPoint).toEqual({ x: 0.1, y: 0.5 });
    expect(leftItem.tall).toMatch(/\?w=100&h=400&fit=cover&fp=0\.1,0\.5&v=\d+&s=[\w-]{22}$/);
    expect(await seen(leftItem.tall)).toEqual({ width: 100, height: 400, ...LEFT });

    const { body } = await graphql(
      server.url,
      `mutation { updateMedia(id: ${id}, input: { focalPoint: { x: 0.9, y: 0.25 } }) { focalPoint { x y } } }`,
      { headers: admin },
    );
    expect(body.errors).toBeUndefined();
    const rightItem = await item();
    expect(rightItem.focalPoint).toEqual({ x: 0.9, y: 0.25 });
    expect(rightItem.tall).toMatch(/&fit=cover&fp=0\.9,0\.25&v=\d+&s=/);
    expect(await seen(rightItem.tall)).toEqual({ width: 100, height: 400, ...RIGHT });
    // A URL names its variant for good: the one made for the earlier focal point still shows the left.
    expect(await seen(leftItem.tall)).toEqual({ width: 100, height: 400, ...LEFT });

    // Only a crop of both sides names it; the centre is no focal point in a URL.
    const { body: other } = await graphql(
      server.url,
      `query { mediaItem(id: ${id}) { wide: url(width: 300, fit: COVER) inside: url(width: 100, height: 400) } }`,
      { headers: admin },
    );
    const urls = (other.data as { mediaItem: { wide: string; inside: string } }).mediaItem;
    expect(urls.wide).not.toContain('fp=');
    expect(urls.inside).not.toContain('fp=');
    expect((await update({ meta: { focal_point: { x: 0.5, y: '0.5' } } })).body.meta).toEqual({
      focal_point: { x: 0.5, y: 0.5 },
    });
    expect((await item()).tall).toBe(centred.tall);

    const cleared = await update({ meta: { focal_point: null } });
    expect(cleared.body.meta).toEqual({ focal_point: null });
    expect((await item()).focalPoint).toBeNull();
  });

  it('is refused out of range or shape, as the reference checks meta, and nothing changes', async () => {
    await update({ meta: { focal_point: { x: 0.3, y: 0.7 } } });
    // As sent: a number too large for a double is no number.
    const bad: [string, string, string][] = [
      ['{"x": "left", "y": 0.5}', 'rest_invalid_type', 'meta.focal_point[x] is not of type number.'],
      ['{"x": 0.5, "y": 1.5}', 'rest_out_of_bounds', 'meta.focal_point[y] must be between 0 (inclusive) and 1 (inclusive)'],
      ['{"x": -0.1, "y": 0}', 'rest_out_of_bounds', 'meta.focal_point[x] must be between 0 (inclusive) and 1 (inclusive)'],
      ['{"x": 1e400, "y": 0}', 'rest_invalid_type', 'meta.focal_point[x] is not of type number.'],
      ['{"x": 0.5}', 'rest_property_required', 'y is a required property of meta.focal_point.'],
      ['{"x": 0.5, "y": 0.5, "z": 1}', 'rest_additional_properties_forbidden', 'z is not a valid property of Object.'],
      ['"centre"', 'rest_invalid_type', 'meta.focal_point is not of type object.'],
      ['[0.5, 0.5]', 'rest_invalid_type', 'meta.focal_point is not of type object.'],
    ]; // prettier-ignore
    for (const [value, code, message] of bad) {
      const res = await rest(server, 'POST', `/cms/v2/media/${id}`, {
        headers: { ...admin, 'content-type': 'application/json' },
        raw: `{"title": "changed", "meta": {"focal_point": ${value}}}`,
      });
      expect([res.status, res.body], value).toEqual([400, restError(code, message, 400)]);
    }
    const kept = await rest(server, 'GET', `/cms/v2/media/${id}`, { headers: admin, query: 'context=edit' });
    expect(kept.body.meta).toEqual({ focal_point: { x: 0.3, y: 0.7 } });
    expect(kept.body.title.raw).toBe('scene');

    const { body } = await graphql(
      server.url,
      `mutation { updateMedia(id: ${id}, input: { focalPoint: { x: 2, y: 0 } }) { id } }`,
      { headers: admin },
    );
    expect(body.errors?.[0].extensions).toMatchObject({
      code: 'INVALID_PARAM',
      message: 'focalPoint.x must be between 0 (inclusive) and 1 (inclusive)',
      violation: { argument: 'focalPoint', path: ['x'], problem: 'OUT_OF_BOUNDS' },
    });
  });

  it('in a variant URL is signed, for a cover of both sides only, and checked', async () => {
    for (const query of ['w=100&h=400&fit=cover&fp=0.1,0.5', 'w=768&fp=0.1,0.5']) {
      const res = await fetch(site.url(`${file}?${query}`));
      expect(res.status, query).toBe(400);
    }
    for (const fp of ['2,0', '0.5', '0.1234,0', 'a,b', '-0,0', '0.5,0.5,0.5', '']) {
      const res = await fetch(site.url(`${file}?w=100&h=400&fit=cover&fp=${fp}`));
      expect([res.status, ((await res.json()) as { code: string }).code], fp).toEqual([
        400,
        'rest_invalid_variant',
      ]);
    }
    const inside = await fetch(site.url(`${file}?w=100&h=400&fp=0.1,0.5`));
    expect(await inside.json()).toMatchObject({ message: 'fp is only for fit=cover' });
  });

  it('moves with the pixels when the image is edited', async () => {
    await update({ meta: { focal_point: { x: 0.1, y: 0.2 } } });
    const res = await rest(server, 'POST', `/cms/v2/media/${id}/edit`, {
      headers: admin,
      body: { src: created.body.source_url, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
    });
    expect(res.status).toBe(201);
    // A quarter turn clockwise: what was near the top left is near the top right.
    expect(res.body.meta).toEqual({ focal_point: { x: 0.8, y: 0.1 } });
    const edited = await item(res.body.id);
    // Turned, red is top right and green bottom right; a strip at 0.8 of the width shows only those.
    expect(await seen(edited.tall)).toMatchObject({
      topLeft: 'topLeft',
      topRight: 'topLeft',
      bottomLeft: 'topRight',
      bottomRight: 'topRight',
    });
  });
});

describe('focal point geometry', () => {
  const size = { width: 2000, height: 1000 };
  it('follows turns, flips and crops', () => {
    const turn = (angle: number) => ({ type: 'rotate' as const, angle });
    expect(focalPointAfter({ x: 0.1, y: 0.2 }, size, [turn(90)])).toEqual({ x: 0.8, y: 0.1 });
    expect(focalPointAfter({ x: 0.1, y: 0.2 }, size, [turn(180)])).toEqual({ x: 0.9, y: 0.8 });
    expect(focalPointAfter({ x: 0.1, y: 0.2 }, size, [turn(270)])).toEqual({ x: 0.2, y: 0.9 });
    expect(focalPointAfter({ x: 0.5, y: 0.5 }, size, [turn(33)])).toEqual({ x: 0.5, y: 0.5 });
    expect(
      focalPointAfter({ x: 0.1, y: 0.2 }, size, [{ type: 'flip', horizontal: true, vertical: false }]),
    ).toEqual({ x: 0.9, y: 0.2 });
    const crop = { type: 'crop' as const, left: 50, top: 0, width: 50, height: 50 };
    expect(focalPointAfter({ x: 0.75, y: 0.25 }, size, [crop])).toEqual({ x: 0.5, y: 0.5 });
    // Left out by the crop: kept at the nearest edge.
    expect(focalPointAfter({ x: 0.1, y: 0.9 }, size, [crop])).toEqual({ x: 0, y: 1 });
    // A 45° turn of a 2:1 image: the right end of the middle line moves down and in.
    const turned = focalPointAfter({ x: 1, y: 0.5 }, size, [turn(45)]);
    expect(turned.x).toBeCloseTo(0.5 + (1000 * Math.SQRT1_2) / (3000 * Math.SQRT1_2), 4);
    expect(turned.y).toBeCloseTo(0.5 + (1000 * Math.SQRT1_2) / (3000 * Math.SQRT1_2), 4);
  });

  it('picks the largest region of the box shape, as near centred on the point as fits', () => {
    const box = { width: 100, height: 400 };
    expect(regionAround(size, box, { x: 0.5, y: 0.5 })).toEqual({
      left: 875,
      top: 0,
      width: 250,
      height: 1000,
    });
    expect(regionAround(size, box, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 250, height: 1000 });
    expect(regionAround(size, box, { x: 1, y: 1 })).toEqual({ left: 1750, top: 0, width: 250, height: 1000 });
    // Never enlarged: a box larger than the image keeps at most the image's own pixels.
    expect(regionAround(size, { width: 3000, height: 500 }, { x: 0.9, y: 0.9 })).toEqual({
      left: 0,
      top: 500,
      width: 2000,
      height: 500,
    });
  });
});
