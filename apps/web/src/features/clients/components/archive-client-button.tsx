import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../../shared/ui/toasts';
import { useArchiveClient } from '../api/archive-client';

// The confirmation's modal (focus trap, scroll area, portal) comes with the first click, not with the
// client page's first view (decision 317); mounted from then on, it opens and closes as before.
const Modal = lazy(() => import('../../../shared/ui/modal').then((m) => ({ default: m.Modal })));

/** Archive and close, after a confirmation: the client leaves ordering and monitoring. */
export function ArchiveClientButton({ clientId, businessName }: { clientId: string; businessName: string }) {
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const archive = useArchiveClient(clientId);
  return (
    <>
      <Button
        color="red"
        variant="light"
        onClick={() => {
          setEverOpened(true);
          setOpened(true);
        }}
      >
        Archive Client
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <Modal
            id="archive-client"
            opened={opened}
            title="Archive this client?"
            confirmLabel="Archive"
            cancelLabel="Cancel"
            onCancel={() => setOpened(false)}
            onConfirm={() =>
              archive.mutate(undefined, {
                onSuccess: () => {
                  setOpened(false);
                  showToast({ message: `${businessName} was archived`, type: 'success' });
                },
              })
            }
          >
            {`${businessName} will be closed: no new orders and no monitoring. Its reports stay available.`}
          </Modal>
        </Suspense>
      )}
    </>
  );
}
