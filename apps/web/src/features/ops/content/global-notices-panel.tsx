import { Badge, Button, Group, Select, Stack, Switch, Table, Textarea, TextInput } from '@mantine/core';
import { type EditableGlobalNotice, GLOBAL_NOTICE_TYPES } from '@taxlens/contracts';
import { useState } from 'react';
import { useDeleteGlobalNotice } from '../api/delete-global-notice';
import { useGlobalNotices } from '../api/get-global-notices';
import { useSaveGlobalNotice } from '../api/save-global-notice';
import { ErrorAlert } from './error-alert';
import { FormButtons, RowActions } from './row-actions';

type NoticeType = EditableGlobalNotice['type'];

function NoticeForm({ notice, onDone }: { notice: EditableGlobalNotice | null; onDone: () => void }) {
  const save = useSaveGlobalNotice();
  const [type, setType] = useState<NoticeType>(notice?.type ?? 'warning');
  const [title, setTitle] = useState(notice?.title ?? '');
  const [bodyMarkdown, setBody] = useState(notice?.bodyMarkdown ?? '');
  const [active, setActive] = useState(notice?.active ?? true);
  return (
    <Stack
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: notice?.id ?? null, fields: { type, title, bodyMarkdown, active } }, { onSuccess: onDone });
      }}
    >
      <ErrorAlert error={save.error} />
      <Select
        label="Type"
        data={[...GLOBAL_NOTICE_TYPES]}
        value={type}
        onChange={(v) => v && setType(v as NoticeType)}
        allowDeselect={false}
      />
      <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <Textarea
        label="Text (Markdown)"
        autosize
        minRows={3}
        value={bodyMarkdown}
        onChange={(e) => setBody(e.currentTarget.value)}
      />
      <Switch label="Shown to users" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
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
