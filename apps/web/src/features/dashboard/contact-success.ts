/** Spec 1 §2: the query a return from the contact form carries, and how long its banner stays. */
export const CONTACT_SUCCESS_MESSAGE = 'contact_success';
export const CONTACT_SUCCESS_BANNER_MS = 10_000;
export const CONTACT_SUCCESS_TEXT =
  'Your inquiry has been sent. A member of our Customer Success team will contact you as soon as possible.';

export const showsContactSuccess = (search: URLSearchParams): boolean =>
  search.get('message') === CONTACT_SUCCESS_MESSAGE;
