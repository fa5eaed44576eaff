import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { clearPaxDraft, readPaxDraft, savePaxDraft } from '@/shared/passenger-form/passenger-draft';

const logIn = (id: number) =>
  startSession(
    sessionFromLogin({ data: { user: { id, nombre: 'Ana', nivel: 1, uws: 2 } }, accesos: { token: 't' } }),
  );
const typed = { passengers: [{ nombres: 'Lucía', dni: '30111222' }] };

describe('passenger drafts (issue 11, item 7)', () => {
  afterEach(() => endSession({ logout: false }));

  it('keeps what was typed for the same order, per user, across a session that ended', () => {
    logIn(7);
    savePaxDraft('tickets', 'order-A', typed);
    expect(readPaxDraft('tickets', 'order-A')).toEqual(typed);
    expect(readPaxDraft('tickets', 'order-B')).toBeUndefined();
    endSession({ logout: false });
    logIn(8);
    expect(readPaxDraft('tickets', 'order-A')).toBeUndefined();
    logIn(7);
    expect(readPaxDraft('tickets', 'order-A')).toEqual(typed);
  });

  it('drops a draft older than a day, one that was booked, and all of them on logout', () => {
    logIn(7);
    const now = Date.now();
    savePaxDraft('hotels', 'cart', typed, now);
    expect(readPaxDraft('hotels', 'cart', now + 25 * 3_600_000)).toBeUndefined();
    clearPaxDraft('hotels');
    expect(readPaxDraft('hotels', 'cart', now)).toBeUndefined();
    savePaxDraft('hotels', 'cart', typed);
    savePaxDraft('tickets', 'order', typed);
    endSession();
    logIn(7);
    expect(readPaxDraft('hotels', 'cart')).toBeUndefined();
    expect(readPaxDraft('tickets', 'order')).toBeUndefined();
  });
});
