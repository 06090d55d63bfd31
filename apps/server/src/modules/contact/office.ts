/** The provider's office shown on the Contact Us map (the footer's postal address). */
export const OFFICE_NAME = 'TaxLens Portal';
export const OFFICE_ADDRESS = ['1200 Market Street, Suite 400', 'Philadelphia, PA 19107'];
