import { describe, expect, it } from 'vitest';
import { rateSheetDownloadName, rateSheetFileName, ZRateSheetImportsQuery } from './rate-sheet';

describe('the rate sheet in the back office (issue 31, item 6)', () => {
  it('keeps the name the browser sent, URL-decoded', () => {
    expect(rateSheetFileName('Tarifas%20oto%C3%B1o%202027.xlsx')).toBe('Tarifas otoño 2027.xlsx');
    expect(rateSheetFileName(['tarifas.xlsx', 'otra.xlsx'])).toBe('tarifas.xlsx');
    // a stray '%' does not make the name unreadable
    expect(rateSheetFileName('descuento 10%.xlsx')).toBe('descuento 10%.xlsx');
  });

  it('drops folders and control characters, and cuts the name at 200 characters', () => {
    expect(rateSheetFileName('C%3A%5CUsuarios%5Cana%5Ctarifas.xlsx')).toBe('tarifas.xlsx');
    expect(rateSheetFileName('../../etc/tarifas.xlsx')).toBe('tarifas.xlsx');
    expect(rateSheetFileName('tari%0Afas%00.xlsx')).toBe('tarifas.xlsx');
    const long = `${'a'.repeat(250)}.xlsx`;
    expect(rateSheetFileName(long)).toBe('a'.repeat(200));
  });

  it('names an upload without a name planilla.xlsx', () => {
    expect(rateSheetFileName(undefined)).toBe('planilla.xlsx');
    expect(rateSheetFileName('')).toBe('planilla.xlsx');
    expect(rateSheetFileName('%20%20')).toBe('planilla.xlsx');
    expect(rateSheetFileName('carpeta/')).toBe('planilla.xlsx');
  });

  it('names the download after the day', () => {
    expect(rateSheetDownloadName('2026-11-27')).toBe('tarifario-2026-11-27.xlsx');
  });

  it('reads the history filter, every uploads when absent or blank', () => {
    expect(ZRateSheetImportsQuery.parse({}).resultado).toBe('todas');
    expect(ZRateSheetImportsQuery.parse({ resultado: '' }).resultado).toBe('todas');
    expect(ZRateSheetImportsQuery.parse({ resultado: 'rechazadas' }).resultado).toBe('rechazadas');
    expect(ZRateSheetImportsQuery.safeParse({ resultado: 'algunas' }).error?.issues[0]?.message).toBe(
      'debe ser aceptadas, rechazadas o todas',
    );
  });
});
