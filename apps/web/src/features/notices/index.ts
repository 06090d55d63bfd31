export { GlobalNoticeBanners } from './components/global-notice-banners';
