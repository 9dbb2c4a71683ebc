/** The state of « Tout cocher »: ticked, unticked or in between. */
export function consentsState(values: readonly boolean[]): "all" | "none" | "some" {
  const ticked = values.filter(Boolean).length;
  if (ticked === 0) return "none";
  return ticked === values.length ? "all" : "some";
}
