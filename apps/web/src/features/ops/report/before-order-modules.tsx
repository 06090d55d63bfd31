import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { attachBeforeOrderSchema, type ReportTranscripts } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import { useAttachBeforeOrder } from '../api/attach-before-order';
import { ErrorAlert } from '../content/error-alert';

// The server's schema of the attachment: a reason of 1 to 500 characters.
const resolver = zodResolver(attachBeforeOrderSchema);

function Attach({ reportId, moduleId }: { reportId: string; moduleId: string }) {
  const attach = useAttachBeforeOrder(reportId);
  const { register, handleSubmit, formState } = useForm({ resolver, mode: 'onChange', defaultValues: { reason: '' } });
  return (
    <Stack gap={4}>
      <Group
        gap="xs"
        align="end"
        component="form"
        aria-label="Attach with a reason"
        onSubmit={(event) => void handleSubmit(({ reason }) => attach.mutate({ moduleId, reason }))(event)}
      >
        <TextInput size="xs" label="Reason" {...register('reason')} />
        <Button type="submit" size="xs" disabled={!formState.isValid} loading={attach.isPending}>
          Attach with this reason
        </Button>
      </Group>
      <ErrorAlert error={attach.error} />
    </Stack>
  );
}

/** Decision 283: modules the IRS answered before the order; used only once attached with a reason. */
export function BeforeOrderModules({
  reportId,
  rows,
  open,
}: {
  reportId: string;
  rows: ReportTranscripts['beforeOrder'];
  open: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500}>Answered before the order</Text>
      <List size="sm">
        {rows.map((r) => (
          <List.Item key={r.moduleId}>
            <Text size="sm">{`Form ${r.form ?? '?'}, ${r.taxPeriod ?? 'no period'}: ${r.why}`}</Text>
            {open && !r.attached && <Attach reportId={reportId} moduleId={r.moduleId} />}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
