import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo } from './index';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await seedDemo(database.db, config.now());
console.log(`datos de demostración listos (${database.driver})`);
await database.close();
