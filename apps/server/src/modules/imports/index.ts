// The imports module's front door: what other modules, app.ts and demo/ may use (docs/decisions/247).
export { createClientImportTask } from './import-job.js';
export { createImportOrderTask } from './order-job.js';
export { registerImportRoutes, requireOwnImport } from './routes.js';
export { confirmImport, exportErrorRows, getImport, previewImport, uploadImport } from './service.js';
export { withImportUpload } from './read-upload.js';
