import { useEffect, useState } from 'react';
import type { judgePassword } from '@portal/domain/admin/password-strength';

type TJudge = typeof judgePassword;

/**
 * The domain's password judge, loaded apart from the page: its dictionaries are about a
 * megabyte, so the form shows at once and the meter when they arrive. Null until then.
 */
export function usePasswordJudge(): TJudge | null {
  const [judge, setJudge] = useState<TJudge | null>(null);
  useEffect(() => {
    let current = true;
    void import('@portal/domain/admin/password-strength').then((module) => {
      if (current) setJudge(() => module.judgePassword);
    });
    return () => {
      current = false;
    };
  }, []);
  return judge;
}
