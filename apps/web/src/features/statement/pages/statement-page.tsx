import '../components/statement-styles';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/domain/messages';
import { ApiError } from '@/shared/api-client';
import { paths } from '@/shared/paths';
import { useStatement } from '../api/get-statement';
import { StatementCards } from '../components/statement-cards';
import { NoMovements, StatementError, StatementSkeleton } from '../components/statement-states';
import { StatementSummary } from '../components/statement-summary';
import { StatementTable } from '../components/statement-table';
import { StatementToolbar } from '../components/statement-toolbar';
import {
  formatDay,
  readStatementParams,
  statementApiQuery,
  statementParamsQuery,
  type TStatementParams,
} from '../model/statement-params';

const entityId = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /cuenta-corriente/:idEntidad (issue 32, item 4): a client entity's account statement. */
export function StatementPage() {
  const id = entityId(useParams().idEntidad);
  return id === null ? <StatementError message={MESSAGES.statementNotFound} /> : <Statement idEntidad={id} />;
}

function Statement({ idEntidad }: { idEntidad: number }) {
  const [searchParams] = useSearchParams();
  const params = readStatementParams(searchParams);
  const navigate = useNavigate();
  // one layout in the DOM, not two hidden by CSS: lines are counted once (tests, screen readers)
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const query = useStatement(idEntidad, statementApiQuery(params));
  const data = query.data;
  const go = (next: TStatementParams) =>
    navigate(paths.statement.getHref(idEntidad, statementParamsQuery(next)), { replace: true });

  const body = () => {
    if (query.isPending) return <StatementSkeleton />;
    if (query.isError && !data) {
      const final = query.error instanceof ApiError && query.error.status < 500;
      return (
        <StatementError message={query.error.message} onRetry={final ? undefined : () => query.refetch()} />
      );
    }
    if (!data) return null;
    return (
      <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
        <StatementSummary statement={data} />
        {data.entries.length === 0 ? (
          <NoMovements />
        ) : wide ? (
          <StatementTable statement={data} />
        ) : (
          <StatementCards statement={data} />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Cuenta corriente{data ? ` · ${data.razonSocial}` : ''}
        </Title>
        {data && (
          <Text c="dimmed" size="sm" role="status" aria-live="polite">
            Entidad N° {data.idEntidad} · {data.moneda} · del {formatDay(data.desde)} al{' '}
            {formatDay(data.hasta)}
          </Text>
        )}
      </div>
      <StatementToolbar params={params} statement={data} onChange={go} />
      {query.isError && data && (
        <StatementError message={query.error.message} onRetry={() => query.refetch()} />
      )}
      {body()}
    </Stack>
  );
}
