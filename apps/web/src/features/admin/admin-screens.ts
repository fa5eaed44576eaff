// Every back-office screen in one chunk (loaded with the back office's frame). As seven chunks,
// the screens counted as seven pages sharing Mantine's tables, badges and overlays, and the
// build moved those into the chunks the agents' first screens load (+54 KB on hotel results).
export { UsersPage } from './users/users-page';
export { EntitiesPage } from './entities/entities-page';
export { PostsPage } from './posts/posts-page';
export { SeatBlocksPage } from './seat-blocks/seat-blocks-page';
export { RateSheetPage } from './rate-sheet/rate-sheet-page';
export { SuppliersPage } from './suppliers/suppliers-page';
export { AuditPage } from './audit/audit-page';
export { MarkupsPage } from './markups/markups-page';
export { SalesReportPage } from './reports/sales-report-page';
