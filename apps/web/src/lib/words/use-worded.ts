'use client';

import type { FieldErrorCode, WordParams } from '@farm/contract';
import { useEffect, useState } from 'react';

/**
 * A sentence the API answered as a code and values inside a success answer (a cart's coupon that
 * stopped applying), in the catalogue's words. The catalogue loads when a sentence is first needed,
 * not with the page; until then (a moment) there is no text.
 */
export function useWorded(words: { code: FieldErrorCode; params?: WordParams } | null | undefined) {
  const [text, setText] = useState<string>();
  const code = words?.code;
  const params = JSON.stringify(words?.params ?? {});
  useEffect(() => {
    if (!code) {
      setText(undefined);
      return;
    }
    let live = true;
    void import('./problem-words').then(({ wordField }) => {
      if (live) setText(wordField(code, JSON.parse(params) as WordParams));
    });
    return () => {
      live = false;
    };
  }, [code, params]);
  return text;
}
