import { agencyToday } from '@portal/domain/dates';
import { useState } from 'react';
import { useAuthStore } from '@/shared/auth/auth-store';

/**
 * What a search form's dates are checked against: the agency's today (read once, when the page
 * opens) and whether the user is an AS agent, who may book from today.
 */
export function useBookingCalendar() {
  const [today] = useState(() => agencyToday(new Date()));
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  return { today, isAgenteAS };
}
