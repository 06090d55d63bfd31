import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { CLIENT_WRITERS, passesRoleGuard } from '@taxlens/contracts';
import { lazy, Suspense, useState } from 'react';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { BodyCell } from '../../../shared/ui/table-body-rows';

// The dialog (its form, the identity levels, the job's progress) comes when it first opens: the five
// portfolio lists show without it (issue 50, decision 306).
const BulkSendDialog = lazy(() =>
  import('../../../shared/signature-requests/bulk-send-dialog').then((m) => ({ default: m.BulkSendDialog })),
);

/**
 * Clients picked in a portfolio list for a bulk send of signature requests (decision 215). The
 * selection outlives paging and sorting, so a lender can gather clients from several pages.
 */
export function useBulkSelection(enabled: boolean) {
  const user = useSessionUser();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const active = enabled && passesRoleGuard(user?.userAuthorities ?? [], CLIENT_WRITERS);
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { active, selected, toggle, clear: () => setSelected(new Set()) };
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** The header cell: select or clear every client of this page. */
export function SelectPageHeader({ selection, pageIds }: { selection: BulkSelection; pageIds: readonly string[] }) {
  const chosen = pageIds.filter((id) => selection.selected.has(id)).length;
  return (
    <Table.Th scope="col" w={44}>
      <Checkbox
        aria-label="Select every client on this page"
        checked={pageIds.length > 0 && chosen === pageIds.length}
        indeterminate={chosen > 0 && chosen < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={(e) => selection.toggle(pageIds, e.currentTarget.checked)}
      />
    </Table.Th>
  );
}

export function SelectRowCell({ selection, id, name }: { selection: BulkSelection; id: string; name: string }) {
  return (
    <BodyCell>
      <Checkbox
        aria-label={`Select ${name}`}
        checked={selection.selected.has(id)}
        onChange={(e) => selection.toggle([id], e.currentTarget.checked)}
      />
    </BodyCell>
  );
}

/** What to do with the picked clients: send each a signature request, or clear the choice. */
export function BulkSelectionBar({ selection }: { selection: BulkSelection }) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it closes as before.
  const [opened, setOpened] = useState(false);
  const count = selection.selected.size;
  return (
    <Group gap="sm" wrap="wrap" aria-live="polite">
      <Text size="sm">
        {count === 0
          ? 'Select clients to send them signature requests.'
          : `${count} ${count === 1 ? 'client' : 'clients'} selected`}
      </Text>
      {count > 0 && (
        <>
          <Button
            size="xs"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >{`Send signature requests (${count})`}</Button>
          <Button size="xs" variant="subtle" onClick={selection.clear}>
            Clear selection
          </Button>
        </>
      )}
      {opened && (
        <Suspense fallback={null}>
          <BulkSendDialog
            opened={open}
            clientIds={[...selection.selected]}
            onClose={() => {
              setOpen(false);
              selection.clear();
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
