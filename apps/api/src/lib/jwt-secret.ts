import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing key when JWT_SECRET is not set (never in production): a random key created
 * once and kept in the data folder, so sessions survive a restart and no key ships in the
 * repository.
 */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: created below
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
