// npm run check:deploy — compose.yaml, Dockerfile and deploy/nginx.conf stay valid on machines
// without Docker (CI here has none): a YAML parse, the Compose Specification rules in
// deploy/compose-spec.ts, the portal's own in deploy/portal-rules.ts. Where Docker is
// installed, `docker compose config` checks too, and with a daemon the image is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { checkComposeSpec } from './deploy/compose-spec';
import { checkDockerfile } from './deploy/dockerfile';
import { interpolateAll } from './deploy/interpolate';
import { checkPortalCompose } from './deploy/portal-rules';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
// the one variable compose.yaml requires; a sample, never a real secret
const SAMPLE_ENV = { JWT_SECRET: 'check-deploy-sample-secret-0123456789abcdef' };
const say = (line: string) => process.stdout.write(`${line}\n`);

function checkFiles(): string[] {
  const text = fs.readFileSync(path.join(dir, 'compose.yaml'), 'utf8');
  const parsed = parseDocument(text, { merge: true, prettyErrors: true });
  // after the first YAML error the rest are mostly its echoes
  const yamlError = [...parsed.errors, ...parsed.warnings][0];
  if (yamlError) return [`compose.yaml: ${yamlError.message}`];
  const issues: string[] = [];
  const doc = interpolateAll(parsed.toJS(), SAMPLE_ENV, issues) as Record<string, unknown>;
  const workspaces = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    .workspaces as string[];
  const dockerfile = fs.readFileSync(path.join(dir, 'Dockerfile'), 'utf8');
  return [
    ...issues,
    ...checkComposeSpec(doc, dir),
    ...checkPortalCompose(doc, dir, /^HEALTHCHECK\s/m.test(dockerfile)),
    ...checkDockerfile(dir, workspaces),
  ];
}

const docker = (args: string[]) =>
  spawnSync('docker', args, {
    cwd: dir,
    env: { ...process.env, ...SAMPLE_ENV },
    stdio: 'pipe',
    encoding: 'utf8',
  });

function checkWithDocker(): string[] {
  if (docker(['compose', 'version']).status !== 0) {
    say('deploy: docker compose not installed here; the file checks stand in for `docker compose config`');
    return [];
  }
  const config = docker(['compose', 'config', '--quiet']);
  if (config.status !== 0) return [`docker compose config: ${config.stderr.trim()}`];
  say('deploy: docker compose config accepts compose.yaml');
  if (docker(['info']).status !== 0) {
    say('deploy: no Docker daemon; the image is not built');
    return [];
  }
  say('deploy: building the image (docker build)…');
  const build = spawnSync('docker', ['build', '-t', 'portal-reservas:check', '.'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return build.status === 0 ? [] : ['docker build failed'];
}

const issues = checkFiles();
if (issues.length === 0) issues.push(...checkWithDocker());
if (issues.length) {
  for (const issue of issues) console.error(`deploy: ${issue}`);
  process.exit(1);
}
say('deploy: compose.yaml, Dockerfile and deploy/nginx.conf are valid');
