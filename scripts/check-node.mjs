// Guard for every npm script: the project needs the Node 24 that the `node` devDependency installs.
// A bare system Node 20 crashes inside better-sqlite3, so fail early with a clear message instead.
// The built entry points check again, with the same message, in src/node-version.ts.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Portico needs Node 24 or newer (this is ${process.versions.node}). ` +
      'Run it through npm scripts (npm start, npm test, npm run cli) after `npm install`, ' +
      'which put the bundled Node 24 first on PATH.',
  );
  process.exit(1);
}
