import { Form } from "../../../components/form/Form";
import { fieldIdsOf, RequiredLegend } from "../../../components/form/FormField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { useZodForm } from "../../../components/form/use-zod-form";
import { FormAlert } from "../shared/FormAlert";
import { CodeField } from "./CodeField";
import type { CognitoClient, SignInStep } from "./cognito-client";
import { codeSchema } from "./sign-in-schemas";
import { useSignInStep } from "./use-sign-in-step";

/** « Code de l'application »: the 6-digit code of the founder's app, at sign-in or at its set-up. */
export function CodeForm({
  idPrefix,
  email,
  submitLabel,
  answer,
}: {
  idPrefix: string;
  email: string;
  submitLabel: string;
  answer: (client: CognitoClient, code: string) => Promise<SignInStep>;
}) {
  const id = fieldIdsOf(idPrefix);
  const { submit, busy, failure } = useSignInStep(
    () => email,
    (client, { code }: { code: string }) => answer(client, code),
  );
  const form = useZodForm(codeSchema, { defaultValues: { code: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form form={form} fieldId={id} aria-label="Code de l'application" onValid={submit}>
      <FormAlert message={failure} />
      <RequiredLegend />
      <CodeField id={id("code")} registration={register("code")} error={errors.code?.message} />
      <SubmitButton busy={busy} busyLabel="Vérification…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
