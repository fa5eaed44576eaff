import { loadSandboxConfig } from './config';
import { startSandbox } from './app';

// The simulator as its own process. Started by the API (apps/api/src/sandbox-process.ts) it
// tells its parent where it listens over the IPC channel, and ends when the parent does.
async function main() {
  const config = loadSandboxConfig(process.env);
  const sandbox = await startSandbox(config);
  if (process.send) {
    process.send({ sandboxUrl: sandbox.url });
    // the parent is gone (even killed with -9): nothing is waiting for us, end at once
    process.on('disconnect', () => process.exit(0));
  } else {
    console.warn(`Simulador de proveedores en ${sandbox.url}`);
  }
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
