export { FaqPage } from './faq-page';
export { ResourcesPage } from './resources-page';
export { TermsPage } from './terms-page';
