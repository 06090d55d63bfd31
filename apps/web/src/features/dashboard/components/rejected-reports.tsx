import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import type { RejectedReport } from '@taxlens/contracts';
import { lazy } from 'react';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../../shared/ui/after-first-paint';
import { BlockError } from './block-error';

// The table (Mantine's Table and ScrollArea, zoned dates) is below a phone's first view: its code
// comes after the first paint instead of before it (decision 216).
const RejectedReportsTable = lazy(() =>
  import('./rejected-reports-table').then((m) => ({ default: m.RejectedReportsTable })),
);

/** As tall as the table's header and 5 skeleton rows, so nothing below moves when it arrives (CLS). */
const TABLE_SKELETON_HEIGHT = 171;

type Props = { rows: RejectedReport[] | undefined; isLoading: boolean; isError: boolean };

export const NO_REJECTED_TEXT = 'There are no recently rejected reports.';

/** Spec 1 §2: recently rejected reports with a 5-row skeleton while loading. */
export function RejectedReports({ rows, isLoading, isError }: Props) {
  return (
    <Card withBorder component="section" aria-labelledby="rejected-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="rejected-title">
          Recently Rejected Reports
        </Title>
        <Button component={Link} to="/portfolio/clients?type=rejected" variant="light" size="xs">
          View All
        </Button>
      </Group>
      {isError && <BlockError />}
      <AfterFirstPaint fallback={<Skeleton height={TABLE_SKELETON_HEIGHT} aria-hidden="true" />}>
        <RejectedReportsTable rows={rows} isLoading={isLoading} />
      </AfterFirstPaint>
      {rows && rows.length === 0 && (
        <Text size="sm" mt="xs">
          {NO_REJECTED_TEXT}
        </Text>
      )}
    </Card>
  );
}
