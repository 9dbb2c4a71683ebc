import { describe, expect, it, vi } from "vitest";
import {
  CognitoError,
  type TeamTokens,
} from "../../../web/src/features/team/sign-in/cognito-client";
import {
  REFRESH_MARGIN_MS,
  TokenKeeper,
} from "../../../web/src/features/team/sign-in/token-keeper";
import { loadTokens, type TokenStorage } from "../../../web/src/features/team/sign-in/token-store";
import { cognitoError } from "./fixtures";

function memoryStorage(): TokenStorage & {
  dump: () => { tab: Record<string, string>; lasting: Record<string, string> };
} {
  const tab = new Map<string, string>();
  const lasting = new Map<string, string>();
  const wrap = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
  return {
    tab: wrap(tab),
    lasting: wrap(lasting),
    dump: () => ({ tab: Object.fromEntries(tab), lasting: Object.fromEntries(lasting) }),
  };
}

const NOW = 1_800_000_000_000;
const tokens = (suffix: string, expiresAt = NOW + 3_600_000): TeamTokens => ({
  accessToken: `access-${suffix}`,
  idToken: `id-${suffix}`,
  refreshToken: "refresh-1",
  expiresAt,
});

describe("team space tokens", () => {
  it("keeps the access and id tokens for the tab and only the refresh token lasting", () => {
    const storage = memoryStorage();
    new TokenKeeper({ refresh: vi.fn() }, storage, () => NOW).set(tokens("a"));
    const { tab, lasting } = storage.dump();
    expect(Object.values(lasting)).toEqual(["refresh-1"]);
    expect(JSON.stringify(tab)).toContain("access-a");
    expect(JSON.stringify(tab)).not.toContain("refresh-1");
    expect(loadTokens(storage).tokens).toEqual(tokens("a"));
  });

  it("answers the access token in memory while it is far from expiry, without refreshing", async () => {
    const refresh = vi.fn();
    const keeper = new TokenKeeper({ refresh }, memoryStorage(), () => NOW);
    keeper.set(tokens("a"));
    await expect(keeper.accessToken()).resolves.toBe("access-a");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes once, for every request that asks, when the token is close to expiry", async () => {
    const refresh = vi.fn(async () => tokens("b"));
    const storage = memoryStorage();
    const keeper = new TokenKeeper({ refresh }, storage, () => NOW);
    keeper.set(tokens("a", NOW + REFRESH_MARGIN_MS - 1));
    const answers = await Promise.all([keeper.accessToken(), keeper.accessToken()]);
    expect(answers).toEqual(["access-b", "access-b"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("refresh-1");
    expect(loadTokens(storage).tokens?.accessToken).toBe("access-b");
  });

  it("resumes a later visit from the lasting refresh token alone", async () => {
    const storage = memoryStorage();
    storage.lasting.setItem("espace-equipe.refresh", "refresh-1");
    const keeper = new TokenKeeper({ refresh: async () => tokens("c") }, storage, () => NOW);
    expect(keeper.canResume()).toBe(true);
    await expect(keeper.accessToken()).resolves.toBe("access-c");
  });

  it("ends the session when Cognito refuses the refresh token, keeps it after a network failure", async () => {
    const storage = memoryStorage();
    const offline = new TokenKeeper(
      { refresh: async () => Promise.reject(new TypeError("Failed to fetch")) },
      storage,
      () => NOW,
    );
    offline.set(tokens("a", NOW));
    await expect(offline.accessToken()).resolves.toBeNull();
    expect(loadTokens(storage).refreshToken).toBe("refresh-1");

    const refused = new TokenKeeper(
      {
        refresh: async () =>
          Promise.reject(cognitoError(CognitoError, "NotAuthorizedException", "Session terminée.")),
      },
      storage,
      () => NOW,
    );
    await expect(refused.accessToken()).resolves.toBeNull();
    expect(storage.dump()).toEqual({ tab: {}, lasting: {} });
  });

  it("clears every token on sign-out and hands back the access token for Cognito", () => {
    const storage = memoryStorage();
    const keeper = new TokenKeeper({ refresh: vi.fn() }, storage, () => NOW);
    keeper.set(tokens("a"));
    expect(keeper.clear()).toBe("access-a");
    expect(storage.dump()).toEqual({ tab: {}, lasting: {} });
    expect(keeper.canResume()).toBe(false);
  });

  it("plans the refresh a margin before expiry", () => {
    const keeper = new TokenKeeper({ refresh: vi.fn() }, memoryStorage(), () => NOW);
    expect(keeper.msUntilRefresh()).toBeNull();
    keeper.set(tokens("a", NOW + 10 * 60_000));
    expect(keeper.msUntilRefresh()).toBe(10 * 60_000 - REFRESH_MARGIN_MS);
  });
});
