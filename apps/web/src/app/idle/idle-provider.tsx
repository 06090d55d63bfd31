import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useConfig } from '../../shared/config/get-config';
import { sendKeepalive } from '../../shared/session/keepalive';
import { refreshSession } from '../../shared/session/refresh-session';
import { useSessionUser } from '../../shared/session/use-session-user';
import { ACTIVE, computeIdleState, sameIdleState, type IdleState } from './idle-rules';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const IdleContext = createContext<IdleState>(ACTIVE);

export const useIdleState = (): IdleState => useContext(IdleContext);

/** Idle sign-out and keep-alive (spec 1 §4, §9), running while a user is signed in. */
export function IdleProvider({ children }: { children: ReactNode }) {
  const signedIn = useSessionUser() !== null;
  const { idleSeconds, countdownSeconds, keepaliveSeconds } = useConfig();
  const navigate = useNavigate();
  const [state, setState] = useState<IdleState>(ACTIVE);
  const lastActivity = useRef(Date.now());
  const phase = useRef<IdleState['phase']>('active');
  phase.current = state.phase;

  useEffect(() => {
    if (!signedIn) {
      setState(ACTIVE);
      return;
    }
    // The timer starts when the app loads (or the user signs in).
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
      if (phase.current !== 'warning') return;
      // Activity during the warning resumes the session and refreshes the user.
      setState(ACTIVE);
      refreshSession().catch(() => undefined);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const tick = window.setInterval(() => {
      const next = computeIdleState(Date.now(), lastActivity.current, idleSeconds, countdownSeconds);
      setState((current) => (sameIdleState(current, next) ? current : next));
    }, 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(tick);
    };
  }, [signedIn, idleSeconds, countdownSeconds]);

  useEffect(() => {
    if (state.phase === 'expired') navigate('/auth/logout');
  }, [state.phase, navigate]);

  useEffect(() => {
    if (!signedIn) return;
    const ping = window.setInterval(() => {
      if (phase.current === 'active') sendKeepalive().catch(() => undefined);
    }, keepaliveSeconds * 1000);
    return () => window.clearInterval(ping);
  }, [signedIn, keepaliveSeconds]);

  return <IdleContext.Provider value={state}>{children}</IdleContext.Provider>;
}
