import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TPermission } from '@portal/domain/admin/permissions';
import { MESSAGES } from '@portal/domain/messages';
import { paths } from '@/shared/paths';
import { StatusPage } from '@/shared/status-page';
import { useCan } from '../model/use-can';

/** A back-office screen shown only to a role with its permission; anybody else reads why not. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TPermission;
  children: ReactNode;
}) {
  const allowed = useCan(permission);
  if (allowed) return children;
  return (
    <StatusPage
      icon={<IconLock size={34} aria-hidden />}
      title="Acceso restringido"
      text={MESSAGES.forbidden}
      action={
        <Button component={Link} to={paths.home.getHref()} variant="light">
          Volver al inicio
        </Button>
      }
    />
  );
}
