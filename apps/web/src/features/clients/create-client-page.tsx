import { Anchor, Stack, Text, Title } from '@mantine/core';
import { clientTypeLabel, isClientTypeCode, type ClientInput } from '@taxlens/contracts';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../shared/ui/toasts';
import { useCreateClient } from './api/create-client';
import { ClientForm } from './components/lazy-forms';

/** /client/create?clientType= (spec 2 §2): the Form 8821 details of one of the seven client types. */
export function CreateClientPage() {
  const [search] = useSearchParams();
  const type = search.get('clientType');
  const navigate = useNavigate();
  const create = useCreateClient();
  const { reset } = create;
  // Another type from the menu starts clean, without the last type's server error.
  useEffect(() => reset(), [type, reset]);

  if (!isClientTypeCode(type)) {
    return (
      <Stack>
        <Title order={1}>Create Client</Title>
        <Text>Choose the type of client to create from the Create Client menu.</Text>
        <Anchor component={Link} to="/">
          Back to the dashboard
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack maw={760}>
      <Title order={1}>{`Create Client: ${clientTypeLabel(type)}`}</Title>
      <ClientForm
        // A new type is a new, empty form.
        key={type}
        clientType={type}
        client={null}
        submitLabel="Create Client"
        busy={create.isPending}
        error={create.error}
        onSubmit={(payload) =>
          create.mutate(payload as unknown as ClientInput, {
            onSuccess: ({ id }) => {
              showToast({ message: 'Client created', type: 'success' });
              navigate(`/client/${id}`);
            },
          })
        }
      />
    </Stack>
  );
}
