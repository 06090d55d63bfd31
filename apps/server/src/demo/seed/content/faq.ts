import { REJECTION_REASONS, type RejectionReason } from '@taxlens/contracts';
import { REJECTION_HELP } from './faq-rejections.js';

export type SeedFaq = { category: string; title: string; markdown: string };

export const FAQ_CATEGORIES = [
  'Ordering reports',
  'Form 8821',
  'Delivery speeds',
  'Rejected forms',
  'Monitoring and alerts',
  'Account and security',
  'Billing',
] as const;

const DELIVERY_HELP: [string, string][] = [
  [
    'Express',
    'The report is delivered **within 2 hours** of the order, when the IRS systems are available (weekdays, business hours). Only lenders with express ordering see this option.',
  ],
  [
    'Same Day',
    'Orders placed on a business day are delivered **by 7 PM ET the same day**. Only lenders with same-day ordering see this option.',
  ],
  [
    'Next Day',
    'Delivered **by 7 PM ET the following business day**. Weekends and US federal holidays are not business days.',
  ],
  ['Three Day', 'Delivered within **3 business days**.'],
  ['Ten Day', 'Delivered within **10 business days**; the usual choice for routine renewals.'],
  ['Thirty Day', 'Delivered within **30 business days**, at the lowest price.'],
  [
    'On Demand',
    'For lenders with on-demand ordering: no form upload and no speed to choose; the report arrives **by 7 PM ET the next business day** using the authorization already on file.',
  ],
  ['Monthly', 'Not a one-off report: **tax return transcripts** are pulled every month while the client is monitored.'],
];

