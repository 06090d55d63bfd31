import type { TaxPeriod } from '@taxlens/contracts';
import type { ScenarioModule } from '@taxlens/transcripts';

const DAY = 86_400_000;
const daysAgo = (today: string, n: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) - n * DAY).toISOString().slice(0, 10);
const dotted = (iso: string) => `${iso.slice(5, 7)}.${iso.slice(8, 10)}.${iso.slice(0, 4)}`;

/**
 * A monitored client's Form 941 of last year's first quarter (decision 281): filed, a final notice before its
 * previous report (`before`), and on the new transcript (`module`, the client "Exam Fabrication Co" with a TIN
 * ending 9876) a lien filed 20 days ago. `alert` is the one alert its completion must raise, naming the line.
 */
export function newLienTranscript(today: string, businessName = 'Exam Fabrication Co') {
  const year = Number(today.slice(0, 4)) - 1;
  const filedOn = `${year}-04-25`;
  const finalNoticeOn = daysAgo(today, 55);
  const lienOn = daysAgo(today, 20);
  const before: TaxPeriod = {
    form: '941',
    period: `${year}Q1`,
    filed: true,
    filedOn,
    balanceCents: 2_204_600,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: finalNoticeOn,
  };
  const module: ScenarioModule = {
    form: '941',
    period: `${year}-03-31`,
    tin: 'XX-XXX9876',
    names: ['EXAM FABR CO'],
    street: '500 IN',
    requestDate: today,
    responseDate: today,
    tracking: '100000000001',
    rows: [
      { code: '150', explanation: 'Tax return filed', cycle: `${year}17`, date: filedOn, amountCents: 2_200_000 },
      { code: '971', explanation: 'Notice issued', date: filedOn, amountCents: 0, details: ['CP 0161'] },
      {
        code: '971',
        explanation: 'Intent to levy collection due process notice',
        date: finalNoticeOn,
        amountCents: 0,
        details: ['LT11'],
      },
      { code: '582', explanation: 'Lien placed on assets due to balance owed', date: lienOn, amountCents: 0 },
      { code: '360', explanation: 'Fees and other expenses for collection', date: lienOn, amountCents: 4_600 },
    ],
  };
  const alert = {
    portal_alert_type: 'LENDER_ALERT',
    title: `New tax lien: ${businessName}`,
    body:
      `A federal tax lien was filed on ${dotted(lienOn)} for form 941, period ${year}Q1 (balance $22,046.00).` +
      ` Transcript line: TC 582 Lien placed on assets due to balance owed ${dotted(lienOn)}, Form 941, ${year}Q1.`,
  };
  return { before, after: { ...before, lienFiledOn: lienOn }, module, alert };
}
