import { TeamSection } from "./sections/TeamSection";

export default function TeamPage() {
  return <TeamSection headingLevel={1} />;
}
