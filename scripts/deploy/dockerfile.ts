// What the Dockerfile must keep true without a Docker daemon to build it (issue 19): stages,
// an unprivileged compiled runtime with a health check, and COPY sources that exist and that
// .dockerignore does not hide.
import fs from 'node:fs';
import path from 'node:path';

type Instruction = { op: string; args: string };

const parse = (text: string): Instruction[] =>
  text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op = '', ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(.*/)?')
      .replace(/\*/g, '[^/]*')
      .replace(/\?/g, '[^/]')}(/.*)?$`,
  );

/** Whether .dockerignore keeps `file` out of the build context (last matching rule wins). */
const ignoredBy = (rules: string[]) => (file: string) => {
  let ignored = false;
  for (const rule of rules) {
    const negated = rule.startsWith('!');
    if (globToRegExp(negated ? rule.slice(1) : rule).test(file)) ignored = !negated;
  }
  return ignored;
};

/**
 * Each stage with what it starts from: a stage FROM an earlier one (`FROM manifests AS build`)
 * begins with that one's steps, its base image first.
 */
const withParents = (stages: Instruction[][]): Instruction[][] => {
  const byName = new Map<string, Instruction[]>();
  return stages.map(([from, ...steps]) => {
    const [image = '', , name] = (from?.args ?? '').split(/\s+/).filter((a) => !a.startsWith('--'));
    const full = [...(byName.get(image.toLowerCase()) ?? [from!]), ...steps];
    if (name) byName.set(name.toLowerCase(), full);
    return full;
  });
};

export function checkDockerfile(dir: string, workspaces: string[]): string[] {
  const issues: string[] = [];
  const steps = parse(fs.readFileSync(path.join(dir, 'Dockerfile'), 'utf8'));
  const ignoreFile = path.join(dir, '.dockerignore');
  const rules = fs.existsSync(ignoreFile)
    ? fs
        .readFileSync(ignoreFile, 'utf8')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];
  const ignored = ignoredBy(rules);
  const stages = withParents(
    steps.reduce<Instruction[][]>((acc, s) => {
      if (s.op === 'FROM') acc.push([s]);
      else acc.at(-1)?.push(s);
      return acc;
    }, []),
  );
  if (stages.length < 2) issues.push('Dockerfile: not multi-stage');
  const runtime = stages.at(-1) ?? [];
  if (!/node:\S*slim/.test(runtime[0]?.args ?? ''))
    issues.push('Dockerfile: the runtime stage is not node slim');
  const user = runtime.filter((s) => s.op === 'USER').at(-1)?.args;
  if (!user || /^(root|0)(:|$)/.test(user)) issues.push('Dockerfile: the runtime runs as root');
  const health = runtime.find((s) => s.op === 'HEALTHCHECK')?.args ?? '';
  if (!health.includes('/api/health')) issues.push('Dockerfile: no HEALTHCHECK on /api/health');
  const cmd = runtime.find((s) => s.op === 'CMD')?.args ?? '';
  if (!/"node"/.test(cmd) || /tsx/.test(cmd))
    issues.push('Dockerfile: CMD must run compiled JavaScript with node');
  for (const stage of stages) {
    // npm ci needs every workspace's manifest beside the lockfile
    const ci = stage.findIndex((s) => s.op === 'RUN' && /\bnpm ci\b/.test(s.args));
    const copied = stage.slice(0, Math.max(ci, 0)).map((s) => s.args);
    for (const ws of ci < 0 ? [] : workspaces)
      if (!copied.some((a) => a.includes(`${ws}/package.json`)))
        issues.push(`Dockerfile: ${ws}/package.json is not copied before npm ci (${stage[0]?.args})`);
  }
  for (const s of steps.filter((x) => x.op === 'COPY' && !x.args.includes('--from'))) {
    const parts = s.args.split(/\s+/).filter((p) => !p.startsWith('--'));
    for (const src of parts.slice(0, -1)) {
      const rel = src.replace(/^\.\//, '').replace(/\/$/, '');
      if (!fs.existsSync(path.join(dir, rel))) issues.push(`Dockerfile: COPY ${src}: no such file`);
      else if (ignored(rel)) issues.push(`Dockerfile: COPY ${src}: excluded by .dockerignore`);
    }
  }
  return issues;
}
