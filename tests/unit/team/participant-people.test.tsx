import { parseCsv } from "@core/activities/import";
import { registrationPeople } from "@core/activities/participant-people";
import { participantLine, rentalBikesOut, sortParticipants } from "@core/activities/participants";
import { participantsCsv } from "@core/activities/participants-csv";
import type { RegistrationForPayment } from "@core/payments/payment";
import { paymentReceiptEmail } from "@core/payments/payment-emails";
import type { DialogRegistrationRecord } from "@core/registrations/create-registration";
import { dayBeforeReminderEmail } from "@core/registrations/day-before-emails";
import { providerEmail, visitorEmail } from "@core/registrations/notifications";
import { waitlistOfferEmail } from "@core/waitlist/emails";
import type { WaitlistEntry } from "@core/waitlist/entry";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ParticipantLists } from "../../../web/src/features/team/participants/ParticipantLists";
import { ParticipantTable } from "../../../web/src/features/team/participants/ParticipantTable";
import { participantTotals } from "../../../web/src/features/team/participants/participant-totals";
import { RentalBikesOut } from "../../../web/src/features/team/participants/RentalBikesOut";
import { aBankTransferPayment, aRegistration } from "../../support/payment-fakes";
import { anActivity } from "../../support/registration-fixtures";

/**
 * « Liste des participants » names every person, one line each (screen, print, Excel file), and
 * the registration e-mails name them too.
 */

const outing = anActivity({ id: "act-1", date: "2026-05-10", categorie: "VTT" });

/** Anne (rents an M) registers Paul (his own e-bike): a booking of two named people. */
const favre = aRegistration({
  id: "reg-favre",
  short_reference: "JV-7K3M-Q9",
  prenom: "Anne",
  nom: "Favre",
  email: "anne.favre@example.ch",
  date_naissance: "1958-04-12",
  a_velo_electrique: false,
  taille_velo: "M",
  nombre_participants: 2,
  participants: [
    { prenom: "Paul", nom: "Favre", date_naissance: "1956-05-11", a_velo_electrique: true },
  ],
  velos_location: { M: 1 },
  total_centimes: 18000,
});

/** A booking of one, another registrant. */
const berset = aRegistration({
  id: "reg-berset",
  short_reference: "JV-2P4R-T7",
  prenom: "Claudine",
  nom: "Berset",
  email: "claudine.berset@example.ch",
  date_naissance: "1961-09-30",
  a_velo_electrique: false,
  taille_velo: "L",
  nombre_participants: 1,
  participants: [],
  velos_location: { L: 1 },
  total_centimes: 9000,
});

/** Stored before participants were named: 2 counted, the second without a name. */
const older = aRegistration({
  id: "reg-old",
  prenom: "Monique",
  nom: "Rochat",
  nombre_participants: 2,
  a_velo_electrique: true,
});

/** A registration of the dialog changed: the others, the bikes held, the status. */
const changed = (
  registration: RegistrationForPayment,
  overrides: Partial<Omit<DialogRegistrationRecord, "status">> & { status?: string },
) => ({ ...registration, ...overrides }) as RegistrationForPayment;

const lines = (registrations: RegistrationForPayment[]) =>
  sortParticipants(registrations.map((r) => participantLine(r, [], { rentsBikes: true })));

