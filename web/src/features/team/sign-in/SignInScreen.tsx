import { Form } from "../../../components/form/Form";
import { fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { PasswordField } from "./PasswordField";
import { SignInFrame } from "./SignInFrame";
import { signInSchema } from "./sign-in-schemas";
import { useSignInStep } from "./use-sign-in-step";

const id = fieldIdsOf("connexion");

/** « Connexion à l'espace équipe »: e-mail and password. */
export function SignInScreen({ notice }: { notice?: string }) {
  const { submit, busy, failure } = useSignInStep(
    (values: { email: string }) => values.email,
    (client, { email, password }: { email: string; password: string }) =>
      client.signIn(email, password),
  );
  const form = useZodForm(signInSchema, { defaultValues: { email: "", password: "" } });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SignInFrame title="Connexion à l'espace équipe">
      {notice ? (
        <p className="notification is-info is-light" role="status">
          {notice}
        </p>
      ) : null}
      <p className="block">Cet espace est réservé aux guides de Jura VTT Vitalité.</p>
      <Form form={form} fieldId={id} aria-label="Connexion" onValid={submit}>
        <FormAlert message={failure} />
        <RequiredLegend />
        <TextField
          id={id("email")}
          label="E-mail"
          type="email"
          required
          autoComplete="username"
          registration={register("email")}
          error={errors.email?.message}
        />
        <PasswordField
          id={id("password")}
          label="Mot de passe"
          autoComplete="current-password"
          registration={register("password")}
          error={errors.password?.message}
        />
        <SubmitButton busy={busy} busyLabel="Connexion en cours…">
          Se connecter
        </SubmitButton>
      </Form>
    </SignInFrame>
  );
}
