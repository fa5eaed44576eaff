// Compose's variable interpolation, as `docker compose config` does it: $$ is a dollar,
// ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, ${VAR:+alt}, $VAR.
const PATTERN =
  /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*)|(\{[^}]*\}?))/g;

export type Env = Record<string, string | undefined>;

function interpolate(text: string, env: Env, issues: string[], where: string): string {
  return text.replace(PATTERN, (_m, dollar, name, op, arg, bare, bad) => {
    if (dollar) return '$';
    if (bad !== undefined) {
      issues.push(`${where}: invalid interpolation $${bad}`);
      return '';
    }
    const key = (name ?? bare) as string;
    const value = env[key];
    const unset = value === undefined;
    const empty = unset || value === '';
    switch (op as string | undefined) {
      case ':-':
        return empty ? arg : value;
      case '-':
        return unset ? arg : value;
      case ':?':
      case '?':
        if (op === ':?' ? empty : unset) issues.push(`${where}: ${key} is required (${arg})`);
        return value ?? '';
      case ':+':
        return empty ? '' : arg;
      case '+':
        return unset ? '' : arg;
      default:
        return value ?? '';
    }
  });
}

/** Every string in a parsed compose document, interpolated. */
export function interpolateAll(node: unknown, env: Env, issues: string[], where = ''): unknown {
  if (typeof node === 'string') return interpolate(node, env, issues, where);
  if (Array.isArray(node)) return node.map((v, i) => interpolateAll(v, env, issues, `${where}[${i}]`));
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env, issues, where ? `${where}.${k}` : k)]),
    );
  return node;
}
