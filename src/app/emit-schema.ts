/** `npm run schema`: rewrites schema/*.graphql from the resolvers (a test fails when one is stale). */
import { writeFileSync } from 'node:fs';
import { printPorticoSchemas, SCHEMA_FILES } from './print-schema.js';

const printed = await printPorticoSchemas();
for (const [schema, file] of Object.entries(SCHEMA_FILES)) {
  writeFileSync(file, printed[schema as keyof typeof printed]);
  console.log(`wrote ${file}`);
}
