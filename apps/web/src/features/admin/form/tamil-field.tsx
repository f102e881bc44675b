'use client';

import type { ComponentProps } from 'react';
import { TextAreaField, TextField } from '@/components/ui/form-fields';
import { missingTamilHint } from './translated-pair';

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
