import { Anchor, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  categorySetFor,
  DASHBOARD_COLORS,
  DASHBOARD_WINDOW,
  type DashboardPortfolio,
  formatUsd,
  TOTAL_LIABILITY_CATEGORY,
  totalLiabilityFontStep,
} from '@taxlens/contracts';
import { Link } from 'react-router';
import { BlockError } from './block-error';
import { DashboardWindowLabel } from './window-label';

const TOTAL_FONT_SIZES = ['2.5rem', '2rem', '1.5rem'] as const;

type Props = { data: DashboardPortfolio | undefined; isLoading: boolean; isError: boolean; isSba: boolean };

/** Spec 1 §2 Report Overview: the total tax liability and the category bars, each a filtered-list link. */
export function ReportOverview({ data, isLoading, isError, isSba }: Props) {
  const categories = categorySetFor(isSba);
  const stats = new Map(data?.clientStatistics.map((s) => [s.clientCategory, s]));
  const total = formatUsd(stats.get(TOTAL_LIABILITY_CATEGORY)?.totalAmount ?? 0);
  const largest = Math.max(1, ...categories.map((c) => stats.get(c.code)?.totalAmount ?? 0));
  return (
    <Card withBorder component="section" aria-labelledby="report-overview-title">
      <Title order={2} size="h3" id="report-overview-title">
        Report Overview
      </Title>
      <DashboardWindowLabel />
      {isError && <BlockError />}
      {isLoading && <OverviewSkeleton rows={categories.length} />}
      {data && (
        <Stack gap="sm" mt="sm">
          <div>
            <Text size="sm" c="dimmed">
              Total Tax Liability
            </Text>
            <Text
              fw={700}
              style={{ fontSize: TOTAL_FONT_SIZES[totalLiabilityFontStep(total)] }}
              data-testid="total-liability"
            >
              {total}
            </Text>
          </div>
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Liabilities by category"
          >
            {categories.map((category, i) => {
              const stat = stats.get(category.code) ?? { totalAmount: 0, count: 0 };
              return (
                <li key={category.code} data-category={category.code}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor
                      component={Link}
                      to={`/portfolio/overview?reports=${category.code}&yearMonth=${DASHBOARD_WINDOW}`}
                    >
                      {category.label}
                    </Anchor>
                    <Text
                      size="sm"
                      data-testid="category-figures"
                    >{`${formatUsd(stat.totalAmount)} · ${stat.count} ${stat.count === 1 ? 'client' : 'clients'}`}</Text>
                  </Group>
                  <Box
                    aria-hidden="true"
                    h={8}
                    mt={2}
                    style={{
                      borderRadius: 4,
                      background: DASHBOARD_COLORS[i % DASHBOARD_COLORS.length],
                      width: `${Math.max(1, (stat.totalAmount / largest) * 100)}%`,
                    }}
                  />
                </li>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}

/**
 * The overview's shape while it loads: the total and one line and bar per category, so the sections
 * below do not move when the figures arrive (dashboard CLS, decision 173).
 */
function OverviewSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" mt="sm" aria-hidden="true">
      <div>
        <Skeleton height={22} width={140} />
        <Skeleton height={60} width={220} mt={0} />
      </div>
      <Stack gap={6}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i}>
            <Skeleton height={25} />
            <Skeleton height={8} mt={2} />
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
