/**
 * The reminder of the outing the evening before, against the emulator: the scheduled function as
 * AWS runs it (its ports on the real stores, SES and SNS), on an injected clock set around 18:00
 * in Zurich in summer and in winter time. Outings are found by the activities' date index,
 * registrations by the by-activity index; e-mails and SMS are read back from the emulator.
 */
import { calendarKeys } from "@adapters/activities-calendar";
import { sendSms } from "@adapters/sms";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { BUSINESS } from "@shared/constants/business";
import { USUAL_WHAT_TO_BRING, WINTER_WHAT_TO_BRING } from "@shared/constants/what-to-bring";
import { CANCELLATION_RULE_TEXT } from "@shared/registrations/cancellation-terms";
import type { Activity } from "@shared/schemas/activity";
import { beforeEach, describe, expect, it } from "vitest";
import { getConfig } from "../../functions/config";
import { dayBeforeReminderPorts } from "../../functions/wiring/day-before-reminder";
import { wireStores } from "../../functions/wiring/stores";
import { dayBeforeReminderJob } from "../../functions/workers/day-before-reminder/handler";
import { ddb, readSentEmails, readSentSms, resetState, tableName } from "../support/aws";
import { putActivity, validBooking, validRegistration } from "../support/registration-fixtures";

const clock = { at: new Date(0), now: () => clock.at };

function job(config = getConfig()) {
  return dayBeforeReminderJob(
    dayBeforeReminderPorts(wireStores(config, undefined, { clock }), config),
  );
}

const runAt = (instant: string, config = getConfig()) => {
  clock.at = new Date(instant);
  return job(config)();
};

let stored = 0;

/** A registration of the registration dialog, stored as the api stores it, then moved on. */
async function putRegistration(
  activity: Activity,
  who: string,
  fields: { status: string; created_at: string } & Record<string, unknown>,
) {
  const id = `reg-${who}-${++stored}`;
  const item = {
    ...validRegistration(activity.id, { email: `${who}@example.ch`, telephone: "+41791234567" }),
    id,
    activity_title: activity.titre,
    activity_date: activity.date,
    total_centimes: 15000,
    ...fields,
  };
  await ddb().send(new PutCommand({ TableName: tableName("inscriptions"), Item: item }));
  return id;
}

/** A booking of /reservation-vtt, paid. */
async function putBooking(activity: Activity, who: string, createdAt: string) {
  const booking = validBooking(activity, { email: `${who}@example.ch`, telephone: "+41797654321" });
  const item = {
    ...booking,
    kind: "booking",
    nombre_participants: 1,
    terms_accepted_at: createdAt,
    id: `booking-${who}`,
    activity_title: activity.titre,
    activity_date: activity.date,
    total_centimes: 12900,
    status: "paid",
    created_at: createdAt,
  };
  await ddb().send(new PutCommand({ TableName: tableName("inscriptions"), Item: item }));
}

const mailsTo = async (who: string) =>
  (await readSentEmails()).filter((e) => e.to.includes(`${who}@example.ch`));

beforeEach(async () => {
  await resetState();
});

