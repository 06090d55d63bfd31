// What the app layout uses of this feature in every page: the bell's count. The drawer's content
// (AlertsPanel) is imported from its own module by the lazily loaded drawer: a re-export here
// would put it, and date formatting with it, into the first download (docs/decisions/119).
export { useTotalUnread } from './api/get-total-unread';
