import { fieldIdsOf } from "../../../components/form/FormField";
import { useZodForm } from "../../../components/form/use-zod-form";
import { CodeField } from "./CodeField";
import type { CognitoClient, SignInStep } from "./cognito-client";
import { SignInForm } from "./SignInForm";
import { codeSchema } from "./sign-in-schemas";

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
  const form = useZodForm(codeSchema, { defaultValues: { code: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <SignInForm
      form={form}
      fieldId={id}
      label="Code de l'application"
      emailOf={() => email}
      call={(client, { code }) => answer(client, code)}
      submitLabel={submitLabel}
      busyLabel="Vérification…"
    >
      <CodeField id={id("code")} registration={register("code")} error={errors.code?.message} />
    </SignInForm>
  );
}
