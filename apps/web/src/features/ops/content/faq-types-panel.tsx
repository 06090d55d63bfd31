import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../shared/ui/data-table';
import { useDeleteFaqType } from '../api/delete-faq-type';
import { useFaqTypes } from '../api/get-faq-types';
import { useSaveFaqType } from '../api/save-faq-type';
import { ErrorAlert } from './error-alert';
import { RowActions } from './row-actions';

/** FAQ categories: the FAQ page lists them by menu order, highest first. */
export function FaqTypesPanel() {
  const types = useFaqTypes();
  const save = useSaveFaqType();
  const remove = useDeleteFaqType();
  const [name, setName] = useState('');
  const [menuOrder, setMenuOrder] = useState(0);

  return (
    <Stack>
      <ErrorAlert error={types.error ?? save.error ?? remove.error} />
      <Group
        align="flex-end"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ id: null, name, menuOrder }, { onSuccess: () => setName('') });
        }}
      >
        <TextInput label="New category" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <NumberInput
          label="Menu order"
          value={menuOrder}
          onChange={(v) => setMenuOrder(typeof v === 'number' ? v : 0)}
          w={120}
        />
        <Button type="submit" loading={save.isPending}>
          Add category
        </Button>
      </Group>
      <DataTable
        columns={[
          { header: 'Order', cell: (t) => t.menuOrder },
          { header: 'Name', cell: (t) => t.name },
          {
            header: 'Actions',
            cell: (t) => (
              <RowActions
                name={t.name}
                deleteQuestion={`Delete the category "${t.name}"? Its questions stay.`}
                onDelete={() => remove.mutate(t.id)}
              />
            ),
          },
        ]}
        rows={types.data ?? []}
        rowKey={(t) => t.id}
      />
    </Stack>
  );
}
