import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type BundleInput, bundleInputSchema, type ClientDetail } from '@taxlens/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { Modal } from '../../../shared/ui/modal';
import { showToast } from '../../../shared/ui/toasts';
import { useSaveBundle } from '../api/save-bundle';
import { useFindClients } from '../api/find-clients';

type Member = { id: string; name: string };
type Fields = { name: string; members: Member[] };

/** The body of the bundle call, checked with the server's schema; a refused client list is the members' issue. */
const resolver = bodyResolver(
  bundleInputSchema,
  (values: Fields) => ({ name: values.name, clientIds: values.members.map((m) => m.id) }),
  (path) => (path[0] === 'clientIds' ? 'members' : path[0] === undefined ? undefined : String(path[0])),
);

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
  const { register, handleSubmit, setValue, watch, formState } = useForm<Fields, unknown, BundleInput>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      name: bundle?.name ?? client.businessName,
      members: bundle
        ? bundle.clients.map((c) => ({ id: c.id, name: c.businessName }))
        : [{ id: client.id, name: client.businessName }],
    },
  });
  const members = watch('members');
  const setMembers = (next: Member[]) => setValue('members', next, { shouldValidate: formState.isSubmitted });
  const refusal = formState.errors.name?.message ?? formState.errors.members?.message;
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 500);
  const found = useFindClients(debounced);
  const save = useSaveBundle(client.id, bundle?.id ?? null);
  const candidates = (found.data ?? []).filter((c) => !members.some((m) => m.id === c.key));

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        showToast({ message: 'Bundle saved', type: 'success' });
        onClose();
      },
    }),
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
      onConfirm={() => void submit()}
    >
      <Stack
        component="form"

        onSubmit={(event) => void submit(event)}
      >
        {(refusal ?? save.isError) && (
          <Alert color="red" role="alert">
            {refusal ?? save.error?.message}
          </Alert>
        )}
        <TextInput label="Bundle name" {...register('name')} />
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
