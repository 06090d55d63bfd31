import { Button, Group } from '@mantine/core';

type Props = { name: string; onEdit?: () => void; onDelete: () => void; deleteQuestion?: string };

/** Edit and Delete for one row; Delete asks first. */
export function RowActions({ name, onEdit, onDelete, deleteQuestion }: Props) {
  return (
    <Group gap="xs">
      {onEdit && (
        <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={`Delete ${name}`}
        onClick={() => window.confirm(deleteQuestion ?? `Delete "${name}"?`) && onDelete()}
      >
        Delete
      </Button>
    </Group>
  );
}

/** Save and Cancel under an editing form. */
export function FormButtons({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <Group>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
