import type { ConfirmationState } from "../../web/src/features/registration/confirmation-state";

/** The navigation state of /confirmation-inscription after Monique Favre's registration of 2. */
export const aConfirmation: ConfirmationState = {
  inscription_id: "reg_42",
  activity_id: "sortie-1",
  activity_title: "Tour des Crêtes",
  email: "monique.favre@example.ch",
  customer_name: "Monique Favre",
  participants: 2,
  amount: 15000,
};
