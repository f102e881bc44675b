'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields';
import { TextAreaField } from '@/components/ui/text-area-field';
import { missingTamilHint, TranslatedPair } from './translated-pair';

/**
 * The catalogue's key of each translated field, by its English label (the prop callers pass). Its
 * Tamil twin is called by its name in Tamil, then (தமிழ்), in both languages: the Tamil column is
 * read by those who write it, and no Tamil label contains its English one (a search for the field
 * "Name" finds one field, not two).
 */
const LABEL_KEYS = {
  Name: 'name',
  Description: 'description',
  Title: 'title',
  Text: 'text',
  Excerpt: 'excerpt',
  'Farm name': 'farmName',
  Tagline: 'tagline',
  'About the farm': 'about',
  'Privacy policy': 'privacyPolicy',
  'Terms and conditions': 'termsAndConditions',
  'Shipping policy': 'shippingPolicy',
  'Refund policy': 'refundPolicy',
} as const;
export type TranslatedLabel = keyof typeof LABEL_KEYS;

type LabelKey = (typeof LABEL_KEYS)[TranslatedLabel];
const LABELLED: readonly string[] = Object.values(LABEL_KEYS);

/**
 * The English field's label and its Tamil twin's, in the page's language: by the English label
 * given, else by the field's name (`farmName`, `translations`' own keys).
 */
function useLabels(label: TranslatedLabel | undefined, field?: string) {
  const t = useTranslations('adminCommon.translated');
  const key: LabelKey = label
    ? LABEL_KEYS[label]
    : LABELLED.includes(field ?? '')
      ? (field as LabelKey)
      : 'name';
  return { english: t(`${key}.english`), tamil: t(`${key}.tamil`) };
}

type Shared = {
  /** The English field's label; the Tamil one is its Tamil name (LABEL_KEYS). */
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
  const { tamil: tamilLabel } = useLabels(label);
  return (
    <TextField label={tamilLabel} lang="ta" optional hint={missingTamilHint(english, tamil)} {...input} />
  );
}

/** The Tamil twin of a text area. */
export function TamilAreaField({
  label,
  english,
  tamil,
  ...textarea
}: Shared & Omit<ComponentProps<typeof TextAreaField>, 'label' | 'hint' | 'optional' | 'lang'>) {
  const { tamil: tamilLabel } = useLabels(label);
  return (
    <TextAreaField
      label={tamilLabel}
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
  area = false,
  optional = false,
  hint,
  rows,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  field: Path<T>;
  /** The English label (LABEL_KEYS); without one, the field's own name picks the words. */
  label?: TranslatedLabel;
  area?: boolean;
  optional?: boolean;
  /** The English field's hint. */
  hint?: ReactNode;
  rows?: number;
}) {
  const labels = useLabels(label, field);
  const tamilPath = `translations.ta.${field}` as Path<T>;
  const [englishValue, tamilValue] = useWatch({ control: form.control, name: [field, tamilPath] });
  const errors = form.formState.errors;
  const englishError: FieldError | undefined = get(errors, field);
  const tamilError: FieldError | undefined = get(errors, tamilPath);
  const twin = {
    label: labels.tamil,
    lang: 'ta',
    optional: true,
    hint: missingTamilHint(englishValue, tamilValue),
    error: tamilError,
  } as const;
  const lines = rows === undefined ? {} : { rows };
  const english = form.register(field);
  const tamil = form.register(tamilPath);
  return (
    <TranslatedPair
      english={
        area ? (
          <TextAreaField
            label={labels.english}
            optional={optional}
            hint={hint}
            error={englishError}
            {...lines}
            {...english}
          />
        ) : (
          <TextField
            label={labels.english}
            optional={optional}
            hint={hint}
            error={englishError}
            {...english}
          />
        )
      }
      tamil={area ? <TextAreaField {...twin} {...lines} {...tamil} /> : <TextField {...twin} {...tamil} />}
    />
  );
}
