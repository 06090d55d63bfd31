import { lazy, Suspense, useState } from 'react';
import { addSeenNotice, getSeenNotices } from '../../../shared/storage/local-store';
import { useGlobalNotices } from '../api/get-global-notices';

// The banners' code (Mantine's Alert, the notice's HTML to React) is fetched only when a notice is
// to be shown: most first loads have none (docs/decisions/221).
const NoticeBannerList = lazy(() => import('./notice-banner-list').then((m) => ({ default: m.NoticeBannerList })));

/** Spec 1 §2/§4: the global notices not hidden; a hidden notice is remembered by id in local storage. */
export function GlobalNoticeBanners() {
  const notices = useGlobalNotices();
  const [hidden, setHidden] = useState<string[]>(getSeenNotices);
  const shown = (notices.data ?? []).filter((n) => !hidden.includes(String(n.id)));
  if (shown.length === 0) return null;
  const hide = (id: string) => {
    addSeenNotice(id);
    setHidden(getSeenNotices());
  };
  return (
    <Suspense fallback={null}>
      <NoticeBannerList notices={shown} onHide={hide} />
    </Suspense>
  );
}
