import { Button, Group, List, Text } from '@mantine/core';

type Props = { addresses: string[]; onRemove: (address: string) => void; busy: boolean; owner: string };

/** Spec 2 §2: each address with its Remove button; 'No IPs whitelisted' when there is none. */
export function AddressList({ addresses, onRemove, busy, owner }: Props) {
  if (addresses.length === 0) return <Text c="dimmed">No IPs whitelisted</Text>;
  return (
    <List listStyleType="none" spacing={4} aria-label={`Whitelisted IPs of ${owner}`}>
      {addresses.map((address) => (
        <List.Item key={address}>
          <Group gap="sm">
            <Text ff="monospace">{address}</Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              disabled={busy}
              onClick={() => onRemove(address)}
              aria-label={`Remove ${address} from ${owner}`}
            >
              Remove
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
