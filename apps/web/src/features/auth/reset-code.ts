/**
 * The code typed on the OTP screen, carried to the new-password screen for this tab only
 * (sessionStorage, gone when the tab closes, removed once used). It is a one-time code, not a
 * password or a token.
 */
const RESET_CODE_KEY = 'farm-reset-code';

export function keepResetCode(mobile: string, otp: string) {
  sessionStorage.setItem(RESET_CODE_KEY, JSON.stringify({ mobile, otp }));
}

/** The kept code, if it was for this number. */
export function takeResetCode(mobile: string): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(RESET_CODE_KEY) ?? 'null') as {
      mobile?: string;
      otp?: string;
    } | null;
    return kept?.mobile === mobile ? kept.otp : undefined;
  } catch {
    return undefined;
  }
}

export function forgetResetCode() {
  sessionStorage.removeItem(RESET_CODE_KEY);
}
