import { loadConfig } from '../../config.js';
import { databaseOptionsFromConfig, openDatabase } from '../client.js';
import { migrateDatabase } from '../migrate.js';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateDatabase(database);
await database.close();
console.log(`Migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'} database.`);
