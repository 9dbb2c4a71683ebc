import { type FormHTMLAttributes, type ReactNode, useEffect } from "react";
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";

interface FormProps<Values extends FieldValues, Output>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "onInvalid" | "children"> {
  /** From useZodForm. */
  form: UseFormReturn<Values, unknown, Output>;
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
 * The one form element of the site: no native validation (the schema speaks French), the
 * react-hook-form context for the kit's parts (ConsentGroup), and the server's field errors.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onValid,
  onInvalid,
  serverErrors,
  children,
  ...attributes
}: FormProps<Values, Output>) {
  const { setError, getValues } = form;
  useEffect(() => {
    if (!serverErrors) return;
    const known = Object.entries(serverErrors).filter(([field]) => field in getValues());
    known.forEach(([field, message], index) => {
      setError(field as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError, getValues]);

  return (
    <FormProvider {...form}>
      <form noValidate {...attributes} onSubmit={form.handleSubmit(onValid, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}
