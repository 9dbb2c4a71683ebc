import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form } from "../../../components/form/Form";
import { RequiredLegend } from "../../../components/form/FormField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { FormAlert } from "../shared/FormAlert";
import type { CognitoClient, SignInStep } from "./cognito-client";
import { useSignInStep } from "./use-sign-in-step";

/**
 * A sign-in step's form: Cognito's refusal at the top, the fields, one button; its answer is the
 * session's next step (useSignInStep).
 */
export function SignInForm<Values extends FieldValues, Output>({
  form,
  fieldId,
  label,
  emailOf,
  call,
  submitLabel,
  busyLabel,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  fieldId: (name: string) => string;
  label: string;
  emailOf: (values: Output) => string;
  call: (client: CognitoClient, values: Output) => Promise<SignInStep>;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { submit, busy, failure } = useSignInStep(emailOf, call);
  return (
    <Form form={form} fieldId={fieldId} aria-label={label} onValid={submit}>
      <FormAlert message={failure} />
      <RequiredLegend />
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
