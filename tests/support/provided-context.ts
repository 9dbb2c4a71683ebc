/** Values the global setups hand to test files through vitest's provide()/inject(). */
declare module "vitest" {
  export interface ProvidedContext {
    /** The emulator's endpoint, e.g. http://127.0.0.1:4566. */
    emulatorEndpoint: string;
    /** Queue URL per queue key (infra/resources.ts). */
    queueUrls: Record<string, string>;
    /** Dead-letter queue URL per queue key. */
    deadLetterUrls: Record<string, string>;
    /** e2e only: the local host serving the built site and the API. */
    e2eBaseUrl: string;
    /** e2e only: the payment sandbox (plays Stripe), for its /_sandbox/ controls. */
    paymentSandboxUrl: string;
    /** e2e only: the directory the global setup built the site into (the pages the host serves). */
    webOutDir: string;
  }
}

export {};
