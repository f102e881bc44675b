import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { issueSession } from '../../modules/auth/index.js';
import type { AccessTable, BuildContext, Request } from './access-cases.js';
import { call } from './security-call.js';

/**
 * A staff account of its own for a staff, admin or delivery caller (these routes act on the caller's own
 * second factor, and the shared test staff must keep signing in with a password alone), with
 * its token in the request's header; other callers send theirs and are refused before the body.
 */
async function ownAccount({ w, caller }: BuildContext, stage: 'new' | 'set up' | 'on') {
  if (caller !== 'staff' && caller !== 'admin' && caller !== 'delivery') return undefined;
  const role = caller;
  const password = `juniper-ledger-${randomBytes(3).toString('hex')}-Quay!`;
  const made = await call(w.t, 'POST', '/api/user', {
    token: w.t.auth.admin,
    body: { name: `Own ${role}`, email: `own-${randomBytes(4).toString('hex')}@farm.test`, password, role },
  });
  if (made.statusCode !== 201) throw new Error(`staff user: ${made.body}`);
  const id = made.data.response.id as number;
  const session = await issueSession(
    w.t.db,
    w.t.tokenService,
    { kind: 'staff', id, role, name: 'Own' },
    false,
  );
  const token = session.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  if (stage === 'new') return { id, password, headers };
  const setup = await call(w.t, 'POST', '/api/user/second-factor/setup', { token });
  if (setup.statusCode !== 200) throw new Error(`set-up: ${setup.body}`);
  const setupKey = setup.data.response.setupKey as string;
  if (stage === 'set up') return { id, password, headers, setupKey };
  const confirmed = await call(w.t, 'POST', '/api/user/second-factor/confirm', {
    token,
    body: { code: await generate({ secret: setupKey }) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  const recoveryCodes = confirmed.data.response.recoveryCodes as string[];
  return { id, password, headers, setupKey, recoveryCode: recoveryCodes[0] ?? '' };
}

function request(url: string, body: object, own: { headers: Record<string, string> } | undefined): Request {
  return { url, body, ...(own ? { headers: own.headers } : {}) };
}

/**
 * The staff's own second factor and password, and an admin's removal of another's second factor
 * (security issue 13.3, issue 14.14f).
 */
export const staffAccountCases: AccessTable = {
  'POST /api/user/second-factor/setup': {
    access: 'delivery',
    build: async (ctx) => {
      const own = await ownAccount(ctx, 'new');
      return { url: '/api/user/second-factor/setup', ...(own ? { headers: own.headers } : {}) };
    },
  },
  'POST /api/user/second-factor/confirm': {
    access: 'delivery',
    build: async (ctx) => {
      const own = await ownAccount(ctx, 'set up');
      const code = own?.setupKey ? await generate({ secret: own.setupKey }) : '123456';
      return request('/api/user/second-factor/confirm', { code }, own);
    },
  },
  'PUT /api/user/password': {
    access: 'delivery',
    build: async (ctx) => {
      const own = await ownAccount(ctx, 'new');
      const body = {
        currentPassword: own?.password ?? 'some-password',
        password: `quarry-lantern-${randomBytes(3).toString('hex')}-Fig!`,
      };
      return request('/api/user/password', body, own);
    },
  },
  'PUT /api/user/language': {
    access: 'delivery',
    build: async () => request('/api/user/language', { locale: 'ta' }, undefined),
  },
  'POST /api/user/second-factor/disable': {
    access: 'delivery',
    build: async (ctx) => {
      const own = await ownAccount(ctx, 'on');
      const body = { password: own?.password ?? 'some-password', code: own?.recoveryCode ?? '123456' };
      return request('/api/user/second-factor/disable', body, own);
    },
  },
  'POST /api/user/second-factor/recovery-codes': {
    access: 'delivery',
    build: async (ctx) => {
      const own = await ownAccount(ctx, 'on');
      return request('/api/user/second-factor/recovery-codes', { code: own?.recoveryCode ?? '123456' }, own);
    },
  },
  'DELETE /api/user/{id}/second-factor': {
    access: 'admin',
    build: async (ctx) => {
      // Someone else's: a staff member whose factor is on (made as if by the staff caller).
      const target = await ownAccount({ ...ctx, caller: 'staff' }, 'on');
      return { url: `/api/user/${target?.id}/second-factor` };
    },
  },
};
