import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/lib/error-feedback';
import { formValues, type FieldErrors } from '@/lib/validate';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { AiCall } from '../api/ai-api';
import type { FormRequest } from '../form-request';

/** The last answer with the request it answered; `n` counts answers so the view can reset its tabs. */
export interface AiRun<Body, Result> {
  body: Body;
  result: Result;
  n: number;
}

/**
 * An AI tool form: validate with the shared contract (the spec's messages beside the fields),
 * send the body without empty optional fields and with a fresh Idempotency-Key, keep the last answer.
 * The failure toast and limit dialogs come from the mutation's own onError (lib/error-feedback.ts).
 */
export function useAiForm<Body, Result>(
  request: (values: Record<string, string>) => FormRequest<Body>,
  mutation: UseMutationResult<Result, unknown, AiCall<Body>>,
  blocked: boolean,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [last, setLast] = useState<AiRun<Body, Result> | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || mutation.isPending) return;
    const form = event.currentTarget;
    const built = request(formValues(form));
    setErrors(built.errors ?? {});
    if (built.errors) {
      const first = form.elements.namedItem(Object.keys(built.errors)[0] ?? '');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    mutation.mutate(
      { body: built.body, payload: built.payload, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (result, call) => setLast((prev) => ({ body: call.body, result, n: (prev?.n ?? 0) + 1 })),
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return { errors, last, submit, pending: mutation.isPending };
}
