import { type ReactNode, useEffect, useRef } from "react";
import {
  type FieldValues,
  type Path,
  type PathValue,
  useFormContext,
  useWatch,
} from "react-hook-form";
import { CheckField } from "./CheckField";
import { consentsState } from "./consent-state";
import { fieldError } from "./FormField";
import "./form.css";

/** The names of a form's boolean fields. */
type BooleanPath<Values extends FieldValues> = {
  [Name in Path<Values>]: PathValue<Values, Name> extends boolean ? Name : never;
}[Path<Values>];

export interface Consent<Values extends FieldValues> {
  /** A boolean field that the form's schema requires to be true. */
  name: BooleanPath<Values>;
  label: ReactNode;
  /** A line under the label (a link, say), outside it so that a click there leaves the box be. */
  hint?: ReactNode;
}

interface ConsentGroupProps<Values extends FieldValues> {
  legend: string;
  idPrefix: string;
  consents: readonly Consent<Values>[];
}

/**
 * Mandatory consents in one fieldset, each with its error beside it, and « Tout cocher », which
 * ticks or unticks them together (and shows « some » as a mixed box). Use it inside <Form>.
 */
export function ConsentGroup<Values extends FieldValues>({
  legend,
  idPrefix,
  consents,
}: ConsentGroupProps<Values>) {
  const form = useFormContext<Values>();
  const names = consents.map((consent) => consent.name);
  const values = useWatch({ control: form.control, name: names }) as boolean[];
  const state = consentsState(values);
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = state === "some";
  }, [state]);

  function toggleAll() {
    const next = (state !== "all") as PathValue<Values, Path<Values>>;
    for (const name of names) {
      form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }

  return (
    <fieldset className="form-group">
      <legend className="label">{legend}</legend>
      <div className="field">
        <label className="checkbox form-check form-check-all">
          <input ref={allRef} type="checkbox" checked={state === "all"} onChange={toggleAll} />
          <span>Tout cocher</span>
        </label>
      </div>
      {consents.map(({ name, label, hint }) => (
        <CheckField
          key={name}
          id={`${idPrefix}-${name}`}
          label={label}
          hint={hint}
          registration={form.register(name)}
          error={fieldError(form.formState, name)}
        />
      ))}
    </fieldset>
  );
}
