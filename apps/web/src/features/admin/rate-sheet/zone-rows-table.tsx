import { Table } from '@mantine/core';
import type { TTarifarioZoneRows } from '@portal/domain/tarifario/sheet';

const number = new Intl.NumberFormat('es-AR');
const COLUMNS = [
  ['hoteles', 'Hoteles'],
  ['habitaciones', 'Habitaciones'],
  ['periodos', 'Períodos'],
  ['excursiones', 'Excursiones'],
  ['traslados', 'Traslados'],
  ['filas', 'Filas'],
] as const;

/** What an upload loaded, zone by zone: the zones it replaced and their rows. */
export function ZoneRowsTable({ zones, label }: { zones: TTarifarioZoneRows[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={label} fz="sm" bg="var(--mantine-color-body)">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Zona</Table.Th>
            {COLUMNS.map(([key, title]) => (
              <Table.Th key={key} ta="right">
                {title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {zones.map((z) => (
            <Table.Tr key={`${z.pais}/${z.zona}`}>
              <Table.Td>
                {z.zona} ({z.pais})
              </Table.Td>
              {COLUMNS.map(([key]) => (
                <Table.Td key={key} ta="right">
                  {number.format(z[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
