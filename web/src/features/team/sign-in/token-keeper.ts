import { type CognitoClient, CognitoError, type TeamTokens } from "./cognito-client";
import { clearTokens, loadTokens, saveTokens, type TokenStorage } from "./token-store";

/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 2 * 60_000;

/**
 * The signed-in founder's tokens: in memory, mirrored in storage (token-store.ts), refreshed
 * before they expire, one refresh at a time however many requests ask at once.
 */
export class TokenKeeper {
  private tokens: TeamTokens | null;
  private refreshing: Promise<TeamTokens | null> | null = null;

  constructor(
    private readonly client: Pick<CognitoClient, "refresh">,
    private readonly storage?: TokenStorage,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = loadTokens(storage).tokens;
  }

  /** Whether a session may still be resumed (a refresh token is kept). */
  canResume(): boolean {
    return this.tokens !== null || loadTokens(this.storage).refreshToken !== null;
  }

  set(tokens: TeamTokens): void {
    this.tokens = tokens;
    saveTokens(tokens, this.storage);
  }

  /** Forgets every token; returns the access token it held (for Cognito's sign-out). */
  clear(): string | null {
    const accessToken = this.tokens?.accessToken ?? null;
    this.tokens = null;
    clearTokens(this.storage);
    return accessToken;
  }

  /** Milliseconds until the access token should be refreshed, or null without tokens. */
  msUntilRefresh(): number | null {
    if (!this.tokens) return null;
    return Math.max(0, this.tokens.expiresAt - REFRESH_MARGIN_MS - this.now());
  }

  /** A valid access token (refreshed when close to expiry), or null when the session ended. */
  async accessToken(): Promise<string | null> {
    if (this.tokens && this.tokens.expiresAt - this.now() > REFRESH_MARGIN_MS) {
      return this.tokens.accessToken;
    }
    return (await this.refresh())?.accessToken ?? null;
  }

  refresh(): Promise<TeamTokens | null> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<TeamTokens | null> {
    const refreshToken = this.tokens?.refreshToken ?? loadTokens(this.storage).refreshToken;
    if (!refreshToken) return null;
    try {
      const tokens = await this.client.refresh(refreshToken);
      this.set(tokens);
      return tokens;
    } catch (error) {
      // Cognito refused the refresh token (revoked, expired): the session is over. A network
      // failure keeps it, so that the next try may resume it.
      if (error instanceof CognitoError && error.code === "NotAuthorizedException") this.clear();
      return null;
    }
  }
}
