import type { AppContext } from '../../app-context.js';
import { formatInstant } from '@taxlens/contracts';
import { enqueue } from '../../platform/outbox/enqueue.js';

type SignedInUser = { email: string; first_name: string; time_zone: string };

/** Tells the owner about a sign-in from a browser without a device cookie of theirs (decision 131). */
export async function mailNewDeviceSignIn(
  ctx: AppContext,
  user: SignedInUser,
  input: { ip: string; userAgent: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const name = ctx.config.productName;
  await enqueue(
    ctx.db,
    {
      channel: 'mail',
      payload: {
        to: user.email,
        subject: `New sign-in to your ${name} Portal account`,
        text: `Hello ${user.first_name},\n\nYour ${name} Portal account was signed in from a browser it was not signed in from before.\n\nWhen: ${formatInstant(now, user.time_zone)}\nAddress: ${input.ip}\nBrowser: ${input.userAgent ?? 'unknown'}\n\nIf this was you, there is nothing to do. If not, change your password now and review your sign-in history in Settings.`,
      },
    },
    now,
  );
  ctx.outbox.kick();
}
