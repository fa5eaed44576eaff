import { Title } from '@mantine/core';

/** /cuenta-corriente/:idEntidad (issue 32, item 4): a client entity's account statement. */
export function StatementPage() {
  return <Title order={1}>Cuenta corriente</Title>;
}
