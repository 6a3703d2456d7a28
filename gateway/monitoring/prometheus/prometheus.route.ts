import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '../../../src/errors.js';
import type { Gateway } from '../../gateway.js';
import { PrometheusChecksDocument, type PrometheusChecksQuery } from './prometheus.generated.js';
import type { CheckStatus } from '../../schema-types.generated.js';
import { UUID } from '../uuid-path.js';

const KEY_LENGTH = 32;
// The text format's own type (as prom-client serves it).
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

type PrometheusCheck = PrometheusChecksQuery['checks']['nodes'][number];

/** A label value as the reference writes it: backslash, double quote and newline escaped. */
const escapeLabel = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const tagsOf = (check: PrometheusCheck) => check.tags.split(' ').filter(Boolean);

function gauge(name: string, help: string, samples: [labels: string, value: number][]): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`];
  for (const [labels, value] of samples) lines.push(`${name}${labels} ${value}`);
  return lines.join('\n') + '\n';
}

/**
 * The reference's metrics export (hc/integrations/prometheus/views.py): per-check gauges labelled
 * name/tags/unique_key, per-tag `hc_tag_up`, totals, and — as the seed asks — the tag totals.
 */
export function prometheusText(checks: readonly PrometheusCheck[]): string {
  const perCheck = checks.map((check) => ({
    labels: `{name="${escapeLabel(check.name)}", tags="${escapeLabel(check.tags)}", unique_key="${check.uniqueKey}"}`,
    check,
  }));
  const is = (status: CheckStatus) => (check: PrometheusCheck) => (check.status === status ? 1 : 0);
  const down = checks.filter((check) => check.status === 'down');
  const tags = [...new Set(checks.flatMap(tagsOf))].sort();
  const downTags = new Set(down.flatMap(tagsOf));
  return [
    gauge(
      'hc_check_up',
      'Whether the check is currently up (1 for yes, 0 for no).',
      perCheck.map(({ labels, check }) => [labels, 1 - is('down')(check)]),
    ),
    gauge(
      'hc_check_started',
      'Whether the check is currently started (1 for yes, 0 for no).',
      perCheck.map(({ labels, check }) => [labels, check.started ? 1 : 0]),
    ),
    gauge(
      'hc_check_grace',
      'Whether the check is currently in the grace period (1 for yes, 0 for no).',
      perCheck.map(({ labels, check }) => [labels, is('grace')(check)]),
    ),
    gauge(
      'hc_check_paused',
      'Whether the check is currently paused (1 for yes, 0 for no).',
      perCheck.map(({ labels, check }) => [labels, is('paused')(check)]),
    ),
    gauge(
      'hc_tag_up',
      'Whether all checks with this tag are up (1 for yes, 0 for no).',
      tags.map((tag) => [`{tag="${escapeLabel(tag)}"}`, downTags.has(tag) ? 0 : 1]),
    ),
    gauge('hc_checks_total', 'The total number of checks.', [['', checks.length]]),
    gauge('hc_checks_down_total', 'The number of checks currently down.', [['', down.length]]),
    gauge('hc_tags_total', 'The total number of tags.', [['', tags.length]]),
    gauge('hc_tags_down_total', 'The number of tags with a check currently down.', [['', downTags.size]]),
  ].join('\n');
}

/**
 * `/projects/<uuid>/metrics/<read-only key>` (also under `/checks/metrics/`, the older path) and
 * `/projects/<uuid>/metrics/` with `Authorization: Bearer <key>`. As the reference: no Bearer token
 * 401, a key not 32 characters long 400, anything but a project's read-only key 403 — empty bodies.
 * The project is the key's (the reference reads the UUID only as part of the path).
 */
export function prometheusRouter(gateway: Gateway): Router {
  const router = express.Router({ strict: true, caseSensitive: true });
  const view = async (req: Request, res: Response, key: string | undefined) => {
    if (key === undefined) return void res.status(401).end();
    if (key.length !== KEY_LENGTH) return void res.status(400).end();
    let result: PrometheusChecksQuery;
    try {
      const context = await gateway.context(req, { apiKey: key });
      result = await gateway.operations.run(PrometheusChecksDocument, {}, context);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return void res.status(403).end();
    }
    if (result.viewer.keyAccess !== 'READ_ONLY') return void res.status(403).end();
    res.status(200).set('Content-Type', CONTENT_TYPE).send(prometheusText(result.checks.nodes));
  };
  router.get(new RegExp(`^/projects/${UUID}/(?:checks/)?metrics/(?<key>[-\\w]+)$`), (req, res) =>
    view(req, res, String(req.params.key)),
  );
  router.get(new RegExp(`^/projects/${UUID}/metrics/$`), (req, res) => {
    const header = req.get('authorization') ?? '';
    return view(req, res, header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined);
  });
  return router;
}
