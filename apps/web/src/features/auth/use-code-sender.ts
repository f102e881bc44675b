'use client';

import { OTP_LIMITS, type OtpPurpose } from '@farm/contract';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { RetryLaterError } from '@/lib/api/client';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { sendOtp } from './api';
import { useCountdown } from './use-countdown';

/**
 * Sending a one-time code from inside a form (sign-up, the cart's number check): which number it
 * went to, the resend countdown, and the 'OTP sent' toast, in the page's language (the SMS too). `send` rejects with the API's error
 * for the caller to show; a 429 also restarts the countdown from its Retry-After.
 */
export function useCodeSender(purpose: OtpPurpose) {
  const [sentTo, setSentTo] = useState<string>();
  const [sending, setSending] = useState(false);
  const { secondsLeft, restart } = useCountdown(0);
  const t = useWords('common');
  const language = useLanguage();

  const send = async (mobileNumber: string): Promise<void> => {
    setSending(true);
    try {
      await sendOtp(mobileNumber, purpose, language);
      toast.success(t('code.sent'));
      setSentTo(mobileNumber);
      restart(OTP_LIMITS.resendSeconds);
    } catch (error) {
      if (error instanceof RetryLaterError) restart(error.retryAfterSeconds);
      throw error;
    } finally {
      setSending(false);
    }
  };

  const label = sending
    ? t('code.sending')
    : secondsLeft > 0
      ? t('code.resendIn', { seconds: secondsLeft })
      : sentTo
        ? t('code.resend')
        : t('code.send');

  return { sentTo, send, sending, busy: sending || secondsLeft > 0, label };
}
