import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formValues, type FieldErrors } from '@/lib/validate';
import { newIdempotencyKey, type AiCall } from '../api/ai-call';
import { requestFrom } from '../form-request';
import { fieldErrorsOf } from './ai-failure';

/** The last answer with the request it answered; `n` counts answers so the view can reset its tabs. */
export interface AiRun<Body, Result> {
  body: Body;
  result: Result;
  n: number;
}

/**
 * An AI tool form (spec 01 §4): validate with the shared contract (the spec's messages beside the fields),
 * send the body without empty optional fields and with a fresh Idempotency-Key, keep the last answer.
 * Failure toasts and limit dialogs come from the mutation's own onError (see ai-failure.ts).
 */
export function useAiForm<S extends z.ZodType, Result>(
  schema: S,
  mutation: UseMutationResult<Result, Error, AiCall<z.infer<S>>>,
  blocked: boolean,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [last, setLast] = useState<AiRun<z.infer<S>, Result> | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || mutation.isPending) return;
    const form = event.currentTarget;
    const request = requestFrom(schema, formValues(form));
    setErrors(request.errors ?? {});
    if (request.errors) {
      const first = form.elements.namedItem(Object.keys(request.errors)[0] ?? '');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    mutation.mutate(
      { body: request.body, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result, call) => setLast((prev) => ({ body: call.body, result, n: (prev?.n ?? 0) + 1 })),
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return { errors, last, submit, pending: mutation.isPending };
}
