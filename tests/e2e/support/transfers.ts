/** A visitor registered through the API who chose the bank transfer, for the team desk's tests. */
import { validRegistration } from "../../support/registration-fixtures";
import { cancellableActivity } from "./cancellation";
import { newVisitor } from "./registration";
import { postToApi } from "./site";

/**
 * One person registered on an outing still free to cancel (a paid transfer cancelled later is a
 * refund to do by hand), with a bank transfer waiting: its QR reference and amount.
 */
export async function awaitingTransfer(label: string) {
  const activity = await cancellableActivity();
  const visitor = newVisitor(label);
  const nom = `Desk${label[0]?.toUpperCase()}${label.slice(1)}`;
  const registered = await postToApi(
    "/api/inscriptions",
    validRegistration(activity.id, {
      nom,
      email: visitor.email,
      telephone: visitor.phone,
      nombre_participants: 1,
    }),
  );
  const payment = await postToApi("/api/payments", {
    inscription_id: registered.inscription_id,
    method: "virement",
  });
  const bill = payment.qr_bill as { reference: string; amount_centimes: number };
  return { visitor, nom, reference: bill.reference, amount: bill.amount_centimes };
}
