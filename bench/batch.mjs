// POST /batch/v1 with 25 post creates against the same 25 creates as single requests (issue: media,
// batch and oEmbed). Each round uses fresh titles; the median of 20 rounds of each is reported.
import { performance } from 'node:perf_hooks';
import { adminHeaders, startServer } from './lib.mjs';

const ROUNDS = 20;
const ITEMS = 25;

const server = await startServer();
try {
  const headers = await adminHeaders(server);
  const route = (path) => `${server.url}/index.php?rest_route=${encodeURIComponent(path)}`;
  const post = (path, body) => fetch(route(path), { method: 'POST', headers, body: JSON.stringify(body) });
  const bodies = (round, kind) =>
    Array.from({ length: ITEMS }, (_, i) => ({
      title: `${kind} ${round}.${i}`,
      content: 'Body',
      status: 'publish',
    }));

  const time = async (run) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  const batched = [];
  const single = [];
  for (let round = 0; round < ROUNDS; round++) {
    batched.push(
      await time(async () => {
        const response = await post('/batch/v1', {
          requests: bodies(round, 'Batched').map((body) => ({ path: '/cms/v2/posts', body })),
        });
        const { responses } = await response.json();
        if (response.status !== 207 || responses.some((r) => r.status !== 201))
          throw new Error(`batch failed: ${response.status}`);
      }),
    );
    single.push(
      await time(async () => {
        for (const body of bodies(round, 'Single')) {
          const response = await post('/cms/v2/posts', body);
          if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
          await response.arrayBuffer();
        }
      }),
    );
  }
  console.log(`\n25 post creates, median of ${ROUNDS} rounds`);
  console.log(`| how | ms |\n|---|---|`);
  console.log(`| one POST /batch/v1 | ${median(batched).toFixed(0)} |`);
  console.log(`| 25 sequential POST cms/v2/posts (keep-alive) | ${median(single).toFixed(0)} |`);
} finally {
  await server.stop();
}
