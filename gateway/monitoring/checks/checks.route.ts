import type { Request, Response } from 'express';
import type { RequestContext } from '../../../src/auth/request-context.js';
import type { Operation } from '../../operations.js';
import type { CheckInput, CheckUniqueField } from '../../schema-types.generated.js';
import { authorize } from '../api/api-request.js';
import { viewOf, type ApiHandler, type ApiRoute, type ManagementApi } from '../api/api-route.js';
import { CHECK_TABLE } from './check.fields.js';
import { checkId, checkRef, UNIQUE_KEY } from './check-ref.js';
import { UUID } from '../uuid-path.js';
import {
  type ApiCheckFragment,
  ApiCreateCheckDocument,
  ApiDeleteCheckDocument,
  ApiGetCheckDocument,
  ApiListChecksDocument,
  ApiPauseCheckDocument,
  ApiResumeCheckDocument,
  ApiUpdateCheckDocument,
} from './checks.generated.js';

const shape = (api: ManagementApi, check: ApiCheckFragment, context: RequestContext) =>
  CHECK_TABLE.show(check, viewOf(api, context));

/**
 * The GraphQL variables for a create or update body. It is checked against the check's schema first so
 * that JSON values of the wrong type get the reference's messages, which GraphQL coercion would not give.
 */
function checkVariables(body: Record<string, unknown>) {
  CHECK_TABLE.validate(body);
  // Validated above, field by field, into the types CheckInput and CheckUniqueField declare.
  const input = CHECK_TABLE.input(body) as CheckInput;
  const unique = body.unique as CheckUniqueField[] | undefined;
  return { input, unique };
}

async function listChecks(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const tag = ([] as unknown[]).concat(req.query.tag ?? []).map(String);
  const slug = typeof req.query.slug === 'string' && req.query.slug !== '' ? req.query.slug : undefined;
  const data = await api.gateway.operations.run(ApiListChecksDocument, { tag, slug }, context);
  res.json({ checks: data.checks.nodes.map((check) => shape(api, check, context)) });
}

async function createCheck(api: ManagementApi, req: Request, res: Response) {
  const { context, body } = await authorize(api.gateway, req, 'write');
  const variables = { ...checkVariables(body), slugFromName: api.version < 3 };
  const { createCheck } = await api.gateway.operations.run(ApiCreateCheckDocument, variables, context);
  res.status(createCheck.created ? 201 : 200).json(shape(api, createCheck.check, context));
}

async function getCheck(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const data = await api.gateway.operations.run(ApiGetCheckDocument, checkRef(req), context);
  res.json(shape(api, data.check, context));
}

async function updateCheck(api: ManagementApi, req: Request, res: Response) {
  const { context, body } = await authorize(api.gateway, req, 'write');
  let input;
  try {
    input = checkVariables(body).input;
  } catch (invalid) {
    // The reference answers 404/403 for the check before it looks at the body.
    await api.gateway.operations.run(ApiGetCheckDocument, checkRef(req), context);
    throw invalid;
  }
  const variables = { id: checkId(req), input, slugFromName: api.version < 3 };
  const data = await api.gateway.operations.run(ApiUpdateCheckDocument, variables, context);
  res.json(shape(api, data.updateCheck, context));
}

/** A mutation of one check that takes nothing but its id; answers the check as it is afterwards. */
function checkMutation<Result>(
  operation: Operation<Result, { id: string }>,
  changed: (data: Result) => ApiCheckFragment,
): ApiHandler {
  return async (api, req, res) => {
    const { context } = await authorize(api.gateway, req, 'write');
    const data = await api.gateway.operations.run(operation, { id: checkId(req) }, context);
    res.json(shape(api, changed(data), context));
  };
}

const deleteCheck = checkMutation(ApiDeleteCheckDocument, (data) => data.deleteCheck);
const pauseCheck = checkMutation(ApiPauseCheckDocument, (data) => data.pauseCheck);
const resumeCheck = checkMutation(ApiResumeCheckDocument, (data) => data.resumeCheck);

/** /checks/ and one check by its UUID or (read-only keys) its unique key. */
export const checkRoutes: ApiRoute[] = [
  { path: '/checks', redirectTo: '/checks/' },
  { path: '/checks/', methods: { GET: listChecks, POST: createCheck } },
  {
    path: new RegExp(`^/checks/(?<id>${UUID})$`),
    methods: { GET: getCheck, POST: updateCheck, DELETE: deleteCheck },
  },
  { path: new RegExp(`^/checks/(?<id>${UNIQUE_KEY})$`), methods: { GET: getCheck } },
  { path: new RegExp(`^/checks/(?<id>${UUID})/pause$`), methods: { POST: pauseCheck } },
  { path: new RegExp(`^/checks/(?<id>${UUID})/resume$`), methods: { POST: resumeCheck } },
];
