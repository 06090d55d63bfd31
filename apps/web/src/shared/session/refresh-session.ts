import type { User } from '@taxlens/contracts';
import { setStoredUser } from '../storage/local-store';
import { getSelectedLender } from './get-selected-lender';
import { getUser } from './get-user';

/** Reloads the user and the selected lender (with its capabilities) into the stored session. */
export async function refreshSession(): Promise<User> {
  const user = await getUser();
  const lender = user.selectedLender ? await getSelectedLender() : null;
  const next: User = { ...user, selectedLender: lender ?? user.selectedLender };
  setStoredUser(next);
  return next;
}
