import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import type { ClientDetail } from '@taxlens/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { BundleEditor } from './lazy-forms';

/** The bundle the client belongs to (related entities ordered together), with create and edit. */
export function BundleCard({ client }: { client: ClientDetail }) {
  const [editing, setEditing] = useState(false);
  const bundle = client.bundle;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Bundle
      </Title>
      {bundle ? (
        <>
          <Text>{bundle.name}</Text>
          <List aria-label="Clients of the bundle">
            {bundle.clients.map((c) => (
              <List.Item key={c.id}>
                {c.id === client.id ? (
                  `${c.businessName} (this client)`
                ) : (
                  <Anchor component={Link} to={`/client/${c.id}`}>
                    {c.businessName}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text>This client is not part of a bundle.</Text>
      )}
      {client.permissions.edit && (
        <Button variant="light" w="fit-content" onClick={() => setEditing(true)}>
          {bundle ? 'Edit Bundle' : 'Create Bundle'}
        </Button>
      )}
      {editing && <BundleEditor client={client} opened={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
