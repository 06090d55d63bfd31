import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { MONITOR_TYPES, MONITORING_FREQUENCY_LABELS, type ClientDetail } from '@taxlens/contracts';
import { useState } from 'react';
import { showToast } from '../../../shared/ui/toasts';
import { useChangeMonitorFrequency } from '../api/change-monitor-frequency';

/** Monitoring frequency with a change (PUT /clients/changemonitorfrequency/{id}). */
export function MonitoringControl({ client, canChange }: { client: ClientDetail; canChange: boolean }) {
  const [frequency, setFrequency] = useState<string>(client.monitoringFrequency);
  const change = useChangeMonitorFrequency(client.id);
  const label = MONITORING_FREQUENCY_LABELS[client.monitoringFrequency];
  if (!canChange) return <Text>{`Monitoring: ${label}`}</Text>;
  return (
    <Group align="end" gap="xs">
      <NativeSelect
        label="Monitoring frequency"
        value={frequency}
        onChange={(event) => setFrequency(event.currentTarget.value)}
        data={MONITOR_TYPES.map((value) => ({ value, label: MONITORING_FREQUENCY_LABELS[value] }))}
      />
      <Button
        variant="light"
        disabled={frequency === client.monitoringFrequency}
        loading={change.isPending}
        onClick={() =>
          change.mutate(frequency, {
            onSuccess: (c) =>
              showToast({
                message: `Monitoring set to ${MONITORING_FREQUENCY_LABELS[c.monitoringFrequency]}`,
                type: 'success',
              }),
          })
        }
      >
        Change
      </Button>
      {change.isError && (
        <Text c="red" size="sm" role="alert">
          {change.error.message}
        </Text>
      )}
    </Group>
  );
}
