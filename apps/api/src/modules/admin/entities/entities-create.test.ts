import { describe, expect, it } from 'vitest';
import { fmt, MESSAGES } from '@portal/domain';
import { useTestApp } from '../../../test/app';
import { entitiesKit } from './test-kit';

const t = useTestApp();
const kit = entitiesKit(t);

// CUITs with check digits worked out by hand (weights 5,4,3,2,7,6,5,4,3,2; 11 − sum mod 11)
const NEW = {
  razonSocial: 'Viajes Andinos S.A.',
  cuit: '30123456781', // 30-12345678: sum 153, 153 mod 11 = 10 → 1
  condicionIva: 'Responsable Inscripto',
  email: 'reservas@andinos.com.ar',
  telefono: '+54 (261) 423-5566',
  direccion: 'Av. San Martín 1200, Mendoza',
};

describe('POST /api/admin/entidades', () => {
  it('creates an active entity with its CUIT stored with dashes, its AS agents, and an audit entry', async () => {
    const res = await kit.create({ ...NEW, agentes: [t.ids.agente, t.ids.agente] });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      ...NEW,
      cuit: '30-12345678-1',
      active: true,
      agentes: [{ id: t.ids.agente, nombre: 'Agustina Ferreyra', username: 'agente' }],
    });
    const list = (await kit.list('q=andinos')).json();
    expect(list.items).toEqual([row]);
    const [entry] = await kit.auditOf(row.idEntidad);
    expect(entry).toMatchObject({
      action: 'entidad.crear',
      actorName: 'Administración Mundo Travel',
      summary: 'Alta de la entidad Viajes Andinos S.A. (CUIT 30-12345678-1)',
      before: null,
      after: { razonSocial: 'Viajes Andinos S.A.', cuit: '30-12345678-1' },
    });
  });

  it('takes the contact fields absent, null or empty, and no agents', async () => {
    const res = await kit.create({
      razonSocial: 'Estancia La Paz S.R.L.',
      cuit: '33-69345023-9', // sum 145, 145 mod 11 = 2 → 9
      condicionIva: 'Exento',
      email: '',
      telefono: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: null, telefono: null, direccion: null, agentes: [] });
  });

  it.each([
    [{ razonSocial: 'viajes andinos s.a.', cuit: '20-12345678-6' }, 'Viajes Andinos S.A.'],
    // the CUIT first sent as plain digits, now with dashes
    [{ razonSocial: 'Otra S.A.', cuit: '30-12345678-1' }, 'CUIT 30-12345678-1: Viajes Andinos S.A.'],
  ])('refuses a duplicate (%j) with 409 and writes nothing', async (change, says) => {
    const before = await kit.snapshot();
    const res = await kit.create({ ...NEW, ...change });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(says);
    expect(await kit.snapshot()).toEqual(before);
  });

  it.each([
    [{ razonSocial: 'X' }, MESSAGES.entityRazonSocialLength],
    [{ cuit: '30-12345678-2' }, MESSAGES.entityCuitCheckDigit],
    [{ cuit: '21-12345678-2' }, MESSAGES.entityCuitPrefix],
    [{ cuit: '3012345678' }, MESSAGES.entityCuitFormat],
    [{ condicionIva: 'Autónomo' }, MESSAGES.entityCondicionIva],
    [{ email: 'reservas@' }, MESSAGES.invalidEmail],
    [{ telefono: 'llamar a Juan' }, MESSAGES.entityTelefono],
    [{ direccion: 'x'.repeat(301) }, MESSAGES.entityDireccionLength],
    [{ agentes: ['agente'] }, MESSAGES.entityAgentes],
  ])('refuses %j with 400 in Spanish and writes nothing', async (change, message) => {
    const before = await kit.snapshot();
    const res = await kit.create({ ...NEW, razonSocial: 'Nueva S.A.', cuit: '20-12345678-6', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a user who is not an active AS agent, and an empty body', async () => {
    const retired = await kit.addAgent({ username: 'agente-retirado', active: false });
    const before = await kit.snapshot();
    for (const id of [t.ids.vendedor, retired.id, 99_999]) {
      const res = await kit.create({
        ...NEW,
        razonSocial: 'Nueva S.A.',
        cuit: '20-12345678-6',
        agentes: [id],
      });
      expect([res.statusCode, res.json().message]).toEqual([400, fmt('entityAgentNotAS', { id })]);
    }
    const empty = await kit.create({});
    expect([empty.statusCode, empty.json().message]).toEqual([400, MESSAGES.entityRazonSocialLength]);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('is for administrators only', async () => {
    const before = await kit.snapshot();
    for (const headers of [t.agente, t.vendedor])
      expect((await kit.create({ ...NEW, razonSocial: 'Nueva S.A.' }, headers)).statusCode).toBe(403);
    expect(await kit.snapshot()).toEqual(before);
  });
});
