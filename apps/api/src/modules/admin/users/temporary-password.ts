import { randomInt } from 'node:crypto';
import { judgePassword } from '@portal/domain/admin/password-strength';

// Read aloud or typed from a note: no 0/O, 1/l/I look-alikes.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A temporary password (issue 31, item 2): three groups of four characters from a
 * cryptographic source (about 70 bits), e.g. 'k7Qm-x9Tz-R4wp', and always one the password
 * judge accepts for this user, since the user keeps it until they change it.
 */
export function temporaryPassword(userInputs: readonly string[]): string {
  for (;;) {
    const password = Array.from({ length: GROUPS }, group).join('-');
    if (judgePassword(password, userInputs).ok) return password;
  }
}
