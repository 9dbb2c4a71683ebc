import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../../components/form/fields";

/** « Code à 6 chiffres »: the digit keyboard, and the phone's offer to fill in the code. */
export function CodeField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      label="Code à 6 chiffres"
      hint="Le code affiché par l'application d'authentification ; il change toutes les 30 secondes."
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      registration={registration}
      error={error}
    />
  );
}
