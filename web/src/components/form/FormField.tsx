import type { ReactNode } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type FormState,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from "react-hook-form";
import "./form.css";

/** Attributes that tie a control to its label, its hint and its error message. */
export interface FieldAria {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

/** The ids of a form's controls: `${prefix}-${name}`, unique on the page, linked by the summary. */
export function fieldIdsOf(prefix: string): (name: string) => string {
  return (name) => `${prefix}-${name}`;
}

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
    formState: FormState<Values>;
  },
  id: (name: string) => string,
) {
  return (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>): BoundField => ({
    id: id(name),
    error: fieldError(form.formState, name),
    registration: form.register(name, options),
  });
}

/**
 * A field's message, read from the form's errors alone. getFieldState(name, formState) would also
 * read its touched, dirty and validating flags, and react-hook-form then renders the whole form
 * again each time one of them changes (a field left, the first key in a field, each validation
 * while the visitor types): renders that change nothing on the screen, and that a phone pays for
 * before it can paint the tap or the key.
 */
export function fieldError<Values extends FieldValues>(
  formState: FormState<Values>,
  name: Path<Values>,
): string | undefined {
  return get<FieldErrors<Values>, { message?: string } | undefined>(formState.errors, name)
    ?.message;
}

/** Ids of a field's hint and error, so the control and its messages stay linked. */
export function fieldIds(id: string) {
  return { hint: `${id}-aide`, error: `${id}-erreur` };
}

/** The attributes of a control: its hint, then its error when there is one, read with it. */
export function fieldAria(
  id: string,
  { hasHint, error, required }: { hasHint?: boolean; error?: string; required?: boolean },
): FieldAria {
  const ids = fieldIds(id);
  const describedBy = [hasHint ? ids.hint : null, error ? ids.error : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": Boolean(error),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(required ? { "aria-required": true } : {}),
  };
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Adds a visible star (see RequiredLegend) and aria-required. */
  required?: boolean;
  hint?: ReactNode;
  /**
   * Shows the hint between the label and the control, for a hint that must be read before
   * typing (the phone format and its long list of examples); otherwise it follows the control.
   */
  hintFirst?: boolean;
  error?: string;
  /** Renders the control; spread the attributes it receives onto it. */
  children: (aria: FieldAria) => ReactNode;
}

/**
 * The one labelled field of the site's forms: label, hint, control, then the error right beside
 * the field. The control says it is invalid (aria-invalid) and reads its hint and error with its
 * label (aria-describedby), so the error is announced when the form moves focus onto the field.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  hintFirst,
  error,
  children,
}: FormFieldProps) {
  const ids = fieldIds(id);
  const hintText = hint ? (
    <p id={ids.hint} className={`help form-hint${hintFirst ? " is-first" : ""}`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
        {required ? (
          <span className="has-text-danger-dark" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hintFirst ? hintText : null}
      <div className="control">
        {children(fieldAria(id, { hasHint: Boolean(hint), error, required }))}
      </div>
      {hintFirst ? null : hintText}
      {error ? <FieldError id={ids.error} message={error} /> : null}
    </div>
  );
}

/** An error message under its control; the warning sign comes from the stylesheet. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="help is-danger form-error">
      {message}
    </p>
  );
}

/** The legend of the star, once per form. */
export function RequiredLegend() {
  return (
    <p className="help form-required-legend">
      Les champs marqués d'un astérisque (*) sont obligatoires.
    </p>
  );
}
