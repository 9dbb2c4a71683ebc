import { useEffect, useRef } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { FieldError, fieldIds } from "./FormField";
import {
  CONSENT_FIELDS,
  type ConsentField,
  consentsState,
  type RegistrationFormValues,
} from "./registration-form-values";

const CONSENT_LABELS: Record<ConsentField, React.ReactNode> = {
  accepte_conditions: (
    <>
      J'accepte les{" "}
      <a href="/conditions-generales" target="_blank" rel="noopener">
        conditions générales (s'ouvrent dans un nouvel onglet)
      </a>
    </>
  ),
  assurance_rc: "J'ai une assurance responsabilité civile (RC)",
  assurance_accident: "J'ai une assurance accident",
  autorisation_rgpd:
    "J'autorise le traitement de mes données personnelles pour gérer cette inscription (RGPD)",
};

interface ConsentFieldsProps {
  form: UseFormReturn<RegistrationFormValues>;
  idPrefix: string;
}

/** The four mandatory consents and « Tout cocher », which ticks or unticks them together. */
export function ConsentFields({ form, idPrefix }: ConsentFieldsProps) {
  const values = useWatch({ control: form.control, name: [...CONSENT_FIELDS] });
  const state = consentsState(values);
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = state === "some";
  }, [state]);
  const errors: FieldErrors<RegistrationFormValues> = form.formState.errors;

  function toggleAll() {
    const next = state !== "all";
    for (const field of CONSENT_FIELDS) {
      form.setValue(field, next, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }

  return (
    <fieldset className="registration-consents">
      <legend className="label">Conditions et assurances (obligatoires)</legend>
      <div className="field">
        <label className="checkbox registration-check registration-check-all">
          <input ref={allRef} type="checkbox" checked={state === "all"} onChange={toggleAll} />
          <span>Tout cocher</span>
        </label>
      </div>
      {CONSENT_FIELDS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = errors[field]?.message;
        return (
          <div className="field" key={field}>
            <label className="checkbox registration-check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? fieldIds(id).error : undefined}
                {...form.register(field)}
              />
              <span>{CONSENT_LABELS[field]}</span>
            </label>
            {error ? <FieldError id={fieldIds(id).error} message={error} /> : null}
          </div>
        );
      })}
    </fieldset>
  );
}
