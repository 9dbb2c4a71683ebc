import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "@shared/zod";
import { type FieldValues, type Resolver, type UseFormProps, useForm } from "react-hook-form";

/**
 * react-hook-form validated by one of the shared zod schemas, the same one the API uses.
 * Values default to the schema's input; a form may keep looser values of its own (boxes start
 * unticked, a choice starts empty) and let the schema refuse them with its French messages.
 * Every form follows one rule (docs/forms.md): checked on submit, then each field again as it
 * changes; on an invalid submit the first invalid field gets the focus.
 */
export function useZodForm<
  Schema extends z.ZodMiniType<FieldValues, FieldValues>,
  Values extends FieldValues = z.input<Schema>,
>(
  schema: Schema,
  options: Omit<
    UseFormProps<Values, unknown, z.output<Schema>>,
    "resolver" | "mode" | "reValidateMode" | "shouldFocusError"
  > = {},
) {
  return useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>,
    // The rule is react-hook-form's defaults (mode "onSubmit", reValidateMode "onChange",
    // shouldFocusError), written nowhere else; the options' type keeps a form from changing it.
    ...options,
  });
}
