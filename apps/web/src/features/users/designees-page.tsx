import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Designee } from '@taxlens/contracts';
import { useState } from 'react';
import { Modal } from '../../shared/ui/modal';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { showToast } from '../../shared/ui/toasts';
import { useDesignees } from './api/get-designees';
import { useRemoveDesignee } from './api/remove-designee';
import { useSaveDesignee } from './api/save-designee';
import { DesigneeForm } from './designees/designee-form';

const designeeColumns = (
  onEdit: (d: Designee) => void,
  onRemove: (d: Designee) => void,
): DataTableColumn<Designee>[] => [
  { header: 'Name', cell: (d) => d.name },
  { header: 'CAF number', cell: (d) => d.cafNumber },
  { header: 'PTIN', cell: (d) => d.ptin ?? '--' },
  {
    header: 'Address',
    cell: (d) => [d.addressLine1, d.addressLine2, `${d.city}, ${d.state} ${d.zip}`].filter(Boolean).join(', '),
  },
  { header: 'Phone', cell: (d) => d.phone },
  { header: 'Fax', cell: (d) => d.fax ?? '--' },
  { header: 'Clients', cell: (d) => d.clientCount },
  {
    header: 'Actions',
    cell: (d) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" aria-label={`Edit ${d.name}`} onClick={() => onEdit(d)}>
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={`Remove ${d.name}`}
          onClick={() => onRemove(d)}
        >
          Remove
        </Button>
      </Group>
    ),
  },
];

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
      <DataTable
        columns={designeeColumns(setEditing, setRemoving)}
        rows={designees.data}
        rowKey={(d) => d.id}
        error={designees.isError && 'The designees could not be loaded.'}
        emptyText="No designees yet."
        minWidth={720}
      />
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
