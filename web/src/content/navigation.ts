/** The header's links, in the order of the specification. */
export const NAV_LINKS = [
  { to: "/", label: "Accueil" },
  { to: "/activites", label: "Activités" },
  { to: "/calendrier", label: "Calendrier" },
  { to: "/equipe", label: "Équipe" },
  { to: "/galerie", label: "Galerie" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
] as const;
