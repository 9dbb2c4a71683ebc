import type {
  FieldValues,
  FormState,
  Path,
  RegisterOptions,
  UseFormGetFieldState,
  UseFormRegister,
  UseFormRegisterReturn,
} from "react-hook-form";

/** What a kit field (TextField, SelectField, PhoneField) takes from its form for one name. */
export interface BoundField {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A form's fields by name: each field's control id, its message and its registration. */
export type FieldBinding<Name extends string> = (name: Name) => BoundField;

/**
 * Binds a form's fields by name: `<TextField {...field("email")} label="E-mail" />` gets the
 * control id (`id(name)`), the field's message and its registration. The field registers where it
 * is called, as `register(name)` in the form's JSX would: in the order the fields show, which is
 * the order a refused submit focuses them in.
 */
export function fieldBinding<Values extends FieldValues>(
  form: {
    register: UseFormRegister<Values>;
    getFieldState: UseFormGetFieldState<Values>;
    formState: FormState<Values>;
  },
  id: (name: string) => string,
) {
  return (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>): BoundField => ({
    id: id(name),
    error: form.getFieldState(name, form.formState).error?.message,
    registration: form.register(name, options),
  });
}
