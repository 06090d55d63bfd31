import { CSRF_HEADER } from '@taxlens/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartBody, type Part } from './multipart.js';
import type { Session } from './test-app.js';

/** A multipart POST as the web app sends it: session cookie, CSRF header, optional Idempotency-Key. */
export function postMultipart(
  app: FastifyInstance,
  session: Session,
  url: string,
  parts: Part[],
  key?: string,
): Promise<LightMyRequestResponse> {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      ...body.headers,
      cookie: session.cookie,
      [CSRF_HEADER]: session.csrf,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

export type SingleOrder = {
  clientId: string;
  file: Uint8Array;
  product?: string;
  trt?: boolean;
  roa?: boolean;
  wi?: boolean;
  ownerId?: string;
  filename?: string;
};

/** The parts of one client's order with its signed 8821 (POST /api/forms/upload8821). */
export function singleOrderParts(o: SingleOrder): Part[] {
  return [
    { name: 'product', value: o.product ?? 'TAXLENS:NEXT_DAY' },
    { name: 'taxReturnTranscripts', value: String(o.trt ?? false) },
    { name: 'recordOfAccount', value: String(o.roa ?? false) },
    { name: 'wageIncome', value: String(o.wi ?? false) },
    ...(o.ownerId ? [{ name: 'ownerId', value: o.ownerId }] : []),
    { name: 'clientId', value: o.clientId },
    { name: 'formName', value: 'Form 8821' },
    { name: 'file', filename: o.filename ?? '8821.pdf', bytes: o.file },
  ];
}
