import { dashboardGreeting } from '../../features/dashboard/greeting';
import { getStoredUser, isSignedIn } from '../../shared/storage/local-store';
// Its global startup-* classes: the header's place, in the entry's stylesheet.
import './app-header.module.css';
import { StartupShell } from './startup-shell';

/**
 * The dashboard's greeting, known before any call from the stored user's selected lender. Shown at
 * once, it is the page's largest text in the first paint on a phone, not after the page's code has
 * loaded (decision 231).
 */
function storedGreeting(): string | null {
  if (window.location.pathname !== '/' || !isSignedIn()) return null;
  const company = getStoredUser()?.selectedLender?.companyName;
  return company ? dashboardGreeting(company) : null;
}

/** Shown on first load while the first route's guards run: what index.html painted, from React. */
export function StartupFallback() {
  return <StartupShell greeting={storedGreeting()} />;
}
