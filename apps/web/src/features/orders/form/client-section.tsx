import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderFormClient } from '@taxlens/contracts';
import { FormUploader } from './form-uploader';

type Props = {
  client: OrderFormClient;
  withUploader: boolean;
  file: File | null;
  disabled: boolean;
  onFile: (file: File | null) => void;
  /** Absent for the first client, which cannot be removed. */
  onRemove?: () => void;
};

/** One client of the order with its 8821 uploader. */
export function ClientSection({ client, withUploader, file, disabled, onFile, onRemove }: Props) {
  return (
    <Paper withBorder p="md" component="section" aria-label={client.businessName}>
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {client.businessName}
            </Title>
            <Text size="sm" c="dimmed">
              {client.clientTypeLabel}
            </Text>
          </div>
          {onRemove && (
            <Button variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={`Remove ${client.businessName} from this order`}>
              Remove
            </Button>
          )}
        </Group>
        {withUploader && <FormUploader clientName={client.businessName} file={file} disabled={disabled} onChange={onFile} />}
      </Stack>
    </Paper>
  );
}
