import { Badge, Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { ACCESS_STATUSES, type AccessStatus, type LenderUser, ROLE_LABELS } from '@taxlens/contracts';
import { useState } from 'react';
import { useSessionUser } from '../../shared/session/use-session-user';
import { Modal } from '../../shared/ui/modal';
import { Pagination } from '../../shared/ui/pagination';
import { DataTable, type DataTableColumn } from '../../shared/ui/data-table';
import { showToast } from '../../shared/ui/toasts';
import { type UserListQuery, useLenderUsers } from './api/get-lender-users';
import { useInviteUser } from './api/invite-user';
import { useUserAction } from './api/user-action';
import { EditUserPanel } from './manage/edit-user-panel';
import { InviteUserForm } from './manage/invite-user-form';
import { ZonedTime } from '../../shared/format/zoned';

type Confirm = { user: LenderUser; action: 'deactivate' | 'reactivate' | 'reset-two-factor' };
const CONFIRM_TEXT: Record<Confirm['action'], { title: string; body: (name: string) => string; done: string }> = {
  deactivate: {
    title: 'Deactivate User',
    body: (n) => `${n} will be signed out at once and can no longer sign in.`,
    done: 'deactivated',
  },
  reactivate: { title: 'Reactivate User', body: (n) => `${n} will be able to sign in again.`, done: 'reactivated' },
  'reset-two-factor': {
    title: 'Reset Two-Factor',
    body: (n) => `${n} will be signed out and set up two-factor authentication again at the next sign-in.`,
    done: 'reset',
  },
};

type RowActions = {
  sso: boolean;
  myId: string | undefined;
  onEdit: (u: LenderUser) => void;
  onConfirm: (c: Confirm) => void;
};

// Single sign-on lenders have no usernames; nobody acts on their own row here.
const userColumns = ({ sso, myId, onEdit, onConfirm }: RowActions): DataTableColumn<LenderUser>[] => [
  { header: 'Name', cell: (u) => u.display },
  ...(sso ? [] : [{ header: 'Username', cell: (u: LenderUser) => u.username }]),
  { header: 'Email', cell: (u) => u.email },
  { header: 'Role', cell: (u) => ROLE_LABELS[u.role] ?? u.role },
  {
    header: 'Status',
    cell: (u) => (
      <Badge
        variant="dot"
        color={u.accessStatus === 'Active' ? 'teal' : u.accessStatus === 'Invited' ? 'blue' : 'gray'}
      >
        {u.accessStatus}
      </Badge>
    ),
  },
  { header: 'Last sign-in', cell: (u) => <ZonedTime value={u.lastLoginAt} /> },
  {
    header: 'Actions',
    cell: (u) =>
      u.id !== myId && (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="subtle" aria-label={`Edit ${u.display}`} onClick={() => onEdit(u)}>
            Edit
          </Button>
          {u.accessStatus === 'Active' && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Deactivate ${u.display}`}
              onClick={() => onConfirm({ user: u, action: 'deactivate' })}
            >
              Deactivate
            </Button>
          )}
          {u.accessStatus === 'Inactive' && (
            <Button
              size="xs"
              variant="subtle"
              aria-label={`Reactivate ${u.display}`}
              onClick={() => onConfirm({ user: u, action: 'reactivate' })}
            >
              Reactivate
            </Button>
          )}
          {u.accessStatus === 'Active' && u.f2aType !== 'OFF' && (
            <Button
              size="xs"
              variant="subtle"
              aria-label={`Reset two-factor of ${u.display}`}
              onClick={() => onConfirm({ user: u, action: 'reset-two-factor' })}
            >
              Reset two-factor
            </Button>
          )}
        </Group>
      ),
  },
];

/** /manage-users (lender admins, lenders without single sign-on): the lender's users. */
export function ManageUsersPage() {
  const me = useSessionUser();
  const [query, setQuery] = useState<UserListQuery>({ page: 0, size: 10, accessStatus: '', q: '' });
  const users = useLenderUsers(query);
  const invite = useInviteUser();
  const act = useUserAction();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<LenderUser | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const sso = me?.selectedLender?.sso ?? false;

  const runConfirmed = () => {
    if (!confirm) return;
    const { user, action } = confirm;
    setConfirm(null);
    act.mutate(
      { id: user.id, action },
      {
        onSuccess: () => showToast({ message: `${user.display} ${CONFIRM_TEXT[action].done}.`, type: 'success' }),
        onError: (e) => showToast({ message: e.message, type: 'error' }),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Manage Users</Title>
        {!inviting && <Button onClick={() => setInviting(true)}>Invite User</Button>}
      </Group>
      {inviting && (
        <Paper withBorder p="md">
          <Title order={2} size="h3" mb="sm">
            Invite a user
          </Title>
          <InviteUserForm
            busy={invite.isPending}
            error={invite.error}
            onCancel={() => {
              setInviting(false);
              invite.reset();
            }}
            onSubmit={(input) =>
              invite.mutate(input, {
                onSuccess: (u) => {
                  showToast({ message: `Invitation sent to ${u.email}.`, type: 'success' });
                  setInviting(false);
                },
              })
            }
          />
        </Paper>
      )}
      {editing && me && (
        <EditUserPanel
          key={editing.id}
          user={editing}
          sso={sso}
          capabilities={me.capabilities}
          onClose={() => setEditing(null)}
        />
      )}
      <Group align="end">
        <TextInput
          label="Search users"
          placeholder="Name, username or e-mail"
          value={query.q}
          onChange={(e) => setQuery({ ...query, q: e.currentTarget.value, page: 0 })}
        />
        <NativeSelect
          label="Status"
          value={query.accessStatus}
          onChange={(e) => setQuery({ ...query, accessStatus: e.currentTarget.value as AccessStatus | '', page: 0 })}
          data={[{ value: '', label: 'All' }, ...ACCESS_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
      </Group>
      <DataTable
        columns={userColumns({ sso, myId: me?.id, onEdit: setEditing, onConfirm: setConfirm })}
        rows={users.data?.content}
        rowKey={(u) => u.id}
        error={users.isError && 'The users could not be loaded.'}
        minWidth={900}
        label="Users"
      />
      {users.data && (
        <Pagination
          page={query.page}
          size={query.size}
          total={users.data.totalElements}
          onPageChange={(page) => setQuery({ ...query, page })}
          onSizeChange={(size) => setQuery({ ...query, size, page: 0 })}
          label="Users pages"
        />
      )}
      <Modal
        id="manage-users-confirm"
        opened={confirm !== null}
        title={confirm ? CONFIRM_TEXT[confirm.action].title : ''}
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        onConfirm={runConfirmed}
        onCancel={() => setConfirm(null)}
      >
        {confirm ? CONFIRM_TEXT[confirm.action].body(confirm.user.display) : null}
      </Modal>
    </Stack>
  );
}
