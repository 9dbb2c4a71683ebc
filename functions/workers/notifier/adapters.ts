import { getConfig } from "../../config";
import { wireAdapters } from "../../wiring/adapters";

/** The notifier's adapters, wired from the config once per container (module scope). */
export const notifierAdapters = wireAdapters(getConfig());
