import { buildApp } from './app';
import { ConfigError, loadConfig, needsSandbox, withSandbox } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startSandboxProcess } from './sandbox-process';

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
  // suppliers without a URL of their own are played by the simulator, in its own process
  const sandbox = needsSandbox(config) ? await startSandboxProcess() : undefined;
  if (sandbox) config = withSandbox(config, sandbox.url);
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    await app.close();
    await sandbox?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (sandbox) app.log.info(`Proveedores de prueba en ${sandbox.url}`);
  app.log.info(`Portal listo en http://localhost:${config.port}`);
}

main().catch((err) => {
  // A second process on the same embedded database folder: say so plainly, no stack.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
