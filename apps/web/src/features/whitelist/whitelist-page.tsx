import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { WHITELIST_LOCKOUT_KEY } from '@taxlens/contracts';
import { useState } from 'react';
import { ApiError } from '../../shared/api/api-client';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { Modal } from '../../shared/ui/modal';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { type WhitelistChange, useChangeWhitelist } from './api/change-whitelist';
import { useActiveUsers } from './api/get-active-users';
import { useLenderDetail } from './api/get-lender-detail';
import { useWhitelistedUsers } from './api/get-whitelisted-users';
import { AddAddressForm } from './components/add-address-form';
import { AddressList } from './components/address-list';

type Section = 'user' | 'general';

/** /whitelist (lender admin, non-SSO lender): per-user and general IP whitelists. */
export function WhitelistPage() {
  const lenderId = useSelectedLender()?.id ?? '';
  const lender = useLenderDetail(lenderId);
  const users = useWhitelistedUsers(lenderId);
  const activeUsers = useActiveUsers();
  const change = useChangeWhitelist();
  const [errors, setErrors] = useState<Record<Section, string[]>>({ user: [], general: [] });
  // A change the server says would lock the admin out, waiting for their confirmation.
  const [pending, setPending] = useState<{ change: WhitelistChange; section: Section; message: string } | null>(null);

  const apply = async (next: WhitelistChange, section: Section): Promise<boolean> => {
    setErrors((e) => ({ ...e, [section]: [] }));
    try {
      await change.mutateAsync(next);
      // A change that worked clears every earlier refusal on the page, not just its own section's (decision 158).
      setErrors({ user: [], general: [] });
      return true;
    } catch (error) {
      const messages = error instanceof ApiError ? error.messages : [];
      const lockout = messages.find((m) => m.key === WHITELIST_LOCKOUT_KEY);
      if (lockout) setPending({ change: next, section, message: lockout.value });
      else
        setErrors((e) => ({
          ...e,
          [section]: messages.length
            ? messages.map((m) => m.value)
            : ['The whitelist could not be saved. Please try again.'],
        }));
      return false;
    }
  };

  if (lender.isPending || users.isPending) return <PageSkeleton />;
  if (lender.isError || users.isError) {
    return (
      <Stack>
        <Title order={1}>IP Whitelist</Title>
        <Alert color="red">The IP whitelist could not be loaded.</Alert>
      </Stack>
    );
  }

  const errorAlert = (section: Section) =>
    errors[section].length > 0 && (
      <Alert color="red" role="alert">
        {errors[section].map((m) => (
          <Text key={m}>{m}</Text>
        ))}
      </Alert>
    );

  return (
    <Stack>
      <Title order={1}>IP Whitelist</Title>
      <Text>
        When a list is not empty, sign-in and every call are allowed only from the listed addresses: the general list
        for everyone at {lender.data.companyName}, plus a user&apos;s own list for that user.
      </Text>

      <Card withBorder padding="lg" component="section" aria-labelledby="user-whitelist-title">
        <Title order={2} size="h4" id="user-whitelist-title" mb="sm">
          User Whitelist
        </Title>
        <Stack gap="sm">
          {users.data.map((user) => (
            <div key={user.id}>
              <Text fw={600}>{user.display}</Text>
              <AddressList
                addresses={user.ipWhitelist}
                owner={user.display}
                busy={change.isPending}
                onRemove={(ipAddress) => void apply({ target: { userId: user.id }, op: 'remove', ipAddress }, 'user')}
              />
            </div>
          ))}
          {errorAlert('user')}
          <AddAddressForm
            label="Add a user IP"
            busy={change.isPending}
            users={(activeUsers.data ?? []).map((u) => ({ value: u.id, label: u.display }))}
            onAdd={(ipAddress, userId) => apply({ target: { userId: userId! }, op: 'add', ipAddress }, 'user')}
          />
        </Stack>
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="general-whitelist-title">
        <Title order={2} size="h4" id="general-whitelist-title" mb="sm">
          General Whitelist
        </Title>
        <Stack gap="sm">
          <AddressList
            addresses={lender.data.ipWhitelist}
            owner="the general whitelist"
            busy={change.isPending}
            onRemove={(ipAddress) => void apply({ target: { lenderId }, op: 'remove', ipAddress }, 'general')}
          />
          {errorAlert('general')}
          <AddAddressForm
            label="Add a general IP"
            busy={change.isPending}
            onAdd={(ipAddress) => apply({ target: { lenderId }, op: 'add', ipAddress }, 'general')}
          />
        </Stack>
      </Card>

      <Modal
        id="whitelist-lockout"
        opened={pending !== null}
        title="Lock yourself out?"
        confirmLabel="Save anyway"
        cancelLabel="Cancel"
        confirmOnEnter={false}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) void apply({ ...pending.change, confirm: true }, pending.section);
          setPending(null);
        }}
      >
        <Text>{pending?.message}</Text>
      </Modal>
    </Stack>
  );
}
