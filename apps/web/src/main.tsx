import './shared/validation/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstRequests, startRouter } from './app/start-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

startFirstRequests();
// Start-up in three tasks rather than one long one on a phone (decision 242): the modules' evaluation
// with the first requests; then the router's first navigation; then the first render, in slices.
setTimeout(() => {
  const router = startRouter();
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}, 0);
