export { AccessibilityPage } from './accessibility-page';
export { FaqPage } from './faq-page';
export { NewsPage } from './news-page';
export { ResourcesPage } from './resources-page';
export { TermsPage } from './terms-page';
