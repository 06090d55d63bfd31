import { Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  IDENTITY_LEVEL_HINTS,
  IDENTITY_LEVEL_LABELS,
  type IdentityLevel,
  type IdentityLevels,
} from '@taxlens/contracts';
import { apiFetch } from '../api/api-client';
import { signatureRequestKeys } from './keys';

/** The identity levels operations allow the selected lender (docs/decisions/214). */
export const useIdentityLevels = () =>
  useQuery({
    queryKey: signatureRequestKeys.identityLevels(),
    queryFn: () => apiFetch<IdentityLevels>('/api/signature-requests/identity-levels'),
    staleTime: 60_000,
  });

/**
 * How the signer proves who they are, among the levels the lender may use; with one level allowed
 * it is said, not asked. Part of the one request form (the client page and Place Order use it).
 */
export function IdentityLevelField(props: {
  allowed: readonly IdentityLevel[];
  value: IdentityLevel;
  onChange: (level: IdentityLevel) => void;
  disabled?: boolean;
}) {
  const { allowed, value, onChange, disabled } = props;
  if (allowed.length <= 1) {
    return (
      <Text size="sm">
        Identity check: {IDENTITY_LEVEL_LABELS[value]}. {IDENTITY_LEVEL_HINTS[value]}
      </Text>
    );
  }
  return (
    <Radio.Group
      label="How the signer proves who they are"
      value={value}
      onChange={(v) => onChange(v as IdentityLevel)}
    >
      <Stack gap="xs" mt={4}>
        {allowed.map((level) => (
          <Radio
            key={level}
            value={level}
            disabled={disabled}
            label={IDENTITY_LEVEL_LABELS[level]}
            description={IDENTITY_LEVEL_HINTS[level]}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
