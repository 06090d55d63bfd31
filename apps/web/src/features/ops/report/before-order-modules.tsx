import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { ReportTranscripts } from '@taxlens/contracts';
import { useState } from 'react';
import { useAttachBeforeOrder } from '../api/attach-before-order';
import { ErrorAlert } from '../content/error-alert';

function Attach({ reportId, moduleId }: { reportId: string; moduleId: string }) {
  const attach = useAttachBeforeOrder(reportId);
  const [reason, setReason] = useState('');
  return (
    <Stack gap={4}>
      <Group gap="xs" align="end">
        <TextInput size="xs" label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Button
          size="xs"
          disabled={!reason.trim()}
          loading={attach.isPending}
          onClick={() => attach.mutate({ moduleId, reason })}
        >
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
