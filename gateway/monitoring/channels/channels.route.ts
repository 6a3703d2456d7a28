import type { Request, Response } from 'express';
import { authorize } from '../api/api-request.js';
import { viewOf, type ApiRoute, type ManagementApi } from '../api/api-route.js';
import { CHANNEL_TABLE } from './channel.fields.js';
import { ApiListChannelsDocument } from './channels.generated.js';

async function listChannels(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'write');
  const data = await api.gateway.operations.run(ApiListChannelsDocument, {}, context);
  res.json({ channels: data.channels.map((channel) => CHANNEL_TABLE.show(channel, viewOf(api, context))) });
}

export const channelRoutes: ApiRoute[] = [{ path: '/channels/', methods: { GET: listChannels } }];
