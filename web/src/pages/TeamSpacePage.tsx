import { TeamScreens } from "../features/team/shared/TeamScreens";
import { TeamAuthProvider } from "../features/team/sign-in/team-auth";

/** /espace-equipe: the founders' own space (web/src/team-entry.tsx), behind their sign-in. */
export default function TeamSpacePage() {
  return (
    <TeamAuthProvider>
      <TeamScreens />
    </TeamAuthProvider>
  );
}
