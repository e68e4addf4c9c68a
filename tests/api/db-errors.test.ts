import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../server/db/client';
import { loggedError } from '../../server/lib/log';

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

describe('loggedError', () => {
  it("keeps the statement and PostgreSQL's code, never the parameters, the detail or a quoted value", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "GB33BUKB20201555555555"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(asha@example.com) already exists.',
      table: 'users',
    });
    const error = Object.assign(new Error('Failed query: update "users" set "phone" = $1 where "id" = $2\nparams: 9812300077,0b6c', { cause }), {
      params: ['9812300077'],
    });
    const logged = JSON.stringify(loggedError(error));
    expect(logged).toContain('Failed query: update \\"users\\" set \\"phone\\" = $1');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).toContain('"table":"users"');
    for (const secret of ['9812300077', 'GB33BUKB', 'asha@example.com', 'params']) expect(logged).not.toContain(secret);
  });

  it('drops the message line from the stack, where a multi-line message would repeat', () => {
    const logged = loggedError(new Error('Failed query: select 1\nparams: secret-value'));
    expect(logged.stack).toMatch(/^ {4}at /);
    expect(JSON.stringify(logged)).not.toContain('secret-value');
  });
});
