import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from '../../../src/public/sign-in-return';

describe('coming back after signing in', () => {
  it('returns to the page the visitor came from', () => {
    const login = loginPathFor({ pathname: '/PublicProductDetails/p-1', search: '?qty=200' });
    expect(login).toBe('/login?redirect=%2FPublicProductDetails%2Fp-1%3Fqty%3D200');
    expect(returnPathFrom(new URL(login, 'http://x').search)).toBe('/PublicProductDetails/p-1?qty=200');
  });

  it('never leaves the site', () => {
    expect(returnPathFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(returnPathFrom('?redirect=%2F%5Cevil.example')).toBe('/');
    expect(returnPathFrom('')).toBe('/');
  });
});
