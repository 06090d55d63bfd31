import { Button, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSelectedLender } from '../../../shared/session/use-session-user';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useAlerts } from '../api/get-alerts';
import { useAlertTypes } from '../api/get-alert-types';
import { AlertItem } from './alert-item';

export const NO_ALERTS_TEXT = 'No unread alerts.';

/** The drawer's content (spec 1 §2, §4): opening loads the filter and the alerts; the filter reloads. */
export function AlertsPanel({ onNavigate }: { onNavigate: () => void }) {
  const lenderId = useSelectedLender()?.id ?? '';
  const [alertType, setAlertType] = useState<string | null>(null);
  const types = useAlertTypes();
  const alerts = useAlerts(lenderId, alertType ?? '');
  const dismiss = useAcknowledgeAlert(lenderId);
  const items = alerts.data?.pages.flatMap((p) => p.content) ?? [];
  const now = Date.now();

  return (
    <Stack gap="sm">
      <Select
        aria-label="Filter by alert type"
        placeholder="Filter by alert type..."
        data={(types.data?.alertType ?? []).map((o) => ({ value: o.key, label: o.value }))}
        value={alertType}
        onChange={setAlertType}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      {alerts.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} height={72} />)}
      {alerts.isError && (
        <Text c="red.8" size="sm" role="alert">
          Alerts could not be loaded. Please try again later.
        </Text>
      )}
      {dismiss.isError && (
        <Text c="red.8" size="sm" role="alert">
          The alert could not be dismissed. Please try again.
        </Text>
      )}
      {alerts.data && items.length === 0 && <Text size="sm">{NO_ALERTS_TEXT}</Text>}
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Alerts list">
        {items.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            now={now}
            dismissing={dismiss.isPending && dismiss.variables === alert.id}
            onDismiss={() => dismiss.mutate(alert.id)}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
      {alerts.hasNextPage && (
        <Button variant="default" onClick={() => void alerts.fetchNextPage()} loading={alerts.isFetchingNextPage}>
          Load More
        </Button>
      )}
    </Stack>
  );
}
