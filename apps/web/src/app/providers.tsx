// Mantine's global styles; each component's own CSS comes with it (build/mantine-component-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables and Mantine's responsive classes, written at build time (decision 241).
import 'virtual:mantine-theme.css';
import './layout/layout-rules.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';
import { LazyNotifications } from './layout/lazy-notifications';
import { providerSettings } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // The app's grids are Columns, not Mantine's Grid or SimpleGrid, which write a <style> to the
    // body whatever the settings say (decision 241).
    <MantineProvider {...providerSettings}>
      <QueryClientProvider client={queryClient}>
        <LazyNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
