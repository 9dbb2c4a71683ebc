import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "./fields";
import { PhoneField } from "./PhoneField";

/** The four fields that say who registers (or waits) for an outing. */
export interface PersonValues {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
}

interface PersonFieldsProps {
  /** The form's field ids (fieldIdsOf). */
  id: (name: string) => string;
  register: UseFormRegister<PersonValues>;
  errors: FieldErrors<PersonValues>;
}

/**
 * Nom, Prénom, E-mail, Téléphone, two by two in the form's columns: the registration and the
 * waiting list ask them alike. Called as a function inside the form's JSX, not as a component:
 * its fields then register in the order they show, and a refused submit focuses the first field
 * in error (react-hook-form focuses in the order of registration; a child component registers
 * after its parent's own fields).
 */
export function personFields({ id, register, errors }: PersonFieldsProps) {
  return (
    <>
      <div className="column is-half">
        <TextField
          id={id("nom")}
          label="Nom"
          error={errors.nom?.message}
          registration={register("nom")}
          autoComplete="family-name"
        />
      </div>
      <div className="column is-half">
        <TextField
          id={id("prenom")}
          label="Prénom"
          error={errors.prenom?.message}
          registration={register("prenom")}
          autoComplete="given-name"
        />
      </div>
      <div className="column is-half">
        <TextField
          id={id("email")}
          label="E-mail"
          error={errors.email?.message}
          registration={register("email")}
          type="email"
        />
      </div>
      <div className="column is-half">
        <PhoneField
          id={id("telephone")}
          label="Téléphone"
          error={errors.telephone?.message}
          registration={register("telephone")}
        />
      </div>
    </>
  );
}
