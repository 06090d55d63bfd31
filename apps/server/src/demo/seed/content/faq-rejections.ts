import type { RejectionReason } from '@taxlens/contracts';

/** For each rejection reason of spec 2 §8: what it means, and how the lender fixes it. */
export const REJECTION_HELP: Record<RejectionReason, { means: string; fix: string }> = {
  SECTION_4_CHECKED: {
    means:
      'Line 4 ("Specific use not recorded on the CAF") is checked. The IRS then does not record the authorization on its Centralized Authorization File, so we cannot request transcripts with it.',
    fix: 'Have the client sign a new Form 8821 with line 4 left blank, and upload it with **Replace 8821** on the client page.',
  },
  SECTION_3_INCOMPLETE_INCORRECT: {
    means:
      'Line 3 (tax information) is missing a column, or does not cover the tax types, form numbers or years the report needs.',
    fix: 'Fill in every column of line 3: type of tax information (Income, Employment), tax form number (for example 1120, 1120-S, 1065, 1040, 941) and the years or periods. Use the pre-filled template from Resources, which covers the current year and the prior four.',
  },
  SECTION_2_INCOMPLETE_INCORRECT: {
    means:
      'Line 2 (designee) does not name our firm exactly, or its CAF number, address or phone number is missing or wrong.',
    fix: 'Copy the designee block from the Form 8821 template in Resources word for word, including the CAF number.',
  },
  SECTION_1_INCOMPLETE_INCORRECT: {
    means:
      'Line 1 (taxpayer information) is incomplete: a missing or wrong name, tax id, address or daytime phone number.',
    fix: 'Enter the legal name and tax id exactly as the IRS has them (as on the last return filed) and the full address with ZIP code.',
  },
  SECTION_5A_NOT_CHECKED: {
    means:
      'Line 5a, which lets the IRS send copies of tax information and notices to the designee, is not checked. Transcript delivery needs it.',
    fix: 'Send a new form with the box on line 5a checked.',
  },
  SIGNATURE_MISSING_DECLINED: {
    means: 'The form has no signature on line 7, or the signature was declined in the e-signature service.',
    fix: 'Have the taxpayer (or, for a business, an officer or member with authority) sign line 7 and upload the signed form.',
  },
  SIGNATURE_DATE_MISSING_ILLEGIBLE: {
    means:
      'The signature date on line 7 is missing or cannot be read. The IRS must receive the form within 120 days of that date.',
    fix: 'Have the form signed and dated again, and upload it promptly.',
  },
  NAME_EIN_SSN_ADDRESS_MISMATCH_IRS: {
    means: 'The IRS reports that the name, tax id or address on the form does not match its records.',
    fix: 'Check the name and tax id against the last return the client filed (for a business, the name control on the EIN letter, IRS Letter 147C). A recent move may need Form 8822 first.',
  },
  EIN_SSN_MISMATCH_PORTAL: {
    means: 'The tax id on the uploaded form differs from the one entered for the client in the portal.',
    fix: 'Correct whichever one is wrong: edit the client information, or upload a corrected form.',
  },
  UNABLE_TO_DETERMINE_ISSUE: {
    means: 'The IRS rejected the request without saying why.',
    fix: 'We contact the IRS on your behalf and tell you what we learn. Often a freshly signed form solves it; contact us if you want to send one straight away.',
  },
  UNABLE_TO_PROCESS: {
    means: 'The IRS could not process the request in this cycle (for example an account under review).',
    fix: 'Upload a newly signed form; if the rejection repeats, contact us and we will look into the account.',
  },
  IDENTITY_THEFT: {
    means:
      'The IRS has an identity-theft indicator on the account. It does not release transcripts to third parties while it is there.',
    fix: 'The taxpayer must resolve it with the IRS Identity Protection Specialized Unit; order again once they confirm it is cleared.',
  },
  REVOKED: {
    means: 'The taxpayer revoked the authorization with the IRS.',
    fix: 'Talk to your client; a new order needs a newly signed Form 8821.',
  },
  INCORRECT_FORM_UPLOADED: {
    means: 'The uploaded document is not a Form 8821 (often a Form 4506-C, a Form 2848 or a page of another document).',
    fix: 'Upload the signed Form 8821, all pages, as one PDF.',
  },
  NO_INCOME_MONITORING_AUTH: {
    means: 'The form does not cover the future tax years that income monitoring needs.',
    fix: 'Use the monitoring template from Resources, whose line 3 includes future years (the IRS accepts up to three years after the date it receives the form).',
  },
  SIGNER_NOT_ASSOCIATED_WITH_BUSINESS_INDIVIDUAL: {
    means:
      'The person who signed is not the taxpayer, or is not an officer, partner or member the IRS accepts for the business.',
    fix: 'Have the form signed by the individual taxpayer, or by a corporate officer, general partner or LLC member with authority to bind the business.',
  },
  FORM_ILLEGIBLE: {
    means: 'The scan or photo is too faint, cut off or blurred to read.',
    fix: 'Scan the signed form at 200 dpi or more in black and white, all pages, and upload it as a PDF.',
  },
  MISSING_INCORRECT_TITLE: {
    means: "For a business, the signer's title on line 7 is missing or is not one that can bind the business.",
    fix: 'Add a title such as President, CEO, Managing Member or General Partner on a newly signed form.',
  },
  FORM_ISSUES: {
    means: 'The form has other problems: missing pages, an outdated revision, or changes after signing.',
    fix: 'Start from the current template in Resources and send a complete, newly signed form. The rejection note names the exact issue.',
  },
  INCORRECT_ORG_TYPE: {
    means:
      'The client type in the portal does not match how the business files (for example an LLC that files as an S corporation on Form 1120-S).',
    fix: "Edit the client information and choose the type that matches its returns; the form's line 3 must list the same form numbers.",
  },
  NOT_ACCEPTED_BY_CAF: {
    means: 'The IRS Centralized Authorization File unit did not accept the authorization.',
    fix: 'Upload a newly signed form; check lines 1 to 3 against the template first.',
  },
};
