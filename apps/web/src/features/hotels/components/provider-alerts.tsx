import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TAvailAnswer } from '../api/search-hotel-avail';
import { supplierFailureText } from '../model/texts';

/**
 * Which supplier did not answer (docs/architecture.md "Suppliers and the simulator"): a small
 * yellow alert each.
 */
export function ProviderAlerts({ answer }: { answer: TAvailAnswer }) {
  const failed = answer.proveedores?.length
    ? answer.proveedores.flatMap((p) =>
        p.estado === 'error' || p.estado === 'timeout' ? [{ proveedor: p.proveedor, estado: p.estado }] : [],
      )
    : answer.failedSuppliers.map((proveedor) => ({ proveedor, estado: 'error' as const }));
  if (failed.length === 0) return null;
  return (
    <Stack gap={6}>
      {failed.map((f) => (
        <Alert
          key={f.proveedor}
          color="yellow"
          variant="light"
          py={8}
          icon={<IconAlertTriangle size={16} aria-hidden />}
          role="status"
        >
          {supplierFailureText(f.proveedor, f.estado)}. Se muestran los resultados de los demás proveedores.
        </Alert>
      ))}
    </Stack>
  );
}
