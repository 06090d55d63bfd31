export type SeedPost = { title: string; excerpt: string; markdown: string; daysAgo: number; colour?: string };

export const NEWS: SeedPost[] = [
  {
    title: 'IRS transcript delivery: what the 2026 filing season means for your orders',
    excerpt:
      'Transcripts for the 2025 tax year appear as returns are processed; here is what to expect and how to time your orders.',
    markdown:
      'During filing season the IRS posts transcripts for the new tax year only once a return is processed, usually two to six weeks after e-filing. A report ordered before then shows the year as **not filed**. For a borrower who has just filed, order with a Three Day or Ten Day speed, or re-order once the return posts. Monitoring catches it automatically.',
    daysAgo: 6,
    colour: '#1c7ed6',
  },
  {
    title: 'Federal tax liens: why the 45-day window matters',
    excerpt:
      'A lien filed in the last 45 days often signals a fresh collection action. The dashboard now highlights it.',
    markdown:
      "A Notice of Federal Tax Lien is filed when a balance stays unpaid after notice and demand. A lien filed in the last 45 days usually means collection is active and a levy may follow. The dashboard's **lien in last 45 days** category lists these clients first, so your team can act before a levy reaches the borrower's accounts.",
    daysAgo: 20,
    colour: '#e03131',
  },
  {
    title: 'Five habits that prevent rejected Form 8821s',
    excerpt: 'Most rejections come from five avoidable mistakes. A checklist for your closing team.',
    markdown:
      '1. Start from the **template in Resources**; never retype the designee.\n2. Leave **line 4 unchecked** and **check line 5a**.\n3. Match the name and tax id to the last return filed.\n4. Have an officer, partner or member sign **with a title**.\n5. Upload within a few days: the IRS needs the form within **120 days** of signing.',
    daysAgo: 41,
    colour: '#2f9e44',
  },
];

export const RELEASES: SeedPost[] = [
  {
    title: 'Release 2026.11: contact cases and faster FAQ search',
    excerpt: 'Search the FAQ as you type, and track your inquiries with a case number.',
    markdown:
      'The FAQ page searches as you type (Esc clears, Enter jumps to the first answer). Inquiries sent from Contact Us now get a case number from our support team.',
    daysAgo: 2,
  },
  {
    title: 'Release 2026.10: security keys for two-factor sign-in',
    excerpt: 'Sign in with a YubiKey or another WebAuthn security key.',
    markdown:
      'Choose **Yubikey WEBAUTHN** under Two-Factor Authentication in Account Settings to register a security key.',
    daysAgo: 33,
  },
  {
    title: 'Release 2026.09: expiring forms list',
    excerpt: 'See which monitored clients need a new Form 8821 before monitoring stops.',
    markdown: 'Monitored lenders find **Expiring Forms** under Portfolio.',
    daysAgo: 64,
  },
  {
    title: 'Release 2026.08: invoice export',
    excerpt: "Export any month's orders as CSV from the Invoices page.",
    markdown: 'Lender administrators and sales users can export each month as a CSV file for reconciliation.',
    daysAgo: 95,
  },
  {
    title: 'Release 2026.07: bundled orders',
    excerpt: 'Order reports for related businesses in one go.',
    markdown: 'When a client belongs to a bundle, the order form offers to add the related clients.',
    daysAgo: 126,
  },
  {
    title: 'Release 2026.06: key insights on the dashboard',
    excerpt: 'The largest liabilities and unfiled returns of the last 30 days at a glance.',
    markdown: 'Lenders with key insights see them on the dashboard.',
    daysAgo: 158,
  },
];
