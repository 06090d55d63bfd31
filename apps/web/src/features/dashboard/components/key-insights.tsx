import { ActionIcon, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  DASHBOARD_WINDOW,
  formatUsd,
  type InsightDefinition,
  KEY_INSIGHT_DEFINITIONS,
  KEY_INSIGHTS_TOOLTIP,
  type KeyInsights as KeyInsightsData,
} from '@taxlens/contracts';
import { Link } from 'react-router';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';
import { BlockError } from './block-error';
import { DashboardWindowLabel } from './window-label';
import { InsightIcon } from './insight-icon';

type Figure = { count?: number; value?: number; clientId?: string | null; businessName?: string | null };
type Props = { data: KeyInsightsData | undefined; isLoading: boolean; isError: boolean };

function InsightRow({ def, figure }: { def: InsightDefinition; figure: Figure }) {
  const amount = def.kind === 'usd' ? formatUsd(figure.value ?? 0) : String(figure.count ?? 0);
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-insight={def.key}>
      <InsightIcon style={def.style} />
      <Stack gap={2} style={{ flex: 1 }}>
        <Text fw={700} data-testid="insight-figure">
          {amount}
        </Text>
        <Text size="sm">{def.description}</Text>
        {def.category && (
          <Anchor
            component={Link}
            size="sm"
            to={`/portfolio/overview?reports=${def.category}&yearMonth=${DASHBOARD_WINDOW}`}
            aria-label={`View clients: ${def.description}`}
          >
            View
          </Anchor>
        )}
        {!def.category && figure.clientId && (
          <Button component={Link} to={`/client/${figure.clientId}`} size="compact-sm" variant="light" w="fit-content">
            {figure.businessName ?? 'View client'}
          </Button>
        )}
      </Stack>
    </Group>
  );
}

/** Spec 1 §2 Key Insights (viewkeyinsights ACTIVE), variant A or B as the server answers. */
export function KeyInsights({ data, isLoading, isError }: Props) {
  const figures = data as unknown as Record<string, Figure> | undefined;
  return (
    <Card withBorder component="section" aria-labelledby="key-insights-title">
      <Group gap={4} mb="xs">
        <Title order={2} size="h3" id="key-insights-title">
          Key Insights
        </Title>
        <DeferredTooltip label={KEY_INSIGHTS_TOOLTIP} withArrow events={{ hover: true, focus: true, touch: true }}>
          <ActionIcon variant="subtle" size="sm" aria-label={`About Key Insights: ${KEY_INSIGHTS_TOOLTIP}`}>
            <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx={12} cy={12} r={9} fill="none" stroke="currentColor" strokeWidth={2} />
              <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          </ActionIcon>
        </DeferredTooltip>
      </Group>
      <DashboardWindowLabel />
      {isError && <BlockError />}
      {isLoading && <Skeleton height={160} />}
      {data && figures && (
        <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {KEY_INSIGHT_DEFINITIONS[data.variant].map((def) => (
            <InsightRow key={def.key} def={def} figure={figures[def.key] ?? {}} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
