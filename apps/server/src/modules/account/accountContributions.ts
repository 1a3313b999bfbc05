import type { AccountContribution } from './AccountContribution.ts';
import { messagesAccount, profileAccount } from './coreAccount.ts';
import { subscriptionAccount } from './subscriptionAccount.ts';

/**
 * Every module's part in cancellation and data export. A module with personal data adds its
 * contribution here (comments and favourites, points and prizes arrive with their issues).
 */
export const ACCOUNT_CONTRIBUTIONS: readonly AccountContribution[] = [profileAccount, messagesAccount, subscriptionAccount];
