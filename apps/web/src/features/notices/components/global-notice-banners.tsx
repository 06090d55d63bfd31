import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { addSeenNotice, getSeenNotices } from '../../../shared/storage/local-store';
import { useGlobalNotices } from '../api/get-global-notices';
import { NoticeContent } from './notice-content';

const COLORS: Record<string, string> = { warning: 'yellow', positive: 'green' };

/** Spec 1 §2/§4: banners by type; a hidden notice is remembered by id in local storage. */
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
    <Stack gap={0} role="region" aria-label="Notices">
      {shown.map((n) => (
        <Alert
          key={n.id}
          radius={0}
          color={COLORS[n.type] ?? 'blue'}
          title={n.title}
          withCloseButton
          closeButtonLabel={`Hide notice: ${n.title}`}
          onClose={() => hide(String(n.id))}
          data-notice-type={n.type}
          // The light variant's coloured title fails contrast for yellow; the text colour keeps 4.5:1.
          styles={{ title: { color: 'var(--mantine-color-text)' }, label: { color: 'var(--mantine-color-text)' } }}
        >
          <NoticeContent html={n.content} />
        </Alert>
      ))}
    </Stack>
  );
}
