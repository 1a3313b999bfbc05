import type { AccountContribution } from './AccountContribution.ts';
import { messagesAccount, profileAccount } from './coreAccount.ts';
import { engagementAccount } from './engagementAccount.ts';
import { videoAccount } from './videoAccount.ts';
import { pointsAccount } from './pointsAccount.ts';
import { subscriptionAccount } from './subscriptionAccount.ts';

/**
 * Every module's part in cancellation and data export. A module with personal data adds its
 * contribution here.
 */
export const ACCOUNT_CONTRIBUTIONS: readonly AccountContribution[] = [profileAccount, messagesAccount, subscriptionAccount, pointsAccount, engagementAccount, videoAccount];
