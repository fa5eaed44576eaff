import { useEffect } from 'react';
import { onAuthenticatedCall } from '@/shared/api-client';
import { renewSessionIfDue } from '@/shared/auth/session-renewal';

const ACTIVITY_EVENTS = ['keydown', 'pointerdown'] as const;
const ACTIVITY_CHECK_MS = 60_000;

/**
 * Renews the session while the agent is active (issue 11, item 7): after each call to the
 * API, and on typing or clicking (looked at once a minute at most); an idle session ends.
 */
export function useSessionKeeper() {
  useEffect(() => {
    let lastCheck = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastCheck < ACTIVITY_CHECK_MS) return;
      lastCheck = now;
      void renewSessionIfDue(now);
    };
    onAuthenticatedCall(() => void renewSessionIfDue());
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      onAuthenticatedCall(undefined);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, []);
}
