// The bare floor for bench/content.mjs's list: node:http and better-sqlite3 reading what the list
// needs (the page of 10 newest published posts, the total, their terms and authors) and writing a
// given body byte for byte, with none of Portico's layers and no formatting at all: an upper bound.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const db = new Database(process.env.DATABASE_PATH, { readonly: true });
db.pragma('busy_timeout = 5000');
const body = readFileSync(process.env.BODY_PATH);
const headers = JSON.parse(process.env.HEADERS);
const page = db.prepare(
  "select * from posts where type = 'post' and status = 'publish' order by date_local desc, id desc limit 10",
);
const total = db.prepare("select count(*) as n from posts where type = 'post' and status = 'publish'");
const terms = db.prepare(
  'select pt.post_id, t.* from post_terms pt join terms t on t.id = pt.term_id where pt.post_id in (select value from json_each(?))',
);
const authors = db.prepare('select id, login from users where id in (select value from json_each(?))');

const server = createServer((req, res) => {
  const posts = page.all();
  total.get();
  terms.all(JSON.stringify(posts.map((post) => post.id)));
  authors.all(JSON.stringify([...new Set(posts.map((post) => post.author_id))]));
  res.writeHead(200, { ...headers, 'Content-Length': body.length }).end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
