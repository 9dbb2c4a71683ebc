import { type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";
import { ErrorSummary, fieldLabel, type SummaryEntry } from "./ErrorSummary";

interface FormProps<Values extends FieldValues, Output>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onInvalid" | "children"> {
  /** From useZodForm. */
  form: UseFormReturn<Values, unknown, Output>;
  /** The id of a field's control (or of its group of choices): the summary links to it. */
  fieldId?: (name: string) => string;
  /** Called with the schema's output once every field is valid. */
  onValid: SubmitHandler<Output>;
  /** Called on an invalid submit, after the first invalid field got the focus. */
  onInvalid?: SubmitErrorHandler<Values>;
  /**
   * The server's French messages by field (a 400's details, see lib/api-client): shown beside
   * their fields like the form's own, the first one focused. Pass a new object for each answer.
   */
  serverErrors?: Record<string, string>;
  children: ReactNode;
}

/**
 * The names of the fields in error, nested ones by their path (`participants.1.date_naissance`):
 * a field's error is the object with a message; a list's are under its indexes.
 */
export function errorNames(errors: object, prefix = ""): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (typeof value !== "object" || value === null) return [];
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value.message === "string" ? [name] : errorNames(value, name);
  });
}

/** One line per field in error (once per control or group), in the schema's order. */
function summaryOf(errors: FieldErrors, fieldId: (name: string) => string): SummaryEntry[] {
  const ids = [...new Set(errorNames(errors).map(fieldId))];
  return ids.map((id) => ({ fieldId: id, label: fieldLabel(id) ?? id }));
}

/**
 * The one form element of the site, and its one validation rule (docs/forms.md): fields are
 * checked when the visitor submits, then each again as it changes; a refused submit focuses the
 * first invalid field and shows the summary at the top (each error also beside its field). No
 * native validation (the schema speaks French); the react-hook-form context for the kit's parts
 * (ConsentGroup); the server's field errors; a submit while one is being sent is ignored.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  fieldId = (name) => name,
  onValid,
  onInvalid,
  serverErrors,
  children,
  ...attributes
}: FormProps<Values, Output>) {
  const { setError, getValues } = form;
  const [summary, setSummary] = useState<SummaryEntry[]>([]);
  useEffect(() => {
    if (!serverErrors) return;
    // A nested field (`participants.1.date_naissance`) is known by its path.
    const known = Object.entries(serverErrors).filter(
      ([field]) => getValues(field as Path<Values>) !== undefined,
    );
    known.forEach(([field, message], index) => {
      setError(field as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError, getValues]);

  // While a submit runs (react-hook-form's isSubmitting), kept here: reading formState.isSubmitting
  // would subscribe the form, and every submit would render the whole form twice more (at its
  // start and its end) before the phone could paint its answer.
  const sending = useRef(false);
  const submit = form.handleSubmit(
    (values) => {
      setSummary([]);
      return onValid(values);
    },
    (errors) => {
      setSummary(summaryOf(errors, fieldId));
      return onInvalid?.(errors);
    },
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...attributes}
        onSubmit={(event) => {
          if (sending.current) {
            event.preventDefault();
            return;
          }
          sending.current = true;
          void submit(event).finally(() => {
            sending.current = false;
          });
        }}
      >
        <ErrorSummary entries={summary} />
        {children}
      </form>
    </FormProvider>
  );
}
