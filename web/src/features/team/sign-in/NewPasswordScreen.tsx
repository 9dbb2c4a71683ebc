import { fieldBinding, fieldIdsOf } from "../../../components/form/FormField";
import { useZodForm } from "../../../components/form/use-zod-form";
import { PasswordField } from "./PasswordField";
import { SignInForm } from "./SignInForm";
import { SignInFrame } from "./SignInFrame";
import { newPasswordSchema, PASSWORD_POLICY } from "./sign-in-schemas";

const id = fieldIdsOf("nouveau-mot-de-passe");

/** At the first sign-in: the founder replaces the temporary password received by e-mail. */
export function NewPasswordScreen({ email, session }: { email: string; session: string }) {
  const form = useZodForm(newPasswordSchema, {
    defaultValues: { password: "", confirmation: "" },
  });
  const field = fieldBinding(form, id);

  return (
    <SignInFrame title="Choisissez votre mot de passe">
      <p className="block">
        C'est votre première connexion : remplacez le mot de passe reçu par e-mail par un mot de
        passe à vous, que vous seul connaissez.
      </p>
      <SignInForm
        form={form}
        fieldId={id}
        label="Choix du mot de passe"
        emailOf={() => email}
        call={(client, { password }) => client.setNewPassword(email, session, password)}
        submitLabel="Enregistrer mon mot de passe"
        busyLabel="Enregistrement…"
      >
        <PasswordField
          {...field("password")}
          label="Nouveau mot de passe"
          hint={PASSWORD_POLICY}
          autoComplete="new-password"
        />
        <PasswordField
          {...field("confirmation")}
          label="Le même mot de passe, une seconde fois"
          autoComplete="new-password"
        />
      </SignInForm>
    </SignInFrame>
  );
}
