import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchRegistrationByLink,
  UnexpectedRegistrationAnswer,
} from "../../../web/src/features/registration/api";
import ConfirmationInscriptionPage from "../../../web/src/pages/ConfirmationInscriptionPage";

const link = { registrationId: "reg 42", jeton: "1778396400.abc_-" };
const summary = {
  inscription_id: "reg 42",
  activity_id: "sortie-1",
  activity_title: "Tour des Crêtes",
  activity_date: "2026-05-10",
  heure_rdv: "09:00",
  participants: 2,
  amount: 15000,
  customer_name: "Monique Favre",
  email: "monique.favre@example.ch",
  status: "pending_payment",
};

/** A fetch that answers once with this status and JSON body, recording the address asked. */
function answer(status: number, body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("GET /api/inscriptions/{id}?jeton=… from the page (web API client)", () => {
  it("asks for the registration the link names and reads the summary with the shared schema", async () => {
    const urls = answer(200, { success: true, ...summary });
    await expect(fetchRegistrationByLink(link)).resolves.toEqual({ kind: "found", summary });
    expect(urls).toEqual(["/api/inscriptions/reg%2042?jeton=1778396400.abc_-"]);
  });

  it("a refused link (403) is an answer, not a failure", async () => {
    answer(403, { success: false, error: "Ce lien n'est plus valable" });
    await expect(fetchRegistrationByLink(link)).resolves.toEqual({ kind: "refused" });
  });

  it("rejects on a server error or an answer outside the contract (the page offers to retry)", async () => {
    answer(500, { success: false });
    await expect(fetchRegistrationByLink(link)).rejects.toThrow("HTTP error! status: 500");
    answer(200, { ...summary, amount: "150.00" });
    await expect(fetchRegistrationByLink(link)).rejects.toBeInstanceOf(
      UnexpectedRegistrationAnswer,
    );
  });
});

describe("/confirmation-inscription through a payment link", () => {
  const render = (path: string) =>
    renderToString(
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(ConfirmationInscriptionPage),
      ),
    );

  it("says calmly that it is loading, announced, before any of the registration is known", () => {
    const html = render("/confirmation-inscription?inscription=reg_42&jeton=1778396400.abc");
    expect(html).toContain("Chargement de votre inscription…");
    expect(html).toMatch(/<div role="status"[^>]*><p>Chargement/);
    expect(html).not.toContain("Payer par carte ou TWINT");
  });

  it("renders nothing of a registration without the link (the old address included)", () => {
    for (const path of [
      "/confirmation-inscription",
      "/confirmation-inscription?inscription_id=reg_42",
      "/confirmation-inscription?inscription=reg_42",
    ]) {
      expect(render(path)).toBe("");
    }
  });
});
