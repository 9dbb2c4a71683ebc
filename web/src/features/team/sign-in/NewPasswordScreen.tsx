import { Form } from "../../../components/form/Form";
import { fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { PasswordField } from "./PasswordField";
import { SignInFrame } from "./SignInFrame";
import { newPasswordSchema, PASSWORD_POLICY } from "./sign-in-schemas";
import { useSignInStep } from "./use-sign-in-step";

const id = fieldIdsOf("nouveau-mot-de-passe");

/** At the first sign-in: the founder replaces the temporary password received by e-mail. */
export function NewPasswordScreen({ email, session }: { email: string; session: string }) {
  const { submit, busy, failure } = useSignInStep(
    () => email,
    (client, { password }: { password: string }) => client.setNewPassword(email, session, password),
  );
  const form = useZodForm(newPasswordSchema, {
    defaultValues: { password: "", confirmation: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SignInFrame title="Choisissez votre mot de passe">
      <p className="block">
        C'est votre première connexion : remplacez le mot de passe reçu par e-mail par un mot de
        passe à vous, que vous seul connaissez.
      </p>
      <Form form={form} fieldId={id} aria-label="Choix du mot de passe" onValid={submit}>
        <FormAlert message={failure} />
        <RequiredLegend />
        <PasswordField
          id={id("password")}
          label="Nouveau mot de passe"
          hint={PASSWORD_POLICY}
          autoComplete="new-password"
          registration={register("password")}
          error={errors.password?.message}
        />
        <PasswordField
          id={id("confirmation")}
          label="Le même mot de passe, une seconde fois"
          autoComplete="new-password"
          registration={register("confirmation")}
          error={errors.confirmation?.message}
        />
        <SubmitButton busy={busy} busyLabel="Enregistrement…">
          Enregistrer mon mot de passe
        </SubmitButton>
      </Form>
    </SignInFrame>
  );
}
