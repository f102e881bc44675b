import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenService } from './token.service.js';

const SESSION = '4f9d3c1e-8a2b-4c5d-9e6f-0a1b2c3d4e5f';
const customer = { kind: 'customer' as const, id: 7, name: 'Meena' };

/** Tokens checked once are known until they expire (token.service.ts): never longer, never a forged one. */
describe('access tokens known once checked', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a known token until its end, and refuses it after, as a first check would', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256-0123456789');
    const token = await tokens.signAccessToken(customer, SESSION);
    expect(await tokens.verifyAccessToken(token)).toEqual({ principal: customer, sessionId: SESSION });
    expect(await tokens.verifyAccessToken(token)).toEqual({ principal: customer, sessionId: SESSION });

    vi.setSystemTime(new Date(Date.parse('2026-11-27T10:00:00Z') + (ACCESS_TOKEN_SECONDS + 1) * 1000));
    expect(await tokens.verifyAccessToken(token)).toBeUndefined();
  });

  it('refuses a token changed by one character, and one signed with another secret, after the good one was kept', async () => {
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256-0123456789');
    const token = await tokens.signAccessToken(customer, SESSION);
    expect(await tokens.verifyAccessToken(token)).toBeDefined();

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(await tokens.verifyAccessToken(`${header}.${raised}.${signature}`)).toBeUndefined();
    // The first character: all six of its bits are the signature's (the last one's low bits are padding).
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeUndefined();

    const other = createTokenService('another-secret-of-enough-length-for-hs256-987');
    expect(await other.verifyAccessToken(token)).toBeUndefined();
  });
});
