import type { Activity } from "@shared/schemas/activity";
import type { Registration } from "@shared/schemas/registration";
import {
  createSubmitMachine,
  type SubmitContext,
  type SubmitInput as SubmitInputOf,
} from "../../components/form/submit-machine";
import type { RegistrationFailure, RegistrationSuccess } from "./registration-messages";

/**
 * The registration dialog runs the one submit machine with its outing as subject (OPEN with
 * subject: the outing). It closes as soon as the registration is taken: the confirmation page
 * follows. Its hook (useRegistration) provides the sending actor and the side effects.
 */

export type SubmitInput = SubmitInputOf<Registration>;

export type SubmitResult = RegistrationSuccess | RegistrationFailure;

export type RegistrationContext = SubmitContext<Registration, RegistrationSuccess, Activity>;

export const registrationMachine = createSubmitMachine<
  Registration,
  RegistrationSuccess,
  Activity
>().provide({ guards: { closesOnSuccess: () => true } });
