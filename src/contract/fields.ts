import { z } from 'zod';
import { authMessages } from './messages';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

/** A required text field: missing, wrong-typed and blank input all give `message`. */
export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const emailField = (requiredMessage: string = authMessages.emailRequired) =>
  requiredText(requiredMessage, 254)
    .pipe(z.email(authMessages.invalidEmail))
    .transform((s) => s.toLowerCase());

export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong);
