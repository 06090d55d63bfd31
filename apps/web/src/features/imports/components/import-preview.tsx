import { Anchor, Group, Table, Text } from '@mantine/core';
import type { ImportSummary } from '@taxlens/contracts';

/** Step 3: counts on top, then every problem by row and column, each a sentence. */
export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const counts = summary.counts;
  return (
    <>
      {counts && (
        <Group aria-label="Row counts">
          <Text fw={600}>{`${counts.valid} valid`}</Text>
          <Text fw={600}>{`${counts.warning} with warnings`}</Text>
          <Text fw={600}>{`${counts.error} with errors`}</Text>
          {counts.error > 0 && (
            <Anchor href={`/api/imports/${summary.id}/errors.csv`} download>
              Download rows with errors
            </Anchor>
          )}
        </Group>
      )}
      {summary.issues.length > 0 ? (
        <Table striped aria-label="Problems by row">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.issues.map((issue, index) => (
              <Table.Tr key={`${issue.row}-${index}`}>
                <Table.Td>{issue.row}</Table.Td>
                <Table.Td>{issue.column}</Table.Td>
                <Table.Td>
                  {/* Told by the word, not the colour (contrast and colour blindness). */}
                  <Text size="sm">
                    {issue.severity === 'error' ? 'Error: ' : 'Warning: '}
                    {issue.message}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text>Every row can be imported.</Text>
      )}
    </>
  );
}
