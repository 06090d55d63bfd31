// What the app layout uses of this feature: the drawer's content and the bell's count.
export { AlertsPanel } from './components/alerts-panel';
export { useTotalUnread } from './api/get-total-unread';
