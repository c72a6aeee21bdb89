import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from '../../../i18n/intl';
import * as v from 'valibot';
import { toApiError } from '../../../api/http';
import { generalErrorTexts } from '../../../api/error-text';
import { errorsFromFields, errorsFromIssues, focusFirstError, type FieldErrors } from './field-errors';

// The submit of a money form: the body is checked in the browser with the schema the server uses;
// a refusal, the browser's or the server's, marks the fields it names (or, when it names none,
// says why in general lines) and moves the keyboard to the first marked field.

export function useCheckedSubmit<TSchema extends v.GenericSchema, TAnswer>({
  schema,
  body,
  send,
  onSaved,
}: {
  schema: TSchema;
  body: () => v.InferInput<TSchema>;
  send: (body: v.InferInput<TSchema>) => Promise<TAnswer>;
  onSaved: (answer: TAnswer) => void;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const refuse = (next: FieldErrors, lines: string[] = []) => {
    setErrors(next);
    setGeneral(lines);
    // After React has marked the fields.
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = body();
    const checked = v.safeParse(schema, values);
    if (!checked.success) return refuse(errorsFromIssues(intl, checked.issues, v.getDotPath));
    try {
      const answer = await send(values);
      setErrors({});
      setGeneral([]);
      onSaved(answer);
    } catch (error) {
      const failure = toApiError(error);
      refuse(errorsFromFields(intl, failure.fields), Object.keys(failure.fields).length ? [] : generalErrorTexts(intl, failure));
    }
  };

  const failed = Object.keys(errors).length > 0 || general.length > 0;
  return { formRef, errors, general, failed, onSubmit };
}
