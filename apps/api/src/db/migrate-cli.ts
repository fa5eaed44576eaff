import { loadConfig } from '../config';
import { openDatabase } from './client';

// Opening the database applies the committed migrations.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
console.log(`migraciones aplicadas (${database.driver})`);
await database.close();
