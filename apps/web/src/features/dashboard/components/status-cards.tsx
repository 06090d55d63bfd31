import { Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { prettifySummaryKey, type ReportSummary, SUMMARY_KEY_ORDER_TYPE, type SummaryKey } from '@taxlens/contracts';
import { Link } from 'react-router';
import { Columns } from '../../../shared/ui/columns';
import { BlockError } from './block-error';

type Props = { data: ReportSummary | undefined; isLoading: boolean; isError: boolean };

/** Spec 1 §2: one card per summary key except latestRejected, prettified and sorted alphabetically. */
export function StatusCards({ data, isLoading, isError }: Props) {
  const entries = data
    ? (Object.keys(data).filter((k) => k !== 'latestRejected') as SummaryKey[])
        .map((key) => ({ key, title: prettifySummaryKey(key), counts: data[key].counts }))
        // Titles are capitalised words (prettifySummaryKey): a plain comparison sorts them as
        // localeCompare did, without building a collator on the page's first render (decision 216).
        .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
    : [];
  return (
    <section aria-labelledby="report-status-title">
      <Title order={2} size="h3" id="report-status-title" mb="xs">
        Report Status
      </Title>
      {isError && <BlockError />}
      <Columns cols={{ base: 1, sm: 3 }}>
        {/* As tall as a loaded card (title, total, New and View), so nothing below moves (CLS). */}
        {isLoading && [0, 1, 2].map((i) => <Skeleton key={i} height={115} />)}
        {entries.map(({ key, title, counts }) => (
          <Card withBorder key={key} data-testid={`status-card-${key}`}>
            <Text fw={600}>{title}</Text>
            <Text fw={700} size="xl" data-testid="status-total">
              {counts.total}
            </Text>
            <Group justify="space-between">
              <Text size="sm" data-testid="status-new">{`New ${counts.newToday}`}</Text>
              <Anchor
                component={Link}
                to={`/portfolio/orders?type=${SUMMARY_KEY_ORDER_TYPE[key]}`}
                aria-label={`View ${title}`}
              >
                View
              </Anchor>
            </Group>
          </Card>
        ))}
      </Columns>
    </section>
  );
}
