import { agencyToday } from '@portal/domain';
import { ADMIN_NIVEL } from '@portal/domain/admin/permissions';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entities, posts, userEntities, users } from '../db/schema';
import { hashPassword } from '../modules/main/auth/service';
import { DEMO_ENTITY_NAMES, demoCuit } from './entities';
import { DEMO_POSTS } from './posts';
import { seedFlightQuotas } from './flight-quotas';
import { seedHotelAllotments } from './hotels-allotments';
import { seedTarifario } from './tarifario';

const DEMO_USERS = [
  {
    username: 'agente',
    password: 'agente123',
    nombre: 'Agustina Ferreyra',
    nivel: 2,
    uwsId: 1001,
    active: true,
  },
  {
    username: 'vendedor',
    password: 'vendedor123',
    nombre: 'Martín Gómez',
    nivel: 1,
    uwsId: 1002,
    active: true,
  },
  {
    username: 'tarifas',
    password: 'tarifas123',
    nombre: 'Laura Benítez (Tarifas)',
    nivel: 3,
    uwsId: 1004,
    active: true,
  },
  {
    username: 'inactivo',
    password: 'inactivo123',
    nombre: 'Usuario Dado de Baja',
    nivel: 1,
    uwsId: 1003,
    active: false,
  },
] as const;

/** The back office's administrator (issue 31): seeded apart, so a database seeded before it gets one. */
const DEMO_ADMIN = {
  username: 'admin',
  password: 'admin123',
  nombre: 'Administración Mundo Travel',
  nivel: ADMIN_NIVEL,
  uwsId: 1000,
  active: true,
};

async function seedAdmin(db: Db) {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_ADMIN.username));
  if (found.length > 0) return;
  const { password, ...admin } = DEMO_ADMIN;
  await db
    .insert(users)
    .values({ ...admin, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: users.username });
}

/** The entities the AS agent may book for (the first three of the list). */
export const AGENT_ENTITY_NAMES = DEMO_ENTITY_NAMES.slice(0, 3);

/**
 * Demo data, only when SEED_DEMO is on. Runs at every start and writes nothing the second
 * time: a lock serialises two processes starting together, the users mark it as done. The
 * allotments, flight quotas and rate sheet start on the day of `now` (the app's clock).
 */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const done = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'agente')).limit(1);
    if (done.length > 0) return;

    const passwordHashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
    const inserted = await tx
      .insert(users)
      .values(DEMO_USERS.map(({ password: _p, ...u }, i) => ({ ...u, passwordHash: passwordHashes[i]! })))
      .returning({ id: users.id, username: users.username });
    await tx
      .insert(entities)
      .values(DEMO_ENTITY_NAMES.map((razonSocial, i) => ({ razonSocial, cuit: demoCuit(i) })))
      .onConflictDoNothing();
    const agent = inserted.find((u) => u.username === 'agente')!;
    const agentEntities = await tx
      .select({ idEntidad: entities.idEntidad })
      .from(entities)
      .where(inArray(entities.razonSocial, AGENT_ENTITY_NAMES));
    await tx
      .insert(userEntities)
      .values(agentEntities.map((e) => ({ userId: agent.id, idEntidad: e.idEntidad })));
    await tx.insert(posts).values(DEMO_POSTS.map((p) => ({ ...p, section: 'TICKETS', published: true })));
  });
  await seedAdmin(db);
  await seedHotelAllotments(db, now);
  await seedFlightQuotas(db, now);
  await seedTarifario(db, agencyToday(now));
}
