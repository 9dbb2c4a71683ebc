import { TeamScreens } from "../features/team/TeamScreens";
import { TeamAuthProvider } from "../features/team/team-auth";

/** /espace-equipe: the founders' own space (web/src/team-entry.tsx), behind their sign-in. */
export default function TeamSpacePage() {
  return (
    <TeamAuthProvider>
      <TeamScreens />
    </TeamAuthProvider>
  );
}
