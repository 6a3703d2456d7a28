// The bare floor for bench/ping.mjs: node:http and better-sqlite3 doing what a ping must do at the
// least (find the check, insert the ping, update the check, commit in groups), with none of Portico's layers.
import Database from 'better-sqlite3';
import { createServer } from 'node:http';
import { setImmediate } from 'node:timers';

const db = new Database(process.env.DATABASE_PATH);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
// The server under test shares the file (and its jobs may write): wait for its lock as it waits for ours.
db.pragma('busy_timeout = 5000');
const find = db.prepare('select id, n_pings from checks where uuid = ?');
const insert = db.prepare(
  'insert into pings (check_id, n, kind, created, scheme, method, remote_addr, ua) values (?, ?, null, ?, ?, ?, ?, ?)',
);
const update = db.prepare("update checks set n_pings = ?, last_ping = ?, status = 'up' where id = ?");
const record = (uuid, req) => {
  const check = find.get(uuid);
  if (!check) return false;
  const now = Date.now();
  const n = check.n_pings + 1;
  insert.run(check.id, n, now, 'http', req.method, req.socket.remoteAddress, req.headers['user-agent'] ?? '');
  update.run(n, now, check.id);
  return true;
};

// Group commit, as Portico's ping writer: the pings that arrived in one turn of the event loop are
// committed in one transaction, and each is answered after it.
const recordAll = db.transaction((batch) => batch.map(({ uuid, req }) => record(uuid, req)));
let waiting = [];
const flush = () => {
  const batch = waiting;
  waiting = [];
  // IMMEDIATE, as Portico's: a deferred transaction that read before the server wrote cannot write.
  const found = recordAll.immediate(batch);
  batch.forEach(({ res }, i) =>
    res
      .writeHead(found[i] ? 200 : 404, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(found[i] ? 'OK' : 'not found'),
  );
};

const server = createServer((req, res) => {
  if (!waiting.length) setImmediate(flush);
  waiting.push({ uuid: req.url.slice('/ping/'.length), req, res });
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
