import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerAccountRoutes, registerPasswordRoutes, registerStepUpRoutes } from './account/index.js';
import { registerAlertRoutes } from './alerts/index.js';
import { registerAlertRuleRoutes } from './alert-rules/index.js';
import { registerAuthRoutes } from './auth/index.js';
import { registerBundleRoutes, registerClientRoutes } from './clients/index.js';
import { registerDesigneeRoutes } from './designees/index.js';
import { registerDashboardRoutes } from './dashboard/index.js';
import { registerContactRoutes } from './contact/index.js';
import { registerContentRoutes } from './content/index.js';
import { registerFormDataRoutes } from './formdata/index.js';
import { registerLenderRoutes } from './lenders/index.js';
import { registerMonitoringRoutes } from './monitoring/index.js';
import { registerNoticeRoutes } from './notices/index.js';
import { awaitingOrders, registerLenderFormDataRoutes, registerOrderRoutes } from './orders/index.js';
import { registerOpsRoutes } from './ops/index.js';
import { registerReportPdfRoutes } from './reports/index.js';
import { registerPortfolioRoutes } from './portfolio/index.js';
import { registerSearchRoutes } from './search/index.js';
import { registerSsoRoutes } from './sso/index.js';
import { registerSystemRoutes } from './system/index.js';
import { registerTwoFactorRoutes } from './twofactor/index.js';
import { registerSettingsRoutes } from './settings/index.js';
import { registerUserRoutes } from './users/index.js';
import { registerAuditRoutes } from './audit/index.js';
import { registerWhitelistRoutes } from './whitelist/index.js';
import { registerBillingOpsRoutes, registerInvoiceRoutes } from './invoices/index.js';
import { registerImportRoutes } from './imports/index.js';
import { registerWebhookRoutes } from './webhooks/index.js';
import { registerApiKeyRoutes } from './api-keys/index.js';
import {
  registerBulkSignatureRoutes,
  registerSignatureRequestRoutes,
  registerSigningRoutes,
  registerWaitingOrders,
} from './esign/index.js';
import { registerTrendRoutes } from './trends/index.js';
import { registerTranscriptRoutes } from './transcripts/index.js';
import { registerApiV1Routes } from './api-v1/index.js';

/** Every area's routes; a new area adds one line here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Orders wait on e-sign's requests; e-sign moves them without importing orders (esign/waiting-orders.ts).
  registerWaitingOrders(awaitingOrders);
  await registerSystemRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerAccountRoutes(app, ctx);
  await registerStepUpRoutes(app, ctx);
  await registerTwoFactorRoutes(app, ctx);
  await registerPasswordRoutes(app, ctx);
  await registerLenderRoutes(app, ctx);
  await registerLenderFormDataRoutes(app, ctx);
  await registerNoticeRoutes(app, ctx);
  await registerSearchRoutes(app, ctx);
  await registerClientRoutes(app, ctx);
  await registerBundleRoutes(app, ctx);
  await registerImportRoutes(app, ctx);
  await registerDesigneeRoutes(app, ctx);
  await registerOrderRoutes(app, ctx);
  await registerDashboardRoutes(app, ctx);
  await registerPortfolioRoutes(app, ctx);
  await registerMonitoringRoutes(app, ctx);
  await registerAlertRoutes(app, ctx);
  await registerAlertRuleRoutes(app, ctx);
  await registerFormDataRoutes(app, ctx);
  await registerContentRoutes(app, ctx);
  await registerContactRoutes(app, ctx);
  await registerSsoRoutes(app, ctx);
  await registerSettingsRoutes(app, ctx);
  await registerUserRoutes(app, ctx);
  await registerAuditRoutes(app, ctx);
  await registerOpsRoutes(app, ctx);
  await registerTranscriptRoutes(app, ctx);
  await registerReportPdfRoutes(app, ctx);
  await registerWebhookRoutes(app, ctx);
  await registerApiKeyRoutes(app, ctx);
  await registerSignatureRequestRoutes(app, ctx);
  await registerBulkSignatureRoutes(app, ctx);
  await registerSigningRoutes(app, ctx);
  await registerWhitelistRoutes(app, ctx);
  await registerInvoiceRoutes(app, ctx);
  await registerBillingOpsRoutes(app, ctx);
  await registerTrendRoutes(app, ctx);
  await registerApiV1Routes(app, ctx);
}
