// The clients module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { type Actor, actorOf } from './actor.js';
export { registerBundleRoutes } from './bundle-routes.js';
export { CLIENT_WRITERS } from './client-roles.js';
export { toClientSummary, toIso } from './client-view.js';
export { makeCurrentForm8821 } from './current-form.js';
export { findFormsOnFile, type FormOnFile, type FormOnFileRule, NO_FORM_ON_FILE } from './form-on-file.js';
export { requireOwnedRecord } from './owned-record.js';
export { registerClientRoutes } from './routes.js';
export {
  archiveClient,
  attachForm8821,
  changeMonitoringFrequency,
  contactColumns,
  createClient,
  findClientIdByTaxId,
  getClientDetail,
  replaceForm8821,
  revealTaxId,
  updateClientDetails,
  writeNewClients,
} from './service.js';
