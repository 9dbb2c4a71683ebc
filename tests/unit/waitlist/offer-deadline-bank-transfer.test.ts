import { bankTransferDeadline } from "@core/payments/bank/bank-transfer-bill";
import type { RegistrationForPayment } from "@core/payments/payment";
import { describe, expect, it } from "vitest";

const activity = { date: "2027-06-12", heure_rdv: "09:30" };
const registration = {
  id: "r1",
  activity_id: "a1",
  created_at: "2027-06-01T08:00:00.000Z",
  deadline: "2027-06-02T08:00:00.000Z",
} as unknown as RegistrationForPayment;

describe("a bank transfer chosen on places offered from a waiting list", () => {
  it("keeps the offer's deadline, where a registration's is pushed back", async () => {
    const pushed = await bankTransferDeadline(registration, async () => activity);
    expect(pushed).toBe("2027-06-06T08:00:00.000Z");
    const offer = { ...registration, waitlist_entry_id: "e1" } as unknown as RegistrationForPayment;
    expect(await bankTransferDeadline(offer, async () => activity)).toBeUndefined();
  });
});
