import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import {
  MONITOR_TYPES,
  MONITORING_FREQUENCY_LABELS,
  type ClientDetail,
  monitorFrequencyQuerySchema,
} from '@taxlens/contracts';
import { Controller, useForm } from 'react-hook-form';
import { showToast } from '../../../shared/ui/toasts';
import { useChangeMonitorFrequency } from '../api/change-monitor-frequency';

// The server's schema of the change: one of the monitor types.
const resolver = zodResolver(monitorFrequencyQuerySchema);

/** Monitoring frequency with a change (PUT /clients/changemonitorfrequency/{id}). */
export function MonitoringControl({ client, canChange }: { client: ClientDetail; canChange: boolean }) {
  const { control, handleSubmit, watch } = useForm({
    resolver,
    defaultValues: { frequency: client.monitoringFrequency },
  });
  const frequency = watch('frequency');
  const change = useChangeMonitorFrequency(client.id);
  const label = MONITORING_FREQUENCY_LABELS[client.monitoringFrequency];
  if (!canChange) return <Text>{`Monitoring: ${label}`}</Text>;
  return (
    <Group
      align="end"
      gap="xs"
      component="form"
      onSubmit={(event) =>
        void handleSubmit(({ frequency: chosen }) =>
          change.mutate(chosen, {
            onSuccess: (c) =>
              showToast({
                message: `Monitoring set to ${MONITORING_FREQUENCY_LABELS[c.monitoringFrequency]}`,
                type: 'success',
              }),
          }),
        )(event)
      }
    >
      <Controller
        control={control}
        name="frequency"
        render={({ field }) => (
          <NativeSelect
            label="Monitoring frequency"
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            data={MONITOR_TYPES.map((value) => ({ value, label: MONITORING_FREQUENCY_LABELS[value] }))}
          />
        )}
      />
      <Button
        type="submit"
        variant="light"
        disabled={frequency === client.monitoringFrequency}
        loading={change.isPending}
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
