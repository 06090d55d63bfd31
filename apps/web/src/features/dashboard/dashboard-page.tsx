import { Stack, Title } from '@mantine/core';
import { isCapabilityActive } from '@taxlens/contracts';
import { useConfig } from '../../shared/config/get-config';
import { useSelectedLender } from '../../shared/session/use-session-user';
import { useDashboardPortfolio } from './api/get-dashboard-portfolio';
import { useKeyInsights } from './api/get-key-insights';
import { useReportSummary } from './api/get-report-summary';
import { ContactSuccessBanner } from './contact-success-banner';
import classes from './dashboard-page.module.css';
import { dashboardGreeting } from './greeting';
import { KeyInsights } from './components/key-insights';
import { NewsCards } from './components/news-cards';
import { PortfolioRisk } from './components/portfolio-risk';
import { RejectedReports } from './components/rejected-reports';
import { ReleasePosts } from './components/release-posts';
import { ReportOverview } from './components/report-overview';
import { StatusCards } from './components/status-cards';

// Each block asks for its own call (the same query, shared, where two show one answer): an answer
// re-renders its blocks only, not the page, so no answer makes a long task on a phone (decision 231).

function OverviewBlock({ lenderId, isSba }: { lenderId: string; isSba: boolean }) {
  const portfolio = useDashboardPortfolio(lenderId);
  return (
    <ReportOverview data={portfolio.data} isLoading={portfolio.isLoading} isError={portfolio.isError} isSba={isSba} />
  );
}

function StatusBlock({ lenderId }: { lenderId: string }) {
  const summary = useReportSummary(lenderId);
  return <StatusCards data={summary.data} isLoading={summary.isLoading} isError={summary.isError} />;
}

function RejectedBlock({ lenderId }: { lenderId: string }) {
  const summary = useReportSummary(lenderId);
  return (
    <RejectedReports rows={summary.data?.latestRejected} isLoading={summary.isLoading} isError={summary.isError} />
  );
}

function InsightsBlock({ lenderId }: { lenderId: string }) {
  const insights = useKeyInsights(lenderId, true);
  return <KeyInsights data={insights.data} isLoading={insights.isLoading} isError={insights.isError} />;
}

function RiskBlock({ lenderId }: { lenderId: string }) {
  const portfolio = useDashboardPortfolio(lenderId);
  return (
    <PortfolioRisk rows={portfolio.data?.portfolioRisk} isLoading={portfolio.isLoading} isError={portfolio.isError} />
  );
}

function NewsBlock() {
  return <NewsCards productName={useConfig().productName} />;
}

/** The dashboard (/), spec 1 §2: every figure comes from the dashboard calls. */
export function DashboardPage() {
  const lender = useSelectedLender();
  const lenderId = lender?.id ?? '';
  const showInsights = isCapabilityActive(lender?.capabilities, 'viewkeyinsights');
  const showRisk = isCapabilityActive(lender?.capabilities, 'showportfoliorisk');

  return (
    <Stack>
      <ContactSuccessBanner />
      <Title order={1}>{dashboardGreeting(lender?.companyName ?? '')}</Title>
      <div className={classes.columns}>
        <Stack>
          <OverviewBlock lenderId={lenderId} isSba={lender?.isSba ?? false} />
          <StatusBlock lenderId={lenderId} />
          <RejectedBlock lenderId={lenderId} />
        </Stack>
        <Stack>
          {showInsights && <InsightsBlock lenderId={lenderId} />}
          {showRisk && <RiskBlock lenderId={lenderId} />}
          <ReleasePosts />
        </Stack>
      </div>
      <NewsBlock />
    </Stack>
  );
}
