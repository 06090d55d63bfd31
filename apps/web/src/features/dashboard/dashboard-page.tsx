import { Grid, Stack, Title } from '@mantine/core';
import { isCapabilityActive } from '@taxlens/contracts';
import { useConfig } from '../../shared/config/get-config';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { useDashboardPortfolio } from './api/get-dashboard-portfolio';
import { useKeyInsights } from './api/get-key-insights';
import { useReportSummary } from './api/get-report-summary';
import { ContactSuccessBanner } from './contact-success-banner';
import { KeyInsights } from './components/key-insights';
import { NewsCards } from './components/news-cards';
import { PortfolioRisk } from './components/portfolio-risk';
import { RejectedReports } from './components/rejected-reports';
import { ReleasePosts } from './components/release-posts';
import { ReportOverview } from './components/report-overview';
import { StatusCards } from './components/status-cards';

/** The dashboard (/), spec 1 §2: every figure comes from the dashboard calls. */
export function DashboardPage() {
  const lender = useSelectedLender();
  const { productName } = useConfig();
  const lenderId = lender?.id ?? '';
  const showInsights = isCapabilityActive(lender?.capabilities, 'viewkeyinsights');
  const showRisk = isCapabilityActive(lender?.capabilities, 'showportfoliorisk');
  const portfolio = useDashboardPortfolio(lenderId);
  const summary = useReportSummary(lenderId);
  const insights = useKeyInsights(lenderId, showInsights);

  return (
    <Stack>
      <ContactSuccessBanner />
      <Title order={1}>{`Welcome, ${lender?.companyName ?? ''}`}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <ReportOverview data={portfolio.data} isLoading={portfolio.isLoading} isError={portfolio.isError} isSba={lender?.isSba ?? false} />
            <StatusCards data={summary.data} isLoading={summary.isLoading} isError={summary.isError} />
            <RejectedReports rows={summary.data?.latestRejected} isLoading={summary.isLoading} isError={summary.isError} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            {showInsights && <KeyInsights data={insights.data} isLoading={insights.isLoading} isError={insights.isError} />}
            {showRisk && <PortfolioRisk rows={portfolio.data?.portfolioRisk} isLoading={portfolio.isLoading} isError={portfolio.isError} />}
            <ReleasePosts />
          </Stack>
        </Grid.Col>
      </Grid>
      <NewsCards productName={productName} />
    </Stack>
  );
}
