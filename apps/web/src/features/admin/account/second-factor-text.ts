/** A setup key as people copy it by hand: groups of four (`ABCD EFGH …`). */
export function inFours(key: string): string {
  return (
    key
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? key
  );
}

/**
 * The name the authenticator app lists the account under: the shop's, when it was set up;
 * undefined when the address names none (the page says "this shop" in its language).
 */
export function issuerOf(otpauthUri: string): string | undefined {
  try {
    return new URL(otpauthUri).searchParams.get('issuer') || undefined;
  } catch {
    return undefined;
  }
}

/** The text file "Download" saves: the codes, one a line, and what they are for. */
export function recoveryCodesFile(
  codes: readonly string[],
  account: string,
  date: Date,
  shop: string,
): string {
  return [
    `Staff sign-in at ${shop}: recovery codes for ${account}`,
    `Made on ${date.toISOString().slice(0, 10)}. Each code signs you in once, instead of a code from`,
    'your authenticator app. Keep them somewhere safe, apart from your phone.',
    '',
    ...codes,
    '',
  ].join('\n');
}
