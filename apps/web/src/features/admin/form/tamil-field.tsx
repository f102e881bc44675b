'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { FieldError, FieldValues, UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form-fields';
import { missingTamilHint, TranslatedPair } from './translated-pair';

type Shared = {
  /** The English field's label: the Tamil one is "<label> in Tamil". */
  label: string;
  /** What the two fields hold now, to mark an empty Tamil beside written English. */
  english: string | null | undefined;
  tamil: string | undefined;
};

/** The Tamil twin of a one-line text field: optional, `lang="ta"`, marked while missing. */
export function TamilField({
  label,
  english,
  tamil,
  ...input
}: Shared & Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'optional' | 'lang'>) {
  return (
    <TextField
      label={`${label} in Tamil`}
      lang="ta"
      optional
      hint={missingTamilHint(english, tamil)}
      {...input}
    />
  );
}

/** The Tamil twin of a text area. */
export function TamilAreaField({
  label,
  english,
  tamil,
  ...textarea
}: Shared & Omit<ComponentProps<typeof TextAreaField>, 'label' | 'hint' | 'optional' | 'lang'>) {
  return (
    <TextAreaField
      label={`${label} in Tamil`}
      lang="ta"
      optional
      hint={missingTamilHint(english, tamil)}
      {...textarea}
    />
  );
}

type Registered = ReturnType<UseFormRegister<FieldValues>>;

/**
 * One text in English and Tamil side by side: `english` and `tamil` are the two fields'
 * `register(...)`, `values` and `errors` what they hold and what is wrong with them.
 */
export function TranslatedText({
  label,
  english,
  tamil,
  values: [englishValue, tamilValue],
  errors: [englishError, tamilError],
  area = false,
  optional = false,
  hint,
}: {
  label: string;
  english: Registered;
  tamil: Registered;
  values: [string | null | undefined, string | undefined];
  errors: [FieldError | undefined, FieldError | undefined];
  area?: boolean;
  optional?: boolean;
  /** The English field's hint. */
  hint?: ReactNode;
}) {
  const marks = { label, english: englishValue, tamil: tamilValue, error: tamilError };
  return (
    <TranslatedPair
      english={
        area ? (
          <TextAreaField label={label} optional={optional} hint={hint} error={englishError} {...english} />
        ) : (
          <TextField label={label} optional={optional} hint={hint} error={englishError} {...english} />
        )
      }
      tamil={area ? <TamilAreaField {...marks} {...tamil} /> : <TamilField {...marks} {...tamil} />}
    />
  );
}
