/** `npm run schema`: rewrites schema/schema.graphql from the resolvers (a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { printPorticoSchema, SCHEMA_FILE } from './print-schema.js';

writeFileSync(SCHEMA_FILE, await printPorticoSchema());
console.log(`wrote ${SCHEMA_FILE}`);
