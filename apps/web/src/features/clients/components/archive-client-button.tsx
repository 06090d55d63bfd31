import { Button } from '@mantine/core';
import { useState } from 'react';
import { ModalOnDemand } from '../../../shared/ui/modal-on-demand';
import { showToast } from '../../../shared/ui/toasts';
import { useArchiveClient } from '../api/archive-client';

/**
 * Archive and close, after a confirmation: the client leaves ordering and monitoring. The confirmation's code comes
 * with the first click, not with the client page's first view (decision 317).
 */
export function ArchiveClientButton({ clientId, businessName }: { clientId: string; businessName: string }) {
  const [opened, setOpened] = useState(false);
  const archive = useArchiveClient(clientId);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        Archive Client
      </Button>
      <ModalOnDemand
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
      </ModalOnDemand>
    </>
  );
}
