import { Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDeleteFaqType, useFaqTypes, useSaveFaqType } from '../api/content-admin';
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
        <NumberInput label="Menu order" value={menuOrder} onChange={(v) => setMenuOrder(typeof v === 'number' ? v : 0)} w={120} />
        <Button type="submit" loading={save.isPending}>
          Add category
        </Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.data?.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.menuOrder}</Table.Td>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>
                <RowActions name={t.name} deleteQuestion={`Delete the category "${t.name}"? Its questions stay.`} onDelete={() => remove.mutate(t.id)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