describe("the participant list, one line per person", () => {
  it("2 people of one booking and 1 of another: 3 lines, each with the age on the outing's day and the bike", () => {
    const list = lines([favre, berset]);
    expect(list.flatMap((b) => b.personnes.map((p) => `${p.prenom} ${p.nom}`))).toEqual([
      "Claudine Berset",
      "Anne Favre",
      "Paul Favre",
    ]);
    // Paul turns 70 the day after the outing: 69 on its day.
    expect(list[1]?.personnes.map((p) => [p.age, p.velo])).toEqual([
      [68, "Location, taille M"],
      [69, "Son propre vélo"],
    ]);
    expect(participantTotals(list).people).toBe(3);

    const { rows } = parseCsv(participantsCsv(list));
    expect(rows).toHaveLength(4);
    expect(rows[0]?.slice(13)).toEqual([
      "Âge le jour de la sortie",
      "Date de naissance",
      "Réservation de",
    ]);
    const paul = rows[3] ?? [];
    expect([paul[0], paul[1], paul[3], paul[6], paul[12], paul[13], paul[14], paul[15]]).toEqual([
      "Favre",
      "Paul",
      "anne.favre@example.ch",
      "Son propre vélo",
      "JV-7K3M-Q9",
      "69",
      "11.05.1956",
      "Anne Favre",
    ]);
    // The booking's amount once, on the registrant's line: a sum in Excel counts it once.
    expect(rows.map((r) => r[10])).toEqual(["Montant (CHF)", "90.00", "180.00", ""]);
  });

  it("an older registration of 2 without names: 2 lines, the second unnamed", () => {
    const [line] = lines([older]);
    expect(line?.personnes).toMatchObject([
      { nomme: true, prenom: "Monique", nom: "Rochat", velo: "Son propre vélo" },
      { nomme: false, prenom: "", nom: "Participant non nommé", age: null, velo: "Non précisé" },
    ]);
    const { rows } = parseCsv(participantsCsv(lines([older])));
    expect(rows.slice(1).map((r) => r[0])).toEqual(["Rochat", "Participant non nommé"]);
  });

  it("leaves out a participant cancelled alone, from the lines and from the count", () => {
    const cancelledPaul = changed(favre, {
      participants: [
        {
          prenom: "Paul",
          nom: "Favre",
          date_naissance: "1956-05-11",
          a_velo_electrique: true,
          annule_le: "2026-05-02T09:00:00.000Z",
        },
      ],
    });
    expect(registrationPeople(cancelledPaul).map((p) => p.prenom)).toEqual(["Anne"]);
    expect(participantTotals(lines([cancelledPaul])).people).toBe(1);
    expect(parseCsv(participantsCsv(lines([cancelledPaul]))).rows).toHaveLength(2);
  });

  it("sums the rental bikes of the registrations that hold places, not of the cancelled ones", () => {
    const cancelled = changed(berset, {
      id: "x",
      status: "cancelled",
      velos_location: { M: 3 },
    });
    expect(rentalBikesOut([favre, berset, cancelled, older])).toEqual({ M: 1, L: 1 });
  });

  it("shows one row per person grouped under its booking, and the bikes to get ready", () => {
    const html = renderToString(
      <MemoryRouter>
        <RentalBikesOut outing={outing} bikes={rentalBikesOut([favre, berset])} />
        <ParticipantTable participants={lines([favre, berset, older])} />
      </MemoryRouter>,
    );
    expect(html).toContain("À préparer : <strong>2 vélos de location (1 en M, 1 en L)</strong>");
    expect(html.match(/<tbody/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(5);
    expect(html).toContain("Réservation JV-7K3M-Q9 · Anne Favre · 2 participants");
    expect(html).toContain("Participant non nommé");
    expect(html).toContain("Location, taille M");
    expect(html).toContain("69 ans");
    // The e-mail may break only before « @ » and « . »: whole pieces, a <wbr> between them.
    expect(html).toContain(
      '<span class="team-email"><span class="team-email-piece">anne</span><span class="team-email-piece"><wbr/>.favre</span><span class="team-email-piece"><wbr/>@example</span><span class="team-email-piece"><wbr/>.ch</span></span>',
    );
    expect(html).toContain('href="/inscriptions/reg-favre"');
  });
});

describe("registration e-mails name every participant", () => {
  const link = { url: "https://site.example/p", expiresAt: new Date("2026-05-09T08:00:00Z") };

  it("the provider's notice: each person with date of birth and bike, and the rental bikes", () => {
    const mail = providerEmail(favre, outing);
    expect(mail.text).toContain(
      "Participants : Anne Favre (12.04.1958, location taille M), Paul Favre (11.05.1956, son propre vélo)",
    );
    expect(mail.text).toContain("Vélos : 1 vélo de location, taille M");
    expect(mail.text).toContain("Nombre de participants : 2");
    // The one answer an older page sent for the whole booking would contradict the lines above.
    expect(mail.text).not.toMatch(/^Vélo :/m);
  });

  it("an older registration's notice counts the others it did not name", () => {
    const mail = providerEmail(older, outing);
    expect(mail.text).toContain(
      "Participants : Monique Rochat (12.04.1958, son propre vélo) + 1 participant non nommé",
    );
    expect(mail.text).not.toContain("Vélos :");
  });

  it("the visitor's confirmation names everyone with their bike, escaped in HTML", () => {
    const named = changed(favre, {
      participants: [
        {
          prenom: "Paul",
          nom: "<b>Favre</b>",
          date_naissance: "1956-05-11",
          a_velo_electrique: true,
        },
      ],
    });
    const mail = visitorEmail(named, outing, "https://site.example", link, {
      url: "https://site.example/a",
    });
    expect(mail.text).toContain(
      "Participants : Anne Favre (location taille M), Paul <b>Favre</b> (son propre vélo)",
    );
    expect(mail.html).toContain("Paul &lt;b&gt;Favre&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Favre</b>");
  });

  it("the day-before reminder and the receipt keep their count and add the names", () => {
    const reminder = dayBeforeReminderEmail(favre, outing, "https://site.example");
    expect(reminder.text).toContain("Participants : 2 participants");
    expect(reminder.text).toContain(
      "Noms : Anne Favre (location taille M), Paul Favre (son propre vélo)",
    );
    expect(reminder.text).toContain("Vélos : 1 vélo de location, taille M");
    const receipt = paymentReceiptEmail(
      aBankTransferPayment({ status: "completed" }),
      favre,
      outing,
      "https://site.example",
    );
    expect(receipt.text).toContain("Participants : 2 participants");
    expect(receipt.text).toContain("Noms : Anne Favre, Paul Favre");
  });

  it("the waiting list's offer names the people of an entry that has their names", () => {
    const entry = {
      activity_id: "act-1",
      entry_id: "e-1",
      status: "offered",
      prenom: "Anne",
      nom: "Favre",
      email: "anne.favre@example.ch",
      telephone: "+41791234567",
      places: 2,
      created_at: "2026-05-01T07:00:00.000Z",
      expires_at: 0,
      participants: [
        { prenom: "Paul", nom: "Favre", date_naissance: "1956-05-11", a_velo_electrique: true },
      ],
    } as WaitlistEntry;
    const offer = {
      totalCentimes: 15000,
      deadline: "2026-05-03T07:00:00.000Z",
      paymentUrl: "https://site.example/p",
      declineUrl: "https://site.example/d",
    };
    expect(waitlistOfferEmail(entry, outing, offer, "https://site.example").text).toContain(
      "Participants : Anne Favre, Paul Favre",
    );
    const unnamed = { ...entry, participants: undefined };
    expect(waitlistOfferEmail(unnamed, outing, offer, "https://site.example").text).not.toContain(
      "Participants :",
    );
  });
});

describe("« Liste des participants »: expired and cancelled registrations apart", () => {
  const expiredBerset = changed(berset, { status: "expired" });
  const list = lines([favre, expiredBerset]);

  it("lists them on screen under their own heading, outside the printed list", () => {
    const html = renderToString(
      <MemoryRouter>
        <ParticipantLists participants={list} />
      </MemoryRouter>,
    );
    const [coming, apart] = html.split('id="inscriptions-liberees"');
    expect(coming).toContain("Favre");
    expect(coming).not.toContain("Berset");
    expect(apart).toContain("Inscriptions expirées ou annulées (1)");
    expect(apart).toContain("Ces personnes ne viennent pas : leurs places sont libérées.");
    expect(apart).toContain("Berset");
    // The section is screen-only: the guide's printed list has those who come.
    expect(coming?.slice(coming.lastIndexOf("<section"))).toContain("team-no-print");
    expect(participantTotals(list).people).toBe(2);
  });

  it("writes them last in the file, after an empty line and the same heading", () => {
    const csv = participantsCsv(list);
    expect(csv).toContain('\r\n\r\n"Inscriptions expirées ou annulées (1).');
    const { rows } = parseCsv(csv);
    expect(rows.map((r) => r[0])).toEqual([
      "Nom",
      "Favre",
      "Favre",
      "Inscriptions expirées ou annulées (1). Ces personnes ne viennent pas : leurs places sont libérées.",
      "Berset",
    ]);
    expect(rows.at(-1)?.[9]).toBe("Expirée");
  });
});
