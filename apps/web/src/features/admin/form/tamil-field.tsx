'use client';

import type { ComponentProps, ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form-fields';
import { missingTamilHint, TranslatedPair } from './translated-pair';

/**
 * What the Tamil twin of each English field is called: its name in Tamil, then (தமிழ்). In Tamil,
 * because the Tamil column is read by those who write it, and so that no Tamil label contains its
 * English one (a search for the field "Name" finds one field, not two).
 */
const TAMIL_LABELS = {
  Name: 'பெயர்',
  Description: 'விவரம்',
  Title: 'தலைப்பு',
  Text: 'கட்டுரை',
  Excerpt: 'சுருக்கம்',
  'Farm name': 'பண்ணையின் பெயர்',
  Tagline: 'வாசகம்',
  'About the farm': 'பண்ணையைப் பற்றி',
  'Privacy policy': 'தனியுரிமைக் கொள்கை',
  'Terms and conditions': 'விதிமுறைகள்',
  'Shipping policy': 'டெலிவரி கொள்கை',
  'Refund policy': 'பணம் திருப்பித் தரும் கொள்கை',
} as const;
export type TranslatedLabel = keyof typeof TAMIL_LABELS;

const tamilLabel = (label: TranslatedLabel) => `${TAMIL_LABELS[label]} (தமிழ்)`;

type Shared = {
  /** The English field's label; the Tamil one is its Tamil name (TAMIL_LABELS). */
  label: TranslatedLabel;
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
      label={tamilLabel(label)}
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
      label={tamilLabel(label)}
      lang="ta"
      optional
      hint={missingTamilHint(english, tamil)}
      {...textarea}
    />
  );
}

/**
 * One text of `form` in English and Tamil side by side: `field` and its `translations.ta.<field>`,
 * with what each holds (to mark a missing Tamil) and what is wrong with it.
 */
export function TranslatedText<T extends FieldValues>({
  form,
  field,
  label,
  englishLabel = label,
  area = false,
  optional = false,
  hint,
  rows,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  field: Path<T>;
  label: TranslatedLabel;
  /** The English field's label as the page words it (a worded form's own), else `label`. */
  englishLabel?: string;
  area?: boolean;
  optional?: boolean;
  /** The English field's hint. */
  hint?: ReactNode;
  rows?: number;
}) {
  const tamilPath = `translations.ta.${field}` as Path<T>;
  const [englishValue, tamilValue] = useWatch({ control: form.control, name: [field, tamilPath] });
  const errors = form.formState.errors;
  const englishError: FieldError | undefined = get(errors, field);
  const tamilError: FieldError | undefined = get(errors, tamilPath);
  const marks = { label, english: englishValue, tamil: tamilValue, error: tamilError };
  const lines = rows === undefined ? {} : { rows };
  const english = form.register(field);
  const tamil = form.register(tamilPath);
  return (
    <TranslatedPair
      english={
        area ? (
          <TextAreaField
            label={englishLabel}
            optional={optional}
            hint={hint}
            error={englishError}
            {...lines}
            {...english}
          />
        ) : (
          <TextField label={englishLabel} optional={optional} hint={hint} error={englishError} {...english} />
        )
      }
      tamil={
        area ? <TamilAreaField {...marks} {...lines} {...tamil} /> : <TamilField {...marks} {...tamil} />
      }
    />
  );
}
