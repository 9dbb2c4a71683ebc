/**
 * A received form as stored: a new id, the fields named in their order (an empty optional one
 * left out, so the table holds no empty strings), and when it was received.
 */
export function formRecord<Input extends object, Field extends keyof Input>(
  input: Input,
  fields: readonly Field[],
  id: string,
  receivedAt: Date,
) {
  const filled = fields.filter((field) => input[field] !== undefined && input[field] !== "");
  return {
    id,
    ...(Object.fromEntries(filled.map((field) => [field, input[field]])) as Pick<Input, Field>),
    created_at: receivedAt.toISOString(),
  };
}
