import { Card, Skeleton, Title } from '@mantine/core';
import type { RiskStatistic } from '@taxlens/contracts';
import { lazy } from 'react';
import { AfterFirstPaint } from '../../../shared/ui/after-first-paint';
import { BlockError } from './block-error';
import { DashboardWindowLabel } from './window-label';

// Mantine's Table and the risk badge come after the first paint (decision 216), as the rejected reports'.
const PortfolioRiskTable = lazy(() =>
  import('./portfolio-risk-table').then((m) => ({ default: m.PortfolioRiskTable })),
);

const SKELETON_HEIGHT = 90;

type Props = { rows: RiskStatistic[] | null | undefined; isLoading: boolean; isError: boolean };

/** Spec 1 §2 Portfolio Risk (showportfoliorisk): clients by risk level with their liability. */
export function PortfolioRisk({ rows, isLoading, isError }: Props) {
  const skeleton = <Skeleton height={SKELETON_HEIGHT} />;
  return (
    <Card withBorder component="section" aria-labelledby="portfolio-risk-title">
      <Title order={2} size="h3" id="portfolio-risk-title">
        Portfolio Risk
      </Title>
      <DashboardWindowLabel />
      {isError && <BlockError />}
      {isLoading && skeleton}
      {rows && (
        <AfterFirstPaint fallback={skeleton}>
          <PortfolioRiskTable rows={rows} />
        </AfterFirstPaint>
      )}
    </Card>
  );
}
