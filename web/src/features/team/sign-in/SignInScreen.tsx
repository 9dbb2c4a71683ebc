import { Form } from "../../../components/form/Form";
import { fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { TextField } from "../../../components/form/fields";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { PasswordField } from "./PasswordField";
import { SignInFrame } from "./SignInFrame";
import { signInSchema } from "./sign-in-schemas";
import { useTeamAuth } from "./team-auth";
import { useCognitoCall } from "./use-cognito-call";

const id = fieldIdsOf("connexion");

/** « Connexion à l'espace équipe »: e-mail and password. */
export function SignInScreen({ notice }: { notice?: string }) {
  const { client, follow } = useTeamAuth();
  const { failure, run } = useCognitoCall();
  const form = useZodForm(signInSchema, { defaultValues: { email: "", password: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <SignInFrame title="Connexion à l'espace équipe">
      {notice ? (
        <p className="notification is-info is-light" role="status">
          {notice}
        </p>
      ) : null}
      <p className="block">Cet espace est réservé aux guides de Jura VTT Vitalité.</p>
      <Form
        form={form}
        fieldId={id}
        aria-label="Connexion"
        onValid={({ email, password }) =>
          run(async () => {
            if (client) follow(email, await client.signIn(email, password));
          })
        }
      >
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
        <SubmitButton busy={isSubmitting} busyLabel="Connexion en cours…">
          Se connecter
        </SubmitButton>
      </Form>
    </SignInFrame>
  );
}
