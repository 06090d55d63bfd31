// The notifications module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { describeMissingAuthorization } from './missing-authorization-note.js';
export { createNotificationMailConsumer } from './notification-mail-consumer.js';
export { findInvolvedUsers, findRecipients } from './recipients.js';