const GENERAL: SeedFaq[] = [
  {
    category: 'Ordering reports',
    title: 'How do I order a report?',
    markdown: [
      "Use **Place Order** in the header and type the client's name, or open the client and choose Place Order.",
      '',
      '1. Choose the report type (it is chosen for you if your account has only one).',
      '2. Choose the delivery speed.',
      '3. Choose any add-ons (tax return transcripts, record of account, wage and income).',
      "4. Drag the client's signed Form 8821 onto **DRAG 8821**, then select **Place Order**.",
      '',
      'You see **Order Placed** when it worked; the order then appears under Portfolio, Orders.',
    ].join('\n'),
  },
  {
    category: 'Ordering reports',
    title: 'Why is the order form disabled for a client?',
    markdown:
      'A client can have one pending order at a time. The warning above the form says which delivery speed the pending order has and when it was placed. Wait for it to complete, or contact us to change it.',
  },
  {
    category: 'Ordering reports',
    title: 'What is the difference between the report types?',
    markdown: [
      '- **TaxLens Report (Standard):** balances, liens, levies, payment plans and unfiled returns for every period on the form, with the IRS transcripts.',
      '- **TaxLens Lite (Basic):** the same findings without the transcripts attached.',
      '- **4506-C:** tax return transcripts through the IRS Income Verification Express Service.',
      '- **Income Verification:** wage and income transcripts for an individual or sole proprietor.',
    ].join('\n'),
  },
  {
    category: 'Ordering reports',
    title: 'Can I order for several related businesses at once?',
    markdown:
      'Yes. When the client belongs to a bundle, the order form offers to add the other clients of the bundle. Each one needs its own signed Form 8821.',
  },
  {
    category: 'Form 8821',
    title: 'How do I fill in Form 8821?',
    markdown: [
      'Start from the pre-filled template in **Resources**. Line by line:',
      '',
      '- **Line 1, Taxpayer information:** legal name, EIN or SSN, address and daytime phone, exactly as on the last return filed.',
      '- **Line 2, Designee:** our firm, with CAF number, address and phone, as printed on the template. Do not change it.',
      '- **Line 3, Tax information:** one row per tax type: *Income* with the form number (1120, 1120-S, 1065 or 1040) and *Employment* with 941 (and 940 if needed), with the years or periods, for example 2021 through 2025.',
      '- **Line 4:** leave it **unchecked**, or the IRS will not record the authorization.',
      '- **Line 5a:** **check** it, so copies of tax information and notices reach the designee.',
      '- **Line 6:** leave unchecked unless earlier authorizations should be revoked.',
      '- **Line 7, Signature:** signed and dated by the taxpayer, or for a business by an officer, partner or member, with the **title**.',
      '',
      'The IRS must receive the form within **120 days** of the signature date.',
    ].join('\n'),
  },
  {
    category: 'Form 8821',
    title: 'Who may sign Form 8821 for a business?',
    markdown:
      'A corporate officer with authority to bind the corporation (for example the President or CEO), a general partner of a partnership, a member of an LLC (the managing member for a multi-member LLC), or a trustee or executor for a trust or estate. The title goes beside the signature on line 7.',
  },
  {
    category: 'Form 8821',
    title: 'Are electronic signatures accepted?',
    markdown:
      "Yes, if the signature comes from an e-signature service that records the signer's identity and the date (the certificate page should be part of the PDF). A typed name without such a record is not accepted.",
  },
  {
    category: 'Form 8821',
    title: 'Which files can I upload?',
    markdown:
      'PDF only, one file per client, all pages of the form in that file. Other file types are refused with *Not the right file type*.',
  },
  {
    category: 'Monitoring and alerts',
    title: 'How does monitoring work?',
    markdown: [
      'A monitored client is checked again at the frequency you chose (monthly, semi-monthly or weekly) for as long as the Form 8821 allows. Each check compares the new IRS data with the last report.',
      '',
      "When something changes, for example a new balance, a lien, a levy notice, a missed payment-plan installment or an unfiled return, you get an **alert** in the bell menu and, depending on your notification settings, an e-mail. The dashboard and Portfolio, Overview always show each client's latest findings.",
    ].join('\n'),
  },
  {
    category: 'Monitoring and alerts',
    title: 'What do Incomplete Authorizations and Expiring Forms mean?',
    markdown:
      '**Incomplete Authorizations** lists monitored clients whose form does not cover the periods monitoring needs. **Expiring Forms** lists clients whose form will soon no longer cover the current tax year; upload a new signed form before then so monitoring continues.',
  },
  {
    category: 'Monitoring and alerts',
    title: 'What does each risk category mean?',
    markdown: [
      '- **With liabilities:** a balance is owed for at least one period.',
      '- **Without payment plan:** a balance is owed with no installment agreement.',
      '- **Potential default:** an installment agreement is in default, or a new balance appeared while one runs.',
      '- **With liens / lien in last 45 days:** the IRS filed a federal tax lien.',
      '- **At risk for levy:** the IRS issued a levy notice.',
      '- **Without a lien:** a balance is owed but no lien is filed yet (a hidden liability).',
      '- **Unfiled returns:** no income tax return is on file for a recent year, or no Form 941 for the last quarter.',
    ].join('\n'),
  },
  {
    category: 'Account and security',
    title: 'How do I change my two-factor method?',
    markdown:
      'Open **Account Settings** from your name in the header and choose a method under Two-Factor Authentication: e-mail code, SMS, security key (WebAuthn) or an authenticator app. Save the settings when the new method is verified.',
  },
  {
    category: 'Account and security',
    title: 'How do I add or remove a user?',
    markdown:
      'Lender administrators use **Manage Users** in the user menu. If your company signs in through its own single sign-on, users are managed there instead.',
  },
  {
    category: 'Account and security',
    title: 'Why was I signed out?',
    markdown:
      "For your clients' security the portal signs you out after 15 minutes without activity. A banner counts down the last 30 seconds; any click or key press keeps you signed in.",
  },
  {
    category: 'Billing',
    title: 'Where do I find my invoices?',
    markdown:
      "Lender administrators and sales users open **Invoices** in the header: the current month's counts per product and past invoices with their status. **Export** downloads the month's orders as a CSV file.",
  },
  {
    category: 'Billing',
    title: 'Am I charged for a rejected form?',
    markdown:
      'No. An order whose form is rejected is not invoiced until a corrected form is processed and the report is delivered.',
  },
];

const deliveryFaqs: SeedFaq[] = DELIVERY_HELP.map(([name, text]) => ({
  category: 'Delivery speeds',
  title: `What does ${name} delivery mean?`,
  markdown: text,
}));

const rejectionFaqs: SeedFaq[] = (Object.keys(REJECTION_REASONS) as RejectionReason[]).map((code) => ({
  category: 'Rejected forms',
  title: `Rejected: ${REJECTION_REASONS[code]}`,
  markdown: `**What it means:** ${REJECTION_HELP[code].means}\n\n**How to fix it:** ${REJECTION_HELP[code].fix}`,
}));

export const FAQS: SeedFaq[] = [...GENERAL, ...deliveryFaqs, ...rejectionFaqs];
