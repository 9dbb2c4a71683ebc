/** The ids of a form's controls: `${prefix}-${name}`, unique on the page, linked by the summary. */
export function fieldIdsOf(prefix: string): (name: string) => string {
  return (name) => `${prefix}-${name}`;
}
