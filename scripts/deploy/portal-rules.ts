// What this portal's compose.yaml must keep true (issue 19): PostgreSQL 16 with a volume, at
// least two API replicas on it behind one published port, an environment the API and the
// simulator both accept, and addresses that agree between compose.yaml and the proxy.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config';
import { loadSandboxConfig } from '../../apps/sandbox/src/config';

type Doc = Record<string, unknown>;
type Service = Doc & {
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition?: string }>;
};

const envOf = (s: Service) =>
  Object.fromEntries(
    Object.entries(s.environment ?? {}).map(([k, v]) => [k, v == null ? undefined : String(v)]),
  );

const tryLoad = <T>(load: () => T, where: string, issues: string[]): T | undefined => {
  try {
    return load();
  } catch (err) {
    issues.push(`${where}: ${(err as Error).message.replace(/\n\s*/g, ' ')}`);
    return undefined;
  }
};

export function checkPortalCompose(doc: Doc, dir: string, dockerfileHasHealthcheck: boolean): string[] {
  const issues: string[] = [];
  const services = (doc.services ?? {}) as Record<string, Service>;
  const { db, api, sandbox, proxy } = services;
  if (!db || !api || !sandbox || !proxy)
    return ['compose.yaml: needs the services db, api, sandbox and proxy'];

  if (!/^postgres:16(\.|-|$)/.test(String(db.image))) issues.push('db: must be postgres:16');
  if (!db.healthcheck) issues.push('db: no healthcheck');
  const dbVolumes = (db.volumes as string[] | undefined) ?? [];
  if (!dbVolumes.some((v) => v.endsWith(':/var/lib/postgresql/data')))
    issues.push('db: no volume for its data');

  const replicas = (api.deploy as { replicas?: number } | undefined)?.replicas ?? 1;
  if (replicas < 2) issues.push('api: fewer than two replicas');
  if (api.ports) issues.push('api: publishes a port; replicas are reached through the proxy');
  for (const [name, s] of Object.entries(services))
    for (const [target, dep] of Object.entries(s.depends_on ?? {})) {
      const t = services[target];
      const hasCheck = !!t?.healthcheck || (!!t?.build && dockerfileHasHealthcheck);
      if (dep.condition === 'service_healthy' && !hasCheck)
        issues.push(`${name}: waits for ${target} to be healthy, which has no healthcheck`);
    }

  const config = tryLoad(() => loadConfig({ ...envOf(api), INIT_CWD: '/app' }), 'api.environment', issues);
  if (config) {
    if (config.env !== 'production') issues.push('api: NODE_ENV must be production');
    // the embedded database belongs to one process: replicas need PostgreSQL
    if (!config.databaseUrl || new URL(config.databaseUrl).hostname !== 'db')
      issues.push('api: DATABASE_URL must point at the db service');
    if (
      config.suppliers.DISNEY.url &&
      !config.suppliers.DISNEY.url.startsWith(String(envOf(api).SANDBOX_URL))
    )
      issues.push('api: suppliers must default to the shared simulator');
    const nginx = fs.readFileSync(path.join(dir, 'deploy/nginx.conf'), 'utf8');
    if (!nginx.includes(`http://api:${config.port}`))
      issues.push(`deploy/nginx.conf: must proxy to api:${config.port}`);
    if (config.trustProxy !== 1) issues.push('api: TRUST_PROXY must be 1 (the proxy is the one hop)');
  }
  const sandboxEnv = envOf(sandbox);
  const simulator = tryLoad(() => loadSandboxConfig(sandboxEnv), 'sandbox.environment', issues);
  if (simulator && envOf(api).SANDBOX_URL !== `http://sandbox:${simulator.port}`)
    issues.push(`api: SANDBOX_URL must be http://sandbox:${simulator.port}`);
  if (simulator?.host !== '0.0.0.0') issues.push('sandbox: SANDBOX_HOST must be 0.0.0.0 to be reached');

  const ports = (proxy.ports as string[] | undefined) ?? [];
  if (ports.length !== 1) issues.push('proxy: must publish exactly one port');
  const published = Object.entries(services).filter(([n, s]) => n !== 'proxy' && s.ports);
  if (published.length)
    issues.push(`only the proxy publishes a port (${published.map(([n]) => n).join(', ')})`);
  return issues;
}
