import { Route, Routes } from "react-router-dom";
import { CancellationScreen } from "../cancellation/CancellationScreen";
import { FiguresScreen } from "../figures/FiguresScreen";
import { FleetScreen } from "../fleet/FleetScreen";
import { ActivitiesScreen } from "../outings/ActivitiesScreen";
import { ActivityFormScreen } from "../outings/ActivityFormScreen";
import { SeriesEditScreen } from "../outings/series/SeriesEditScreen";
import { SeriesScreen } from "../outings/series/SeriesScreen";
import { ParticipantsMessageScreen } from "../participants/ParticipantsMessageScreen";
import { ParticipantsScreen } from "../participants/ParticipantsScreen";
import { RegistrationScreen } from "../participants/RegistrationScreen";
import { PaymentsScreen } from "../payments/PaymentsScreen";
import { PeopleScreen } from "../people/PeopleScreen";
import { RequestsScreen } from "../requests/RequestsScreen";
import { MfaCodeScreen } from "../sign-in/MfaCodeScreen";
import { MfaSetupScreen } from "../sign-in/MfaSetupScreen";
import { NewPasswordScreen } from "../sign-in/NewPasswordScreen";
import { SignInScreen } from "../sign-in/SignInScreen";
import { useTeamAuth } from "../sign-in/team-auth";
import { ScreenHeading } from "./ScreenHeading";
import { TeamLayout } from "./TeamLayout";
import { TEAM_TEXTS } from "./team-texts";

/** The screen the founder is on: a sign-in step, or the signed-in screens by address. */
export function TeamScreens() {
  const { screen, signOut } = useTeamAuth();
  switch (screen.kind) {
    case "loading":
      return (
        <TeamLayout signedIn={false}>
          <p>Chargement…</p>
        </TeamLayout>
      );
    case "configError":
      return (
        <TeamLayout signedIn={false}>
          <ScreenHeading title="Espace équipe" />
          <p className="notification is-danger is-light" role="alert">
            {TEAM_TEXTS.configUnreadable}
          </p>
        </TeamLayout>
      );
    case "signIn":
      return (
        <TeamLayout signedIn={false}>
          <SignInScreen notice={screen.notice} />
        </TeamLayout>
      );
    case "newPassword":
      return (
        <TeamLayout signedIn={false}>
          <NewPasswordScreen email={screen.email} session={screen.session} />
        </TeamLayout>
      );
    case "mfaSetup":
      return (
        <TeamLayout signedIn={false}>
          <MfaSetupScreen email={screen.email} session={screen.session} />
        </TeamLayout>
      );
    case "mfaCode":
      return (
        <TeamLayout signedIn={false}>
          <MfaCodeScreen email={screen.email} session={screen.session} />
        </TeamLayout>
      );
    case "forbidden":
      return (
        <TeamLayout signedIn={false}>
          <ScreenHeading title={TEAM_TEXTS.teamOnly} />
          <p className="block">Ce compte n'a pas accès à l'espace équipe.</p>
          <button type="button" className="button is-medium" onClick={() => signOut()}>
            Se déconnecter
          </button>
        </TeamLayout>
      );
    case "signedIn":
      return (
        <TeamLayout signedIn>
          <Routes>
            <Route path="/" element={<ActivitiesScreen />} />
            <Route path="/sorties/nouvelle" element={<ActivityFormScreen mode="create" />} />
            <Route
              path="/sorties/:id/modifier"
              element={<ActivityFormScreen key="edit" mode="edit" />}
            />
            <Route
              path="/sorties/:id/dupliquer"
              element={<ActivityFormScreen key="duplicate" mode="duplicate" />}
            />
            <Route path="/sorties/:id/repeter" element={<SeriesScreen />} />
            <Route path="/sorties/:id/serie" element={<SeriesEditScreen />} />
            <Route path="/sorties/:id/participants" element={<ParticipantsScreen />} />
            <Route path="/inscriptions/:id" element={<RegistrationScreen />} />
            <Route path="/demandes" element={<RequestsScreen />} />
            {/* Cancelling a date, writing to everyone on it. */}
            <Route path="/sorties/:id/annulation" element={<CancellationScreen />} />
            <Route path="/sorties/:id/message" element={<ParticipantsMessageScreen />} />
            <Route path="/paiements" element={<PaymentsScreen />} />
            {/* The rental e-bikes: the fleet, its supplement, a day's blocked bikes. */}
            <Route path="/velos" element={<FleetScreen />} />
            {/* « Chiffres »: each month of the season, and the accountant's file. */}
            <Route path="/chiffres" element={<FiguresScreen />} />
            {/* « Données d'une personne »: see, export and erase what is held about an address. */}
            <Route path="/personnes" element={<PeopleScreen />} />
            <Route path="*" element={<ActivitiesScreen />} />
          </Routes>
        </TeamLayout>
      );
  }
}
