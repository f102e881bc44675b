import { loadConfig } from '../../config.js';
import { databaseOptionsFromConfig, openDatabase } from '../client.js';
import { migrateDatabase } from '../migrate.js';
import { isEmptyShop, seedDemoFarm } from '../seed/demo-farm.js';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
await migrateDatabase(database);
if (await isEmptyShop(database.db)) {
  await seedDemoFarm(database.db);
  console.log('Loaded the demo farm.');
} else {
  console.log(
    'The shop already has a catalogue or settings; the demo farm is only loaded into an empty shop.',
  );
}
await database.close();
