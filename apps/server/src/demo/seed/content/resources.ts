import { REJECTION_REASONS, type RejectionReason } from '@taxlens/contracts';
import { REJECTION_HELP } from './faq-rejections.js';

export type PdfSection = { heading: string; paragraphs?: string[]; bullets?: string[] };
export type SeedResource = { title: string; excerpt: string; fileName: string; colour: string; sections: PdfSection[] };

export const RESOURCES: SeedResource[] = [
  {
    title: 'Form 8821 completion guide',
    excerpt: 'Line by line: how your client fills in and signs Form 8821 so the IRS accepts it the first time.',
    fileName: 'taxlens-form-8821-guide.pdf',
    colour: '#1c7ed6',
    sections: [
      {
        heading: 'Before you start',
        paragraphs: [
          "Form 8821 (Tax Information Authorization) lets the IRS release your client's tax information to TaxLens as designee. A form that is filled in correctly is processed in one pass; most delays come from the few lines below.",
        ],
      },
      {
        heading: 'Line 1: Taxpayer information',
        bullets: [
          'Legal name exactly as on the last return filed.',
          'EIN for a business, SSN for an individual or sole proprietor.',
          'Full street address with ZIP code and a daytime phone number.',
        ],
      },
      {
        heading: 'Line 2: Designee',
        bullets: [
          'Use the TaxLens designee block printed on the template, with its CAF number.',
          'Do not add or change designees.',
        ],
      },
      {
        heading: 'Line 3: Tax information',
        bullets: [
          'Income: form 1120, 1120-S, 1065 or 1040, years such as 2021 through 2025.',
          'Employment: form 941 (quarterly) and 940 where relevant.',
          'For monitoring, include future years (the IRS accepts up to three years after it receives the form).',
        ],
      },
      {
        heading: 'Lines 4 to 6',
        bullets: [
          'Line 4 must stay unchecked: a checked line 4 is not recorded on the CAF.',
          'Line 5a must be checked so copies of tax information reach the designee.',
          'Line 6: leave unchecked unless earlier authorizations should be revoked.',
        ],
      },
      {
        heading: 'Line 7: Signature',
        bullets: [
          'Signed by the taxpayer or, for a business, an officer, general partner or LLC member.',
          'Date and title beside the signature.',
          'The IRS must receive the form within 120 days of the signature date.',
        ],
      },
      {
        heading: 'Uploading',
        paragraphs: ['Scan all pages into one PDF (200 dpi or more) and drag it onto DRAG 8821 on the order form.'],
      },
    ],
  },
  {
    title: 'Rejection reasons and how to fix them',
    excerpt: 'Every reason a Form 8821 can be rejected, what it means, and what to send instead.',
    fileName: 'taxlens-rejection-reasons.pdf',
    colour: '#e03131',
    sections: (Object.keys(REJECTION_REASONS) as RejectionReason[]).map((code) => ({
      heading: REJECTION_REASONS[code],
      paragraphs: [
        `What it means: ${REJECTION_HELP[code].means}`,
        `How to fix it: ${REJECTION_HELP[code].fix.replaceAll('**', '')}`,
      ],
    })),
  },
  {
    title: 'Delivery speeds and cut-off times',
    excerpt: 'When each delivery speed arrives, which business days count, and when to choose which.',
    fileName: 'taxlens-delivery-speeds.pdf',
    colour: '#2f9e44',
    sections: [
      {
        heading: 'The speeds',
        bullets: [
          'Express: within 2 hours.',
          'Same Day: by 7 PM ET the same business day.',
          'Next Day: by 7 PM ET the following business day.',
          'Three Day: 3 business days.',
          'Ten Day: 10 business days.',
          'Thirty Day: 30 business days.',
          'On Demand: by 7 PM ET the next business day, with the authorization on file.',
          'Monthly: tax return transcripts every month while monitored.',
        ],
      },
      {
        heading: 'Business days',
        paragraphs: [
          'Business days are Monday to Friday except US federal holidays. Times are Eastern Time. An order placed after the cut-off counts from the next business day.',
        ],
      },
      {
        heading: 'Choosing',
        paragraphs: [
          'Use Express or Same Day for a closing that cannot wait (if your account offers them), Next Day or Three Day for active underwriting, and Ten or Thirty Day for portfolio reviews and renewals.',
        ],
      },
    ],
  },
  {
    title: 'Monitoring your portfolio',
    excerpt:
      'How monitoring checks your clients again, what triggers an alert, and how to keep authorizations current.',
    fileName: 'taxlens-monitoring-guide.pdf',
    colour: '#f08c00',
    sections: [
      {
        heading: 'What monitoring does',
        paragraphs: [
          'Each monitored client is checked again at its frequency (monthly, semi-monthly or weekly). New IRS data is compared with the last report, and changes become alerts.',
        ],
      },
      {
        heading: 'What triggers an alert',
        bullets: [
          'A new balance, or a balance without a payment plan.',
          'A federal tax lien, especially one filed in the last 45 days.',
          'A levy notice.',
          'An installment agreement in default.',
          'An income tax return or Form 941 not filed.',
        ],
      },
      {
        heading: 'Keeping authorizations current',
        paragraphs: [
          'Monitoring works only while the Form 8821 covers the current tax year. Watch Portfolio, Expiring Forms and upload a newly signed form before the old one runs out.',
        ],
      },
      {
        heading: 'Notifications',
        paragraphs: [
          'In Account Settings choose, per notification type, all orders or clients of your organization, only your own, or none.',
        ],
      },
    ],
  },
];