describe("summer time: 18:00 in Zurich is 16:00 UTC", () => {
  it("sends once at 18:00 to the paid and bank-transfer registrations, with the outing's own list; SMS where a phone was given", async () => {
    const activity = await putActivity({ date: "2026-07-15", heure_rdv: "09:30" });
    // The founders' own « Ce qu'il faut apporter » (a team-only field of the stored outing).
    await ddb().send(
      new PutCommand({
        TableName: tableName("activities"),
        Item: {
          ...activity,
          ...calendarKeys(activity),
          a_apporter: "Casque et gants\nCrème solaire",
        },
      }),
    );
    const before = "2026-07-10T08:00:00.000Z";
    await putRegistration(activity, "paid", { status: "paid", created_at: before });
    await putRegistration(activity, "transfer", {
      status: "pending_payment",
      created_at: before,
      open_virement_payment_id: "pay-transfer",
      telephone: undefined,
    });
    await putRegistration(activity, "unpaid", { status: "pending_payment", created_at: before });
    await putRegistration(activity, "expired", { status: "expired", created_at: before });
    await putRegistration(activity, "cancelled", { status: "cancelled", created_at: before });
    // Made at 18:05 the day before: its confirmation said no reminder would come.
    await putRegistration(activity, "late", {
      status: "paid",
      created_at: "2026-07-14T16:05:00.000Z",
    });
    // Another day's outing: not tomorrow's.
    const later = await putActivity({ date: "2026-07-16" });
    await putRegistration(later, "later", { status: "paid", created_at: before });

    expect(await runAt("2026-07-14T15:59:00.000Z")).toEqual({ date: null, reminded: 0 });
    expect(await readSentEmails()).toEqual([]);

    expect(await runAt("2026-07-14T16:00:00.000Z")).toEqual({ date: "2026-07-15", reminded: 2 });
    // The next run of the evening, and one run again at once: nothing more goes out.
    expect(await runAt("2026-07-14T16:15:00.000Z")).toEqual({ date: "2026-07-15", reminded: 2 });
    await Promise.all([runAt("2026-07-14T16:30:00.000Z"), job()()]);

    const emails = await readSentEmails();
    expect(emails.map((e) => e.to[0]).sort()).toEqual(["paid@example.ch", "transfer@example.ch"]);
    for (const who of ["unpaid", "expired", "cancelled", "late", "later"]) {
      expect(await mailsTo(who), who).toEqual([]);
    }

    const [mail] = await mailsTo("paid");
    expect(mail?.subject).toBe(
      "Votre sortie de demain : Sortie VTT électrique au Mont Pelé, rendez-vous à 9h30",
    );
    expect(mail?.text).toContain("Date : mercredi 15 juillet 2026");
    expect(mail?.text).toContain("Point de rendez-vous : Parking de la gare, Saint-Cergue");
    expect(mail?.text).toContain(
      "https://www.openstreetmap.org/search?query=Parking%20de%20la%20gare",
    );
    expect(mail?.text).toContain("• Casque et gants");
    expect(mail?.text).toContain("• Crème solaire");
    expect(mail?.text).not.toContain(USUAL_WHAT_TO_BRING.VTT[1]);
    expect(mail?.text).toContain(`Appelez votre guide au ${BUSINESS.phoneDisplay}`);
    expect(mail?.text).toContain(CANCELLATION_RULE_TEXT);
    expect(mail?.text).toContain("Numéro d'inscription");
    expect(mail?.text).not.toContain("virement");
    const [transfer] = await mailsTo("transfer");
    expect(transfer?.text).toContain("Votre virement ne nous est pas encore parvenu");

    const sms = await readSentSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.phoneNumber).toBe("+41791234567");
    expect(sms[0]?.message).toContain("demain 15 juillet 2026");
    expect(sms[0]?.message).toContain("Rendez-vous à 9h30, Parking de la gare, Saint-Cergue");
  });
});

describe("winter time: 18:00 in Zurich is 17:00 UTC", () => {
  it("nothing at 17:59, once at 18:00; a booking says « réservation » and gets its kind's usual list, the winter one in December", async () => {
    const activity = await putActivity({ date: "2026-12-10", heure_rdv: "10:00" });
    await putBooking(activity, "booked", "2026-12-01T09:00:00.000Z");

    expect(await runAt("2026-12-09T16:59:00.000Z")).toEqual({ date: null, reminded: 0 });
    expect(await readSentEmails()).toEqual([]);
    expect(await runAt("2026-12-09T17:00:00.000Z")).toEqual({ date: "2026-12-10", reminded: 1 });
    expect(await runAt("2026-12-09T22:45:00.000Z")).toEqual({ date: "2026-12-10", reminded: 1 });

    const mails = await mailsTo("booked");
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toContain("Numéro de réservation");
    expect(text).toContain("votre réservation");
    expect(text.toLowerCase()).not.toContain("inscription");
    expect(text).toContain(`• ${WINTER_WHAT_TO_BRING.VTT[0]}`);
    expect(text).toContain(`• ${WINTER_WHAT_TO_BRING.VTT[2]}`);
    expect(text).not.toContain(USUAL_WHAT_TO_BRING.VTT[2]);
    expect((await readSentSms()).map((s) => s.phoneNumber)).toEqual(["+41797654321"]);
  });

  it("a cancelled date reminds nobody", async () => {
    const activity = await putActivity({ date: "2026-12-10" });
    await ddb().send(
      new PutCommand({
        TableName: tableName("activities"),
        Item: {
          ...activity,
          ...calendarKeys(activity),
          annulation: { raison: "Neige", actor_id: "f-1", at: "2026-12-08T08:00:00.000Z" },
        },
      }),
    );
    await putRegistration(activity, "paid", {
      status: "paid",
      created_at: "2026-12-01T09:00:00.000Z",
    });
    expect(await runAt("2026-12-09T17:00:00.000Z")).toEqual({ date: "2026-12-10", reminded: 0 });
    expect(await readSentEmails()).toEqual([]);
  });
});

