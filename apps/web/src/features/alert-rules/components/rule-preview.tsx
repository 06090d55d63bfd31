import { Alert, List, Text } from '@mantine/core';
import { type AlertRulePreview, formatDateInZone } from '@taxlens/contracts';
import { Link } from 'react-router';

/** "This rule would have fired for N clients in the last 90 days", with the list. */
export function RulePreview({ preview, timeZone }: { preview: AlertRulePreview; timeZone: string | null | undefined }) {
  const n = preview.clientCount;
  return (
    <Alert
      color={n > 0 ? 'blue' : 'gray'}
      role="status"
      title={`This rule would have fired for ${n} client${n === 1 ? '' : 's'} in the last ${preview.days} days`}
    >
      {n > 0 ? (
        <List size="sm" aria-label="Clients the rule would have fired for">
          {preview.clients.map((c) => (
            <List.Item key={c.clientId}>
              <Link to={`/client/${c.clientId}`}>{c.businessName}</Link> (first on{' '}
              {formatDateInZone(c.firstFiredAt, timeZone)})
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">No client matched it in that time.</Text>
      )}
    </Alert>
  );
}
