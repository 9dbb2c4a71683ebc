import type { TeamTokens } from "./cognito-client";

/**
 * Where the team space keeps its tokens between page loads: the access and id tokens for this
 * tab (sessionStorage, gone when the tab closes), the refresh token in localStorage so that a
 * founder signs in rarely. Never in an address. Sign-out clears both.
 */
const TAB_KEY = "espace-equipe.session";
const REFRESH_KEY = "espace-equipe.refresh";

export interface TokenStorage {
  tab: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  lasting: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

export interface StoredTokens {
  /** The tab's tokens, when still there (they may have expired: see expiresAt). */
  tokens: TeamTokens | null;
  refreshToken: string | null;
}

function browserStorage(): TokenStorage {
  return { tab: sessionStorage, lasting: localStorage };
}

export function saveTokens(tokens: TeamTokens, storage = browserStorage()): void {
  const { accessToken, idToken, expiresAt } = tokens;
  storage.tab.setItem(TAB_KEY, JSON.stringify({ accessToken, idToken, expiresAt }));
  storage.lasting.setItem(REFRESH_KEY, tokens.refreshToken);
}

export function loadTokens(storage = browserStorage()): StoredTokens {
  const refreshToken = storage.lasting.getItem(REFRESH_KEY);
  const tab = readTab(storage.tab.getItem(TAB_KEY));
  return {
    tokens: tab && refreshToken ? { ...tab, refreshToken } : null,
    refreshToken,
  };
}

export function clearTokens(storage = browserStorage()): void {
  storage.tab.removeItem(TAB_KEY);
  storage.lasting.removeItem(REFRESH_KEY);
}

/** The tab's tokens, or null when absent or not what this code wrote. */
function readTab(raw: string | null): Omit<TeamTokens, "refreshToken"> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TeamTokens>;
    if (
      typeof value.accessToken === "string" &&
      typeof value.idToken === "string" &&
      typeof value.expiresAt === "number"
    ) {
      return { accessToken: value.accessToken, idToken: value.idToken, expiresAt: value.expiresAt };
    }
  } catch {
    // A damaged entry is no session.
  }
  return null;
}
