import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until React has taken over the component. Submit buttons stay
 * disabled until then: a click on not-yet-hydrated markup would submit the form natively (a page
 * reload with the e-mail in the address) instead of sending it to the API.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
