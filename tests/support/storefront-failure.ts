import { StorefrontError } from "@adapters/shopify/shopify-storefront";

/** The StorefrontError a call ends with (fails the test if it succeeds or throws another error). */
export async function storefrontFailure(promise: Promise<unknown>): Promise<StorefrontError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof StorefrontError)) throw new Error(`expected a StorefrontError: ${error}`);
  return error;
}
