export { WhitelistPage } from './whitelist-page';
