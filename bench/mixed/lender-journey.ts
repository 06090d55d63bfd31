import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { request } from '../support/http.js';
import { ORDER_CONTENT_TYPE, orderRequestPieces } from '../support/order-upload.js';
import type { SignedIn } from '../support/sign-in.js';
import type { Recorder } from './recorder.js';

export type JourneyInput = {
  baseUrl: string;
  session: SignedIn;
  agent: http.Agent;
  recorder: Recorder;
  until: number;
  thinkMs: () => number;
  /** Clients this user may order for (none has an open order; each is ordered at most once). */
  orderable: string[];
  /** Client ids to open the client page of. */
  clientIds: string[];
  pdf: Buffer;
  orderEvery: number;
};

const TERMS = [
  'smith',
  'holdings',
  'llc',
  'construction',
  'bak',
  'mar',
  'trust',
  'capital',
  'jo',
  'group',
  'services',
  'west',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One signed-in loan officer, looping until `until`: the dashboard (its three calls at once, as the
 * page loads them), alerts polling, a typeahead, a search, a client page (three calls at once) and,
 * every `orderEvery`-th round, an order: the order form's data, then the upload with the signed 8821.
 */
export async function runLenderJourney(input: JourneyInput): Promise<void> {
  const { baseUrl, session, agent, recorder } = input;
  const get = (call: string, path: string) =>
    recorder.track(call, request(`${baseUrl}${path}`, { headers: session.headers, agent }));
  const think = () => sleep(input.thinkMs());
  for (let round = 1; performance.now() < input.until; round++) {
    await Promise.all([
      get('dashboard: portfolio', '/api/dashboard/portfolio'),
      get('dashboard: reports summary', '/api/dashboard/reports/summary'),
      get('dashboard: key insights', '/api/dashboard/key-insights'),
      get('alerts: total unread (poll)', '/api/notifications/portal/alerts/totalunread'),
    ]);
    await think();
    await get('typeahead', `/api/typeahead/clients/placeorder?value=${pick(TERMS)}&size=10`);
    await think();
    await get('search', `/api/portal/search?keyword=${pick(TERMS)}&page=0&size=10`);
    await think();
    const clientId = pick(input.clientIds);
    await Promise.all([
      get('client page: client', `/api/clients/${clientId}`),
      get('client page: orders', `/api/orders/client/${clientId}`),
      get('client page: reports', `/api/neoclients/reports/${clientId}`),
    ]);
    await think();
    if (round % input.orderEvery === 0 && performance.now() < input.until) {
      const orderFor = input.orderable.pop();
      if (orderFor) {
        await get('order: form data', `/api/formdata/${orderFor}/place-order`);
        await think();
        const { head, tail } = orderRequestPieces(orderFor);
        await recorder.track(
          'order: place (upload8821)',
          request(`${baseUrl}/api/forms/upload8821`, {
            method: 'POST',
            agent,
            headers: {
              ...session.headers,
              'content-type': ORDER_CONTENT_TYPE,
              'content-length': head.length + input.pdf.length + tail.length,
              'idempotency-key': `bench-${orderFor}`,
            },
            body: [head, input.pdf, tail],
          }),
          201,
        );
        await think();
      }
    }
    await get('alerts: total unread (poll)', '/api/notifications/portal/alerts/totalunread');
  }
}
