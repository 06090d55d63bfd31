import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { MONITOR_TYPES, MONITORING_FREQUENCY_LABELS, type ClientDetail } from '@taxlens/contracts';
import { Controller, useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { showToast } from '../../../shared/ui/toasts';
import { useChangeMonitorFrequency } from '../api/change-monitor-frequency';

type Frequency = ClientDetail['monitoringFrequency'];
// The server's schema of the change, loaded on the form's first focus or submit (decision 326).
const rules = lazyResolver<{ frequency: Frequency }>(() =>
  import('./monitoring-resolver').then((m) => m.monitoringResolver),
);

/** Monitoring frequency with a change (PUT /clients/changemonitorfrequency/{id}). */
export function MonitoringControl({ client, canChange }: { client: ClientDetail; canChange: boolean }) {
  const { control, handleSubmit, watch } = useForm({
    resolver: rules.resolver,
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
      onFocus={rules.preload}
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
