import { describe, expect, it } from "vitest";
import { MAX_QUOTED_CHARACTERS, replyLink } from "../../../functions/core/requests/reply-link";

describe("« Répondre »: the mailto: link", () => {
  it("addresses the sender, names the day in the subject and quotes the text line by line", () => {
    const link = replyLink(
      "message",
      "anne.o'neil+jura@exemple.ch",
      "2026-03-12T08:15:00.000Z",
      "Bonjour & merci ?\nÀ bientôt",
    );
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("anne.o'neil+jura@exemple.ch");
    expect(url.searchParams.get("subject")).toBe("Re : votre message du 12 mars");
    expect(url.searchParams.get("body")).toBe(
      "Bonjour,\r\n\r\n\r\n\r\nLe 12 mars, vous nous avez écrit :\r\n> Bonjour & merci ?\r\n> À bientôt",
    );
    // & ? and spaces are encoded: the subject and body cannot spill into other fields.
    expect(link).not.toMatch(/ |&merci|\?\n/);
    expect(link.match(/&/g)).toHaveLength(1);
  });

  it("says « demande de devis » for a quote, with Zurich's day (late evening UTC is the next day)", () => {
    const url = new URL(replyLink("quote", "rh@exemple.ch", "2026-03-11T23:30:00.000Z", "x"));
    expect(url.searchParams.get("subject")).toBe("Re : votre demande de devis du 12 mars");
  });

  it("cuts a long text at about 1,500 characters", () => {
    const long = "a".repeat(5000);
    const body = new URL(
      replyLink("message", "a@b.ch", "2026-03-12T08:00:00Z", long),
    ).searchParams.get("body");
    expect(body?.match(/a/g)?.length).toBeLessThanOrEqual(MAX_QUOTED_CHARACTERS + 10);
    expect(body).toContain("[…]");
    expect(MAX_QUOTED_CHARACTERS).toBe(1500);
  });
});
