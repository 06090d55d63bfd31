export { DesigneesPage } from './designees-page';
export { ManageUsersPage } from './manage-users-page';
export { AuditLogPage } from './audit-log-page';
