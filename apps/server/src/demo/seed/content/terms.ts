/**
 * The Terms & Conditions, version 1: the agreement between the provider and a lender company,
 * covering every section and constant of spec 2 §2 and §9 (docs/decisions/042).
 */
export const TERMS_V1 = {
  title: 'TaxLens Portal Terms & Conditions',
  summary: 'The agreement between TaxLens and your company for tax-compliance reports and the TaxLens Portal.',
  markdown: `These Terms & Conditions (the "Agreement") are between TaxLens, Inc. ("TaxLens", "we") and the company that uses the TaxLens Portal (the "Company", "you"). By ordering Services or letting Authorized Users use the Platform, the Company accepts this Agreement. Capitalised terms are defined in section 15.

## 1. Scope and Services

1.1 **Reporting.** TaxLens prepares Reports on the Company's clients from Customer Information and the tax information the Internal Revenue Service ("IRS") releases under a Tax Information Authorization, and delivers them at the delivery speed chosen in each Order.

1.2 **Platform integration.** TaxLens gives the Company's Authorized Users access to the Platform to place Orders, upload authorization forms, receive Deliverables, alerts and invoices, and, where agreed, to connect the Company's own systems (single sign-on, data exports) to the Platform.

1.3 **Monitoring.** Where the Company orders monitoring, TaxLens checks a client again at the chosen frequency for as long as its Tax Information Authorization permits, and reports changes as alerts.

## 2. Reports

2.1 A Report is built from tax-authority account status information (balances, assessments, liens, levies, installment agreements and filing status). It is limited to the entity type, tax forms and tax periods listed on the client's Tax Information Authorization (IRS Form 8821).

2.2 A Report states the information as the tax authority held it on the date it was obtained. Tax-authority records change and may be incomplete or late; TaxLens does not audit them.

2.3 Delivery times are measured in business days (Monday to Friday except US federal holidays) and Eastern Time, from the acceptance of a complete Order.

## 3. Company Covenants

The Company shall:

- (a) order Reports only on persons and businesses that have signed a valid Tax Information Authorization naming TaxLens as designee, and only for a permissible business purpose, such as underwriting, servicing or monitoring credit;
- (b) keep each signed authorization for at least the retention period required by law and produce it to TaxLens on request;
- (c) give Platform access only to Authorized Users, keep their credentials and second factors secret, and remove access promptly when a person leaves or no longer needs it;
- (d) use Reports and Deliverables only for its own internal business purposes, and comply with every law that applies to tax information and personal information, including the Gramm-Leach-Bliley Act and applicable state privacy laws;
- (e) not resell, publish or disclose Deliverables, except to its regulators, auditors and advisers under a duty of confidentiality, or to the client the Report is about;
- (f) not reverse engineer, scrape or overload the Platform, or attempt to reach data of another company.

## 4. Fees

4.1 The Company pays the Fees for each Order as set in the Pricing Schedule. Invoices are issued monthly and are due within 30 days of the invoice date.

4.2 TaxLens may change the Fees with **30 days' written notice**; the change applies to Orders placed after the notice period ends.

4.3 Orders whose authorization form is rejected are not charged until the Report is delivered.

## 5. Term and Termination

5.1 This Agreement runs from the Company's first acceptance until terminated under this section.

5.2 **For cause.** Either party may terminate if the other materially breaches this Agreement and does not cure the breach within **30 days** of written notice describing it.

5.3 **At will.** Either party may terminate for any reason with **30 days' written notice**.

5.4 On termination the Company pays for Orders delivered and monitoring provided up to the termination date; sections 6 to 15 survive.

## 6. Non-Solicitation

During the term and for **12 months** after it ends, neither party shall solicit for employment any employee of the other party who was involved in the Services. A party shall not employ a former employee of the other party until **6 months** have passed since that person left the other party. General advertisements not aimed at the other party's staff are not solicitation.

## 7. Warranty

7.1 TaxLens warrants that it performs the Services with reasonable skill and care, and that each Report reflects the tax-authority information obtained for it.

7.2 The Company must give written notice of a warranty claim **within 20 days** of delivery of the Deliverable concerned. TaxLens's only obligation, and the Company's only remedy, is to correct and re-deliver the Report or, if it cannot, to refund its Fee.

## 8. Disclaimers

Except as stated in section 7, the Services, Reports and Platform are provided "as is". TaxLens gives no other warranty, express or implied, including of merchantability, fitness for a particular purpose or accuracy of tax-authority records. Reports are information, not legal, tax or credit advice; credit decisions are the Company's alone.

## 9. Limitation of Liability

9.1 Neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data.

9.2 Each party's total liability under this Agreement is limited to the **amounts paid by the Company to TaxLens in the 3 months** before the event giving rise to the claim.

9.3 These limits do not apply to a breach of section 10, to the Company's payment obligations, or to liability that cannot be limited by law.

## 10. Confidentiality

10.1 Each party keeps the other's Confidential Information secret, uses it only for this Agreement, and protects it with at least reasonable care.

10.2 These duties last **6 years** after disclosure, except for personal information (including Customer Information and tax information), which stays confidential **without time limit**.

10.3 TaxLens protects Customer Information with encryption at rest and in transit, access controls and audit logs, and notifies the Company without undue delay of any security incident affecting it.

## 11. Ownership

TaxLens owns the Platform, its software and its report formats. The Company owns Customer Information and its own data. On payment, the Company may use Deliverables as this Agreement permits. TaxLens may use de-identified, aggregated data to operate and improve the Services.

## 12. Beta Testing

TaxLens may offer features marked beta. They are optional, provided without warranty, may change or end at any time, and their results must be checked before relying on them. Feedback the Company gives may be used by TaxLens freely.

## 13. General Provisions

13.1 **Notices** must be in writing and are given when delivered by hand, by courier or by e-mail to the address each party last gave the other.

13.2 **Assignment.** Neither party may assign this Agreement without the other's consent, except to a successor of its whole business.

13.3 **Force majeure.** Neither party is liable for delay caused by events beyond its reasonable control, including outages of tax-authority systems.

13.4 **Entire agreement; changes.** This Agreement and the Pricing Schedule are the whole agreement. TaxLens may publish a new version of these Terms & Conditions; Authorized Users are asked to accept it at their next sign-in, and continued use after that is acceptance.

13.5 **Severability; waiver.** An unenforceable provision is limited to the extent necessary; the rest stays in force. A failure to enforce is not a waiver.

13.6 **Governing law.** This Agreement is governed by the law of the Commonwealth of Pennsylvania, without regard to its conflict-of-law rules.

## 14. Dispute Resolution and Arbitration

14.1 A party that has a dispute gives written notice. Senior representatives of both parties meet (in person or by video) **within 30 days** of that notice to try to resolve it.

14.2 A dispute not resolved within 30 days after that meeting is settled by binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, before a **single arbitrator** who has at least **15 years'** experience in commercial or financial-services law. The seat is Philadelphia, Pennsylvania.

14.3 The parties exchange relevant documents **within 60 days** of the arbitrator's appointment. Each party may take **at most 3 depositions**, each lasting **at most 4 hours**.

14.4 The arbitrator may award **pre-award interest at 5%** per year, and may not award damages excluded by section 9. Judgment on the award may be entered in any competent court.

14.5 Any claim must be brought **within 1 year** after the cause of action arises, or it is barred.

14.6 Either party may seek urgent injunctive relief in court to protect its Confidential Information or intellectual property.

## 15. Definitions

- **Authorized User:** an employee or agent of the Company whom the Company has authorized to use the Platform on its behalf.
- **Confidential Information:** non-public information a party discloses to the other, including Customer Information, Deliverables, pricing and the Platform.
- **Customer Information:** information about a client of the Company that the Company provides to TaxLens: a business name with its employer identification number, and/or a credit guarantor's personal name with social security number; it may also include address, phone number and entity type.
- **Deliverable:** a Report together with the associated tax-authority transcripts.
- **Fee:** the price of a Service as set in the Pricing Schedule.
- **Order:** an order by the Company for Services, placed through the Platform or in writing.
- **Platform:** the TaxLens Portal and its interfaces.
- **Pricing Schedule:** the schedule of Fees agreed with the Company, as changed under section 4.2.
- **Report:** a tax-compliance report TaxLens prepares under section 2.
- **Tax Information Authorization:** IRS Form 8821 (or its successor) signed by the taxpayer, naming TaxLens as designee.
`,
};
