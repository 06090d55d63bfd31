import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-client';
import { decideLoginFailure, decideNextAfterSignIn, secondFactorPrompt } from './login-rules';

const failure = (key: string, extra: Record<string, string> = {}) =>
  new ApiError(401, '/api/portal/login', [{ key, value: `text of ${key}`, ...extra }]);

describe('decideLoginFailure', () => {
  it('sends expired credentials to change password', () => {
    expect(decideLoginFailure(failure('CREDENTIALS_EXPIRED'))).toEqual({ kind: 'expired' });
  });

  it('asks for the second factor with its type', () => {
    expect(decideLoginFailure(failure('MISSING_F2A_TOKEN', { f2aType: 'EMAIL_TOTP' }))).toEqual({
      kind: 'second-factor',
      f2aType: 'EMAIL_TOTP',
    });
  });

  it('passes on the WebAuthn challenge', () => {
    const challenge = { challenge: 'abc', rpId: 'localhost' };
    expect(
      decideLoginFailure(
        new ApiError(401, '/api/portal/login', [
          { key: 'MISSING_F2A_TOKEN', value: 'x', f2aType: 'WEBAUTHN', challenge },
        ]),
      ),
    ).toEqual({
      kind: 'second-factor',
      f2aType: 'WEBAUTHN',
      challenge,
    });
  });

  it('shows any other message as the login error', () => {
    for (const key of ['BAD_CREDENTIALS', 'BAD_F2A_TOKEN', 'F2A_BLOCKED', 'TOO_MANY_REQUESTS']) {
      expect(decideLoginFailure(failure(key))).toEqual({ kind: 'error', message: `text of ${key}` });
    }
  });

  it('reports an unreachable server', () => {
    expect(decideLoginFailure(new TypeError('Failed to fetch')).kind).toBe('error');
  });
});

describe('secondFactorPrompt', () => {
  it('names where the e-mailed code went', () => {
    expect(secondFactorPrompt('EMAIL_TOTP')).toBe('Enter the 6-digit code we sent to your e-mail.');
  });
});

describe('decideNextAfterSignIn', () => {
  it('goes to lender selection first', () => {
    expect(decideNextAfterSignIn({ hasLender: false, eulaPending: true, goto: '/invoices' })).toEqual({
      to: '/set-lender',
      clearGoto: false,
    });
  });

  it('then to pending notices, keeping the target', () => {
    expect(decideNextAfterSignIn({ hasLender: true, eulaPending: true, goto: '/invoices' })).toEqual({
      to: '/auth/eula',
      clearGoto: false,
    });
  });

  it('then to the saved target, clearing it, or home', () => {
    expect(decideNextAfterSignIn({ hasLender: true, eulaPending: false, goto: '/invoices' })).toEqual({
      to: '/invoices',
      clearGoto: true,
    });
    expect(decideNextAfterSignIn({ hasLender: true, eulaPending: false, goto: null }).to).toBe('/');
  });

  it('never returns to sign-out or an outside site', () => {
    expect(decideNextAfterSignIn({ hasLender: true, eulaPending: false, goto: '/auth/logout' }).to).toBe('/');
    expect(decideNextAfterSignIn({ hasLender: true, eulaPending: false, goto: '//evil.example' }).to).toBe('/');
  });
});
