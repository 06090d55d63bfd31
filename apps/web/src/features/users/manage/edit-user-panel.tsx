import { Button, NativeSelect, Paper, Title } from '@mantine/core';
import { GRANTABLE_ROLES, type LenderUser, ROLE_LABELS, type Role } from '@taxlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsForm } from '../../../shared/settings/settings-form';
import { useLenderFormData, useTimeZoneList } from '../../../shared/api/form-data';
import { userKeys } from '../api/keys';
import { updateLenderUser } from '../api/update-lender-user';

type Props = { user: LenderUser; sso: boolean; capabilities: Record<string, string>; onClose: () => void };

/** Edits another user with the reusable settings form (no password section) plus the role here. */
export function EditUserPanel({ user, sso, capabilities, onClose }: Props) {
  const timeZones = useTimeZoneList();
  // One call for the lender's capabilities and notification groups (spec 1 §7 GET /lenders/formdata).
  const lenderForm = useLenderFormData();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<Role>(user.role);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="sm">{`Edit ${user.display}`}</Title>
      <SettingsForm
        settings={{ ...user, capabilities: lenderForm.data?.capabilities ?? capabilities }}
        own={false}
        sso={sso}
        timeZones={timeZones.data ?? []}
        notificationGroups={lenderForm.data?.notificationGroups}
        extraFields={
          <NativeSelect
            label="Role"
            withAsterisk
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={GRANTABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] ?? r }))}
          />
        }
        onSave={async (values) => {
          await updateLenderUser(user.id, {
            ...values,
            id: user.id,
            role,
            f2aType: user.f2aType === 'OFF' ? undefined : user.f2aType,
          });
          await queryClient.invalidateQueries({ queryKey: userKeys.lenderUsers() });
        }}
      />
      <Button variant="default" mt="sm" onClick={onClose}>
        Close
      </Button>
    </Paper>
  );
}
