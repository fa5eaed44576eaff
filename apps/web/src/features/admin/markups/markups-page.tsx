import { AdminPageHeader } from '../components/admin-page-header';

/** /admin/margenes (issue 32, item 1): the agency's markup rules. */
export function MarkupsPage() {
  return <AdminPageHeader title="Márgenes" />;
}
