// The first import of every entry point (main.ts, cli/main.ts), evaluated before any other module: a
// bare system Node 20 crashes inside better-sqlite3 (a segfault, exit 139, no message), so refuse with
// a clear one before any native module loads. npm scripts run the same check before they build
// (scripts/check-node.mjs).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  const message =
    `Portico needs Node 24 or newer (this is ${process.versions.node}). ` +
    'Run it through npm scripts (npm start, npm test, npm run cli) after `npm install`, ' +
    'which put the bundled Node 24 first on PATH.';
  // The CLI's --json promise holds here too: one JSON object on stdout.
  if (process.argv.includes('--json')) console.log(JSON.stringify({ error: message }));
  else console.error(message);
  process.exit(1);
}

export {};
