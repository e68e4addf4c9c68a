// The recovery contacts area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (recovery-contacts.ts re-exports them).
import { authMessages, onboardingMessages } from './messages';
/** Enough for a spare address and a second phone or two; more is a list nobody keeps current. */
export const MAX_RECOVERY_CONTACTS = 5;
export const recoveryContactMessages = {
  kindRequired: 'Choose email or phone',
  emailRequired: authMessages.emailRequired,
  ownEmail: 'This is your account email already. Add a different address',
  ownMobile: 'This is your verified mobile number already. Add a different number',
  duplicate: 'You have added this contact already',
  tooMany: `You can keep at most ${MAX_RECOVERY_CONTACTS} recovery contacts. Remove one first`,
  alreadyVerified: 'This contact is verified already',
  verifyFirst: 'Verify this contact before making it primary',
  usedElsewhere: 'This contact already recovers another account',
  lastVerified: 'This is your last verified recovery contact. Confirm that you want to remove it',
  codeSent: onboardingMessages.otpSent,
  verified: 'Recovery contact verified',
  primarySet: 'Primary recovery contact changed',
  removed: 'Recovery contact removed',
} as const;
