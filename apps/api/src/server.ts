import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal listo en http://localhost:${config.port}`);
}

main().catch((err) => {
  // A second process on the same embedded database folder: say so plainly, no stack.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
