import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Designee } from '@taxlens/contracts';
import { useState } from 'react';
import { Modal } from '../../shared/ui/modal';
import { TableSkeletonRows } from '../../shared/ui/table-skeleton';
import { showToast } from '../../shared/ui/toasts';
import { useDesignees, useRemoveDesignee, useSaveDesignee } from './api/designees';
import { DesigneeForm } from './designees/designee-form';

/** /designees (capability addclientdesignee): the lender's Form 8821 designees. */
export function DesigneesPage() {
  const designees = useDesignees();
  const save = useSaveDesignee();
  const remove = useRemoveDesignee();
  const [editing, setEditing] = useState<Designee | 'new' | null>(null);
  const [removing, setRemoving] = useState<Designee | null>(null);

  const close = () => {
    setEditing(null);
    save.reset();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Designees</Title>
        {!editing && <Button onClick={() => setEditing('new')}>Add Designee</Button>}
      </Group>
      <Text>The people your lender names on line 2 of a client&apos;s Form 8821 to receive its tax information.</Text>
      {editing && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {editing === 'new' ? 'New designee' : `Edit ${editing.name}`}
          </Title>
          <DesigneeForm
            designee={editing === 'new' ? null : editing}
            busy={save.isPending}
            error={save.error}
            onCancel={close}
            onSubmit={(input) =>
              save.mutate(
                { id: editing === 'new' ? null : editing.id, input },
                {
                  onSuccess: (d) => {
                    showToast({ message: `${d.name} saved`, type: 'success' });
                    close();
                  },
                },
              )
            }
          />
        </Paper>
      )}
      {designees.isError ? (
        <Alert color="red">The designees could not be loaded.</Alert>
      ) : designees.data?.length === 0 ? (
        <Text>No designees yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>CAF number</Table.Th>
                <Table.Th>PTIN</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Fax</Table.Th>
                <Table.Th>Clients</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {designees.data
                ? designees.data.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{d.name}</Table.Td>
                      <Table.Td>{d.cafNumber}</Table.Td>
                      <Table.Td>{d.ptin ?? '--'}</Table.Td>
                      <Table.Td>{[d.addressLine1, d.addressLine2, `${d.city}, ${d.state} ${d.zip}`].filter(Boolean).join(', ')}</Table.Td>
                      <Table.Td>{d.phone}</Table.Td>
                      <Table.Td>{d.fax ?? '--'}</Table.Td>
                      <Table.Td>{d.clientCount}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-sm" variant="light" aria-label={`Edit ${d.name}`} onClick={() => setEditing(d)}>
                            Edit
                          </Button>
                          <Button size="compact-sm" variant="light" color="red" aria-label={`Remove ${d.name}`} onClick={() => setRemoving(d)}>
                            Remove
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                : TableSkeletonRows({ columns: 8 })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        id="remove-designee"
        opened={removing !== null}
        title="Remove this designee?"
        confirmLabel="Remove"
        cancelLabel="Cancel"
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast({ message: `${removing.name} removed`, type: 'success' });
              setRemoving(null);
            },
          })
        }
      >
        {removing ? `${removing.name} will no longer be named on any client's Form 8821.` : null}
      </Modal>
    </Stack>
  );
}
