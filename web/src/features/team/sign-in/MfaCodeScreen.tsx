import { Form } from "../../../components/form/Form";
import { fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { CodeField } from "./CodeField";
import { SignInFrame } from "./SignInFrame";
import { codeSchema } from "./sign-in-schemas";
import { useTeamAuth } from "./team-auth";
import { useCognitoCall } from "./use-cognito-call";

const id = fieldIdsOf("code-connexion");

/** At each sign-in once the second factor is set up: the app's 6-digit code. */
export function MfaCodeScreen({ email, session }: { email: string; session: string }) {
  const { client, follow } = useTeamAuth();
  const { failure, run } = useCognitoCall();
  const form = useZodForm(codeSchema, { defaultValues: { code: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <SignInFrame title="Code de l'application">
      <p className="block">
        Ouvrez l'application d'authentification de votre téléphone et saisissez le code à 6 chiffres
        affiché pour Jura VTT Vitalité.
      </p>
      <Form
        form={form}
        fieldId={id}
        aria-label="Code de l'application"
        onValid={({ code }) =>
          run(async () => {
            if (client) follow(email, await client.answerMfaCode(email, session, code));
          })
        }
      >
        <FormAlert message={failure} />
        <RequiredLegend />
        <CodeField id={id("code")} registration={register("code")} error={errors.code?.message} />
        <SubmitButton busy={isSubmitting} busyLabel="Vérification…">
          Se connecter
        </SubmitButton>
      </Form>
    </SignInFrame>
  );
}
