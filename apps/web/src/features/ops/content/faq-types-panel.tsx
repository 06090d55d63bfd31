import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { faqTypeInputSchema } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataTable } from '../../../shared/ui/data-table';
import { useDeleteFaqType } from '../api/delete-faq-type';
import { useFaqTypes } from '../api/get-faq-types';
import { useSaveFaqType } from '../api/save-faq-type';
import { ErrorAlert } from './error-alert';
import { RowActions } from './row-actions';
import { MenuOrderInput } from './menu-order-input';

const resolver = zodResolver(faqTypeInputSchema);

/** FAQ categories: the FAQ page lists them by menu order, highest first. */
export function FaqTypesPanel() {
  const types = useFaqTypes();
  const save = useSaveFaqType();
  const remove = useDeleteFaqType();
  const { register, control, handleSubmit, formState, resetField } = useForm<
    z.input<typeof faqTypeInputSchema>,
    unknown,
    z.output<typeof faqTypeInputSchema>
  >({
    resolver,
    defaultValues: { name: '', menuOrder: 0 },
  });

  return (
    <Stack>
      <ErrorAlert error={types.error ?? save.error ?? remove.error} />
      <Group
        align="flex-end"
        component="form"
        onSubmit={handleSubmit(({ name, menuOrder }) =>
          save.mutate({ id: null, name, menuOrder }, { onSuccess: () => resetField('name') }),
        )}
      >
        <TextInput label="New category" required error={formState.errors.name?.message} {...register('name')} />
        <MenuOrderInput control={control} name="menuOrder" w={120} />
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
