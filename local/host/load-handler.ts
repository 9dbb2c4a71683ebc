import { access } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The repository root (this file is local/host/load-handler.ts). */
export const REPO_ROOT = resolve(import.meta.dirname, "..", "..");

/**
 * Loads a function's `handler` export from its entry file, as listed in infra/resources.ts.
 * Returns undefined when the entry file does not exist yet; any other failure is thrown.
 */
export async function loadHandler<T>(entry: string, root = REPO_ROOT): Promise<T | undefined> {
  const path = resolve(root, entry);
  try {
    await access(path);
  } catch {
    return undefined;
  }
  const module = (await import(pathToFileURL(path).href)) as { handler?: unknown };
  if (typeof module.handler !== "function") {
    throw new Error(`${entry} n'exporte pas de fonction « handler »`);
  }
  return module.handler as T;
}
