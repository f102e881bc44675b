'use client';

import type { DetailCode, FieldErrorCode, WordParams } from '@farm/contract';
import { useEffect, useState } from 'react';

type Worded<C> = { code: C; params?: WordParams } | null | undefined;

/**
 * A sentence the API answered as a code and values inside a success answer (a cart's coupon that
 * stopped applying, a product a PIN code does not receive), in the catalogue's words: a field
 * code's (`fields`) or, with `detail`, a problem's (`problems`). The catalogue loads when a sentence
 * is first needed, not with the page; until then (a moment) there is no text.
 */
export function useWorded(words: Worded<FieldErrorCode>): string | undefined;
export function useWorded(words: Worded<DetailCode>, detail: 'detail'): string | undefined;
export function useWorded(words: Worded<FieldErrorCode | DetailCode>, detail?: 'detail') {
  const [text, setText] = useState<string>();
  const code = words?.code;
  const params = JSON.stringify(words?.params ?? {});
  useEffect(() => {
    if (!code) {
      setText(undefined);
      return;
    }
    let live = true;
    void import('./problem-words').then(({ wordField, wordProblem }) => {
      if (!live) return;
      const values = JSON.parse(params) as WordParams;
      setText(
        detail
          ? wordProblem({ detailCode: code as DetailCode, params: values }).text
          : wordField(code as FieldErrorCode, values),
      );
    });
    return () => {
      live = false;
    };
  }, [code, params, detail]);
  return text;
}