describe("on the days the clocks change", () => {
  it.each([
    // Sunday 29 March 2026, clocks forward at 02:00: 18:00 that evening is 16:00 UTC.
    ["2026-03-30", "2026-03-29T15:59:00.000Z", "2026-03-29T16:00:00.000Z"],
    // The eve of the change day is still winter time: 18:00 on 28 March is 17:00 UTC.
    ["2026-03-29", "2026-03-28T16:59:00.000Z", "2026-03-28T17:00:00.000Z"],
    // Sunday 25 October 2026, clocks back at 03:00: 18:00 that evening is 17:00 UTC.
    ["2026-10-26", "2026-10-25T16:59:00.000Z", "2026-10-25T17:00:00.000Z"],
    // The eve of the change day is still summer time: 18:00 on 24 October is 16:00 UTC.
    ["2026-10-25", "2026-10-24T15:59:00.000Z", "2026-10-24T16:00:00.000Z"],
  ])(
    "an outing on %s: nothing at 17:59 in Zurich, one reminder from 18:00",
    async (date, before, at) => {
      const activity = await putActivity({ date });
      await putRegistration(activity, "paid", {
        status: "paid",
        created_at: "2026-03-01T09:00:00.000Z",
      });
      expect(await runAt(before)).toEqual({ date: null, reminded: 0 });
      expect(await readSentEmails()).toEqual([]);
      expect(await runAt(at)).toEqual({ date, reminded: 1 });
      expect(await runAt(at)).toEqual({ date, reminded: 1 });
      expect(await mailsTo("paid")).toHaveLength(1);
    },
  );
});

describe("a send that fails", () => {
  it("fails the run (error metric) and is sent by the next one; what went out is not sent again", async () => {
    const activity = await putActivity({ date: "2026-12-10" });
    await putRegistration(activity, "paid", {
      status: "paid",
      created_at: "2026-12-01T09:00:00.000Z",
    });
    clock.at = new Date("2026-12-09T17:00:00.000Z");
    const config = getConfig();
    const refused = dayBeforeReminderJob(
      dayBeforeReminderPorts(wireStores(config, undefined, { clock }), config, {
        sendEmail: async () => {
          throw new Error("SES indisponible");
        },
        sendSms,
      }),
    );
    await expect(refused()).rejects.toThrow("Rappel de la veille : 1 envoi(s) en échec");
    expect(await readSentEmails()).toEqual([]);
    expect(await readSentSms()).toHaveLength(1);

    expect(await runAt("2026-12-09T17:15:00.000Z")).toEqual({ date: "2026-12-10", reminded: 1 });
    expect(await mailsTo("paid")).toHaveLength(1);
    expect(await readSentSms()).toHaveLength(1);
  });
});

describe("the founders' switch", () => {
  it("DAY_BEFORE_REMINDER=off sends nothing", async () => {
    const activity = await putActivity({ date: "2026-12-10" });
    await putRegistration(activity, "paid", {
      status: "paid",
      created_at: "2026-12-01T09:00:00.000Z",
    });
    const off = { ...getConfig(), DAY_BEFORE_REMINDER: "off" as const };
    expect(await runAt("2026-12-09T17:00:00.000Z", off)).toEqual({ date: null, reminded: 0 });
    expect(await readSentEmails()).toEqual([]);
    expect(await readSentSms()).toEqual([]);
  });
});
