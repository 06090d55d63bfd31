export { TrendsPage } from './trends-page';
