import { afterAll, describe, expect, it } from 'vitest';
import { fixture, otaSandbox, postOta, readXml } from './test-kit';
import { answer, el, textEl } from './xml-write';

// Whatever arrives at /ota is answered the OTA way (HTTP 200 with Errors), never a 500, and a
// message is never trusted to expand itself.
const { app } = await otaSandbox();
afterAll(() => app.close());

const errorOf = (body: string) => {
  const [root, content] = Object.entries(readXml(body))[0]!;
  return { root, error: content.Errors.Error };
};
const post = async (payload: string | object, contentType = 'text/xml') => {
  const res = await app.inject({
    method: 'POST',
    url: '/omnibees/ota',
    payload,
    headers: { 'content-type': contentType },
  });
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/xml; charset=utf-8']);
  return errorOf(res.body);
};

describe('POST /omnibees/ota, what is not a message it serves', () => {
  it('answers malformed XML, a JSON body, another content type or an empty body with Errors 450', async () => {
    for (const bad of [
      '<OTA_HotelAvailRQ><POS></OTA_HotelAvailRQ>',
      'no soy XML',
      '',
      '<a/><b/>',
      fixture('avail-rq.xml').slice(0, 400),
    ])
      expect(await post(bad)).toMatchObject({
        root: 'OTA_ErrorRS',
        error: { '@Code': '450', '@Type': '12' },
      });
    expect(await post({ hotelIds: ['x'] }, 'application/json')).toMatchObject({ error: { '@Code': '450' } });
    expect(await post('<x/>', 'application/octet-stream')).toMatchObject({ error: { '@Code': '450' } });
    expect(await post(fixture('read-rq.xml'), 'application/xml; charset=utf-8')).toMatchObject({
      root: 'OTA_HotelResRS',
      error: { '@Code': '97' },
    });
  });

  it('answers an unknown message in its own RS with Errors, echoing its EchoToken', async () => {
    const ping =
      '<OTA_PingRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="e-1" Version="3.000"/>';
    const res = await postOta(app, 'omnibees', ping);
    expect(readXml(res.body).OTA_PingRS).toMatchObject({
      '@EchoToken': 'e-1',
      Errors: { Error: { '@Code': '450' } },
    });
  });

  it('refuses a message too large for it', async () => {
    const huge = fixture('avail-rq.xml').replace('<POS>', `<POS>${'<X/>'.repeat(200_000)}`);
    expect(await post(huge)).toMatchObject({ root: 'OTA_ErrorRS', error: { '@Code': '450' } });
  });

  it('never expands an entity bomb, nor reads a DTD', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lollollollollollollollollollol">
${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n')}]>
<OTA_ReadRQ EchoToken="&lol9;"><UniqueID ID="&lol9;" ID_Context="PORTAL"/></OTA_ReadRQ>`;
    const started = performance.now();
    const res = await postOta(app, 'omnibees', bomb);
    expect(res.body.length).toBeLessThan(1_000);
    expect(errorOf(res.body)).toMatchObject({ root: 'OTA_ErrorRS', error: { '@Code': '450' } });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('writes what it echoes escaped, so an answer stays one well-formed message', () => {
    const xml = answer({
      root: 'OTA_HotelResRS',
      echoToken: '"/><Injected a="',
      now: Date.parse('2026-03-10T15:00:00Z'),
      outcome: { body: el('X', { A: 'a & <b> "c"' }, textEl('Text', '</X> & \u0001<![CDATA[')) },
    });
    const root = readXml(xml).OTA_HotelResRS;
    expect(root['@EchoToken']).toBe('"/><Injected a="');
    expect(root['@TimeStamp']).toBe('2026-03-10T15:00:00.000Z');
    expect(root.X).toEqual({ '@A': 'a & <b> "c"', Text: '</X> & <![CDATA[' });
    expect(root.Injected).toBeUndefined();
  });
});
