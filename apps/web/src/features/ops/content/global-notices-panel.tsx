import { Badge, Button, Group, Select, Stack, Switch, Table, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type EditableGlobalNotice, GLOBAL_NOTICE_TYPES, globalNoticeInputSchema } from '@taxlens/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDeleteGlobalNotice } from '../api/delete-global-notice';
import { useGlobalNotices } from '../api/get-global-notices';
import { useSaveGlobalNotice } from '../api/save-global-notice';
import { ErrorAlert } from './error-alert';
import { FormButtons, RowActions } from './row-actions';

type NoticeType = EditableGlobalNotice['type'];
type NoticeValues = z.input<typeof globalNoticeInputSchema>;
const resolver = zodResolver(globalNoticeInputSchema);

function NoticeForm({ notice, onDone }: { notice: EditableGlobalNotice | null; onDone: () => void }) {
  const save = useSaveGlobalNotice();
  const { register, control, handleSubmit, formState } = useForm<
    NoticeValues,
    unknown,
    z.output<typeof globalNoticeInputSchema>
  >({
    resolver,
    defaultValues: {
      type: notice?.type ?? 'warning',
      title: notice?.title ?? '',
      bodyMarkdown: notice?.bodyMarkdown ?? '',
      active: notice?.active ?? true,
    },
  });
  const e = formState.errors;
  return (
    <Stack
      component="form"
      onSubmit={handleSubmit((fields) => save.mutate({ id: notice?.id ?? null, fields }, { onSuccess: onDone }))}
    >
      <ErrorAlert error={save.error} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label="Type"
            data={[...GLOBAL_NOTICE_TYPES]}
            value={field.value}
            onChange={(v) => v && field.onChange(v as NoticeType)}
            allowDeselect={false}
          />
        )}
      />
      <TextInput label="Title" required error={e.title?.message} {...register('title')} />
      <Textarea
        label="Text (Markdown)"
        autosize
        minRows={3}
        error={e.bodyMarkdown?.message}
        {...register('bodyMarkdown')}
      />
      <Switch label="Shown to users" {...register('active')} />
      <FormButtons label="Save notice" busy={save.isPending} onCancel={onDone} />
    </Stack>
  );
}

/** Global notices: the banners every signed-in user sees until they hide them. */
export function GlobalNoticesPanel() {
  const notices = useGlobalNotices();
  const remove = useDeleteGlobalNotice();
  const [editing, setEditing] = useState<EditableGlobalNotice | 'new' | null>(null);
  if (editing) return <NoticeForm notice={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>New notice</Button>
      </Group>
      <ErrorAlert error={notices.error ?? remove.error} />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Shown</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notices.data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>No global notices.</Table.Td>
            </Table.Tr>
          )}
          {notices.data?.map((n) => (
            <Table.Tr key={n.id}>
              <Table.Td>
                <Badge variant="light">{n.type}</Badge>
              </Table.Td>
              <Table.Td>{n.title}</Table.Td>
              <Table.Td>{n.active ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <RowActions name={n.title} onEdit={() => setEditing(n)} onDelete={() => remove.mutate(n.id)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
