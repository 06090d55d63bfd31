import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { ImportSummary } from '@taxlens/contracts';

/** Step 3: counts on top, then every problem by row and column, each a sentence. */
export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const counts = summary.counts;
  return (
    <>
      {counts && (
        <Group aria-label="Row counts">
          <Badge color="green" size="lg">{`${counts.valid} valid`}</Badge>
          <Badge color="yellow" size="lg">{`${counts.warning} with warnings`}</Badge>
          <Badge color="red" size="lg">{`${counts.error} with errors`}</Badge>
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
                  <Text c={issue.severity === 'error' ? 'red' : 'yellow.8'} size="sm">
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
