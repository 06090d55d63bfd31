import { Table, Text } from '@mantine/core';
import { CONTACT_REASONS } from '@taxlens/contracts';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useContactCases } from '../api/get-contact-cases';
import { ErrorAlert } from './error-alert';
import { ZonedTime } from '../../../shared/format/zoned';

const reasonLabel = (value: string) => CONTACT_REASONS.find((r) => r.value === value)?.label ?? value;

/** Inquiries sent through Contact Us, newest first. */
export function ContactCasesPanel() {
  const cases = useContactCases();
  if (cases.isPending) return <PageSkeleton />;
  return (
    <>
      <ErrorAlert error={cases.error} />
      {cases.data?.length === 0 && <Text c="dimmed">No cases yet.</Text>}
      {cases.data && cases.data.length > 0 && (
        <Table striped aria-label="Contact cases">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Case</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>Additional Information</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cases.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.caseNumber}</Table.Td>
                <Table.Td>
                  <ZonedTime value={c.createdAt} />
                </Table.Td>
                <Table.Td>{reasonLabel(c.reason)}</Table.Td>
                <Table.Td>{c.subject}</Table.Td>
                <Table.Td>
                  {[c.name, c.company, c.email, c.phone].filter(Boolean).join(', ') || 'Not signed in'}
                </Table.Td>
                <Table.Td>{c.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
