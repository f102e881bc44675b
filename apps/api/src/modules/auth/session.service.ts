import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import { unauthorized } from '../../lib/app-error.js';
import {
  findActivePrincipal,
  findRefreshTokenForUpdate,
  hasLiveToken,
  insertRefreshToken,
  markRefreshTokenReplaced,
  revokeAllOfSubject,
  revokeFamily,
} from './session.repository.js';
import {
  hashToken,
  newRefreshToken,
  type Principal,
  type PrincipalKind,
  REMEMBER_ME_SECONDS,
  SESSION_REFRESH_SECONDS,
  type TokenService,
} from './token.service.js';

export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  remember: boolean;
  principal: Principal;
};

function refreshExpiry(remember: boolean): Date {
  const seconds = remember ? REMEMBER_ME_SECONDS : SESSION_REFRESH_SECONDS;
  return new Date(Date.now() + seconds * 1000);
}

/** Starts a session (a new refresh-token family) for a principal who has just proved who they are. */
export async function issueSession(
  db: Db,
  tokens: TokenService,
  principal: Principal,
  remember: boolean,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    familyId,
    subjectKind: principal.kind,
    subjectId: principal.id,
    tokenHash: hashToken(refreshToken),
    remember,
    expiresAt: refreshExpiry(remember),
  });
  return {
    accessToken: await tokens.signAccessToken(principal, familyId),
    refreshToken,
    remember,
    principal,
  };
}

/**
 * Trades a refresh token for a new pair. A token that was already traded (replayed, perhaps
 * stolen) revokes its whole family, so the thief and the owner are both signed out.
 */
export async function refreshSession(
  db: Db,
  tokens: TokenService,
  refreshToken: string,
  expectedKind?: PrincipalKind,
): Promise<IssuedSession> {
  const outcome = await db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    if (expectedKind && row.subjectKind !== expectedKind) return undefined;
    if (row.replacedAt) {
      await revokeFamily(tx, row.familyId);
      return 'replayed' as const;
    }
    const principal = await findActivePrincipal(tx, row.subjectKind, row.subjectId);
    if (!principal) return undefined;
    await markRefreshTokenReplaced(tx, row.id);
    const next = newRefreshToken();
    await insertRefreshToken(tx, {
      familyId: row.familyId,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      tokenHash: hashToken(next),
      remember: row.remember,
      expiresAt: row.remember ? row.expiresAt : refreshExpiry(false),
    });
    return { principal, refreshToken: next, remember: row.remember, familyId: row.familyId };
  });
  if (!outcome || outcome === 'replayed')
    throw unauthorized('Your session has ended. Please sign in again.').worded(
      {},
      'SESSION_HAS_ENDED_PLEASE_SIGN',
    );
  const { familyId, ...session } = outcome;
  return { ...session, accessToken: await tokens.signAccessToken(outcome.principal, familyId) };
}

/**
 * Whether an access token's session still stands: not signed out, not revoked by a password or
 * number change, a deactivation or a replayed refresh token, and not past its end. One indexed
 * lookup, made on every authenticated request (decision 0016).
 */
export async function isSessionLive(db: DbOrTx, sessionId: string, principal: Principal): Promise<boolean> {
  return hasLiveToken(db, sessionId, principal.kind, principal.id);
}

/** Ends the session a refresh token belongs to (its whole family). Unknown tokens are ignored. */
export async function endSession(db: Db, refreshToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (row) await revokeFamily(tx, row.familyId);
  });
}

/**
 * Ends the session an access token names (its `sid`, the refresh-token family): a script or app that
 * signed in with the bearer header signs out with it. Only a token signed by this shop gets here.
 */
export async function endSessionById(db: Db, sessionId: string): Promise<void> {
  await revokeFamily(db, sessionId);
}

/** Signs a principal out everywhere (password change, number change, account disabled). */
export async function endAllSessions(db: Db, kind: PrincipalKind, id: number): Promise<void> {
  await revokeAllOfSubject(db, kind, id);
}
