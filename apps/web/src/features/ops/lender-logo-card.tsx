import { Box, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LENDER_LOGO_RULE } from '@taxlens/contracts';
import { useState } from 'react';
import { showToast } from '../../shared/ui/toasts';
import { lenderLogoUrl, useChangeLenderLogo } from './api/lender-logo';
import { ErrorAlert } from './content/error-alert';

/** The lender's logo on the borrower's signing page (decision 211): upload or remove it. */
export function LenderLogoCard({
  lenderId,
  companyName,
  hasLogo,
  version,
}: {
  lenderId: string;
  companyName: string;
  hasLogo: boolean;
  version: number;
}) {
  const change = useChangeLenderLogo(lenderId);
  // The input is cleared after each try, so choosing the same file again uploads it again.
  const [inputKey, setInputKey] = useState(0);
  const run = (file: File | null, done: string) =>
    change.mutate(file, {
      onSuccess: () => showToast({ message: done, type: 'success' }),
      onSettled: () => setInputKey((k) => k + 1),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lender-logo-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="lender-logo-title">
          Logo
        </Title>
        {hasLogo ? (
          <Box h={48}>
            <img
              src={lenderLogoUrl(lenderId, version)}
              alt={`${companyName} logo`}
              style={{ height: 48, maxWidth: '100%', objectFit: 'contain' }}
            />
          </Box>
        ) : (
          <Text>No logo: the signing page shows the lender's name only.</Text>
        )}
        <Text size="sm" c="dimmed">
          {LENDER_LOGO_RULE}
        </Text>
        <Group align="end">
          <FileInput
            key={inputKey}
            label={hasLogo ? 'Replace the logo' : 'Upload a logo'}
            placeholder="Choose a PNG or JPEG"
            accept=".png,.jpg,.jpeg"
            w={260}
            disabled={change.isPending}
            onChange={(file) => file && run(file, 'Logo saved.')}
          />
          {hasLogo && (
            <Button variant="default" color="red" loading={change.isPending} onClick={() => run(null, 'Logo removed.')}>
              Remove
            </Button>
          )}
        </Group>
        <ErrorAlert error={change.error} />
      </Stack>
    </Paper>
  );
}
