import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { DataDirInUseError } from '../../../db/data-dir-lock';
import { importTarifarioWorkbook, TarifarioImportError } from './index';

// npm run tarifario:import -- FILE.xlsx (issue 17): loads a rate sheet into DATABASE_URL, or
// into the embedded database of DATA_DIR when the server is not holding it.

const arg = process.argv[2];
if (!arg) {
  console.error('Uso: npm run tarifario:import -- ARCHIVO.xlsx (columnas: docs/tarifario/README.md)');
  process.exit(2);
}
// npm runs a workspace's script in its folder; INIT_CWD is where the user typed the path.
// eslint-disable-next-line no-restricted-properties
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
if (!fs.existsSync(file)) {
  console.error(`No se encontró el archivo ${file}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((err) => {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(`No se importó nada: la base embebida está abierta por el servidor.\n${err.message}`);
  console.error('Detenga el servidor y vuelva a intentar, o suba la planilla desde el portal.');
  process.exit(1);
});
try {
  const s = await importTarifarioWorkbook(database.db, file);
  const zonas = s.zonas.map((z) => `${z.zona} (${z.pais})`).join(', ');
  console.log(`Tarifario importado en ${database.driver}: ${s.filas} filas.`);
  console.log(`Zonas reemplazadas: ${zonas}.`);
  console.log(
    `${s.hoteles} hoteles, ${s.habitaciones} habitaciones, ${s.periodos} períodos, ` +
      `${s.excursiones} excursiones, ${s.traslados} traslados.`,
  );
} catch (err) {
  if (!(err instanceof TarifarioImportError)) throw err;
  console.error(`No se importó nada. ${err.message}`);
  for (const issue of err.issues.slice(1)) console.error(`  ${issue.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
