import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { type BirthDateParts, composeBirthDate, digitsOf, splitBirthDate } from "./birth-date";
import { type BoundField, FieldError, fieldIds } from "./FormField";
import "./form.css";

interface DateOfBirthFieldProps extends BoundField {
  /** The browser may fill in the person's own birthday (the registrant's, not the others'). */
  ownBirthday?: boolean;
}

const PARTS = [
  { key: "day", label: "Jour", size: 2, autoComplete: "bday-day" },
  { key: "month", label: "Mois", size: 2, autoComplete: "bday-month" },
  { key: "year", label: "Année", size: 4, autoComplete: "bday-year" },
] as const;

/**
 * « Date de naissance » as three plain text fields, Jour, Mois, Année: the same in every browser
 * and language (a date input shows a wheel on an iPad and mm/dd/yyyy in English browsers). The
 * form gets one value, yyyy-mm-dd (birth-date.ts), and the schema's one message for a date that
 * does not exist. A refused submit focuses the Jour field; the summary's link goes there too.
 */
export function DateOfBirthField({ id, error, registration, ownBirthday }: DateOfBirthFieldProps) {
  const { getValues } = useFormContext();
  const [parts, setParts] = useState<BirthDateParts>(() =>
    splitBirthDate(getValues(registration.name)),
  );
  const partsRef = useRef(parts);
  partsRef.current = parts;
  const dayRef = useRef<HTMLInputElement>(null);
  const latest = useRef(registration);
  latest.current = registration;

  // What react-hook-form holds as the field's element: it focuses the Jour field, and a value
  // the form sets (a reset) shows in the three fields.
  const element = useMemo(
    () => ({
      focus: () => dayRef.current?.focus(),
      get value() {
        return composeBirthDate(partsRef.current);
      },
      set value(next: string) {
        if (next !== composeBirthDate(partsRef.current)) setParts(splitBirthDate(next));
      },
    }),
    [],
  );
  useEffect(() => {
    latest.current.ref(element);
    return () => latest.current.ref(null);
  }, [element]);

  const ids = fieldIds(id);
  const describedBy = error ? `${ids.hint} ${ids.error}` : ids.hint;
  const name = registration.name;

  function change(key: keyof BirthDateParts, event: ChangeEvent<HTMLInputElement>) {
    const next = { ...partsRef.current, [key]: digitsOf(event.target.value) };
    partsRef.current = next;
    setParts(next);
    void registration.onChange({ target: { name, value: composeBirthDate(next) }, type: "change" });
  }

  return (
    <fieldset id={id} className="field date-of-birth">
      <legend className="label">Date de naissance</legend>
      <p id={ids.hint} className="help form-hint is-first">
        Par exemple 12 4 1958
      </p>
      <div className="date-of-birth-parts">
        {PARTS.map((part) => (
          <div key={part.key} className="date-of-birth-part">
            <label className="label date-of-birth-label" htmlFor={`${id}-${part.key}`}>
              {part.label}
            </label>
            <input
              ref={part.key === "day" ? dayRef : undefined}
              id={`${id}-${part.key}`}
              className={`input is-medium date-of-birth-${part.key}${error ? " is-danger" : ""}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={part.size}
              autoComplete={ownBirthday ? part.autoComplete : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              value={parts[part.key]}
              onChange={(event) => change(part.key, event)}
              onBlur={() =>
                void registration.onBlur({
                  target: { name, value: composeBirthDate(partsRef.current) },
                  type: "blur",
                })
              }
            />
          </div>
        ))}
      </div>
      {error ? <FieldError id={ids.error} message={error} /> : null}
    </fieldset>
  );
}
