// The part of the Compose Specification (compose-spec.io) this project's compose.yaml can
// get wrong: unknown keys (a typo is silently ignored by some tools), references to services and
// volumes that do not exist, and malformed health checks, durations, ports and environments.
import fs from 'node:fs';
import path from 'node:path';

type Doc = Record<string, unknown>;
const isMap = (v: unknown): v is Doc => !!v && typeof v === 'object' && !Array.isArray(v);
const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const TOP = words('name version services volumes networks secrets configs include');
const SERVICE = words(`annotations attach blkio_config build cap_add cap_drop cgroup cgroup_parent command
  configs container_name cpu_count cpu_percent cpu_period cpu_quota cpu_rt_period cpu_rt_runtime cpu_shares
  cpus cpuset credential_spec depends_on deploy develop device_cgroup_rules devices dns dns_opt dns_search
  domainname entrypoint env_file environment expose extends external_links extra_hosts gpus group_add
  healthcheck hostname image init ipc isolation labels links logging mac_address mem_limit mem_reservation
  mem_swappiness memswap_limit network_mode networks oom_kill_disable oom_score_adj pid pids_limit platform
  ports post_start pre_stop privileged profiles pull_policy read_only restart runtime scale secrets
  security_opt shm_size stdin_open stop_grace_period stop_signal storage_opt sysctls tmpfs tty ulimits user
  userns_mode uts volumes volumes_from working_dir`);
const HEALTHCHECK = words('test interval timeout retries start_period start_interval disable');
const DEPLOY = words(
  'mode replicas resources restart_policy update_config rollback_config placement labels endpoint_mode',
);
const DEPENDS = words('condition restart required');
const CONDITIONS = words('service_started service_healthy service_completed_successfully');
const DURATION = /^(\d+(\.\d+)?(us|ms|s|m|h))+$/;
const RESTART = /^(no|always|unless-stopped|on-failure(:\d+)?)$/;
const PORT = /^((\d{1,3}(\.\d{1,3}){3}|\[[\da-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/;

const unknownKeys = (m: Doc, allowed: Set<string>, where: string, issues: string[]) => {
  for (const k of Object.keys(m))
    if (!allowed.has(k) && !k.startsWith('x-')) issues.push(`${where}: unknown key "${k}"`);
};

/** Checks an interpolated compose document; `dir` is where relative bind mounts start. */
export function checkComposeSpec(doc: unknown, dir: string): string[] {
  const issues: string[] = [];
  if (!isMap(doc)) return ['compose file: not a mapping'];
  unknownKeys(doc, TOP, 'top level', issues);
  const services = doc.services;
  if (!isMap(services) || Object.keys(services).length === 0) return [...issues, 'services: none'];
  const volumes = isMap(doc.volumes) ? doc.volumes : {};
  for (const [name, s] of Object.entries(services)) {
    const at = `services.${name}`;
    if (!isMap(s)) {
      issues.push(`${at}: not a mapping`);
      continue;
    }
    unknownKeys(s, SERVICE, at, issues);
    if (!s.image && !s.build) issues.push(`${at}: needs image or build`);
    if (s.restart !== undefined && !RESTART.test(String(s.restart))) issues.push(`${at}.restart: invalid`);
    checkHealthcheck(s.healthcheck, `${at}.healthcheck`, issues);
    checkDependsOn(s.depends_on, services, `${at}.depends_on`, issues);
    checkEnvironment(s.environment, `${at}.environment`, issues);
    for (const p of (s.ports as unknown[] | undefined) ?? [])
      if (typeof p !== 'string' || !PORT.test(p)) issues.push(`${at}.ports: invalid "${String(p)}"`);
    for (const v of (s.volumes as unknown[] | undefined) ?? [])
      checkVolume(v, volumes, dir, `${at}.volumes`, issues);
    if (s.deploy !== undefined) {
      if (!isMap(s.deploy)) issues.push(`${at}.deploy: not a mapping`);
      else {
        unknownKeys(s.deploy, DEPLOY, `${at}.deploy`, issues);
        const r = s.deploy.replicas;
        if (r !== undefined && !(Number.isInteger(r) && (r as number) >= 0))
          issues.push(`${at}.deploy.replicas: not a whole number`);
      }
    }
  }
  return issues;
}

function checkHealthcheck(h: unknown, at: string, issues: string[]) {
  if (h === undefined) return;
  if (!isMap(h)) return void issues.push(`${at}: not a mapping`);
  unknownKeys(h, HEALTHCHECK, at, issues);
  const t = h.test;
  const okTest =
    (typeof t === 'string' && t.length > 0) ||
    (Array.isArray(t) &&
      ['CMD', 'CMD-SHELL', 'NONE'].includes(t[0]) &&
      t.every((x) => typeof x === 'string'));
  if (!okTest) issues.push(`${at}.test: a string, or a list starting with CMD, CMD-SHELL or NONE`);
  for (const k of ['interval', 'timeout', 'start_period', 'start_interval'])
    if (h[k] !== undefined && !DURATION.test(String(h[k]))) issues.push(`${at}.${k}: not a duration`);
  if (h.retries !== undefined && !Number.isInteger(h.retries))
    issues.push(`${at}.retries: not a whole number`);
}

function checkDependsOn(d: unknown, services: Doc, at: string, issues: string[]) {
  if (d === undefined) return;
  const entries: [string, unknown][] = Array.isArray(d)
    ? d.map((n) => [String(n), {}])
    : Object.entries(d as Doc);
  for (const [target, spec] of entries) {
    if (!(target in services)) issues.push(`${at}: no service "${target}"`);
    if (!isMap(spec)) continue;
    unknownKeys(spec, DEPENDS, `${at}.${target}`, issues);
    if (spec.condition !== undefined && !CONDITIONS.has(String(spec.condition)))
      issues.push(`${at}.${target}.condition: invalid "${String(spec.condition)}"`);
  }
}

function checkEnvironment(e: unknown, at: string, issues: string[]) {
  if (e === undefined) return;
  if (Array.isArray(e)) {
    for (const x of e)
      if (typeof x !== 'string' || !/^[^=\s]+(=.*)?$/s.test(x)) issues.push(`${at}: bad "${x}"`);
    return;
  }
  if (!isMap(e)) return void issues.push(`${at}: a mapping or a list`);
  for (const [k, v] of Object.entries(e))
    if (v !== null && !['string', 'number', 'boolean'].includes(typeof v))
      issues.push(`${at}.${k}: not a scalar`);
}

function checkVolume(v: unknown, volumes: Doc, dir: string, at: string, issues: string[]) {
  if (typeof v !== 'string') return; // long syntax: left to docker compose
  const [source, target] = v.split(':');
  if (!target?.startsWith('/')) return void issues.push(`${at}: "${v}" needs an absolute target`);
  if (!source) return;
  if (/^[./~]/.test(source)) {
    if (!fs.existsSync(path.resolve(dir, source))) issues.push(`${at}: ${source} does not exist`);
  } else if (!(source in volumes)) issues.push(`${at}: volume "${source}" is not declared under volumes`);
}
