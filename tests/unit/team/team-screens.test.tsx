import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ActivityTable } from "../../../web/src/features/team/outings/ActivityTable";
import { ParticipantTable } from "../../../web/src/features/team/participants/ParticipantTable";
import { participantTotals } from "../../../web/src/features/team/participants/participant-totals";
import { createTeamApi } from "../../../web/src/features/team/shared/team-api";
import {
  LOAD_MORE_PAST_OUTINGS,
  pastOutingsAddedAnnouncement,
} from "../../../web/src/features/team/shared/team-texts";
import { MfaCodeScreen } from "../../../web/src/features/team/sign-in/MfaCodeScreen";
import { SignInScreen } from "../../../web/src/features/team/sign-in/SignInScreen";
import { type TeamAuth, TeamAuthContext } from "../../../web/src/features/team/sign-in/team-auth";
import { teamActivity, teamParticipant } from "./fixtures";

const auth: TeamAuth = {
  screen: { kind: "signIn" },
  client: null,
  api: createTeamApi({ accessToken: async () => null, onUnauthorized: () => {} }),
  follow: () => {},
  signOut: () => {},
  forbid: () => {},
};

const render = (node: ReactNode) =>
  renderToString(
    <TeamAuthContext.Provider value={auth}>
      <MemoryRouter>{node}</MemoryRouter>
    </TeamAuthContext.Provider>,
  ).replaceAll("&#x27;", "'");

/** The input's tag, attribute names in lower case (React writes some in camel case). */
const tag = (html: string, id: string) =>
  (new RegExp(`<input [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "").toLowerCase();

describe("team space screens", () => {
  it("sign in with a labelled e-mail and a password that can be shown", () => {
    const html = render(
      <SignInScreen notice="Votre session a expiré, veuillez vous reconnecter." />,
    );
    expect(html).toContain("Connexion à l'espace équipe");
    expect(html).toContain('<label class="label" for="connexion-email">E-mail');
    expect(tag(html, "connexion-email")).toContain('autocomplete="username"');
    expect(tag(html, "connexion-password")).toContain('type="password"');
    expect(tag(html, "connexion-password")).toContain('autocomplete="current-password"');
    expect(html).toContain('Afficher<span class="is-sr-only"> le mot de passe</span>');
    expect(html).toMatch(/<button type="submit"[^>]*>Se connecter<\/button>/);
    expect(html).toContain('role="status">Votre session a expiré, veuillez vous reconnecter.');
  });

  it("ask the 6-digit code with the digit keyboard and the phone's one-time-code offer", () => {
    const input = tag(
      render(<MfaCodeScreen email="anna@example.ch" session="s" />),
      "code-connexion-code",
    );
    expect(input).toContain('inputmode="numeric"');
    expect(input).toContain('autocomplete="one-time-code"');
  });

  it("list outings with places, registrations, amount paid, the hidden badge and named actions", () => {
    const html = render(
      <ActivityTable
        caption="Sorties à venir"
        activities={[
          teamActivity(),
          teamActivity({ id: "b", masquee: true, places_offertes: null, places_disponibles: null }),
        ]}
        onToggleHidden={() => {}}
        busyId={null}
      />,
    );
    expect(html).toContain("samedi 12 juin 2027");
    expect(html).toContain("9h30");
    expect(html).toContain("3 prises / 5 libres");
    expect(html).toContain("3 prises, sans limite");
    expect(html).toContain("1 payée, 1 non payée");
    expect(html).toContain("CHF 150.00");
    expect(html.match(/Masquée/g)).toHaveLength(1);
    expect(html).toContain('href="/sorties/act-1/modifier"');
    expect(html).toContain('href="/sorties/act-1/dupliquer"');
    expect(html).toContain('href="/sorties/act-1/participants"');
    expect(html).toContain(
      'Masquer<span class="is-sr-only"> : <!-- -->Balade des Crêtes, samedi 12 juin 2027',
    );
    expect(html).toContain("Afficher<span");
  });

  it("let a screen focus a row it added, and show « Charger plus de sorties passées » under the table", () => {
    const html = render(
      <ActivityTable
        caption="Sorties passées"
        activities={[teamActivity({ date: "2026-05-02" })]}
        onToggleHidden={() => {}}
        busyId={null}
        rowHeaderRef={() => {}}
      >
        <button type="button">{LOAD_MORE_PAST_OUTINGS}</button>
      </ActivityTable>,
    );
    expect(html).toMatch(/<th scope="row" data-label="Sortie" tabindex="-1">Balade des Crêtes/);
    expect(html).toMatch(
      /<\/table><button type="button">Charger plus de sorties passées<\/button>/,
    );
    expect(pastOutingsAddedAnnouncement(20)).toBe("20 sorties passées ajoutées à la liste.");
    expect(pastOutingsAddedAnnouncement(1)).toBe("1 sortie passée ajoutée à la liste.");
  });

  it("list participants with a phone link, the bike, the payment and each registration's details link", () => {
    const html = render(
      <ParticipantTable
        participants={[
          teamParticipant(),
          teamParticipant({ inscription_id: "x", velo_propre: true, moyen_paiement: null }),
        ]}
      />,
    );
    expect(html).toContain('href="tel:+41791234567"');
    expect(html).toContain("Location");
    expect(html).toContain("Son propre vélo");
    expect(html).toContain("Pas encore choisi");
    expect(html).toContain('href="/inscriptions/ins-1"');
  });

  it("count the people who hold places and the amount paid", () => {
    expect(
      participantTotals([
        teamParticipant({ nombre_participants: 2, montant_paye_centimes: 15000 }),
        teamParticipant({
          nombre_participants: 1,
          statut: "pending_payment",
          montant_paye_centimes: 0,
        }),
        teamParticipant({ nombre_participants: 4, statut: "cancelled", montant_paye_centimes: 0 }),
      ]),
    ).toEqual({ people: 3, paidCentimes: 15000 });
  });
});
