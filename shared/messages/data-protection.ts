/**
 * What the team space shows of a registration whose personal fields the retention job removed
 * (24 months after its outing, shared/data-protection/retention.ts): the line stays for its
 * amount and status, the name says why it is empty.
 */
export const ANONYMISED_PARTICIPANT_NAME = "Données effacées (durée de conservation écoulée)";
