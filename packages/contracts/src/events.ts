/**
 * The domain events of the one event stream (docs/decisions/183), version 1 of each payload. A
 * payload is thin: the ids of what changed, so a consumer reads the resource as it is when it acts.
 * New fields may be added within a version; renaming or removing one makes a new version.
 */
export type DomainEventPayloads = {
  'client.created': { clientId: string };
  'client.archived': { clientId: string };
  'order.placed': {
    orderIds: string[];
    bundleOrderId: string | null;
    reportType: string;
    delivery: string;
    dueAt: string;
  };
  'order.rejected': {
    clientId: string;
    orderId: string | null;
    reportId: string;
    reasonCode: string | null;
    reasonLabel: string | null;
  };
  'report.completed': { clientId: string; orderId: string | null; reportId: string };
  /**
   * `REPORT`: raised by comparing a completed report with the previous one; `INCOMPLETE_AUTH`: no usable 8821;
   * `LENDER_RULE`: one of the lender's alert rules fired (`rule` says which; `digest`: the alert is the
   * run's digest over many clients, one event per client, docs/decisions/204).
   * `signatureRequestId`: raised by a declined or expired signature request (its esign.* event mails about it).
   * `ESIGN_RENEWAL`: the client's e-signed 8821 is expiring and the lender asked to be told before a renewal is sent (docs/decisions/212).
   */
  'alert.raised': {
    clientId: string;
    reportId: string | null;
    alertIds: string[];
    cause: 'REPORT' | 'INCOMPLETE_AUTH' | 'LENDER_RULE' | 'ESIGN_RENEWAL';
    rule?: { ruleId: string; version: number; name: string; digest: boolean };
    signatureRequestId?: string;
  };
  'import.finished': { importId: string; created: number; updated: number; skipped: number; failed: number };
  /** Signature requests of Form 8821 (docs/decisions/198): sent (and each resend), first opened, signed, declined, expired. */
  'esign.sent': { signatureRequestId: string; clientId: string };
  'esign.viewed': { signatureRequestId: string; clientId: string };
  'esign.signed': { signatureRequestId: string; clientId: string; fileId: string };
  'esign.declined': { signatureRequestId: string; clientId: string };
  'esign.expired': { signatureRequestId: string; clientId: string };
  /** Remote identity proof (docs/decisions/214): operations approved the signer's identity (the form is now the client's 8821) or refused it. */
  'esign.approved': { signatureRequestId: string; clientId: string; fileId: string };
  'esign.refused': { signatureRequestId: string; clientId: string };
  /** An order's Form 8821 was checked (decision 274): the verdict and the spec's rejection codes the check raised. */
  'form.checked': {
    checkId: string;
    clientId: string;
    orderId: string;
    verdict: 'ready' | 'check' | 'likely_rejection';
    codes: string[];
  };
  /**
   * The IRS rejected a client's Form 8821 (decision 287), recorded by operations with the spec's code; sent
   * with the order's `order.rejected`. `raisedByCheck`: the order's check had raised the same code.
   */
  'form.rejected': {
    fileId: string;
    clientId: string;
    orderId: string | null;
    reportId: string;
    code: string;
    label: string;
    fixable: boolean;
    raisedByCheck: boolean;
  };
};

export type DomainEventType = keyof DomainEventPayloads;

export const DOMAIN_EVENT_TYPES = [
  'client.created',
  'client.archived',
  'order.placed',
  'order.rejected',
  'report.completed',
  'alert.raised',
  'import.finished',
  'esign.sent',
  'esign.viewed',
  'esign.signed',
  'esign.declined',
  'esign.expired',
  'esign.approved',
  'esign.refused',
  'form.checked',
  'form.rejected',
] as const satisfies readonly DomainEventType[];
