import type { Evidence, InstallmentState, Located, ModuleFacts, Notice, OicState, ReadModule } from '../types.js';
import { noticeKind } from './wordings.js';
import { classify, evidenceOf, type Event } from './events.js';
import { deriveActBy, deriveStage } from './stage.js';

const headerEvidence = (v: Located<unknown>, amountCents: number | null, date: string | null = null): Evidence => ({
  ...v.at,
  code: null,
  date,
  amountCents,
  text: v.text,
});

/** Every fact of one module from its rows (sorted by date) and its header, each with its evidence. */
export function deriveModule(module: ReadModule): Omit<ModuleFacts, 'refusal'> {
  const { events, review } = classify(module);
  const evidence: Record<string, Evidence[]> = {};
  const cite = (fact: string, e: Evidence) => (evidence[fact] ??= []).push(e);
  const on = (effect: Event['effect']) => events.filter((e) => e.effect === effect);

  // Filed: an unreversed TC 150 that is not a substitute; after an SFR the taxpayer's own return is a TC 976.
  const returns = on('return_filed');
  const own = returns.find((e) => !e.sfr);
  const sfrRow = returns.find((e) => e.sfr);
  const dup = on('duplicate_return')[0];
  let filed: ModuleFacts['filed'] = false;
  let filedOn: string | null = null;
  if (module.dataNotFound) {
    filed = 'unknown';
    cite('filed', headerEvidence(module.dataNotFound, null));
  } else if (own) {
    filed = true;
    filedOn = own.row.date;
    cite('filed', evidenceOf(own.row));
  } else if (dup) {
    filed = true;
    filedOn = dup.row.date;
    cite('filed', evidenceOf(dup.row));
  } else {
    const why = module.noRecord ?? module.returnNotPresent;
    if (why) cite('filed', headerEvidence(why, null));
  }
  if (sfrRow) cite('sfr', evidenceOf(sfrRow.row));
  if (filedOn) evidence.filedOn = [...(evidence.filed ?? [])];

  const amendments = [...on('amended')];
  for (const a of amendments) cite('amended', evidenceOf(a.row));

  const balanceCents = module.balance?.value ?? null;
  if (module.balance) cite('balanceCents', headerEvidence(module.balance, balanceCents));
  if (module.accruedInterest)
    cite(
      'accruedInterestCents',
      headerEvidence(module.accruedInterest, module.accruedInterest.value, module.interestAsOf),
    );
  if (module.accruedPenalty)
    cite('accruedPenaltyCents', headerEvidence(module.accruedPenalty, module.accruedPenalty.value, module.penaltyAsOf));
  const printed = module.transactions.reduce((sum, r) => sum + (r.amountCents ?? 0), 0);
  if (balanceCents !== null && module.transactions.length > 0 && printed !== balanceCents) {
    review.push({
      ...module.balance!.at,
      text: module.balance!.text,
      why: `the rows add up to ${printed} cents, the account balance is ${balanceCents}`,
    });
  }

  // Liens: each TC 582 opens one, each TC 583 closes the oldest open one (rows are not linked).
  const open: Event[] = [];
  let liens = 0;
  // Collection states, walked in date order; a TC 972 undoes the 971 action it names.
  let installmentAgreement: InstallmentState = 'none';
  let iaSince: Event | null = null;
  let cnc: Event | null = null;
  let legal: Event | null = null;
  let oic: OicState = 'none';
  let oicSince: Event | null = null;
  const finals: Event[] = [];
  const levies: Event[] = [];
  const notices: Notice[] = [];
  const noticeEvents: Event[] = [];
  const freezes = new Map<string, Event>();
  let paymentsCents = 0;
  let lastPaymentOn: string | null = null;
  for (const e of events) {
    const ev = evidenceOf(e.row);
    switch (e.effect) {
      case 'lien':
        liens += 1;
        open.push(e);
        cite('lienFiledOn', ev);
        cite('lienReleased', ev);
        break;
      case 'lien_released':
        open.shift();
        cite('lienFiledOn', ev);
        cite('lienReleased', ev);
        break;
      case 'final_notice':
        finals.push(e);
        cite('levyNoticeOn', ev);
        break;
      case 'levy':
        levies.push(e);
        cite('levyOn', ev);
        break;
      case 'notice':
        notices.push({ notice: e.cp ?? 'unnumbered', date: e.row.date, kind: e.cp ? noticeKind(e.cp) : 'other' });
        noticeEvents.push(e);
        cite('notices', ev);
        break;
      case 'amended':
        break;
      case 'ia_pending':
      case 'ia_established':
      case 'ia_defaulted':
      case 'ia_terminated':
        installmentAgreement = e.effect.slice(3) as InstallmentState;
        iaSince = e;
        cite('installmentAgreement', ev);
        break;
      case 'reversal':
        if (e.reverses === 'final_notice') finals.pop();
        else if (e.reverses?.startsWith('ia_')) {
          // A 972 of a pending agreement is a rejection or withdrawal: no agreement (IRM 5.14.1).
          installmentAgreement = 'none';
          iaSince = null;
          cite('installmentAgreement', ev);
        } else if (e.reverses === 'levy') levies.pop();
        else if (e.reverses === 'notice') {
          noticeEvents.pop();
          notices.pop();
        }
        break;
      case 'cnc':
        cnc = e;
        cite('cnc', ev);
        break;
      case 'cnc_reversed':
        cnc = null;
        cite('cnc', ev);
        break;
      case 'legal_freeze':
        legal = e;
        cite('bankruptcy', ev);
        break;
      case 'legal_freeze_reversed':
        legal = null;
        cite('bankruptcy', ev);
        break;
      case 'oic_pending':
        oic = 'pending';
        oicSince = e;
        cite('oic', ev);
        break;
      case 'oic_closed':
        oic = 'closed';
        oicSince = null;
        cite('oic', ev);
        break;
      case 'oic_accepted':
        oic = 'accepted';
        oicSince = null;
        cite('oic', ev);
        break;
      case 'freeze':
        freezes.set('credit hold (TC 570)', e);
        break;
      case 'freeze_released':
        freezes.delete('credit hold (TC 570)');
        break;
      case 'payment':
      case 'credit':
        if ((e.row.amountCents ?? 0) < 0) {
          paymentsCents += -(e.row.amountCents ?? 0);
          lastPaymentOn = e.row.date;
          cite('paymentsCents', ev);
        }
        break;
      default:
        break;
    }
  }
  if (legal) freezes.set('bankruptcy or legal action (TC 520)', legal);
  if (dup && own) freezes.set('duplicate return (TC 976)', dup);
  const lienFiledOn =
    open
      .map((e) => e.row.date ?? '')
      .sort()
      .at(-1) || null;
  const facts = {
    balanceCents,
    lienOpen: open.at(-1) ?? null,
    finalNotice: finals.at(-1) ?? null,
    levy: levies.at(-1) ?? null,
    noticeEvents,
    iaHold: installmentAgreement === 'pending' || installmentAgreement === 'established' ? iaSince : null,
    cnc,
    legal,
    oicPending: oic === 'pending' ? oicSince : null,
    balanceAt: module.balance,
    events,
  };
  const stage = deriveStage(facts);
  if (stage.at) cite('stage', stage.evidence!);
  return {
    title: module.title,
    form: module.form,
    taxPeriod: module.taxPeriod,
    tin: module.tin,
    names: module.names,
    requestDate: module.requestDate,
    responseDate: module.responseDate,
    trackingNumber: module.trackingNumber,
    filed,
    filedOn,
    returnReceivedOn: module.returnReceivedOn?.value ?? null,
    sfr: Boolean(sfrRow),
    amended: amendments.length > 0,
    balanceCents,
    accruedInterestCents: module.accruedInterest?.value ?? null,
    accruedPenaltyCents: module.accruedPenalty?.value ?? null,
    asOf: module.interestAsOf ?? module.penaltyAsOf,
    lienFiledOn,
    lienReleased: liens > 0 && open.length === 0,
    levyNoticeOn: facts.finalNotice?.row.date ?? null,
    levyOn: facts.levy?.row.date ?? null,
    notices,
    installmentAgreement,
    cnc: Boolean(cnc),
    bankruptcy: Boolean(legal),
    freezes: [...freezes.keys()],
    oic,
    paymentsCents,
    lastPaymentOn,
    needsReview: review.length
      ? {
          lines: review.map(({ why: _why, ...place }) => place),
          why: [...new Set(review.map((r) => r.why))].join('; '),
        }
      : null,
    stage: { name: stage.name, reachedOn: stage.reachedOn, at: stage.at },
    actBy: deriveActBy({
      ...facts,
      lienFiledOn,
      responseDate: module.responseDate,
      asOf: module.interestAsOf,
      stage: stage.name,
    }),
    evidence,
    transactions: module.transactions,
    at: module.at,
  };
}
