'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { Envelope } from '@/lib/api/transport';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { useRouter } from '@/lib/i18n/navigation';

type SaveOptions<TOut, R> = {
  send: (values: TOut) => Promise<Envelope<R>>;
  /** The toast after saving, in the page's language: the spec's text in English ('Create Category Successfully'). */
  success: string;
  /** Where to go after saving: a path, or one made from the saved record. */
  goTo?: string | ((saved: R) => string);
};

type Options<TIn extends FieldValues, TOut, R> = SaveOptions<TOut, R> & {
  /** The form's fields, so that the server's field errors land on them. */
  fields: readonly Path<TIn>[];
  /** Server field names that differ from the form's (`startsAt` → `startsOn`). */
  aliases?: Partial<Record<string, Path<TIn>>>;
};

/**
 * Saving from an admin form: send, toast `success` (never the answer's English message), refresh every
 * admin list, go on. A refusal is thrown back to the form (for a form that shows errors itself).
 */
export function useAdminSave<TOut, R>(options: SaveOptions<TOut, R>) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return async (values: TOut): Promise<void> => {
    const { response } = await options.send(values);
    toast.success(options.success);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
    const next = typeof options.goTo === 'function' ? options.goTo(response) : options.goTo;
    if (next) router.push(next);
  };
}

/**
 * Submitting an admin form: save as `useAdminSave` does; on failure put each server error on its
 * field and the rest above the form, until the next submit or `clearFormError` (for a form whose
 * refusal stops being true when something outside its fields changes).
 */
export function useAdminSubmit<TIn extends FieldValues, TOut, R>(
  form: UseFormReturn<TIn, unknown, TOut>,
  options: Options<TIn, TOut, R>,
) {
  const save = useAdminSave(options);
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save(values);
      // Saved: what the form holds is no longer unsaved work (LeaveGuard stops asking).
      form.reset(form.getValues());
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, options.fields, options.aliases));
    }
  });

  return { onSubmit, formError, clearFormError: () => setFormError(undefined) };
}
