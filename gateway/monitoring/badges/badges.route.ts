import type { Request, Response } from 'express';
import { authorize } from '../api/api-request.js';
import type { ApiRoute, ManagementApi } from '../api/api-route.js';
import { ApiListBadgesDocument } from './badges.generated.js';

async function listBadges(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const data = await api.gateway.operations.run(ApiListBadgesDocument, {}, context);
  res.json({ badges: Object.fromEntries(data.badges.map(({ tag, ...urls }) => [tag, urls])) });
}

/** Every tag's badge URLs as the Management API lists them (the images are badge-images.route.ts). */
export const badgeRoutes: ApiRoute[] = [{ path: '/badges/', methods: { GET: listBadges } }];
