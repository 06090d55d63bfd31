import type { PlatformTables } from './schema-platform.js';
import type { OrderingTables } from './schema-ordering.js';
import type { PortfolioTables } from './schema-portfolio.js';
import type { TwoFactorTables } from './schema-two-factor.js';
import type { ContentTables } from './schema-content.js';
import type { SamlTables } from './schema-saml.js';
import type { OperationsTables } from './schema-operations.js';
import type { MonitoringTables } from './schema-monitoring.js';
import type { BillingWhitelistTables } from './schema-billing-whitelist.js';
import type { DemoTables } from './schema-demo.js';
import type { EventTables } from './schema-events.js';
import type { WebhookTables } from './schema-webhooks.js';
import type { EsignTables } from './schema-esign.js';
import type { AlertRuleTables } from './schema-alert-rules.js';
import type { ApiTables } from './schema-api.js';
import type { IdempotencyTables } from './schema-idempotency.js';
import type { JobTables } from './schema-jobs.js';
import type { ApiKeyTables } from './schema-api-keys.js';
import type { TrendTables } from './schema-trends.js';
import type { FormCheckTables } from './schema-form-checks.js';
import type { TranscriptTables } from './schema-transcripts.js';
import type { TranscriptMailboxTables } from './schema-transcript-mailbox.js';

export type DB = PlatformTables &
  PortfolioTables &
  OrderingTables &
  TwoFactorTables &
  ContentTables &
  SamlTables &
  OperationsTables &
  MonitoringTables &
  BillingWhitelistTables &
  DemoTables &
  EventTables &
  WebhookTables &
  JobTables &
  ApiKeyTables &
  EsignTables &
  AlertRuleTables &
  TrendTables &
  FormCheckTables &
  TranscriptTables &
  TranscriptMailboxTables &
  ApiTables &
  IdempotencyTables;
