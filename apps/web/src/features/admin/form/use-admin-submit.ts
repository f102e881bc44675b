'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { Envelope } from '@/lib/api/transport';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';

type Options<TIn extends FieldValues, TOut, R> = {
  /** The form's fields, so that the server's field errors land on them. */
  fields: readonly Path<TIn>[];
  /** Server field names that differ from the form's (`startsAt` → `startsOn`). */
  aliases?: Partial<Record<string, Path<TIn>>>;
  send: (values: TOut) => Promise<Envelope<R>>;
  /** The spec's success text, used when the server sends no message ('Create Category Successfully'). */
  success: string;
  /** Where to go after saving: a path, or one made from the saved record. */
  goTo?: string | ((saved: R) => string);
};

/**
 * Submitting an admin form: send, toast the server's message (or the spec's text), refresh every
 * admin list, go on; on failure put each server error on its field and the rest above the form.
 */
export function useAdminSubmit<TIn extends FieldValues, TOut, R>(
  form: UseFormReturn<TIn, unknown, TOut>,
  options: Options<TIn, TOut, R>,
) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { response, message } = await options.send(values);
      toast.success(message ?? options.success);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      const next = typeof options.goTo === 'function' ? options.goTo(response) : options.goTo;
      if (next) router.push(next);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, options.fields, options.aliases));
    }
  });

  return { onSubmit, formError };
}
