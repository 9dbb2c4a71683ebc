import { type ReactNode, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "../../../components/form/FormField";

interface PasswordFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
  error?: string;
}

/** A password with « Afficher » / « Masquer », so that it can be checked before sending. */
export function PasswordField({ registration, autoComplete, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField {...field} required hintFirst>
      {(aria) => (
        <div className="field has-addons team-password">
          <div className="control is-expanded">
            <input
              {...aria}
              className={`input is-medium${field.error ? " is-danger" : ""}`}
              type={shown ? "text" : "password"}
              autoComplete={autoComplete}
              spellCheck={false}
              autoCapitalize="none"
              {...registration}
            />
          </div>
          <div className="control">
            <button
              type="button"
              className="button is-medium"
              aria-controls={field.id}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? "Masquer" : "Afficher"}
              <span className="is-sr-only"> le mot de passe</span>
            </button>
          </div>
        </div>
      )}
    </FormField>
  );
}
