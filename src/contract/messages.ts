// The spec's exact strings (sections 5, 8 and 9). Both the web app and the server use these,
// so a message shown next to a field is the same one the API returns for it.

export const clientMessages = {
  noToken: 'Authentication token not found. Please login again.',
  requestFailed: 'Request failed',
  unauthorized: 'Unauthorized access',
  airportInactive: 'Airport is Inactive',
  noResponse: 'No response from server',
  unexpected: 'An unexpected error occurred',
  downloadFailed: 'Failed to download file',
  downloadSucceeded: 'File downloaded successfully',
  requestSuccessful: 'Request successful',
  sendOtpFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  businessDetailsFailed: 'Failed to submit business details',
} as const;

export const phoneMessages = {
  countryCodeRequired: 'Country code is required',
  phoneRequired: 'Phone number is required',
  phoneDigitsOnly: 'Phone number must contain only digits',
  phoneMinLength: 'Phone number must be at least 10 digits',
} as const;

export const businessMessages = {
  business_name: 'Business name is required',
  business_type: 'Business type is required',
  registration_number: 'Registration number is required',
  contact_number: 'Contact number is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  postal_code: 'Postal code is required',
  contact_person: 'Contact person is required',
  contact_email: 'Contact email is required',
  contact_phone: 'Contact phone is required',
  invalidEmail: 'Invalid email',
} as const;

// Messages the spec does not give; written for this product.
export const authMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess',
  roleRequired: 'Choose whether you sell or buy',
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Incorrect email or password',
  accountSuspended: 'This account is suspended. Contact support to restore access',
  tokenRequired: 'Activation token is required',
  tokenInvalid: 'This activation link is not valid. Request a new one from the Verify Your Email screen',
  tokenUsed: 'This activation link has already been used. Sign in to continue',
  tokenExpired: 'This activation link has expired. Request a new one from the Verify Your Email screen',
  alreadyVerified: 'Your email is already verified',
  codeRequired: 'Code is required',
  codeFormat: 'Enter the 6-digit code',
  codeInvalid: 'The code is not correct',
  codeExpired: 'The code has expired. Request a new one',
  codeExhausted: 'Too many wrong attempts. Request a new code',
  identifierRequired: 'Enter your account email or a verified recovery contact',
  recoveryCodeSent: 'If an account matches, a sign-in code has been sent',
  passwordChanged: 'Your password has been changed',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Current password is not correct',
  sessionRequired: 'Sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again',
  forbidden: 'You do not have permission to do this',
  tooManyRequests: 'Too many attempts. Try again later',
  xsrfMismatch: 'Security check failed. Reload the page and try again',
  notFound: 'Not found',
  routeNotFound: 'This API route does not exist',
  bodyTooLarge: 'The request is too large',
  validationFailed: 'Some fields are not valid',
  internalError: 'Something went wrong on our side. Please try again',
  unknownField: 'This field is not allowed',
  alreadyExists: 'This record already exists',
  controlCharacter: 'This text holds a control character (such as U+0000) that cannot be stored: remove it',
  brokenCharacter: 'This text holds a broken character (an unpaired surrogate) that cannot be stored: remove it',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'Send the body as JSON (Content-Type: application/json)',
  multipartBoundaryMissing:
    'The multipart body has no boundary: send Content-Type: multipart/form-data; boundary=… (a browser or HTTP library sets it for you)',
  multipartMalformed: 'The multipart body is malformed: send it again as multipart/form-data',
} as const;

/**
 * A wrong one-time code with tries left ("The code is not correct: 2 tries left"): one message per count,
 * so that each is translated by its text like every other message (src/i18n/hi.ts, zh.ts).
 */
export const codeTriesLeftMessage = (left: number): string => `${authMessages.codeInvalid}: ${left} ${left === 1 ? 'try' : 'tries'} left`;

export const onboardingMessages = {
  verifyEmailFirst: 'Verify your email address first',
  verifyMobileFirst: 'Verify your mobile number first',
  businessDetailsFirst: 'Submit your business details first',
  sellersOnly: 'Only seller accounts go through seller onboarding',
  otpSent: 'Verification code sent',
  mobileVerified: 'Mobile number verified',
  phoneTaken: 'This number is already verified on another account',
  businessAlreadySubmitted: 'Business details are already submitted. Edit them in your store profile',
  businessSubmitted: 'Business details submitted',
} as const;
