import { type TeamAuthConfig, teamAuthConfigSchema } from "@shared/schemas/team";

/** Where the team space signs in: /espace-equipe/config.json, or null when it cannot be read. */
export async function loadTeamAuthConfig(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<TeamAuthConfig | null> {
  try {
    const response = await fetchImpl("/espace-equipe/config.json", {
      headers: { Accept: "application/json" },
      cache: "no-store",
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) return null;
    const parsed = teamAuthConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
