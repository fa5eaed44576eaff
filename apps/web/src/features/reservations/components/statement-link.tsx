import { Anchor } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can } from '@portal/domain/admin/permissions';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';

/**
 * Mis reservas filtered by a client entity links to its account statement (issue 32, item 4),
 * for those who may read it: the entity's AS agents and staff with 'cuentas.ver'. The API
 * checks again; anyone else would read a 404.
 */
export function StatementLink({ idEntidad, entidad }: { idEntidad: number; entidad: string }) {
  const may = useAuthStore((s) => !!s.user && (s.user.isAgenteAS || can(s.user, 'cuentas.ver')));
  if (!may) return null;
  return (
    <Anchor component={Link} to={paths.statement.getHref(idEntidad)} size="sm" fw={500}>
      <IconReportMoney size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      Ver la cuenta corriente{entidad ? ` de ${entidad}` : ''}
    </Anchor>
  );
}
