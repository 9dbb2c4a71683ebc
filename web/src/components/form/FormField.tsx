import type { ReactNode } from "react";

/** Attributes that tie an input to its label, its hint and its error message. */
export interface FieldAria {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
}

/**
 * A labelled field whose error is shown right below it and read with it (aria-describedby),
 * and which says when it is invalid (aria-invalid). Required fields carry a visible star.
 */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
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
      <div className="control">
        {children({
          id,
          "aria-invalid": Boolean(error),
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(required ? { "aria-required": true } : {}),
        })}
      </div>
      {hint ? (
        <p id={hintId} className="help">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="help is-danger form-error">
          {error}
        </p>
      ) : null}
    </div>
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
