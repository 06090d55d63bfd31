import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderFormClient } from '@taxlens/contracts';
import { FormOnFileChoice } from './form-on-file-choice';
import { FormUploader } from './form-uploader';
import { type FormChoice, ON_FILE } from './order-form-rules';

type Props = {
  client: OrderFormClient;
  withUploader: boolean;
  file: FormChoice;
  /** When the client's 8821 on file may be used: its upload time. */
  formOnFileUploadedAt?: string | null;
  disabled: boolean;
  onFile: (file: FormChoice) => void;
  /** Absent for the first client, which cannot be removed. */
  onRemove?: () => void;
};

/** One client of the order with its 8821 uploader. */
export function ClientSection({ client, withUploader, file, formOnFileUploadedAt, disabled, onFile, onRemove }: Props) {
  const onFileChosen = file === ON_FILE;
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
        {withUploader && formOnFileUploadedAt && (
          <FormOnFileChoice uploadedAt={formOnFileUploadedAt} checked={onFileChosen} disabled={disabled} onChange={(checked) => onFile(checked ? ON_FILE : null)} />
        )}
        {withUploader && !onFileChosen && <FormUploader clientName={client.businessName} file={file instanceof File ? file : null} disabled={disabled} onChange={onFile} />}
      </Stack>
    </Paper>
  );
}
