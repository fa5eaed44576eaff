import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fmt, MESSAGES } from '@portal/domain';
import type { TEntityRow } from '@portal/domain/admin/entities';
import { useTestApp } from '../../../test/app';
import { userEntities } from '../../../db/schema';
import { entitiesKit } from './test-kit';

const t = useTestApp();
const kit = entitiesKit(t);
let entity: TEntityRow;
let patagonia: TEntityRow;

beforeAll(async () => {
  const res = await kit.create({
    razonSocial: 'Viajes Andinos S.A.',
    cuit: '30-12345678-1', // sum 153 → 1 (worked out by hand)
    condicionIva: 'Monotributista',
    email: 'reservas@andinos.com.ar',
  });
  expect(res.statusCode, res.body).toBe(201);
  entity = res.json();
  patagonia = (await kit.list('q=patagonia')).json().items[0];
});

const edit = (body: object) => kit.edit(entity.idEntidad, body);
const linksOf = (idEntidad: number) =>
  t.db.select().from(userEntities).where(eq(userEntities.idEntidad, idEntidad));

describe('PATCH /api/admin/entidades/:id', () => {
  it('changes only what was sent, clears a contact field sent empty, and audits before and after', async () => {
    const res = await edit({
      razonSocial: 'Viajes Andinos del Sur S.A.',
      cuit: '20123456786', // sum 148 → 6
      email: '',
      telefono: '0261 423-5566',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      razonSocial: 'Viajes Andinos del Sur S.A.',
      cuit: '20-12345678-6',
      condicionIva: 'Monotributista',
      email: null,
      telefono: '0261 423-5566',
      active: true,
    });
    const entries = await kit.auditOf(entity.idEntidad);
    expect(entries.at(-1)).toMatchObject({
      action: 'entidad.editar',
      summary: 'Edición de la entidad Viajes Andinos del Sur S.A.',
      before: { razonSocial: 'Viajes Andinos S.A.', cuit: '30-12345678-1', email: 'reservas@andinos.com.ar' },
      after: { razonSocial: 'Viajes Andinos del Sur S.A.', cuit: '20-12345678-6', email: null },
    });
  });

  it('writes no audit entry when nothing changes', async () => {
    const before = await kit.snapshot();
    const res = await edit({ razonSocial: 'Viajes Andinos del Sur S.A.', condicionIva: 'Monotributista' });
    expect(res.statusCode).toBe(200);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('deactivates and reactivates, each in the audit log', async () => {
    const off = await edit({ active: false });
    expect([off.statusCode, off.json().active]).toEqual([200, false]);
    expect((await kit.list('estado=inactivas&q=andinos')).json().total).toBe(1);
    const on = await edit({ active: true });
    expect(on.json().active).toBe(true);
    const [deactivated, reactivated] = (await kit.auditOf(entity.idEntidad)).slice(-2);
    expect(deactivated).toMatchObject({
      action: 'entidad.desactivar',
      summary: 'Desactivación de la entidad Viajes Andinos del Sur S.A.',
      before: { active: true },
      after: { active: false },
    });
    expect(reactivated).toMatchObject({ action: 'entidad.reactivar', after: { active: true } });
  });

  it('replaces the AS agents who book for it, leaving an inactive agent’s link alone', async () => {
    const away = await kit.addAgent({
      username: 'agente-licencia',
      active: false,
      entities: [entity.idEntidad],
    });
    const added = await edit({ agentes: [t.ids.agente] });
    expect(added.json().agentes).toEqual([
      { id: t.ids.agente, nombre: 'Agustina Ferreyra', username: 'agente' },
    ]);
    expect((await linksOf(entity.idEntidad)).map((l) => l.userId).sort()).toEqual(
      [t.ids.agente, away.id].sort(),
    );
    const removed = await edit({ agentes: [] });
    expect(removed.json().agentes).toEqual([]);
    expect((await linksOf(entity.idEntidad)).map((l) => l.userId)).toEqual([away.id]);
    expect((await kit.auditOf(entity.idEntidad)).at(-1)).toMatchObject({
      action: 'entidad.editar',
      before: { agentes: [{ username: 'agente' }] },
      after: { agentes: [] },
    });
  });

  it('refuses to leave an AS agent without any entity', async () => {
    const only = await kit.addAgent({ username: 'agente-solo', entities: [entity.idEntidad] });
    const before = await kit.snapshot();
    const res = await edit({ agentes: [t.ids.agente] });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      fmt('entityAgentLastOne', { nombre: 'Agente agente-solo' }),
    ]);
    expect(await kit.snapshot()).toEqual(before);
    expect((await edit({ agentes: [only.id] })).statusCode).toBe(200);
  });

  it.each([
    [{ razonSocial: '' }, MESSAGES.entityRazonSocialLength],
    [{ cuit: '20-12345678-7' }, MESSAGES.entityCuitCheckDigit],
    [{ cuit: null }, MESSAGES.entityCuitFormat],
    [{ condicionIva: '' }, MESSAGES.entityCondicionIva],
    [{ email: 'sin-arroba' }, MESSAGES.invalidEmail],
    [{ telefono: '123' }, MESSAGES.entityTelefono],
    [{ active: 'no' }, 'active'],
    [{ agentes: [1.5] }, MESSAGES.entityAgentes],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await kit.snapshot();
    const res = await edit({ direccion: 'Otra 123', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a user who is not an AS agent, and writes nothing', async () => {
    const before = await kit.snapshot();
    const res = await edit({ direccion: 'Otra 123', agentes: [t.ids.agente, t.ids.vendedor] });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      fmt('entityAgentNotAS', { id: t.ids.vendedor }),
    ]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses another entity’s razón social or CUIT with 409, and writes nothing', async () => {
    const before = await kit.snapshot();
    const name = await edit({ razonSocial: patagonia.razonSocial.toUpperCase() });
    expect([name.statusCode, name.json().message]).toEqual([
      409,
      fmt('entityDuplicateRazonSocial', { razonSocial: patagonia.razonSocial }),
    ]);
    const cuit = await edit({ cuit: patagonia.cuit!.replaceAll('-', '') });
    expect([cuit.statusCode, cuit.json().message]).toEqual([
      409,
      fmt('entityDuplicateCuit', { cuit: patagonia.cuit!, razonSocial: patagonia.razonSocial }),
    ]);
    expect(await kit.snapshot()).toEqual(before);
    // its own razón social and CUIT are no clash
    expect(
      (await edit({ razonSocial: 'Viajes Andinos del Sur S.A.', cuit: '20-12345678-6' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an entity that does not exist and 400 for an id that is not one', async () => {
    const missing = await kit.edit(99_999, { active: false });
    expect([missing.statusCode, missing.json().message]).toEqual([404, MESSAGES.entityNotFound]);
    expect((await kit.edit('abc', {})).statusCode).toBe(400);
    expect((await kit.edit(patagonia.idEntidad, {}, t.agente)).statusCode).toBe(403);
  });
});
