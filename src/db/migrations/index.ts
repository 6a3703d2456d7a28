import { Migration20261122094753 } from './Migration20261122094753.js';
import { Migration20261122100712 } from './Migration20261122100712.js';
import { Migration20261122115129 } from './Migration20261122115129.js';
import { Migration20261122125827 } from './Migration20261122125827.js';
import { Migration20261122153013 } from './Migration20261122153013.js';
import { Migration20261122183948 } from './Migration20261122183948.js';
import { Migration20261123005939 } from './Migration20261123005939.js';
import { Migration20261124070000 } from './Migration20261124070000.js';
import { Migration20261124090000 } from './Migration20261124090000.js';
import { Migration20261124110000 } from './Migration20261124110000.js';
import { Migration20261124113829 } from './Migration20261124113829.js';
import { Migration20261124115850 } from './Migration20261124115850.js';
import { Migration20261126163241 } from './Migration20261126163241.js';
import { Migration20261126200000 } from './Migration20261126200000.js';
import { Migration20261127214816 } from './Migration20261127214816.js';
import { Migration20261128010000 } from './Migration20261128010000.js';
import { Migration20261128020000 } from './Migration20261128020000.js';
import { Migration20261128030000 } from './Migration20261128030000.js';
import { Migration20261128213017 } from './Migration20261128213017.js';
import { Migration20261129000838 } from './Migration20261129000838.js';
import { Migration20261129162146 } from './Migration20261129162146.js';
import { Migration20261129164442 } from './Migration20261129164442.js';

/** Applied in this order; listed explicitly so the same code runs from TypeScript (tests) and dist. */
export const migrationsList = [
  { name: 'Migration20261122094753', class: Migration20261122094753 },
  { name: 'Migration20261122100712', class: Migration20261122100712 },
  { name: 'Migration20261122115129', class: Migration20261122115129 },
  { name: 'Migration20261122125827', class: Migration20261122125827 },
  { name: 'Migration20261122153013', class: Migration20261122153013 },
  { name: 'Migration20261122183948', class: Migration20261122183948 },
  { name: 'Migration20261123005939', class: Migration20261123005939 },
  { name: 'Migration20261124070000', class: Migration20261124070000 },
  { name: 'Migration20261124090000', class: Migration20261124090000 },
  { name: 'Migration20261124110000', class: Migration20261124110000 },
  { name: 'Migration20261124113829', class: Migration20261124113829 },
  { name: 'Migration20261124115850', class: Migration20261124115850 },
  { name: 'Migration20261126163241', class: Migration20261126163241 },
  { name: 'Migration20261126200000', class: Migration20261126200000 },
  { name: 'Migration20261127214816', class: Migration20261127214816 },
  { name: 'Migration20261128010000', class: Migration20261128010000 },
  { name: 'Migration20261128020000', class: Migration20261128020000 },
  { name: 'Migration20261128030000', class: Migration20261128030000 },
  { name: 'Migration20261128213017', class: Migration20261128213017 },
  { name: 'Migration20261129000838', class: Migration20261129000838 },
  { name: 'Migration20261129162146', class: Migration20261129162146 },
  { name: 'Migration20261129164442', class: Migration20261129164442 },
];
