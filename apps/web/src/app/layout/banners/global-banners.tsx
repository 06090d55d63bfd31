import { GlobalNoticeBanners } from '../../../features/notices';

/** The slot for global notices (spec 1 §2, §4), served by the content service. */
export function GlobalBanners() {
  return <GlobalNoticeBanners />;
}
