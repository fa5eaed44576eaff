import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { entities, userEntities } from '../../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active client entities the user may book for whose name contains the text (issue 31, item 3). */
export const searchUserEntities = (db: Db, userId: number, text: string, limit = 20) =>
  db
    .select({ idEntidad: entities.idEntidad, razonSocial: entities.razonSocial })
    .from(entities)
    .innerJoin(userEntities, eq(userEntities.idEntidad, entities.idEntidad))
    .where(
      and(
        eq(userEntities.userId, userId),
        eq(entities.active, true),
        ilike(entities.razonSocial, `%${escapeLike(text)}%`),
      ),
    )
    .orderBy(asc(entities.razonSocial))
    .limit(limit);

/** Whether the entity is one of the user's and still active: a deactivated one takes no bookings. */
export const userMayBookFor = async (db: Db, userId: number, idEntidad: number) => {
  const rows = await db
    .select({ id: userEntities.idEntidad })
    .from(userEntities)
    .innerJoin(entities, eq(entities.idEntidad, userEntities.idEntidad))
    .where(
      and(eq(userEntities.userId, userId), eq(userEntities.idEntidad, idEntidad), eq(entities.active, true)),
    )
    .limit(1);
  return rows.length > 0;
};
