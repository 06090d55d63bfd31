import { describe, expect, it } from 'vitest';
import { parseBasicCredentials } from './basic-credentials.js';

const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

describe('parseBasicCredentials', () => {
  it('reads username and password, keeping colons inside the password', () => {
    expect(parseBasicCredentials(basic('loan.officer:a:b:c'))).toEqual({ username: 'loan.officer', password: 'a:b:c' });
  });
  it('refuses missing, non-Basic, empty or colon-less headers', () => {
    expect(parseBasicCredentials(undefined)).toBeNull();
    expect(parseBasicCredentials('Bearer abc')).toBeNull();
    expect(parseBasicCredentials('Basic')).toBeNull();
    expect(parseBasicCredentials(basic('nocolon'))).toBeNull();
    expect(parseBasicCredentials(basic(':password'))).toBeNull();
    expect(parseBasicCredentials(basic('user:'))).toBeNull();
    expect(parseBasicCredentials('Basic !!!not-base64')).toBeNull();
  });
  it('refuses absurdly long values', () => {
    expect(parseBasicCredentials(basic(`${'u'.repeat(300)}:p`))).toBeNull();
  });
});
