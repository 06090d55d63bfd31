import { Badge, Button, Code, Table, VisuallyHidden } from '@mantine/core';
import type { ApiKey } from '@taxlens/contracts';
import { ZonedDate, ZonedTime } from '../../../shared/format/zoned';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { BodyCell, BodyRow } from '../../../shared/ui/table-body-rows';

type Props = { keys: ApiKey[]; revoking: string | null; onRevoke: (key: ApiKey) => void };

function status(key: ApiKey) {
  if (key.revokedAt)
    return (
      <Badge variant="dot" color="gray">
        Revoked
      </Badge>
    );
  if (key.expiresAt && new Date(key.expiresAt) <= new Date())
    return (
      <Badge variant="dot" color="orange">
        Expired
      </Badge>
    );
  return (
    <Badge variant="dot" color="green">
      Active
    </Badge>
  );
}

/** The lender's keys: only prefixes are shown; a live key can be revoked. */
export function KeyTable({ keys, revoking, onRevoke }: Props) {
  return (
    <ScrollRegion label="API keys" minWidth={900}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <BodyRow striped key={key.id}>
              <BodyCell>
                {key.name}
                {key.mode === 'test' && (
                  <Badge ml="xs" variant="dot" color="gray">
                    Test
                  </Badge>
                )}
              </BodyCell>
              <BodyCell>
                <Code>{key.prefix}…</Code>
              </BodyCell>
              <BodyCell>{key.scopes.join(', ')}</BodyCell>
              <BodyCell>
                <ZonedTime value={key.createdAt} />
                {key.createdBy ? ` by ${key.createdBy}` : ''}
              </BodyCell>
              <BodyCell>{key.lastUsedAt ? <ZonedTime value={key.lastUsedAt} /> : 'Never'}</BodyCell>
              <BodyCell>{key.expiresAt ? <ZonedDate value={key.expiresAt} /> : 'Never'}</BodyCell>
              <BodyCell>{status(key)}</BodyCell>
              <BodyCell>
                {!key.revokedAt && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={revoking === key.id}
                    onClick={() => onRevoke(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </BodyCell>
            </BodyRow>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
