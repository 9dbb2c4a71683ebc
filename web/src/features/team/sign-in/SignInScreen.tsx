import { fieldBinding, fieldIdsOf } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { useZodForm } from "../../../components/form/use-zod-form";
import { PasswordField } from "./PasswordField";
import { SignInForm } from "./SignInForm";
import { SignInFrame } from "./SignInFrame";
import { signInSchema } from "./sign-in-schemas";

const id = fieldIdsOf("connexion");

/** « Connexion à l'espace équipe »: e-mail and password. */
export function SignInScreen({ notice }: { notice?: string }) {
  const form = useZodForm(signInSchema, { defaultValues: { email: "", password: "" } });
  const field = fieldBinding(form, id);

  return (
    <SignInFrame title="Connexion à l'espace équipe">
      {notice ? (
        <p className="notification is-info is-light" role="status">
          {notice}
        </p>
      ) : null}
      <p className="block">Cet espace est réservé aux guides de Jura VTT Vitalité.</p>
      <SignInForm
        form={form}
        fieldId={id}
        label="Connexion"
        emailOf={({ email }) => email}
        call={(client, { email, password }) => client.signIn(email, password)}
        submitLabel="Se connecter"
        busyLabel="Connexion en cours…"
      >
        <TextField
          {...field("email")}
          label="E-mail"
          type="email"
          required
          autoComplete="username"
        />
        <PasswordField
          {...field("password")}
          label="Mot de passe"
          autoComplete="current-password"
        />
      </SignInForm>
    </SignInFrame>
  );
}
