import type { FieldBinding } from "./FormField";
import { TextField } from "./fields";
import { PhoneField } from "./PhoneField";

/** The four fields that say who registers (or waits) for an outing. */
export interface PersonValues {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
}

/** The person's fields as a form starts: empty. */
export const EMPTY_PERSON: PersonValues = { nom: "", prenom: "", email: "", telephone: "" };

/**
 * Nom, Prénom, E-mail, Téléphone, two by two in the form's columns: the registration and the
 * waiting list ask them alike. Called as a function inside the form's JSX, not as a component:
 * its fields then register in the order they show, and a refused submit focuses the first field
 * in error (react-hook-form focuses in the order of registration; a child component registers
 * after its parent's own fields).
 */
export function personFields(field: FieldBinding<keyof PersonValues>) {
  return (
    <>
      <div className="column is-half">
        <TextField {...field("nom")} label="Nom" autoComplete="family-name" />
      </div>
      <div className="column is-half">
        <TextField {...field("prenom")} label="Prénom" autoComplete="given-name" />
      </div>
      <div className="column is-half">
        <TextField {...field("email")} label="E-mail" type="email" />
      </div>
      <div className="column is-half">
        <PhoneField {...field("telephone")} label="Téléphone" />
      </div>
    </>
  );
}
