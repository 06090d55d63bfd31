import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  type ClientDetail,
  clientTypeLabel,
  displayDate,
  formatDateInZone,
  TAX_CLASSIFICATION_LABELS,
  taxClassificationsOf,
} from '@taxlens/contracts';
import { TaxIdReveal } from './tax-id-reveal';
import { useTimeZone } from '../../../shared/format/zoned';
import { Columns } from '../../../shared/ui/columns';

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text>
      <Text span fw={500}>{`${label}: `}</Text>
      {value}
    </Text>
  );
}

/** The signing contact as one line: name, title, e-mail, mobile (decision 217). */
const contactLine = (c: ClientDetail) =>
  [
    c.contactName && c.contactTitle ? `${c.contactName} (${c.contactTitle})` : (c.contactName ?? c.contactTitle),
    c.contactEmail,
    c.contactMobile,
  ]
    .filter(Boolean)
    .join(', ') || null;

/** A joint filer's spouse (decision 218): name, e-mail, mobile (the SSN or ITIN beside the client's, masked). */
const spouseLine = (c: ClientDetail) =>
  c.jointSpouse
    ? [`${c.jointSpouse.firstName} ${c.jointSpouse.lastName}`, c.jointSpouse.email, c.jointSpouse.mobile]
        .filter(Boolean)
        .join(', ')
    : null;

/** Who the client is, as its Form 8821 names it, and who signs it. */
export function ClientDetails({ client }: { client: ClientDetail }) {
  const address = [client.addressLine1, client.addressLine2, `${client.city}, ${client.state} ${client.zip}`]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {/* The default variant keeps text contrast high (axe); the words carry the meaning. */}
        <Badge variant="default">{clientTypeLabel(client.clientType)}</Badge>
        <Badge variant="default" aria-label={`Status ${client.status}`}>
          {client.status}
        </Badge>
      </Group>
      <Columns cols={{ base: 1, sm: 2 }} spacing="xs">
        <TaxIdReveal client={client} />
        <Line label="DBA" value={client.dba} />
        {taxClassificationsOf(client.clientType).length > 0 && (
          <Line
            label="Tax classification"
            value={client.taxClassification ? TAX_CLASSIFICATION_LABELS[client.taxClassification] : 'Not known'}
          />
        )}
        <Line label="Fiduciary" value={client.fiduciaryName} />
        <Line label="Address" value={address} />
        <Line label="Phone" value={client.phone} />
        <Line label="Signing contact" value={contactLine(client)} />
        <Line label="Files jointly with" value={spouseLine(client)} />
        <Line
          label="Authorization expires"
          value={client.authorizationExpiresOn ? displayDate(client.authorizationExpiresOn) : null}
        />
        <Line label="Created" value={formatDateInZone(client.createdAt, useTimeZone())} />
      </Columns>
    </Stack>
  );
}
