import { getConfig } from "../config";
import { wireAdapters } from "../wiring/adapters";
import { createApi } from "./api";

/**
 * The api Lambda: one router behind API Gateway's HTTP API (payload v2). Config is read and the
 * adapters wired once per container, at module scope: a missing setting fails at start.
 */
const config = getConfig();

export const handler = createApi({ adapters: wireAdapters(config), config });
