import { Anchor, Text } from '@mantine/core';
import { useConfig } from '../../../shared/config/get-config';

/** The provider's support e-mail and phone, from the server's config. */
export function SupportContact() {
  const { support } = useConfig();
  if (!support.email && !support.phone) return null;
  return (
    <Text>
      Please contact support
      {support.email && (
        <>
          {' at '}
          <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>
        </>
      )}
      {support.phone && (
        <>
          {support.email ? ' or ' : ' at '}
          <Anchor href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Anchor>
        </>
      )}
      .
    </Text>
  );
}
