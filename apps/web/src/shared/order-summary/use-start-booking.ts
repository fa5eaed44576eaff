import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import { useOrderDraftStore, type TOrderDraft } from '@/shared/order-summary/order-draft-store';

/**
 * Every product books through the shared passenger page (spec §2 form-pax?q=<module>): the
 * draft goes to the store and the agent to the page of its module.
 */
export function useStartBooking() {
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const navigate = useNavigate();
  return (draft: TOrderDraft) => {
    setDraft(draft);
    navigate(paths.formPax.getHref(draft.q));
  };
}
