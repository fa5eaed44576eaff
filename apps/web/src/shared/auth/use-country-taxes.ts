import { showsArgentineCountryTaxes } from '@portal/domain/auth/country';
import { useAuthStore } from '@/shared/auth/auth-store';

/** Whether this agency is shown the Argentine country taxes: not a Peruvian one (spec §7). */
export const useShowsCountryTaxes = (): boolean =>
  useAuthStore((s) => showsArgentineCountryTaxes(s.user?.pais));
