import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
