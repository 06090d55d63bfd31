import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClientDetail } from '@taxlens/contracts';
import { useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { showToast } from '../../../shared/ui/toasts';
import { useSaveBundle } from '../api/save-bundle';
import { useFindClients } from '../api/find-clients';

type Member = { id: string; name: string };

/** Creates or edits the client's bundle: a name and 2 to 10 related clients, this client first. */
export function BundleEditor({
  client,
  opened,
  onClose,
}: {
  client: ClientDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const bundle = client.bundle;
  const [name, setName] = useState(bundle?.name ?? client.businessName);
  const [members, setMembers] = useState<Member[]>(
    bundle
      ? bundle.clients.map((c) => ({ id: c.id, name: c.businessName }))
      : [{ id: client.id, name: client.businessName }],
  );
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 500);
  const found = useFindClients(debounced);
  const save = useSaveBundle(client.id, bundle?.id ?? null);
  const candidates = (found.data ?? []).filter((c) => !members.some((m) => m.id === c.key));

  const submit = () =>
    save.mutate(
      { name, clientIds: members.map((m) => m.id) },
      {
        onSuccess: () => {
          showToast({ message: 'Bundle saved', type: 'success' });
          onClose();
        },
      },
    );

  return (
    <Modal
      id="bundle-editor"
      opened={opened}
      title={bundle ? 'Edit Bundle' : 'Create Bundle'}
      size={640}
      confirmLabel="Save Bundle"
      cancelLabel="Cancel"
      onCancel={onClose}
      onConfirm={submit}
    >
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <TextInput label="Bundle name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <div>
          <Text fw={500} size="sm">
            Clients in the bundle
          </Text>
          <List spacing={4} listStyleType="none" aria-label="Clients in the bundle">
            {members.map((m, i) => (
              <List.Item key={m.id}>
                <Group gap="xs">
                  <Text span>{m.name}</Text>
                  {m.id !== client.id && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${m.name}`}
                      onClick={() => setMembers(members.filter((_, j) => j !== i))}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </div>
        <TextInput
          type="search"
          label="Find a client to add"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autoComplete="off"
        />
        {debounced.trim() !== '' && found.data && candidates.length === 0 && <Text size="sm">No results found</Text>}
        <Group gap="xs">
          {candidates.map((c) => (
            <Button
              key={c.key}
              size="compact-sm"
              variant="light"
              onClick={() => setMembers([...members, { id: c.key, name: c.value }])}
            >
              {`Add ${c.value}`}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
