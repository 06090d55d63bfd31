import { Alert, Stack } from '@mantine/core';
import type { GlobalNotice } from '@taxlens/contracts';
import { NoticeContent } from './notice-content';

const COLORS: Record<string, string> = { warning: 'yellow', positive: 'green' };

/** Spec 1 §2/§4: banners by type, each with its hide button. */
export function NoticeBannerList({ notices, onHide }: { notices: GlobalNotice[]; onHide: (id: string) => void }) {
  return (
    <Stack gap={0} role="region" aria-label="Notices">
      {notices.map((n) => (
        <Alert
          key={n.id}
          radius={0}
          color={COLORS[n.type] ?? 'blue'}
          title={n.title}
          withCloseButton
          closeButtonLabel={`Hide notice: ${n.title}`}
          onClose={() => onHide(String(n.id))}
          data-notice-type={n.type}
        >
          <NoticeContent html={n.content} />
        </Alert>
      ))}
    </Stack>
  );
}
