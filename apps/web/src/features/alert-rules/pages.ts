export { AlertRulesPage } from './alert-rules-page';
