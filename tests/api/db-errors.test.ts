import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../server/db/client';

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 on the error or any error it wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('outer', { cause: new Error('mid', { cause: { code: '23505' } }) }))).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(new Error('users_email_lower_key'))).toBe(false);
  });
});
